export { applyMove } from './applyMove';
export {
  gamesInSeason,
  nextOpponent,
  upcomingOpponents,
  playBlocker,
  playsShortHanded,
  gameCounter,
} from './playability';
export { lineupAdvice } from './lineupAdvice';
export type { LineupAdvice, PositionGroup, ShortHandedReason } from './lineupAdvice';
export { MAX_TIME_SPENT_REPORT_MS } from './progress';
export { previewMove } from './previewMove';
export type { MovePreview } from './previewMove';
export { signingMoney } from './signingMoney';
export type { SigningMoney } from './signingMoney';
