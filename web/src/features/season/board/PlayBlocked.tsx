import { Box, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ERROR_MESSAGES, lineupAdvice, playBlocker, playsShortHanded, type Student } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { serverHint, serverText } from '@/i18n/server-text';
import { boardMessages as m, adviceMessages } from '../messages';
import { adviceText, type AdviceWords } from './advice-text';

interface Why {
  title: string;
  message: string;
  action: { label: string; to: string } | null;
  /** A warning (the team plays short-handed) rather than a stop. */
  warning: boolean;
}

/** Why the puck cannot start a game, or why the team plays short-handed, in the screen's language; null when all is well. */
export function blockedReason(words: AdviceWords, student: Student): Why | null {
  const { intl } = words;
  const blocker = playBlocker(student);
  const shortHanded = blocker === null && playsShortHanded(student);
  if (blocker !== 'season/scenario-open' && blocker !== 'season/lineup-incomplete' && !shortHanded) return null;
  const { message, action } = adviceText(words, lineupAdvice(student));
  if (shortHanded) return { title: intl.formatMessage(m.shortHandedTitle), message, action, warning: true };
  const code = blocker ?? 'season/lineup-incomplete';
  const known = ERROR_MESSAGES[code];
  return {
    title: blocker === 'season/scenario-open' ? serverText(intl, known.message, code) : intl.formatMessage(m.notReadyTitle),
    // The advice says exactly what to do; the rule's own hint when the lineup is already full.
    message: message || (known.hint ? serverHint(intl, known.hint, code) : serverText(intl, known.message, code)),
    action: action ?? { label: intl.formatMessage(adviceMessages.goToTeam), to: paths.team },
    warning: false,
  };
}

/** The words blockedReason needs, from the screen. */
export function useAdviceWords(): AdviceWords {
  const intl = useIntl();
  const { money } = useFormat();
  return { intl, money };
}

/** The play-blocked box (docs/product.md#season-page): what keeps the game from starting, in plain words, and where to fix it. */
export function PlayBlocked({ student }: { student: Student }) {
  const why = blockedReason(useAdviceWords(), student);
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
