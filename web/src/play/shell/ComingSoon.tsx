import { Stack, Text } from '@chakra-ui/react';
import { StickButton } from '@/components/game/StickButton';
import { paths } from '@/config/paths';
import { useGameShell } from './game-shell-context';

/**
 * An honest stand-in for a game screen a later step builds; the page's tutorial still runs.
 * It goes when scout, season and trophies become features of their own.
 */
export function ComingSoon({ name }: { name: string }) {
  const { canNavigate } = useGameShell();
  return (
    <Stack gap="6" maxW="xl" mx="auto" mt={{ base: 4, md: 10 }} bg="white/90" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 6, md: 10 }}>
      <Text fontSize="2xl" fontWeight="bold" color="navy.900">
        The {name} screen arrives in a later step.
      </Text>
      <Text fontSize="lg" color="navy.800">
        Head back to build your team and manage your money.
      </Text>
      <StickButton to={paths.home} label="HOME" description="Back to your office." disabled={!canNavigate('home')} />
      <StickButton to={paths.team} label="TEAM" description="Build your team by signing players!" disabled={!canNavigate('team')} />
    </Stack>
  );
}
