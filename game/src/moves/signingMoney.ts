import { SLOTS } from '../lineup/slots';
import { tradablePlayers } from '../lineup/signablePlayers';
import { playerInSlot } from '../lineup/starters';
import { remainingBudget } from '../money/budget';
import type { ErrorCode, Player, SlotName, Student } from '../types';
import { applyMove } from './applyMove';
import { checkAffordable } from './checkAffordable';

/** What the sign board tells the student about one player's contract, before they pick. */
export interface SigningMoney {
  /** The engine's refusal for signing this player now (checkAffordable), or null. */
  blocked: ErrorCode | null;
  /** Dollars missing from the remaining budget (0 unless blocked for money). */
  short: number;
  /** Moving savings back to spending (the budget page's slider) would pay for the contract. */
  bySavings: boolean;
  /** Starters whose trade for the cheapest fitting market player would free enough (in the season). */
  byTrade: SlotName[];
  /** Starters whose release would free enough (before the season). */
  byRelease: SlotName[];
}

const after = (student: Student, result: ReturnType<typeof applyMove>): Student | null => ('state' in result ? result.state : null);

/**
 * Whether a player can be signed into an empty slot now, and if money stands in the way, the
 * ways out the rules allow: savings back to spending, a trade of a starter for a cheaper
 * player (season active), or a release (before the season). Each way is tried through the
 * moves themselves (applyMove, then checkAffordable), so this says nothing the moves would not.
 */
export function signingMoney(student: Student, player: Player): SigningMoney {
  const blocked = checkAffordable(student, player, null);
  const none = { blocked, short: 0, bySavings: false, byTrade: [], byRelease: [] };
  if (blocked !== 'budget/insufficient') return none;
  const short = player.playerCost - remainingBudget(student);
  const fits = (s: Student | null) => s !== null && checkAffordable(s, player, null) === null;

  const unsaved = student.savingsBudget > 0 ? after(student, applyMove(student, { type: 'setSavings', amount: 0 })) : null;
  const filled = SLOTS.filter((slot) => playerInSlot(student, slot) !== null);
  const byTrade = student.season.seasonActive
    ? filled.filter((slot) => {
        const cheapest = tradablePlayers(student, slot)
          .filter((p) => p._id !== player._id)
          .sort((a, b) => a.playerCost - b.playerCost)[0];
        return cheapest !== undefined && fits(after(student, applyMove(student, { type: 'trade', slot, playerId: cheapest._id })));
      })
    : [];
  const byRelease = student.season.seasonActive ? [] : filled.filter((slot) => fits(after(student, applyMove(student, { type: 'release', slot }))));
  return { blocked, short, bySavings: fits(unsaved), byTrade, byRelease };
}
