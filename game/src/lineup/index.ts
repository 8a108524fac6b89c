export { SLOTS, SLOT_POSITION, normalisePosition, positionFitsSlot } from './slots';
export { playerInSlot, isLineupComplete, firstEmptySlot, teamRank } from './starters';
export { scoutedOfferedAt, signablePlayers, tradablePlayers } from './signablePlayers';
