import type { GameOutcome } from '../types';

/** Season screen phases (docs/product.md#game-phases). */
export type GamePhase = 'READY' | 'UP_NEXT' | 'WARMING_UP' | 'GAME_ON' | 'GAME_OVER' | 'GAME_HIGHLIGHT' | 'TRANSITION';
export const GAME_PHASES: readonly GamePhase[] = [
  'READY',
  'UP_NEXT',
  'WARMING_UP',
  'GAME_ON',
  'GAME_OVER',
  'GAME_HIGHLIGHT',
  'TRANSITION',
];

/** Phase timers in ms (docs/product.md#game-phases: 2 s and 5 s). */
export const UP_NEXT_MESSAGE_MS = 2000;
export const PHASE_MESSAGE_MS = 5000;

export const READY_MESSAGE = 'Your team is ready to play';

/** Result messages by GameResult.messageIndex: won, won in overtime, lost in overtime, lost. */
export const GAME_OUTCOME_MESSAGES: readonly string[] = [
  'You won!',
  'You won in overtime!',
  'You lost in overtime.',
  'You lost.',
];

const outcomeMessage = (outcome: GameOutcome): string =>
  GAME_OUTCOME_MESSAGES[['won', 'wonOvertime', 'lostOvertime', 'lost'].indexOf(outcome)] ?? '';

export interface PhaseStep {
  phase: GamePhase;
  message: string;
  /** How long the message shows, ms; 0 waits for the next event (a click or the video's end). */
  durationMs: number;
}

/**
 * The jumbotron's message flow for one game (docs/product.md#game-phases): ready, two
 * coming-up-next messages (2 s each, the second shows the match-up), warming up (5 s),
 * 1st/2nd/3rd period (5 s each) and the final period, then the result (5 s).
 * The highlight video (win when own score >= opponent's) and the transition follow.
 */
export function phaseScript(teamName: string, opponentName: string, outcome: GameOutcome): PhaseStep[] {
  return [
    { phase: 'READY', message: READY_MESSAGE, durationMs: 0 },
    { phase: 'UP_NEXT', message: 'Coming up next', durationMs: UP_NEXT_MESSAGE_MS },
    { phase: 'UP_NEXT', message: `${teamName} vs ${opponentName}`, durationMs: UP_NEXT_MESSAGE_MS },
    { phase: 'WARMING_UP', message: 'Warming up', durationMs: PHASE_MESSAGE_MS },
    { phase: 'GAME_ON', message: '1st Period', durationMs: PHASE_MESSAGE_MS },
    { phase: 'GAME_ON', message: '2nd Period', durationMs: PHASE_MESSAGE_MS },
    { phase: 'GAME_ON', message: '3rd Period', durationMs: PHASE_MESSAGE_MS },
    { phase: 'GAME_ON', message: 'Final Period', durationMs: PHASE_MESSAGE_MS },
    { phase: 'GAME_OVER', message: outcomeMessage(outcome), durationMs: PHASE_MESSAGE_MS },
    { phase: 'GAME_HIGHLIGHT', message: '', durationMs: 0 },
    { phase: 'TRANSITION', message: '', durationMs: 0 },
  ];
}

/** The highlight plays the win video when own score is at or above the opponent's (docs/product.md#game-phases). */
export const highlightVideo = (score: readonly [number, number]): 'win' | 'loss' =>
  score[0] >= score[1] ? 'win' : 'loss';
