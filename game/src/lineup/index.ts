export { SLOTS, SLOT_POSITION, isSlotName, normalisePosition, positionFitsSlot } from './slots';
export { playerInSlot, starters, isLineupComplete, firstEmptySlot, teamRank } from './starters';
export { scoutedOfferedAt, signablePlayers, tradablePlayers } from './signablePlayers';
export { findPlayer, updatePlayers, assignPlayer } from './players';
