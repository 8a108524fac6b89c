import { describe, expect, it } from 'vitest';
import { remainingBudget } from '../money/budget';
import { byId, fresh, market, play } from '../testing/helpers';
import type { Student } from '../types';
import { signingMoney } from './signingMoney';

const priciestForward = (s: Student) => market(s, 'forward').at(-1)!;

describe('signingMoney: the sign board’s answer about one contract', () => {
  it('blocks nothing the budget can pay for', () => {
    const s = fresh();
    const m = signingMoney(s, market(s, 'forward')[0]!);
    expect(m).toEqual({ blocked: null, short: 0, bySavings: false, byTrade: [], byRelease: [] });
  });

  it('says how much is missing and that savings could pay, when they could', () => {
    const s = play(fresh(), { type: 'setSavings', amount: 13 });
    const player = priciestForward(s);
    const m = signingMoney(s, player);
    expect(m.blocked).toBe('budget/insufficient');
    expect(m.short).toBe(player.playerCost - remainingBudget(s));
    expect(m.bySavings).toBe(true);
    expect(m.byRelease).toEqual([]);
  });

  it('before the season names the starters whose release would pay for it', () => {
    const s0 = fresh();
    const [f1, f2] = market(s0, 'forward').slice(-2).reverse();
    const s = { ...play(s0, { type: 'sign', slot: 'fOne', playerId: f1!._id }, { type: 'sign', slot: 'fTwo', playerId: f2!._id }), totalBudget: f1!.playerCost + f2!.playerCost };
    const goalie = market(s, 'goalie').at(-1)!;
    const m = signingMoney(s, goalie);
    expect(m.blocked).toBe('budget/insufficient');
    expect(m.bySavings).toBe(false);
    expect(m.byTrade).toEqual([]);
    expect(m.byRelease.sort()).toEqual(['fOne', 'fTwo'].filter((slot) => byId(s, s[slot as 'fOne']!).playerCost >= goalie.playerCost).sort());
  });

  it('in the season names the starters a trade for a cheaper player would free enough from', () => {
    const s0 = fresh();
    const f1 = priciestForward(s0);
    const signed = play(s0, { type: 'sign', slot: 'fOne', playerId: f1._id });
    const s = { ...signed, totalBudget: f1.playerCost, season: { ...signed.season, seasonActive: true } };
    const cheapGoalie = market(s, 'goalie')[0]!;
    const m = signingMoney(s, cheapGoalie);
    expect(m.blocked).toBe('budget/insufficient');
    expect(m.byRelease).toEqual([]);
    const cheapestForward = market(s, 'forward')[0]!;
    expect(m.byTrade).toEqual(f1.playerCost - cheapestForward.playerCost >= cheapGoalie.playerCost ? ['fOne'] : []);
  });
});
