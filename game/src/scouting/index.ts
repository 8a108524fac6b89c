export { marketContractLevel } from './marketContractLevel';
export { scoutDropCheck } from './scoutDropCheck';
export { contractCost } from './contractCost';
export { scoutBoard, contractRow, rowHasRoom, canFinishScouting, SCOUT_TEXT } from './board';
