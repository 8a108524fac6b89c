export { contractCost } from './contractCost';
export { scoutBoard, contractRow, rowHasRoom, SCOUT_TEXT } from './board';
