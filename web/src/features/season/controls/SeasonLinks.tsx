import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { StickButton } from '@/components/game/StickButton';
import { paths } from '@/config/paths';
import { useGameShell } from '@/play';
import { boardMessages as m } from '../messages';

/** Links to team, budget and trophies (docs/product.md#season-page), closed where the rules close them. */
export function SeasonLinks() {
  const { canNavigate, nextStep } = useGameShell();
  const intl = useIntl();
  return (
    <Stack as="nav" aria-label={intl.formatMessage(m.whereNext)} gap="2" pr="4">
      <StickButton to={paths.team} label={intl.formatMessage(m.teamStick)} description={intl.formatMessage(m.teamStickText)} size="md" disabled={!canNavigate('team')} nextStep={nextStep === 'team'} />
      <StickButton to={paths.budget} label={intl.formatMessage(m.budgetStick)} description={intl.formatMessage(m.budgetStickText)} size="md" disabled={!canNavigate('budget')} nextStep={nextStep === 'budget'} />
      <StickButton to={paths.trophies} label={intl.formatMessage(m.trophiesStick)} description={intl.formatMessage(m.trophiesStickText)} size="md" disabled={!canNavigate('trophies')} nextStep={nextStep === 'trophies'} />
    </Stack>
  );
}
