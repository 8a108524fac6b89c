import { describe, expect, it } from 'vitest';
import { teamRank } from '../lineup/starters';
import { remainingBudget } from '../money/budget';
import { cheapLineup, fresh, market, play } from '../testing/helpers';
import { previewMove } from './previewMove';

describe('previewing a lineup move before the student confirms it', () => {
  it('shows what a signing costs and what it leaves, as the engine would apply it', () => {
    const s = fresh();
    const [cheapest] = market(s, 'forward');
    if (!cheapest) throw new Error('no forward');
    const move = { type: 'sign', slot: 'fOne', playerId: cheapest._id } as const;
    const preview = previewMove(s, move);
    const after = play(s, move);
    expect(preview).toEqual({
      cost: cheapest.playerCost,
      remaining: { before: remainingBudget(s), after: remainingBudget(after) },
      teamRank: { before: teamRank(s), after: teamRank(after) },
      error: null,
    });
  });

  it('shows a signing the budget cannot pay as going below zero, with the engine’s refusal', () => {
    const s = { ...fresh(), savingsBudget: fresh().totalBudget };
    const [forward] = market(s, 'forward');
    if (!forward) throw new Error('no forward');
    const preview = previewMove(s, { type: 'sign', slot: 'fOne', playerId: forward._id });
    expect(preview.error?.code).toBe('budget/insufficient');
    expect(preview.remaining.after).toBe(remainingBudget(s) - forward.playerCost);
    expect(preview.teamRank.after).toBe(teamRank(s) + forward.overallRank);
  });

  it('shows a release giving back the contract and the rank', () => {
    const s = cheapLineup(fresh());
    const preview = previewMove(s, { type: 'release', slot: 'gOne' });
    const after = play(s, { type: 'release', slot: 'gOne' });
    expect(preview.cost).toBe(0);
    expect(preview.remaining.after).toBe(remainingBudget(after));
    expect(preview.remaining.after).toBeGreaterThan(preview.remaining.before);
    expect(preview.teamRank.after).toBe(teamRank(after));
    expect(preview.error).toBeNull();
  });

  it('reports a trade before the season starts as refused', () => {
    const s = cheapLineup(fresh());
    const [other] = market(s, 'goalie');
    if (!other) throw new Error('no goalie');
    expect(previewMove(s, { type: 'trade', slot: 'gOne', playerId: other._id }).error?.code).toBe('trade/season-inactive');
  });
});
