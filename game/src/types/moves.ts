import type { CheerStyle, ContractLevel, Page, SlotName, TutorialName } from './core';
import type { Student } from './student';

/**
 * Every decision a student makes, as a named move (boardgame.io style). The API parses the
 * request into one of these and calls applyMove; the client runs the same move as a preview.
 */
export type Move =
  | { type: 'sign'; slot: SlotName; playerId: string }
  | { type: 'release'; slot: SlotName }
  | { type: 'trade'; slot: SlotName; playerId: string }
  | { type: 'setSavings'; amount: number }
  | { type: 'rollover'; amount: number }
  /** confirmed: the student pressed 'Make Offer' after the 'Are you sure?' warning. */
  | { type: 'scoutOffer'; playerId: string; contractLevel: ContractLevel; confirmed?: boolean }
  | { type: 'scoutWithdraw'; playerId: string }
  | { type: 'finishScouting' }
  /**
   * cheerBonus: team-rank bonus from the cheer meter; the engine clamps it to 0..5.
   * game: the 1-based number of the game being played; a game already recorded is not played
   * again (a retried save that had gone through). Older clients leave it out.
   */
  | { type: 'playGame'; cheerBonus: number; game?: number }
  | { type: 'repeatSeason' }
  | { type: 'acceptPromotion' }
  | { type: 'acceptAward' }
  | { type: 'resetSeason' }
  | { type: 'completeTutorial'; tutorial: TutorialName }
  | { type: 'visitPage'; page: Page }
  | { type: 'recordTimeSpent'; ms: number }
  | { type: 'setCheerStyle'; style: CheerStyle }
  /** The student's choice (0-based) for the money check's next question, named by its id. */
  | { type: 'answerCheck'; question: string; choice: number }
  /** The insufficient-budget message was shown for this signing (the engine checks that it was refused). */
  | { type: 'noteRefusal'; slot: SlotName; playerId: string };

type MoveType = Move['type'];
export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/** A refused move: a namespaced code plus the words the student sees. */
export interface RuleError {
  code: ErrorCode;
  message: string;
  hint?: string;
}

export type MoveResult = { state: Student } | { error: RuleError };

export type ErrorCode =
  | 'budget/insufficient'
  | 'budget/team-cost-cap'
  | 'budget/rank-cap'
  | 'budget/savings-out-of-range'
  | 'budget/savings-step'
  | 'budget/rollover-out-of-range'
  | 'lineup/unknown-slot'
  | 'lineup/slot-filled'
  | 'lineup/slot-empty'
  | 'lineup/position-mismatch'
  | 'player/unknown'
  | 'player/not-available'
  | 'sign/scout-not-offered-here'
  | 'release/season-active'
  | 'trade/season-inactive'
  | 'scout/complete'
  | 'scout/not-scoutable'
  | 'scout/row-full'
  | 'scout/offer-too-low'
  | 'scout/confirm-overpay'
  | 'scout/unfinished'
  | 'season/in-transition'
  | 'season/not-in-transition'
  | 'season/lineup-incomplete'
  | 'season/scenario-open'
  | 'season/no-games-left'
  | 'awards/not-earned'
  | 'awards/wrong-level'
  | 'gating/locked'
  | 'check/due'
  | 'check/not-due'
  | 'check/wrong-question'
  | 'check/invalid-choice'
  | 'input/invalid';
