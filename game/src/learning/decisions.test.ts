import { describe, expect, it } from 'vitest';
import { careless, playSeason, smart } from '../../bench/strategies';
import { applyMove } from '../moves/applyMove';
import { createRng } from '../random';
import { fresh, market, must, play, refused } from '../testing/helpers';
import type { DecisionRecord, Student } from '../types';
import { seasonDecisions } from './decisions';

const kinds = (records: DecisionRecord[], kind: DecisionRecord['kind']) => records.filter((r) => r.kind === kind);
const lastDecisions = (s: Student) => s.debriefs.at(-1)?.decisions ?? [];

describe('decisions by standard', () => {
  it('notes a signing refused for lack of money once per spot, and a later signing there recovers it', () => {
    const broke = play(fresh(11), { type: 'setSavings', amount: 15 });
    const goalie = market(broke, 'goalie')[0];
    if (!goalie) throw new Error('no goalie');
    const noted = play(broke, { type: 'noteRefusal', slot: 'gOne', playerId: goalie._id });
    expect(noted.season.refusals).toEqual([{ slot: 'gOne', playerId: goalie._id, afterGame: 0, recovered: false }]);
    expect(play(noted, { type: 'noteRefusal', slot: 'gOne', playerId: goalie._id }).season.refusals).toHaveLength(1);
    const signed = play(noted, { type: 'setSavings', amount: 3 }, { type: 'sign', slot: 'gOne', playerId: goalie._id });
    expect(signed.season.refusals[0]?.recovered).toBe(true);
  });

  it('refuses to note a signing the money left could pay for', () => {
    const s = fresh(11);
    const goalie = market(s, 'goalie')[0];
    expect(refused(applyMove(s, { type: 'noteRefusal', slot: 'gOne', playerId: goalie?._id ?? '' })).code).toBe('input/invalid');
  });

  it('judges a saver\'s season: savings kept, value for money, and every injury', () => {
    const end = playSeason(fresh(21), smart, createRng(21));
    const records = lastDecisions(end);
    expect(kinds(records, 'savedAtEnd')).toEqual([{ kind: 'savedAtEnd', standard: 'saving', met: true }]);
    expect(kinds(records, 'valueForMoney')).toHaveLength(1);
    const debrief = end.debriefs.at(-1);
    expect(kinds(records, 'injuryCovered')).toHaveLength(debrief?.injuries.length ?? -1);
    for (const r of kinds(records, 'injuryCovered')) expect(r.standard).toBe('managingRisk');
    // No savings were rolled over into this first season: the rollover is not judged.
    expect(kinds(records, 'rolloverUsed')).toEqual([]);
  });

  it('judges the rollover in the season after one that saved: used when added to the budget', () => {
    const first = playSeason(fresh(21), smart, createRng(21));
    const next = must(applyMove(first, { type: 'repeatSeason' }));
    expect(next.rollOverBudget).toBeGreaterThan(0);
    const figures = { savings: 0, rankPerDollar: 0, averageRankPerDollar: 0, injuries: [], moneySpent: 0 };
    expect(seasonDecisions(next, figures)).toContainEqual({ kind: 'rolloverUsed', standard: 'saving', met: false });
    const used = play(next, { type: 'rollover', amount: next.rollOverBudget });
    expect(used.season.rolloverUsed).toBe(next.rollOverBudget);
    const ended = playSeason(used, smart, createRng(4));
    expect(kinds(lastDecisions(ended), 'rolloverUsed')).toEqual([{ kind: 'rolloverUsed', standard: 'saving', met: true }]);
  });

  it('marks a season ended with nothing saved', () => {
    const end = playSeason(fresh(9), careless, createRng(9));
    expect(kinds(lastDecisions(end), 'savedAtEnd')[0]?.met).toBe(false);
  });
});
