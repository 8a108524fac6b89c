import { useState } from 'react';
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { lastDebrief, promotionClips, type LevelClip } from '@rink/game';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { StickButton } from '@/components/game/StickButton';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { ClipPlayer, useGameShell, useMove, usePreloadClips, useStudent } from '@/play';
import { CupOverlay } from './case/CupOverlay';
import { TrophyCase, type OpenCup } from './case/TrophyCase';
import { Finale } from './finale/Finale';
import { trophiesMessages as m } from './messages';
import { SeasonEndChoices } from './season-end/SeasonEndChoices';

/** What covers the page (one at a time): a cup's overlay, the clips of a promotion or award, the finale. */
type Flow =
  | { kind: 'cup'; cup: OpenCup }
  | { kind: 'promotion'; clips: LevelClip[] }
  | { kind: 'award'; clips: LevelClip[] }
  | { kind: 'finale' }
  | null;

/** The trophies page (docs/product.md#trophies-page; docs/product.md#season-end). */
export function TrophiesPage() {
  const intl = useIntl();
  const student = useStudent();
  const { canNavigate } = useGameShell();
  const navigate = useNavigate();
  const [flow, setFlow] = useState<Flow>(null);
  const promotion = useMove();
  // The promotion move comes after its clips: once the level changes, the engine's gating sends
  // the trophies page home (a new level starts with a home visit), which would cut the clips.
  const promote = async () => {
    const outcome = await promotion.run({ type: 'acceptPromotion' });
    if (outcome.ok) void navigate(paths.home);
    else setFlow(null);
  };
  const close = () => setFlow(null);
  // At the season's end, the clips a promotion (or the award) would play next.
  usePreloadClips(student.season.inTransition ? promotionClips(student.level) : []);

  return (
    <Stack gap={{ base: 5, md: 6 }}>
      {student.wonGame && (
        <Box bg="orange.600" color="white" borderRadius="2xl" p={{ base: 4, md: 5 }} boxShadow="md">
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
            {intl.formatMessage(m.wonHeading)}
          </Heading>
          <Text fontSize="lg" mt="1">
            {intl.formatMessage(m.wonText)}
          </Text>
          <Button mt="3" colorPalette="navy" size="lg" onClick={() => setFlow({ kind: 'finale' })}>
            {intl.formatMessage(m.finaleAgain)}
          </Button>
        </Box>
      )}
      {student.season.inTransition && (
        <SeasonEndChoices
          onPromote={(clips) => setFlow({ kind: 'promotion', clips })}
          promotionError={promotion.error}
          onAwarded={(clips) => setFlow({ kind: 'award', clips })}
          // A new season starts at home, with its objectives.
          onRepeated={() => void navigate(paths.home)}
        />
      )}
      {lastDebrief(student) && (
        <LinkButton to={paths.debrief} colorPalette="brand" size="xl" alignSelf="flex-start">
          {intl.formatMessage(m.readDebrief)}
        </LinkButton>
      )}

      <Grid templateColumns={{ base: '1fr', lg: '3fr 1fr' }} gap={{ base: 5, md: 6 }} alignItems="start">
        <TrophyCase onOpenCup={(cup) => setFlow({ kind: 'cup', cup })} />
        <Stack as="nav" aria-label={intl.formatMessage(m.navLabel)} gap="3" pr="4">
          <StickButton to={paths.home} label={intl.formatMessage(m.navHome)} description={intl.formatMessage(m.navHomeDescription)} size="md" disabled={!canNavigate('home')} />
          <StickButton to={paths.team} label={intl.formatMessage(m.navTeam)} description={intl.formatMessage(m.navTeamDescription)} size="md" disabled={!canNavigate('team')} />
          <StickButton to={paths.season} label={intl.formatMessage(m.navSeason)} description={intl.formatMessage(m.navSeasonDescription)} size="md" disabled={!canNavigate('season')} />
          <StickButton to={paths.budget} label={intl.formatMessage(m.navBudget)} description={intl.formatMessage(m.navBudgetDescription)} size="md" disabled={!canNavigate('budget')} />
        </Stack>
      </Grid>

      {flow?.kind === 'cup' && <CupOverlay open={flow.cup} onClose={close} />}
      {flow?.kind === 'promotion' && <ClipPlayer clips={flow.clips} busy={promotion.busy} onDone={() => void promote()} />}
      {flow?.kind === 'award' && <ClipPlayer clips={flow.clips} onDone={() => setFlow({ kind: 'finale' })} />}
      {flow?.kind === 'finale' && <Finale onClose={close} />}
    </Stack>
  );
}
