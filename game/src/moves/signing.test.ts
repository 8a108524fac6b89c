import { describe, expect, it } from 'vitest';
import { TEAM_COST_CAP, TEAM_RANK_CAP } from '../levels';
import { teamCost } from '../money/budget';
import { byId, cheapLineup, fresh, market, play, refused } from '../testing/helpers';
import { applyMove } from './applyMove';

describe('signing a player', () => {
  it('puts the player in the slot and marks it on the player', () => {
    const s = fresh();
    const f = market(s, 'forward')[0];
    if (!f) throw new Error('no forward');
    const after = play(s, { type: 'sign', slot: 'fOne', playerId: f._id });
    expect(after.fOne).toBe(f._id);
    expect(byId(after, f._id).playerAssignment).toBe('fOne');
  });
  it('refuses a player of the wrong position', () => {
    const s = fresh();
    const g = market(s, 'goalie')[0];
    expect(refused(applyMove(s, { type: 'sign', slot: 'fOne', playerId: g?._id ?? '' })).code).toBe(
      'lineup/position-mismatch',
    );
  });
  it('refuses a filled slot', () => {
    const s = cheapLineup(fresh());
    const f = market(s, 'forward')[0];
    expect(refused(applyMove(s, { type: 'sign', slot: 'fOne', playerId: f?._id ?? '' })).code).toBe('lineup/slot-filled');
  });
  it("blocks a player the budget can't pay for, with the spec's message and hint", () => {
    const s = { ...fresh(), savingsBudget: 14 };
    const f = market(s, 'forward').at(-1);
    const error = refused(applyMove(s, { type: 'sign', slot: 'fOne', playerId: f?._id ?? '' }));
    expect(error).toEqual({
      code: 'budget/insufficient',
      message: "You don't have enough money in your budget for this player!",
      hint: "You'll have to find a way to increase your budget.",
    });
  });
  it('blocks a signing over the team-cost cap even with money to spare', () => {
    const s = cheapLineup(fresh());
    const rich = { ...s, totalBudget: 1000, fOne: null, players: s.players.map((p) => (p._id === s.fOne ? { ...p, playerAssignment: 'marketPlayer' as const } : p)) };
    const star = market(rich, 'forward').at(-1);
    if (!star) throw new Error('no star');
    const capped = { ...rich, players: rich.players.map((p) => (p._id === star._id ? { ...p, playerCost: TEAM_COST_CAP[1] } : p)) };
    expect(teamCost(capped) + TEAM_COST_CAP[1]).toBeGreaterThan(TEAM_COST_CAP[1]);
    expect(refused(applyMove(capped, { type: 'sign', slot: 'fOne', playerId: star._id })).code).toBe('budget/team-cost-cap');
  });
  it('blocks a signing that takes the team rank over 160 at level 1', () => {
    const s = cheapLineup(fresh());
    const open = { ...s, fOne: null, players: s.players.map((p) => (p._id === s.fOne ? { ...p, playerAssignment: 'marketPlayer' as const } : p)) };
    const star = market(open, 'forward')[0];
    if (!star) throw new Error('no forward');
    const strong = { ...open, players: open.players.map((p) => (p._id === star._id ? { ...p, overallRank: TEAM_RANK_CAP[1] } : p)) };
    expect(refused(applyMove(strong, { type: 'sign', slot: 'fOne', playerId: star._id })).code).toBe('budget/rank-cap');
  });
  it('completes the lineup objective when the last slot fills', () => {
    const s = fresh();
    expect(s.objectives.FILL_TEAM?.isComplete).toBe(false);
    expect(cheapLineup(s).objectives.FILL_TEAM?.isComplete).toBe(true);
  });
  it('refuses an unknown, injured or scouted-but-not-offered player', () => {
    const s = fresh();
    expect(refused(applyMove(s, { type: 'sign', slot: 'fOne', playerId: 'nobody' })).code).toBe('player/unknown');
    const scout = s.players.find((p) => p.playerAssignment === 'scoutPlayer' && p.playerPosition === 'forward');
    expect(refused(applyMove(s, { type: 'sign', slot: 'fOne', playerId: scout?._id ?? '' })).code).toBe('player/not-available');
  });
});

describe('releasing a player', () => {
  it('sends the player back to the market before the season', () => {
    const s = cheapLineup(fresh());
    const id = s.fOne as string;
    const after = play(s, { type: 'release', slot: 'fOne' });
    expect(after.fOne).toBeNull();
    expect(byId(after, id).playerAssignment).toBe('marketPlayer');
  });
  it('is refused once the season is active', () => {
    const s = play(cheapLineup(fresh()), { type: 'playGame', cheerBonus: 0 });
    expect(refused(applyMove(s, { type: 'release', slot: 'fOne' })).code).toBe('release/season-active');
  });
  it('is refused for an empty slot', () => {
    expect(refused(applyMove(fresh(), { type: 'release', slot: 'gOne' })).code).toBe('lineup/slot-empty');
  });
});

describe('trading a player', () => {
  it('is refused before the season starts', () => {
    const s = cheapLineup(fresh());
    const f = market(s, 'forward')[0];
    expect(refused(applyMove(s, { type: 'trade', slot: 'fOne', playerId: f?._id ?? '' })).code).toBe('trade/season-inactive');
  });
  it('swaps the starter for a market player and makes the old one unavailable', () => {
    const s = play(cheapLineup(fresh()), { type: 'playGame', cheerBonus: 0 });
    const old = s.fOne as string;
    const f = market(s, 'forward')[0];
    if (!f) throw new Error('no forward');
    const after = play(s, { type: 'trade', slot: 'fOne', playerId: f._id });
    expect(after.fOne).toBe(f._id);
    expect(byId(after, old).playerAssignment).toBe('unavailable');
    expect(byId(after, f._id).playerAssignment).toBe('fOne');
  });
  it("counts the traded player's contract toward the new one", () => {
    const base = play(cheapLineup(fresh()), { type: 'playGame', cheerBonus: 0 });
    const outCost = byId(base, base.fTwo as string).playerCost;
    // Save everything free: only the outgoing contract pays for the incoming one.
    const s = play(base, { type: 'setSavings', amount: base.totalBudget - teamCost(base) });
    const same = market(s, 'forward').find((p) => p.playerCost === outCost);
    const dearer = market(s, 'forward').find((p) => p.playerCost > outCost);
    if (!same || !dearer) throw new Error('catalogue lacks trade candidates');
    expect('state' in applyMove(s, { type: 'trade', slot: 'fTwo', playerId: same._id })).toBe(true);
    expect(refused(applyMove(s, { type: 'trade', slot: 'fTwo', playerId: dearer._id })).code).toBe('budget/insufficient');
  });
  it('refuses a market player of another position', () => {
    const s = play(cheapLineup(fresh()), { type: 'playGame', cheerBonus: 0 });
    const g = market(s, 'goalie')[0];
    expect(refused(applyMove(s, { type: 'trade', slot: 'fOne', playerId: g?._id ?? '' })).code).toBe('lineup/position-mismatch');
  });
});
