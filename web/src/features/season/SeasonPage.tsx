import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, Flex, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  CHEER_DECAY_MS,
  cheerDecays,
  gameCounter,
  highlightVideo,
  jumbotronClips,
  MAX_RANK_BONUS,
  nextOpponent,
  playBlocker,
  READY_MESSAGE,
  teamFigures,
  teamRank,
  upcomingOpponents,
} from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { usePreloadMedia } from '@/components/media/preload';
import { paths } from '@/config/paths';
import { phaseMs } from '@/config/phase-speed';
import { createPausableClock } from '@/lib/pausable-clock';
import { useContent } from '@/i18n/content/useContent';
import { useServerText } from '@/i18n/server-text';
import { ExitConfirmDialog, useGameShell, useLeaveGuard, useStudent } from '@/play';
import { dismiss, noneDismissed, openDialog, seasonDialogs, type SeasonDialog } from './after-game';
import { SeasonOverPanel } from './board/SeasonOver';
import { blockedReason, PlayBlocked, useAdviceWords } from './board/PlayBlocked';
import { StandingsBoard } from './board/StandingsBoard';
import { TeamCard } from './board/TeamCard';
import { createCheerSound } from './cheer/cheer-sound';
import { createCheerStore } from './cheer/cheer-store';
import { CheerStyleSwitch } from './controls/CheerStyleSwitch';
import { CheerTips } from './controls/CheerTips';
import { LeaveWarning } from './controls/LeaveWarning';
import { PauseButton } from './controls/PauseButton';
import { SeasonLinks } from './controls/SeasonLinks';
import { DoubleHeaderSummary, InjuryScenarioDialog, SeasonCompleteDialog } from './dialogs';
import { cheering, flowMessage, flowPhase, type FlowState } from './game-flow';
import { GameOnPicture } from './jumbotron/GameOnPicture';
import { HighlightClip } from './jumbotron/HighlightClip';
import { Jumbotron } from './jumbotron/Jumbotron';
import { jumbotronMessages, seasonMessages as m } from './messages';
import { finalScoreText, ScoreView } from './jumbotron/ScoreView';
import { FinishGameButton, SteadyWaitMessage } from './jumbotron/SteadyWait';
import { TeamBadge } from './jumbotron/TeamBadge';
import { VersusView } from './jumbotron/VersusView';
import { CheerMeter } from './meter/CheerMeter';
import { PuckButton } from './meter/PuckButton';
import { RankBars } from './meter/RankBars';
import { usePuckKey } from './meter/usePuckKey';
import { SaveWaitingNote } from './save/SaveWaitingNote';
import { useSaveGame } from './save/useSaveGame';
import { useGameFlow } from './useGameFlow';

/**
 * The season page (docs/product.md#season-page): the jumbotron runs one game's phases, the puck starts
 * the game and cheers during it, the meter and the rank bars show the cheer at work, and the
 * result is saved through the API before it is shown. The cheer itself lives in a small store
 * outside React (cheer/cheer-store.ts), so a click re-renders the meter, the bars and the puck,
 * never this page.
 */
