export { initialPlayers, LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS } from './players';
export { buildCatalogue } from './players/buildCatalogue';
export type { CatalogueRow } from './players/buildCatalogue';
export { HOME_TEAMS, OPPONENT_TEAMS } from './teams';
export type { TeamInfo } from './teams';
export { CUPS } from './cups';
export { HIGHLIGHT_WORDS, LEVEL_CLIPS, promotionClips, SEASON_CLIPS } from './clips';
export type { LevelClip } from './clips';
export { FAQ } from './faq';
export {
  TUTORIALS,
  SLIDE_SHORT_MS,
  SLIDE_LONG_MS,
  SLIDE_TRANSITION_MS,
  DIALOGUE_TRANSITION_MS,
} from './tutorials';
export { MONEY_CHECK, CHECK_SKILLS, CHECK_LENGTH, STANDARD_NAMES, SKILL_STANDARD } from './money-check';
export type { CheckSkill, CheckQuestion } from './money-check';
