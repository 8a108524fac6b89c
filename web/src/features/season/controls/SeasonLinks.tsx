import { Stack } from '@chakra-ui/react';
import { StickButton } from '@/components/game/StickButton';
import { paths } from '@/config/paths';
import { useGameShell } from '@/play';

/** Links to team, budget and trophies (docs/product.md#season-page), closed where the rules close them. */
export function SeasonLinks() {
  const { canNavigate, nextStep } = useGameShell();
  return (
    <Stack as="nav" aria-label="Where to next" gap="2" pr="4">
      <StickButton to={paths.team} label="TEAM" description="Sign or trade players." size="md" disabled={!canNavigate('team')} nextStep={nextStep === 'team'} />
      <StickButton to={paths.budget} label="BUDGET" description="Manage your team’s money." size="md" disabled={!canNavigate('budget')} nextStep={nextStep === 'budget'} />
      <StickButton to={paths.trophies} label="TROPHIES" description="See the cups you can win." size="md" disabled={!canNavigate('trophies')} nextStep={nextStep === 'trophies'} />
    </Stack>
  );
}
