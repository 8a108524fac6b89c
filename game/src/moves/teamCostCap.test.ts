import { describe, expect, it } from 'vitest';
import { TEAM_COST_CAP } from '../levels';
import { remainingBudget, teamCost } from '../money/budget';
import { cheapLineup, fresh, market, must, refused } from '../testing/helpers';
import type { Player, Student } from '../types';
import { applyMove } from './applyMove';

/**
 * A level-1 student whose rolled-over savings lifted the total to $20 (cap $15), with a
 * $13 team and an empty forward spot: $7 left, yet only $2 of room under the cap.
 */
function richWithEmptySpot(): { s: Student; dear: Player; cheap: Player } {
  const full = cheapLineup(fresh(3));
  const out = full.fOne;
  const costs: Record<string, number> = {};
  // Make the five other starters cost $13 together.
  const others = [full.fTwo, full.fThree, full.dOne, full.dTwo, full.gOne];
  others.forEach((id, i) => {
    if (id !== null) costs[id] = [3, 3, 3, 2, 2][i] ?? 1;
  });
  const forwards = market(full, 'forward');
  const dear = forwards[0];
  const cheap = forwards[1];
  if (out === null || !dear || !cheap) throw new Error('catalogue too small');
  costs[dear._id] = 3;
  costs[cheap._id] = 2;
  const s: Student = {
    ...full,
    fOne: null,
    totalBudget: 20,
    players: full.players.map((p) => {
      if (p._id === out) return { ...p, playerAssignment: 'unavailable' };
      const cost = costs[p._id];
      return cost === undefined ? p : { ...p, playerCost: cost };
    }),
  };
  return { s, dear: { ...dear, playerCost: 3 }, cheap: { ...cheap, playerCost: 2 } };
}

describe('the hidden team-cost cap after a rollover', () => {
  it('refuses, with money left, a player over the cap, in words that say the money stays saved', () => {
    const { s, dear } = richWithEmptySpot();
    expect(teamCost(s)).toBe(13);
    expect(remainingBudget(s)).toBe(7);
    expect(dear.playerCost).toBeLessThanOrEqual(remainingBudget(s));
    expect(teamCost(s) + dear.playerCost).toBeGreaterThan(TEAM_COST_CAP[1]);
    const error = refused(applyMove(s, { type: 'sign', slot: 'fOne', playerId: dear._id }));
    expect(error.code).toBe('budget/team-cost-cap');
    expect(error.message).toBe(
      "The league has a limit on how much a whole team's contracts can cost, and this player would go over it. Your money is not lost: what you don't spend stays in your savings.",
    );
    expect(error.hint).toBe('Pick a cheaper player, or trade a player with a big contract for a cheaper one.');
    expect(error.message).not.toMatch(/salary/);
  });

  it('signs a player they can afford within the cap, and the money left can be saved for the cup', () => {
    const { s, cheap } = richWithEmptySpot();
    const signed = must(applyMove(s, { type: 'sign', slot: 'fOne', playerId: cheap._id }));
    expect(teamCost(signed)).toBe(TEAM_COST_CAP[1]);
    expect(remainingBudget(signed)).toBe(5);
    expect(must(applyMove(signed, { type: 'setSavings', amount: 5 })).savingsBudget).toBe(5);
  });
});
