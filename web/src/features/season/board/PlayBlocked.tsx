import { Box, HStack, Text } from '@chakra-ui/react';
import { ERROR_MESSAGES, lineupAdvice, playBlocker, playsShortHanded, type Student } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { adviceText } from './advice-text';

interface Why {
  title: string;
  message: string;
  action: { label: 'Go to Team' | 'Go to Budget'; to: string } | null;
  /** A warning (the team plays short-handed) rather than a stop. */
  warning: boolean;
}

/** Why the puck cannot start a game, or why the team plays short-handed; null when all is well. */
export function blockedReason(student: Student): Why | null {
  const blocker = playBlocker(student);
  const shortHanded = blocker === null && playsShortHanded(student);
  if (blocker !== 'season/scenario-open' && blocker !== 'season/lineup-incomplete' && !shortHanded) return null;
  const { message, action } = adviceText(lineupAdvice(student));
  if (shortHanded) return { title: 'Your team will play short-handed', message, action, warning: true };
  const known = ERROR_MESSAGES[blocker ?? 'season/lineup-incomplete'];
  return {
    title: blocker === 'season/scenario-open' ? known.message : 'Your team is not ready to play',
    // The advice says exactly what to do; the rule's own hint when the lineup is already full.
    message: message || (known.hint ?? known.message),
    action: action ?? { label: 'Go to Team', to: paths.team },
    warning: false,
  };
}

/** The play-blocked box (docs/product.md#season-page): what keeps the game from starting, in plain words, and where to fix it. */
export function PlayBlocked({ student }: { student: Student }) {
  const why = blockedReason(student);
  if (!why) return null;
  return (
    <Box
      data-testid="play-blocked"
      role="status"
      bg={why.warning ? 'orange.50' : 'white'}
      borderWidth="3px"
      borderColor={why.warning ? 'orange.500' : 'orange.600'}
      borderRadius="2xl"
      p="4"
    >
      <Text fontWeight="900" fontSize="lg" color="navy.900">
        {why.title}
      </Text>
      <Text fontSize="md" color="navy.900" mt="1">
        {why.message}
      </Text>
      {why.action && (
        <HStack mt="3">
          <LinkButton to={why.action.to} colorPalette="orange" size="lg">
            {why.action.label}
          </LinkButton>
        </HStack>
      )}
    </Box>
  );
}
