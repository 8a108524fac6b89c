import type { IntlShape } from 'react-intl';
import { highlightVideo, phaseScript, type GameOutcome, type GamePhase, type PhaseStep, type TeamFigures } from '@rink/game';
import { contentDescriptorOf } from '@/i18n/content/messages';
import { contentText } from '@/i18n/content/useContent';
import { jumbotronMessages as m } from './messages';

/** The opponent and number of the game being shown, fixed when the puck starts it. */
export interface Match {
  /** 1-based number of the game (season.completedGames + 1 when it started): sent with playGame. */
  game: number;
  /** Index of the opponent in season.allOpponents (the preview moves on once the game is saved). */
  opponentIndex: number;
  teamName: string;
  opponentName: string;
  /**
   * The lineup that plays the game, as the puck started it (it cannot change during a game).
   * The result, the highlight and the summary after it show this team: the injuries after a
   * 4th game come in the same save, and must not show before their own dialog.
   */
  team: TeamFigures;
}

/** What the server answered for the game, as the jumbotron shows it. */
export interface PlayedGame {
  outcome: GameOutcome;
  score: [number, number];
}

/**
 * Where the season screen's one game is. The timed steps are the engine's phaseScript
 * (coming up next x2, warming up, the four periods); the rest wait for an event.
 * - idle: READY before any game of this visit, TRANSITION after one (afterGame: its match);
 * - steadyWait: the Final Period is over but a student cheering at their own pace has not
 *   reached the full bonus yet (no timer: 'Finish the Game' or the full bonus moves on);
 * - saving / saveFailed: playGame is on its way, or could not be saved (Try Again);
 * - saveWaiting: the browser is offline; the result is kept and saved once the connection is back;
 * - result: the outcome message (5 s); highlight: the win or loss clip (about 3 s).
 */
export type FlowState =
  | { stage: 'idle'; afterGame: Match | null }
  | { stage: 'timed'; step: number; match: Match }
  | { stage: 'steadyWait'; match: Match }
  | { stage: 'saving'; match: Match }
  | { stage: 'saveFailed'; match: Match }
  | { stage: 'saveWaiting'; match: Match }
  | { stage: 'result'; match: Match; played: PlayedGame }
  | { stage: 'highlight'; match: Match; played: PlayedGame };

export type FlowEvent =
  | { type: 'start'; match: Match }
  /** The current timed stage's time is up. holdForCheers: steady cheering still short of the full bonus. */
  | { type: 'tick'; holdForCheers?: boolean }
  /** 'Finish the Game', or the full bonus reached while waiting. */
  | { type: 'finish' }
  | { type: 'saved'; played: PlayedGame }
  | { type: 'saveFailed' }
  /** The save found the browser offline: it waits for the connection, then tries again by itself. */
  | { type: 'waitForConnection' }
  | { type: 'retry' }
  /** The engine refused the game (nothing was played): back to ready. */
  | { type: 'refused' }
  /** Skip on the clip, or the clip could not be shown. */
  | { type: 'skip' };

/**
 * The longest a highlight may hold the game: the clips run 4 s and their end (or Skip) moves
 * on first; this only catches a clip that never reports its end.
 */
export const HIGHLIGHT_MS = 5000;

export const initialFlow: FlowState = { stage: 'idle', afterGame: null };

/** The timed part of the script: every step between READY and GAME_OVER. */
const timedSteps = (match: Match): PhaseStep[] =>
  phaseScript(match.teamName, match.opponentName, 'won').filter((s) => s.phase !== 'READY' && s.durationMs > 0 && s.phase !== 'GAME_OVER');

