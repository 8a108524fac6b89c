export { applyMove } from './applyMove';
export { signPlayer } from './signPlayer';
export { releasePlayer } from './releasePlayer';
export { tradePlayer } from './tradePlayer';
export { setSavings } from './setSavings';
export { rolloverSavings } from './rolloverSavings';
export { scoutOffer } from './scoutOffer';
export { scoutWithdraw } from './scoutWithdraw';
export { finishScouting } from './finishScouting';
export { playGame } from './playGame';
export {
  gamesInSeason,
  nextOpponent,
  upcomingOpponents,
  playBlocker,
  lineupFillable,
  playsShortHanded,
  canPlayGame,
  gameCounter,
} from './playability';
export { lineupAdvice } from './lineupAdvice';
export type { AdviceTrade, LineupAdvice, LineupFix, PositionGroup, ShortHandedReason } from './lineupAdvice';
export { repeatSeason, acceptPromotion, acceptAward, resetSeason } from './seasonChoices';
export { completeTutorial, visitPage, recordTimeSpent, setCheerStyle, MAX_TIME_SPENT_REPORT_MS } from './progress';
export { checkAffordable } from './checkAffordable';
export { previewMove } from './previewMove';
export type { MovePreview } from './previewMove';
export type { LineupMove } from './lineupChange';
export { signingMoney } from './signingMoney';
export type { SigningMoney } from './signingMoney';
export { answerCheck } from './answerCheck';
export { noteRefusal, MAX_REFUSALS } from './noteRefusal';