export function SeasonPage({ muted }: { muted: boolean }) {
  const student = useStudent();
  const intl = useIntl();
  const content = useContent();
  const serverText = useServerText();
  const adviceWords = useAdviceWords();
  const { isHighlighted } = useGameShell();
  const navigate = useNavigate();
  const [store] = useState(createCheerStore);
  const [sound] = useState(() => createCheerSound());
  const style = student.cheerStyle;

  // Every timer of a game runs on this clock, so Pause stops them all where they are (D84).
  const [clock] = useState(createPausableClock);
  const clockPaused = useSyncExternalStore(clock.subscribe, () => clock.paused);

  const holdForCheers = useCallback(() => style === 'steady' && store.get().rankBonus < MAX_RANK_BONUS, [style, store]);
  const [flow, dispatch] = useGameFlow(holdForCheers, clock);
  const phase = flowPhase(flow);
  const idle = flow.stage === 'idle';
  // Only a game can be paused: before and between games nothing runs (the clock runs again there).
  const paused = clockPaused && !idle;
  // Paused, the puck neither cheers nor starts: no cheer is earned while the game stands still.
  const on = cheering(flow) && !paused;
  const { save, busy: saving } = useSaveGame();
  const [refusal, setRefusal] = useState<string | null>(null);
  // A try of the save failed on the server's side: the jumbotron says the save is trying again.
  const [retrying, setRetrying] = useState(false);
  const [leaveWarning, setLeaveWarning] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const [dismissed, setDismissed] = useState(noneDismissed);
  // The clips this page plays next, from the season's data as the jumbotron plays them: the
  // game-on loop's first seconds and both highlight posters.
  const clips = jumbotronClips(student.season);
  usePreloadMedia({ videos: [clips.gameOn], posters: [clips.gameOver.win, clips.gameOver.loss] });

  // The save starts as the flow enters 'saving' (after the Final Period, or Try Again), once per entry.
  const savingFor = useRef<FlowState | null>(null);
  useEffect(() => {
    if (flow.stage !== 'saving' || savingFor.current === flow) return;
    savingFor.current = flow;
    setRetrying(false);
    const watchers = { onWaiting: () => dispatch({ type: 'waitForConnection' }), onRetrying: () => setRetrying(true) };
    void save(flow.match, store.get().rankBonus, watchers).then((answer) => {
      if (answer.kind === 'saved') dispatch({ type: 'saved', played: answer.played });
      else if (answer.kind === 'failed') dispatch({ type: 'saveFailed' });
      else {
        setRefusal(serverText.error(answer.error));
        dispatch({ type: 'refused' });
      }
    });
  }, [flow, save, store, dispatch, serverText]);

  // Fast cheering falls back every 2 s of the game's running time (scaled for tests), on the
  // game's clock: a pause holds the fall with the game, and pausing often never skips one.
  // Steady cheering never falls.
  const gameOn = cheering(flow);
  useEffect(() => {
    if (!gameOn || !cheerDecays(style)) return;
    return clock.every(phaseMs(CHEER_DECAY_MS), () => store.decay());
  }, [gameOn, style, store, clock]);

  // Each game's cheer is its own: the meter empties once the game is over (the bonus stays up
  // through the result and the highlight, so the student sees what it brought).
  useEffect(() => {
    if (idle) store.reset();
  }, [idle, store]);

  // A game paused to its end (Skip, or the engine's refusal) leaves no pause for the next one.
  useEffect(() => {
    if (idle) clock.resume();
  }, [idle, clock]);

  // The steady wait ends by itself once the full bonus is reached, a cheer that reached it between
  // the Final Period's end and this effect included (the wait would otherwise hold for 'Finish the
  // Game': the keyboard season met it once in CI).
  const waiting = flow.stage === 'steadyWait';
  useEffect(() => {
    if (!waiting) return;
    const finishIfFull = () => {
      if (store.get().rankBonus >= MAX_RANK_BONUS) dispatch({ type: 'finish' });
    };
    finishIfFull();
    return store.subscribe(finishIfFull);
  }, [waiting, store, dispatch]);

  const pending = flow.stage === 'saving' || flow.stage === 'saveFailed' || flow.stage === 'saveWaiting';
  const holdLeaving = useCallback(() => setLeaveWarning(true), []);
  useLeaveGuard(pending, holdLeaving, { confirmTabClose: true });

  const { season } = student;
  const over = season.inTransition && idle;
  const canStart = idle && !saving && playBlocker(student) === null;
  const match = flow.stage === 'idle' ? null : flow.match;
  const opponent = match ? (season.allOpponents[match.opponentIndex] ?? null) : nextOpponent(student);
  const home = season.homeTeam;
  const rank = teamRank(student);

  const press = () => {
    if (paused) return;
    if (on) {
      store.press(style);
      if (!muted) sound.play();
      return;
    }
    const next = nextOpponent(student);
    if (!canStart || !next) return;
    store.reset();
    if (!muted) sound.prepare();
    setRefusal(null);
    dispatch({
      type: 'start',
      match: {
        game: season.completedGames + 1,
        opponentIndex: season.currentOpponentIndex,
        teamName: home.nameFull,
        opponentName: next.nameFull,
        team: teamFigures(student),
      },
    });
  };
  usePuckKey(press);

  const queue = idle ? seasonDialogs(student, flow.afterGame !== null) : [];
  const dialog = openDialog(queue, dismissed, season.completedGames);
  const close = (d: SeasonDialog) => setDismissed((was) => dismiss(was, d, season.completedGames));
  // The team that played (see Match.team) stays on the bars through the game, its result and the
  // summary after it: the injuries saved with a 4th game show with their own dialog, not before.
  const shownTeam = match ? match.team : flow.stage === 'idle' && dialog === 'doubleHeader' ? flow.afterGame?.team : undefined;
  const playingRank = shownTeam ? shownTeam.rank : rank;

  const counter = gameCounter(student);
  const gameNumber = match ? match.game : counter.game;
  const nextUp = opponent ? opponent.nameFull : null;
  // Never 'ready to play' over a team that cannot play: the jumbotron names the stop, the box below says why.
  const stop = idle && !flow.afterGame ? blockedReason(adviceWords, student) : null;
  const readyMessage = stop && !stop.warning ? stop.title : content.phaseText(READY_MESSAGE);
  const message =
    paused && !pending ? (
      intl.formatMessage(jumbotronMessages.paused)
    ) : flow.stage === 'steadyWait' ? (
      <SteadyWaitMessage store={store} />
    ) : over ? (
      intl.formatMessage(m.seasonOver)
    ) : flow.stage === 'saving' && retrying ? (
      intl.formatMessage(jumbotronMessages.saveRetrying)
    ) : (
      flowMessage(intl, flow, readyMessage, nextUp)
    );

  const picture = (() => {
    switch (flow.stage) {
      case 'idle':
        // Ready: the student's team; after a game: the next opponent the message names.
        return flow.afterGame && opponent && !over ? <TeamBadge team={opponent} rank={opponent.teamRank} size="lg" /> : <TeamBadge team={home} rank={rank} size="lg" />;
      case 'timed':
        return phase === 'GAME_ON' || !opponent ? <GameOnPicture media={clips.gameOn} paused={paused} /> : <VersusView home={home} homeRank={playingRank} opponent={opponent} />;
      case 'steadyWait':
        return <GameOnPicture media={clips.gameOn} paused={paused} />;
      case 'saving':
      case 'saveFailed':
        return flow.stage === 'saving' ? <Spinner size="xl" color="brand.300" borderWidth="6px" aria-hidden /> : null;
      case 'saveWaiting':
        return <SaveWaitingNote />;
      case 'result':
        return <ScoreView home={home} opponent={opponent} played={flow.played} />;
      case 'highlight': {
        const kind = highlightVideo(flow.played.score);
        return <HighlightClip kind={kind} media={clips.gameOver[kind]} paused={paused} clock={clock} onDone={() => dispatch({ type: 'skip' })} />;
      }
    }
  })();
  const footer =
    flow.stage === 'steadyWait' ? (
      <FinishGameButton onFinish={() => dispatch({ type: 'finish' })} />
    ) : flow.stage === 'saveFailed' ? (
      <Box textAlign="center">
        <Button colorPalette="orange" size="lg" onClick={() => dispatch({ type: 'retry' })}>
          <FormattedMessage {...m.tryAgain} />
        </Button>
      </Box>
    ) : null;

  const counterLine = (
    <Text data-testid="game-counter" alignSelf="center" color="brand.200" fontFamily="heading" fontWeight="800" fontSize="md" letterSpacing="wider" textTransform="uppercase" lineHeight="1">
      <FormattedMessage {...m.gameCounter} values={{ game: gameNumber, of: counter.of }} />
    </Text>
  );
  // The result is heard with its score (two sentences): the picture shows it, the outcome's words do not say it.
  const spoken = !paused && flow.stage === 'result' && typeof message === 'string' ? `${message} ${finalScoreText(intl, home, opponent, flow.played)}` : undefined;
  const jumbotron = (
    <Jumbotron phase={phase} message={message} footer={footer} counter={counterLine} spoken={spoken}>
      {picture}
    </Jumbotron>
  );

  const dialogs = (
    <>
      {dialog === 'doubleHeader' && (
        <DoubleHeaderSummary
          open
          team={shownTeam}
          onContinue={() => close('doubleHeader')}
          onSaveAndExit={() => {
            // The games are saved as they are played; Exit's question saves the time played, then logs out.
            close('doubleHeader');
            setExitOpen(true);
          }}
        />
      )}
      <ExitConfirmDialog open={exitOpen} onOpenChange={setExitOpen} />
      {dialog === 'injury' && <InjuryScenarioDialog open onGoToTeam={() => void navigate(paths.team)} />}
      {dialog === 'complete' && <SeasonCompleteDialog open onDebrief={() => void navigate(paths.debrief)} onTrophies={() => void navigate(paths.trophies)} />}
    </>
  );

  // The season's end keeps the jumbotron where it was in the tree (a fragment, a grid, its first
  // column's first child), so its live region stays and says 'The season is over!' (a region
  // mounted anew with its words is not read out).
  if (over) {
    return (
      <>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1.4fr) minmax(0, 1fr)' }} gap={{ base: 4, md: 5 }} alignItems="start">
          <Stack gap="4" minW="0">
            {jumbotron}
            <SeasonOverPanel standings={season.standings} />
          </Stack>
          <Stack gap="4" minW="0">
            {/* No page links here: the game's navigation is closed until the student chooses on trophies. */}
            <StandingsBoard standings={season.standings} title={intl.formatMessage(m.finalStandings)} />
          </Stack>
        </Grid>
        {dialogs}
      </>
    );
  }

  return (
    <>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 16rem) minmax(0, 1fr) minmax(0, 18rem)' }}
        templateAreas={{ base: '"main" "side" "board"', md: '"main main" "side board"', lg: '"side main board"' }}
        gap={{ base: 4, md: 5 }}
        alignItems="start"
      >
        <Stack gridArea="main" gap="3" minW="0">
          {jumbotron}
          {/* Above the puck, so what stops the game is seen without scrolling. */}
          {idle && <PlayBlocked student={student} />}
          {/* The meter above the puck on a phone: side by side they are wider than its screen (WCAG 1.4.10). */}
          <Grid templateColumns={{ base: 'auto', sm: 'auto auto' }} justifyContent="center" justifyItems="center" alignItems="center" gap={{ base: 4, md: 8 }}>
            <Highlight active={isHighlighted('cheerMeter')} p="1">
              <CheerMeter store={store} />
            </Highlight>
            <Highlight active={isHighlighted('puck')} p="1" borderRadius="full">
              <PuckButton store={store} mode={gameOn ? 'cheer' : 'start'} disabled={!on && (idle ? !canStart : pending)} resting={!on && !idle && !pending} onPress={press} />
            </Highlight>
          </Grid>
          {/* After the puck in the tab order, before the other columns' controls. */}
          <Flex justify="center">
            <PauseButton paused={paused} disabled={idle} onToggle={() => (clock.paused ? clock.resume() : clock.pause())} />
          </Flex>
          {refusal && (
            <Text role="alert" bg="orange.50" borderWidth="2px" borderColor="orange.600" borderRadius="xl" p="3" color="navy.900" fontWeight="semibold">
              {refusal}
            </Text>
          )}
        </Stack>
        <Stack gridArea="side" gap="4" minW="0">
          <RankBars store={store} teamName={home.nameFull} teamRank={playingRank} opponentName={opponent?.nameFull ?? null} opponentRank={opponent?.teamRank ?? null} />
          {idle ? <TeamCard home={home} teamRank={playingRank} standings={season.standings} next={nextOpponent(student)} after={upcomingOpponents(student)} /> : <CheerTips style={style} />}
        </Stack>
        <Stack gridArea="board" gap="4" minW="0">
          <StandingsBoard standings={season.standings} />
          <CheerStyleSwitch style={style} locked={!idle} />
          <SeasonLinks />
        </Stack>
      </Grid>
      <LeaveWarning open={leaveWarning} onClose={() => setLeaveWarning(false)} />
      {dialogs}
    </>
  );
}
