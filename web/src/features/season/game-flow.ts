import { highlightVideo, outcomeMessage, phaseScript, type GameOutcome, type GamePhase, type PhaseStep, type TeamFigures } from '@rink/game';

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

export const SAVING_MESSAGE = 'Saving the result…';
export const SAVE_FAILED_MESSAGE = 'The result could not be saved. Check your connection and try again.';
/** While 'saving' after a try the server failed (the save tries again by itself, 1 s, 2 s, 4 s later). */
export const SAVE_RETRYING_MESSAGE = 'Saving did not work yet. Trying again…';
export const SAVE_WAITING_MESSAGE = 'Waiting for the internet…';
/** Said under the jumbotron while the save waits: the student need not do anything. */
export const SAVE_WAITING_NOTE = 'No internet right now. Your result is safe here, and it will be saved when the internet is back.';
export const FINAL_PERIOD_OVER = 'The Final Period is over!';

/**
 * The jumbotron's words (phaseScript's own, word for word). TRANSITION names the next game;
 * steadyWait's own words depend on the cheers still needed, so the screen adds them.
 */
export function flowMessage(state: FlowState, readyMessage: string, nextUp: string | null): string {
  switch (state.stage) {
    case 'idle':
      if (!state.afterGame) return readyMessage;
      return nextUp ? `Up next: ${nextUp}` : 'That was the last game of the season!';
    case 'timed':
      return timedSteps(state.match)[state.step]?.message ?? '';
    case 'steadyWait':
      return FINAL_PERIOD_OVER;
    case 'saving':
      return SAVING_MESSAGE;
    case 'saveFailed':
      return SAVE_FAILED_MESSAGE;
    case 'saveWaiting':
      return SAVE_WAITING_MESSAGE;
    case 'result':
      return outcomeMessage(state.played.outcome);
    case 'highlight':
      return highlightCaption(state.played);
  }
}

/** The clip's caption, on the jumbotron's message line (read out as it appears): what the clip shows, with the score. */
export const highlightCaption = (played: PlayedGame): string =>
  highlightVideo(played.score) === 'win'
    ? `Goal after goal: ${played.score[0]} to ${played.score[1]}!`
    : `So close! ${played.score[0]} to ${played.score[1]}. Next time!`;

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

/** True in the last timed step: the Final Period, after which the game is saved. */
export const inFinalPeriod = (state: FlowState): boolean =>
  state.stage === 'timed' && state.step === timedSteps(state.match).length - 1;

/** The puck cheers in GAME_ON (the periods, and the steady wait after them). */
export const cheering = (state: FlowState): boolean => flowPhase(state) === 'GAME_ON';
