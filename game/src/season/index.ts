export { decideGame, gapBand, SCORE_SETS, GAME_OUTCOMES } from './decideGame';
export type { GameDecision, GapBand } from './decideGame';
export { rankStandings, standingsBoard, studentPlace, ordinal, recordWords, overtimeNote, STANDINGS_BOARD_ROWS } from './standings';
export { createSeason } from './createSeason';
export { jumbotronClips } from './clips';
export { recordGame } from './recordGame';
export { gamesPlayed, withResult, studentGameResults, outsideGameChances, playOutsideGame, outsideGamesOfDay, NO_GAMES } from './league';
export type { TeamResult, OutsideGameChances } from './league';
export { seasonSummary, teamFigures, isDoubleHeaderBreak, GAMES_PER_DOUBLE_HEADER } from './summary';
export type { SeasonSummary, TeamFigures } from './summary';
export {
  GAME_PHASES,
  UP_NEXT_MESSAGE_MS,
  PHASE_MESSAGE_MS,
  READY_MESSAGE,
  GAME_OUTCOME_MESSAGES,
  outcomeMessage,
  phaseScript,
  highlightVideo,
} from './phases';
export type { GamePhase, PhaseStep } from './phases';
export { seasonDebrief, debriefSuggestion, recordDebrief, lastDebrief, MAX_DEBRIEFS, HIGH_SAVINGS_SHARE } from './debrief';
export { seasonAwards, endSeason, earnedAdvance, endOfSeasonChoices, trophyCase } from './awards';
export type { EndOfSeasonChoices, TrophyShelf, TrophyShelfCup } from './awards';
