import { describe, expect, it } from 'vitest';
import { CONTRACT_COST } from '../levels';
import { applyMove } from '../moves/applyMove';
import { byId, fresh, play, refused } from '../testing/helpers';
import type { ContractLevel, Level, Move, Student } from '../types';
import { canFinishScouting, scoutBoard } from './board';
import { scoutDropCheck } from './scoutDropCheck';
import { marketContractLevel } from './marketContractLevel';

const scouted = (s: Student) =>
  s.players.filter((p) => p.playerAssignment === 'scoutPlayer').sort((a, b) => b.overallRank - a.overallRank);

/** Sensible offers: strongest in row 1, next two in row 2, the rest in row 3. */
const goodOffers = (s: Student): Move[] =>
  scouted(s).map((p, i) => ({
    type: 'scoutOffer',
    playerId: p._id,
    contractLevel: ([1, 2, 2, 3, 3, 3] as const)[i] ?? 3,
    confirmed: true,
  }));

describe('scout drag rules', () => {
  it.each<[Level, number, number]>([
    [1, 15, 5],
    [2, 45, 35],
    [3, 75, 65],
  ])('level %i blocks row 3 from rank %i and warns on row 1 up to rank %i', (level, block, warn) => {
    expect(scoutDropCheck(level, block, 3)).toBe('block');
    expect(scoutDropCheck(level, block - 1, 3)).toBe('ok');
    expect(scoutDropCheck(level, block, 2)).toBe('ok');
    expect(scoutDropCheck(level, warn, 1)).toBe('warn');
    expect(scoutDropCheck(level, warn + 1, 1)).toBe('ok');
  });
  it("refuses a too-low offer with the spec's message and hint", () => {
    const s = fresh();
    const star = scouted(s).find((p) => p.overallRank >= 15);
    if (!star) throw new Error('no strong scout');
    expect(refused(applyMove(s, { type: 'scoutOffer', playerId: star._id, contractLevel: 3 }))).toEqual({
      code: 'scout/offer-too-low',
      message: 'The contract you are offering this player is not high enough!',
      hint: 'Try putting them in a higher level to offer them more money.',
    });
  });
  it("asks 'Are you sure?' before overpaying a weak player, and accepts once confirmed", () => {
    const s = fresh();
    const weak = scouted(s).find((p) => p.overallRank <= 5);
    if (!weak) throw new Error('no weak scout');
    const move = { type: 'scoutOffer', playerId: weak._id, contractLevel: 1 } as const;
    expect(refused(applyMove(s, move))).toMatchObject({ code: 'scout/confirm-overpay', message: 'Are you sure?' });
    expect(byId(play(s, { ...move, confirmed: true }), weak._id).offerLevel).toBe(1);
  });
  it('holds 1, 2 and 3 players in contract rows 1, 2 and 3', () => {
    const [a, b] = scouted(fresh());
    const s = play(fresh(), { type: 'scoutOffer', playerId: a?._id ?? '', contractLevel: 1 });
    expect(refused(applyMove(s, { type: 'scoutOffer', playerId: b?._id ?? '', contractLevel: 1 })).code).toBe('scout/row-full');
  });
  it('lets a placed player go back to the board', () => {
    const [a] = scouted(fresh());
    const s = play(fresh(), { type: 'scoutOffer', playerId: a?._id ?? '', contractLevel: 1 }, { type: 'scoutWithdraw', playerId: a?._id ?? '' });
    expect(scoutBoard(s)).toHaveLength(6);
  });
});

describe('finishing scouting', () => {
  it('needs all 6 scouted players placed', () => {
    const offers = goodOffers(fresh());
    const five = play(fresh(), ...offers.slice(0, 5));
    expect(canFinishScouting(five)).toBe(false);
    expect(refused(applyMove(five, { type: 'finishScouting' })).message).toBe(
      'Please scout all 6 players before leaving the scout page.',
    );
  });
  it.each<Level>([1, 2, 3])('prices each player at its row at level %i', (level) => {
    const s = play(fresh(1, level), ...goodOffers(fresh(1, level)), { type: 'finishScouting' });
    const offered = s.players.filter((p) => p.playerAssignment === 'offeredScoutPlayer');
    expect(offered).toHaveLength(6);
    for (const p of offered) expect(p.playerCost).toBe(CONTRACT_COST[level][p.offerLevel as ContractLevel]);
    expect(offered.map((p) => p.playerCost).sort((x, y) => x - y)).toEqual(
      [3, 3, 3, 2, 2, 1].map((row) => CONTRACT_COST[level][row as ContractLevel]),
    );
  });
  it('happens once per season', () => {
    const s = play(fresh(), ...goodOffers(fresh()), { type: 'finishScouting' });
    expect(s.season.scoutingComplete).toBe(true);
    expect(refused(applyMove(s, { type: 'finishScouting' })).code).toBe('scout/complete');
    const p = s.players.find((x) => x.playerAssignment === 'offeredScoutPlayer');
    expect(refused(applyMove(s, { type: 'scoutOffer', playerId: p?._id ?? '', contractLevel: 2 })).code).toBe('scout/complete');
  });
  it('opens again after the season is reset', () => {
    const s = play(fresh(), ...goodOffers(fresh()), { type: 'finishScouting' }, { type: 'resetSeason' });
    expect(s.season.scoutingComplete).toBe(false);
    expect(scoutBoard(s)).toHaveLength(6);
  });
  it('lets an offered scouted player join only at the first empty slot', () => {
    const s = play(fresh(), ...goodOffers(fresh()), { type: 'finishScouting' });
    const f = s.players.find((p) => p.playerAssignment === 'offeredScoutPlayer' && p.playerPosition === 'forward');
    if (!f) throw new Error('no scouted forward');
    expect(refused(applyMove(s, { type: 'sign', slot: 'fTwo', playerId: f._id })).code).toBe('sign/scout-not-offered-here');
    expect(play(s, { type: 'sign', slot: 'fOne', playerId: f._id }).fOne).toBe(f._id);
  });
});

describe('market contract levels', () => {
  it('prices players by the same rank bands the scout uses', () => {
    expect(marketContractLevel(1, 15)).toBe(1);
    expect(marketContractLevel(1, 14)).toBe(2);
    expect(marketContractLevel(1, 6)).toBe(2);
    expect(marketContractLevel(1, 5)).toBe(3);
    expect(marketContractLevel(3, 75)).toBe(1);
    expect(marketContractLevel(3, 65)).toBe(3);
  });
});
