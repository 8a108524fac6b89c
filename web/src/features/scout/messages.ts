import { defineMessage, defineMessages } from 'react-intl';

// The scout page's words (docs/product.md#scout-page). English is the specification's wording;
// the Spanish is in web/src/i18n/es/scout.json. The engine's own words come through
// useContent().scoutText (SCOUT_TEXT) and useServerText() (the refusals).

export const scoutMessages = defineMessages({
  pageTitle: { id: 'scout.pageTitle', defaultMessage: 'SCOUT' },
  boardTitle: { id: 'scout.boardTitle', defaultMessage: 'Scouted players' },
  allOffered: { id: 'scout.allOffered', defaultMessage: 'Every scouted player has an offer.' },
  putBack: { id: 'scout.putBack', defaultMessage: 'Put back on the board' },
  otherWays: {
    id: 'scout.otherWays',
    defaultMessage: 'No dragging? Tap a player, then tap a contract level. With a keyboard: Space to pick up, arrows to move, Space to drop.',
  },
  levelsLabel: { id: 'scout.levelsLabel', defaultMessage: 'Contract levels' },
  whereNext: { id: 'scout.whereNext', defaultMessage: 'Where to next' },
  teamStick: { id: 'scout.teamStick', defaultMessage: 'TEAM' },
  backToTeam: { id: 'scout.backToTeam', defaultMessage: 'Back to your team.' },

  // A contract row.
  rowLabel: defineMessage<{ level: number }>({ id: 'scout.rowLabel', defaultMessage: 'Level {level} contract' }),
  rowLevel: defineMessage<{ level: number }>({ id: 'scout.rowLevel', defaultMessage: 'LEVEL {level}' }),
  rowPrice: defineMessage<{ price: string }>({ id: 'scout.rowPrice', defaultMessage: '{price} contract' }),
  rowOffer: defineMessage<{ name: string }>({ id: 'scout.rowOffer', defaultMessage: 'Offer to {name}' }),
  rowOpen: defineMessage<{ open: number; slots: number }>({ id: 'scout.rowOpen', defaultMessage: '{open} of {slots} open' }),
  rowFull: { id: 'scout.rowFull', defaultMessage: 'Full' },

  // A scouted player's card.
  forward: { id: 'scout.position.forward', defaultMessage: 'Forward' },
  defense: { id: 'scout.position.defense', defaultMessage: 'Defense' },
  goalie: { id: 'scout.position.goalie', defaultMessage: 'Goalie' },
  cardRank: defineMessage<{ rank: number }>({ id: 'scout.cardRank', defaultMessage: 'Rank {rank}' }),
  /** Between the position and the rank on a laptop's one-line card. */
  cardSeparator: { id: 'scout.cardSeparator', defaultMessage: ' · ' },

  // The dialogs.
  overpayDescription: defineMessage<{ name: string; rank: number; level: number; price: string }>({
    id: 'scout.overpayDescription',
    defaultMessage: '{name} has a rank of {rank}. The Level {level} contract pays {price}, the most money of any level.',
  }),
  makingOffer: { id: 'scout.makingOffer', defaultMessage: 'Making the offer…' },
  close: { id: 'scout.close', defaultMessage: 'Close' },
  goToTeam: { id: 'scout.goToTeam', defaultMessage: 'Go to Team' },
  doneDialogBody: {
    id: 'scout.doneDialogBody',
    defaultMessage: 'Your scouted players can join your team at your first empty spot. You can scout again next season.',
  },

  // Scouting is done for the season.
  doneLead: {
    id: 'scout.doneLead',
    defaultMessage: 'Scouting is done for this season. These players can join your team at your first empty spot.',
  },
  doneLine: defineMessage<{ rank: number; level: number | null; price: string }>({ id: 'scout.doneLine', defaultMessage: 'Rank {rank} · Level {level} contract · {price}' }),
  doneTeamStick: { id: 'scout.doneTeamStick', defaultMessage: 'Sign players to your team!' },
});

/**
 * What a screen reader hears while a player is dragged or offered (announcements.ts,
 * useScoutOffers.ts): short whole sentences a 9-year-old follows. A place is 'board' or a
 * contract level, chosen inside the sentence (`place`), with the level's number as `level`.
 */
export const announcementMessages = defineMessages({
  instructions: {
    id: 'scout.announce.instructions',
    defaultMessage:
      'Press Space to pick up this player. Use the arrow keys to move them to a contract level, then press Space again to drop them. Press Escape to put them back. You can also tap a player, then tap a contract level.',
  },
  thePlayer: { id: 'scout.announce.thePlayer', defaultMessage: 'The player' },
  pickedUp: defineMessage<{ name: string }>({ id: 'scout.announce.pickedUp', defaultMessage: 'You picked up {name}. Use the arrow keys to move, Space to drop, Escape to cancel.' }),
  overNothing: defineMessage<{ name: string }>({ id: 'scout.announce.overNothing', defaultMessage: '{name} is not over a contract level.' }),
  overBoard: defineMessage<{ name: string }>({ id: 'scout.announce.overBoard', defaultMessage: '{name} is over the scouting board.' }),
  overLevel: defineMessage<{ name: string; level: number; price: string }>({ id: 'scout.announce.overLevel', defaultMessage: '{name} is over the Level {level} contract, worth {price}.' }),
  overFullLevel: defineMessage<{ name: string; level: number; price: string }>({ id: 'scout.announce.overFullLevel', defaultMessage: '{name} is over the Level {level} contract, worth {price}. It is full, so keep going.' }),
  back: defineMessage<{ name: string }>({ id: 'scout.announce.back', defaultMessage: '{name} is back where they started.' }),
  dropped: defineMessage<{ name: string; place: 'board' | 'level'; level: number | string }>({
    id: 'scout.announce.dropped',
    defaultMessage: 'You dropped {name} on {place, select, board {the scouting board} other {the Level {level} contract}}.',
  }),
  backOnBoard: defineMessage<{ name: string }>({ id: 'scout.announce.backOnBoard', defaultMessage: '{name} is back on the scouting board.' }),
  offered: defineMessage<{ name: string; level: number }>({ id: 'scout.announce.offered', defaultMessage: 'You offered {name} the Level {level} contract.' }),
});
