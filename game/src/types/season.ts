import type { Level } from './core';
import type { DecisionRecord, RefusalRecord } from './learning';
import type { Objective } from './objective';

/** Outcome of one game, from the student's side (docs/product.md#game-phases: four outcome messages). */
export type GameOutcome = 'won' | 'wonOvertime' | 'lostOvertime' | 'lost';

/** One played game (docs/product.md#season-rules). Stored in student.seasons[level]. */
export interface GameResult {
  /** [student's goals, opponent's goals]. */
  score: [number, number];
  /** Index into GAME_OUTCOME_MESSAGES: 0 won, 1 won in overtime, 2 lost in overtime, 3 lost. */
  messageIndex: number;
  points: number;
  win: boolean;
  opponentName: string;
}

/**
 * A team's clips on the jumbotron (docs/product.md#game-phases: videos): media keys of the game-on
 * loop and of the win and loss highlights.
 */
export interface TeamVideos {
  gameOn: string;
  gameOver: { win: string; loss: string };
}

/**
 * A team's record, hockey style: every game it played is one win, one regulation loss or one
 * overtime loss, so games played = wins + losses + overtimeLosses (gamesPlayed) and points =
 * 2 x wins + overtimeLosses (the points of docs/product.md#season-rules). Built only by season/league.ts.
 */
export interface TeamStats {
  wins: number;
  /** Losses in regulation: 0 points. */
  losses: number;
  /** Losses in overtime: 1 point each. */
  overtimeLosses: number;
  points: number;
}

/** A team in a season (docs/product.md#season-rules). */
export interface SeasonTeam {
  name: string;
  nameFull: string;
  /** Media key of the logo. */
  logo: string;
  color: string;
  teamRank: number;
  /** 1-based place in the standings. */
  standings: number;
  stats: TeamStats;
  videos: TeamVideos;
  /** True only for the student's own team. */
  isStudentTeam: boolean;
}

/** Cups of one level (docs/product.md#cup-rules). */
export interface LevelAwards {
  savingsCup: boolean;
  thirdCup: boolean;
  firstCup: boolean;
}

/** A season scenario such as an injury (docs/product.md#injury-rules). */
export interface Scenario {
  message: string;
  objective: Objective;
  /** What happened: only 'injury' today. */
  action: 'injury';
  /** True when the student must pick a replacement player. */
  selectPlayer: boolean;
  /** Id of the first injured player. */
  player: string;
  /** All players injured in this event. */
  injuredPlayers: string[];
  gameButtonLabel: string;
  /** Route the scenario button leads to. */
  gameButtonAction: string;
}

/** The season in progress at the student's current level (docs/product.md#student-record). */
export interface SeasonState {
  /** Opponents in schedule order; game i is played against allOpponents[i]. Their stats live here. */
  allOpponents: SeasonTeam[];
  /** The student's own team for this level; its stats live here. */
  homeTeam: SeasonTeam;
  completedGames: number;
  currentOpponentIndex: number;
  /** Every team (opponents and the student's), best first. Rebuilt after each game. */
  standings: SeasonTeam[];
  /** Season over, end-of-season choices pending. */
  inTransition: boolean;
  /** A game is being shown (client-side phases); the engine plays a game atomically, so false when stored. */
  inSession: boolean;
  /** True from the first game until the season ends: releases are blocked, trades allowed. */
  seasonActive: boolean;
  /** Cups earned in this season (set at season end). */
  awards: LevelAwards;
  currentScenario: Scenario | null;
  /** Scouting happens once per season. */
  scoutingComplete: boolean;
  /** This season's injury events and how each was covered, oldest first (for the debrief). */
  injuries: InjuryRecord[];
  /** Dollars of rolled-over savings added to this season's budget. */
  rolloverUsed: number;
  /** Signings refused for lack of money this season, oldest first (at most MAX_REFUSALS). */
  refusals: RefusalRecord[];
}

/** A player as the debrief and the injury log remember them (names and money, not the record itself). */
export interface PlayerNote {
  playerId: string;
  name: string;
  position: 'forward' | 'defense' | 'goalie';
  cost: number;
  rank: number;
}

/** A lineup change made while injured players' spots were open. */
export interface CoverNote extends PlayerNote {
  how: 'signed' | 'traded';
  /** For a trade, the starter who left to free money; null for a signing. */
  tradedAway: PlayerNote | null;
}

/** One injury event (docs/product.md#injury-rules) and how the student covered it. */
export interface InjuryRecord {
  /** Games played when it happened: the injury follows this game. */
  afterGame: number;
  injured: PlayerNote[];
  /** Signings and trades made until the lineup was full again, in order. */
  covers: CoverNote[];
  /** True once the lineup was full again. */
  filled: boolean;
  /** Games played with empty spots after it (only when nothing could fill them). */
  shortHandedGames: number;
}

/** Which rule chose the debrief's suggestion (see season/debrief.ts). */
export type DebriefRule = 'save-first' | 'cover-injuries' | 'spend-savings' | 'rank-per-dollar' | 'stronger-team' | 'keep-going';

/**
 * The figures of one finished season (docs/product.md#debrief-page), stored in student.debriefs so the
 * teacher's dashboard can show every season. Plain JSON, Firestore-safe.
 */
export interface SeasonDebrief {
  level: Level;
  /** 1 for the student's first finished season, counting every level. */
  seasonNumber: number;
  wins: number;
  /** Regulation losses. */
  losses: number;
  /** Losses in overtime. */
  overtimeLosses: number;
  points: number;
  /** Final place in the standings, 1-based, of `teams`. */
  place: number;
  teams: number;
  /** Savings at the season's end (before they moved to the rollover). */
  savings: number;
  savingsCup: boolean;
  topThreeCup: boolean;
  firstCup: boolean;
  /** Savings waiting to be added to next season's budget (this season's and earlier ones). */
  rolloverAvailable: number;
  totalBudget: number;
  /** Contracts of the final lineup. */
  moneySpent: number;
  teamRank: number;
  /** Team rank bought per dollar spent, 2 decimals; 0 when nothing was spent. */
  rankPerDollar: number;
  /** Rank per dollar of all the level's players together: what an average buy gives. */
  averageRankPerDollar: number;
  /** The final lineup, in slot order. */
  players: PlayerNote[];
  injuries: InjuryRecord[];
  shortHandedGames: number;
  suggestion: { rule: DebriefRule; text: string };
  /** The season's money decisions, judged and tied to an area of the standards (learning/decisions.ts). */
  decisions: DecisionRecord[];
}
