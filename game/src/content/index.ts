export { initialPlayers, LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS } from './players';
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
export { MONEY_CHECK, CHECK_LENGTH, STANDARD_NAMES } from './money-check';
export type { CheckQuestion } from './money-check';