/** The save started on entering 'saving' is still running (it keeps running while it waits for the connection). */
const saveUnderWay = (state: FlowState): state is Extract<FlowState, { stage: 'saving' | 'saveWaiting' }> =>
  state.stage === 'saving' || state.stage === 'saveWaiting';

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'start':
      return state.stage === 'idle' ? { stage: 'timed', step: 0, match: event.match } : state;
    case 'tick':
      if (state.stage === 'timed') {
        if (state.step + 1 < timedSteps(state.match).length) return { ...state, step: state.step + 1 };
        return event.holdForCheers ? { stage: 'steadyWait', match: state.match } : { stage: 'saving', match: state.match };
      }
      if (state.stage === 'result') return { stage: 'highlight', match: state.match, played: state.played };
      if (state.stage === 'highlight') return { stage: 'idle', afterGame: state.match };
      return state;
    case 'finish':
      return state.stage === 'steadyWait' ? { stage: 'saving', match: state.match } : state;
    case 'saved':
      return saveUnderWay(state) ? { stage: 'result', match: state.match, played: event.played } : state;
    case 'saveFailed':
      return saveUnderWay(state) ? { stage: 'saveFailed', match: state.match } : state;
    case 'waitForConnection':
      return state.stage === 'saving' ? { stage: 'saveWaiting', match: state.match } : state;
    case 'retry':
      return state.stage === 'saveFailed' ? { stage: 'saving', match: state.match } : state;
    case 'refused':
      return saveUnderWay(state) ? { stage: 'idle', afterGame: null } : state;
    case 'skip':
      return state.stage === 'highlight' ? { stage: 'idle', afterGame: state.match } : state;
  }
}

/** The spec's phase for the jumbotron's data-phase. */
export function flowPhase(state: FlowState): GamePhase {
  switch (state.stage) {
    case 'idle':
      return state.afterGame ? 'TRANSITION' : 'READY';
    case 'timed':
      return timedSteps(state.match)[state.step]?.phase ?? 'GAME_ON';
    case 'steadyWait':
      return 'GAME_ON';
    case 'saving':
    case 'saveFailed':
    case 'saveWaiting':
    case 'result':
      return 'GAME_OVER';
    case 'highlight':
      return 'GAME_HIGHLIGHT';
  }
}

/**
 * A timed step's words in intl's language: phaseScript's own (the content's translation), the
 * match-up ('Cubs vs Owls', the one step that is not fixed words) from the match's names.
 */
function stepText(intl: IntlShape, step: PhaseStep | undefined, match: Match): string {
  if (!step) return '';
  const content = contentText(intl);
  return step.phase === 'UP_NEXT' && !contentDescriptorOf(step.message) ? content.matchUp(match.teamName, match.opponentName) : content.phaseText(step.message);
}

/**
 * The jumbotron's words (phaseScript's own, word for word in English), in intl's language.
 * TRANSITION names the next game; steadyWait's own words depend on the cheers still needed, so
 * the screen adds them. The jumbotron reads them out as they change (aria-live).
 */
export function flowMessage(intl: IntlShape, state: FlowState, readyMessage: string, nextUp: string | null): string {
  switch (state.stage) {
    case 'idle':
      if (!state.afterGame) return readyMessage;
      return nextUp ? intl.formatMessage(m.upNext, { name: nextUp }) : intl.formatMessage(m.lastGame);
    case 'timed':
      return stepText(intl, timedSteps(state.match)[state.step], state.match);
    case 'steadyWait':
      return intl.formatMessage(m.finalPeriodOver);
    case 'saving':
      return intl.formatMessage(m.saving);
    case 'saveFailed':
      return intl.formatMessage(m.saveFailed);
    case 'saveWaiting':
      return intl.formatMessage(m.saveWaiting);
    case 'result':
      return contentText(intl).outcome(state.played.outcome);
    case 'highlight':
      return highlightCaption(intl, state.played);
  }
}

/** The clip's caption, on the jumbotron's message line (read out as it appears): what the clip shows, with the score. */
const highlightCaption = (intl: IntlShape, played: PlayedGame): string =>
  intl.formatMessage(highlightVideo(played.score) === 'win' ? m.highlightWin : m.highlightLoss, { ours: played.score[0], theirs: played.score[1] });

/** How long the current stage lasts before a tick, in real (unscaled) ms; null waits for an event. */
export function flowDuration(state: FlowState): number | null {
  switch (state.stage) {
    case 'timed':
      return timedSteps(state.match)[state.step]?.durationMs ?? null;
    case 'result':
      return phaseScript('', '', state.played.outcome).find((s) => s.phase === 'GAME_OVER')?.durationMs ?? null;
    case 'highlight':
      return HIGHLIGHT_MS;
    default:
      return null;
  }
}

/** The puck cheers in GAME_ON (the periods, and the steady wait after them). */
export const cheering = (state: FlowState): boolean => flowPhase(state) === 'GAME_ON';
