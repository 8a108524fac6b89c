import type { ErrorCode } from '../types';

/**
 * The words behind each error code. Where the specification gave the wording (docs/product.md#error-messages) it is
 * copied exactly; the others are ours, written for 9-14 year olds.
 */
export const ERROR_MESSAGES: Record<ErrorCode, { message: string; hint?: string }> = {
  // docs/product.md#budget-rules.
  'budget/insufficient': {
    message: "You don't have enough money in your budget for this player!",
    hint: "You'll have to find a way to increase your budget.",
  },
  // The team-cost cap is the spec's hidden "budget cap" (see TEAM_COST_CAP for why it stays
  // fixed). Only a student with rolled-over savings can meet it with money left, so the words
  // say plainly that the money is not lost: it stays saved.
  'budget/team-cost-cap': {
    message:
      "The league has a limit on how much a whole team's contracts can cost, and this player would go over it. Your money is not lost: what you don't spend stays in your savings.",
    hint: 'Pick a cheaper player, or trade a player with a big contract for a cheaper one.',
  },
  'budget/rank-cap': {
    message: 'This player would make your team too strong for this league!',
    hint: 'Try a player with a lower overall rank.',
  },
  'budget/savings-out-of-range': {
    message: "You can't save more money than you have left to spend.",
  },
  'budget/savings-step': { message: 'Savings move in steps on this level.' },
  'budget/rollover-out-of-range': { message: "You can't add more savings than you rolled over." },
  'lineup/unknown-slot': { message: 'That is not a spot on your team.' },
  'lineup/slot-filled': { message: 'That spot already has a player.' },
  'lineup/slot-empty': { message: 'That spot has no player yet.' },
  'lineup/position-mismatch': { message: "That player doesn't play this position." },
  'player/unknown': { message: 'That player could not be found.' },
  'player/not-available': { message: 'That player is not available to sign.' },
  'sign/scout-not-offered-here': {
    message: 'Scouted players can only join at your first empty spot while you build your team.',
  },
  // docs/product.md#help-and-faq.
  'release/season-active': {
    message: 'Releasing a player is possible only before the season starts.',
    hint: 'Try trading the player instead.',
  },
  'trade/season-inactive': {
    message: 'Trading is possible only after the season starts.',
    hint: 'Before the season you can release a player instead.',
  },
  'scout/complete': { message: 'One scouting round is allowed per season.' },
  'scout/not-scoutable': { message: 'That player is not on the scouting board.' },
  'scout/row-full': { message: 'That contract level is full.' },
  // docs/product.md#scouting-rules.
  'scout/offer-too-low': {
    message: 'The contract you are offering this player is not high enough!',
    hint: 'Try putting them in a higher level to offer them more money.',
  },
  'scout/confirm-overpay': { message: 'Are you sure?' },
  'scout/unfinished': { message: 'Please scout all 6 players before leaving the scout page.' },
  'season/in-transition': { message: 'The season is over. Choose what to do next on the trophies page.' },
  'season/not-in-transition': { message: 'Finish the season first.' },
  // Refused only when the lineup can still be filled (see lineupAdvice for the exact steps).
  'season/lineup-incomplete': {
    message: 'Fill every spot on your team before the game.',
    // Also shown before the first game, when a release (not a trade) frees a contract.
    hint: 'Go to Team to sign players. If you need more money, lower your savings on Budget, or swap a player on Team for a cheaper one.',
  },
  'season/scenario-open': {
    message: 'Replace the injured player',
    hint: 'Go to Team and sign a player for each empty spot. If you need more money, lower your savings on Budget or trade a player for a cheaper one.',
  },
  'season/no-games-left': { message: 'There are no games left this season.' },
  'awards/not-earned': {
    message: 'You need the top-three cup and the savings cup to move on.',
  },
  'awards/wrong-level': { message: 'That choice is not offered on this level.' },
  'gating/locked': { message: 'That page is not open yet.' },
  'check/due': { message: 'Finish the money check first. It only takes a few minutes!' },
  'check/not-due': { message: 'There is no money check to take right now.' },
  'check/wrong-question': { message: 'That answer was for another question. Here is the question you are on.' },
  'check/invalid-choice': { message: 'Pick one of the answers.' },
  'input/invalid': { message: 'That move is not valid.' },
};
