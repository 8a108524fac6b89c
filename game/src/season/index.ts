export { decideGame, GAME_OUTCOMES } from './decideGame';
export { standingsBoard, studentPlace, ordinal, recordWords, overtimeNote } from './standings';
export { createSeason } from './createSeason';
export { jumbotronClips } from './clips';
export { recordGame } from './recordGame';
export { gamesPlayed } from './league';
export { seasonSummary, teamFigures, isDoubleHeaderBreak } from './summary';
export type { TeamFigures } from './summary';
export {
  GAME_PHASES,
  UP_NEXT_MESSAGE_MS,
  PHASE_MESSAGE_MS,
  READY_MESSAGE,
  GAME_OUTCOME_MESSAGES,
  phaseScript,
  highlightVideo,
} from './phases';
export type { GamePhase, PhaseStep } from './phases';
export { debriefSuggestion, lastDebrief } from './debrief';
export { earnedAdvance, endOfSeasonChoices, trophyCase } from './awards';
export type { EndOfSeasonChoices, TrophyShelf, TrophyShelfCup } from './awards';
