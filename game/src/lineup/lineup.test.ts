import { describe, expect, it } from 'vitest';
import { byId, cheapLineup, fresh, market, play } from '../testing/helpers';
import { positionFitsSlot, SLOTS } from './slots';
import { firstEmptySlot, isLineupComplete, teamRank } from './starters';
import { scoutedOfferedAt, signablePlayers } from './signablePlayers';

describe('lineup slots', () => {
  it('forward slots take only forwards', () => {
    for (const slot of ['fOne', 'fTwo', 'fThree'] as const) {
      expect(positionFitsSlot('forward', slot)).toBe(true);
      expect(positionFitsSlot('defense', slot)).toBe(false);
      expect(positionFitsSlot('goalie', slot)).toBe(false);
    }
  });
  it('defense slots take defense, also written defender', () => {
    expect(positionFitsSlot('defense', 'dOne')).toBe(true);
    expect(positionFitsSlot('defender', 'dTwo')).toBe(true);
    expect(positionFitsSlot('forward', 'dOne')).toBe(false);
  });
  it('the goalie slot takes only a goalie', () => {
    expect(positionFitsSlot('goalie', 'gOne')).toBe(true);
    expect(positionFitsSlot('defense', 'gOne')).toBe(false);
  });
  it('is complete only when no slot is empty', () => {
    const s = cheapLineup(fresh());
    expect(isLineupComplete(s)).toBe(true);
    expect(isLineupComplete({ ...s, gOne: null })).toBe(false);
    expect(SLOTS).toHaveLength(6);
  });
  it('finds the first empty slot in lineup order', () => {
    const s = cheapLineup(fresh());
    expect(firstEmptySlot({ ...s, fTwo: null, dOne: null })).toBe('fTwo');
    expect(firstEmptySlot(s)).toBeNull();
  });
  it('team rank is the sum of the starters overall ranks', () => {
    const s = cheapLineup(fresh());
    const sum = SLOTS.reduce((acc, slot) => acc + byId(s, s[slot] as string).overallRank, 0);
    expect(teamRank(s)).toBe(sum);
  });
});

describe('player picker', () => {
  const scouted = () =>
    play(
      fresh(),
      ...fresh()
        .players.filter((p) => p.playerAssignment === 'scoutPlayer')
        .sort((a, b) => b.overallRank - a.overallRank)
        .map((p, i) => ({
          type: 'scoutOffer' as const,
          playerId: p._id,
          contractLevel: ([1, 2, 2, 3, 3, 3] as const)[i] ?? 3,
          confirmed: true,
        })),
      { type: 'finishScouting' },
    );

  it('offers market players of a fitting position', () => {
    const s = fresh();
    const offered = signablePlayers(s, 'gOne');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((p) => p.playerPosition === 'goalie')).toBe(true);
  });
  it('offers scouted players at the first empty slot while the lineup objective is open', () => {
    const s = scouted();
    expect(scoutedOfferedAt(s, 'fOne')).toBe(true);
    expect(signablePlayers(s, 'fOne').some((p) => p.playerAssignment === 'offeredScoutPlayer')).toBe(true);
  });
  it('does not offer scouted players at a later empty slot', () => {
    const s = scouted();
    expect(scoutedOfferedAt(s, 'fTwo')).toBe(false);
    expect(signablePlayers(s, 'fTwo').some((p) => p.playerAssignment === 'offeredScoutPlayer')).toBe(false);
  });
  it('stops offering scouted players once the lineup objective is complete', () => {
    const s = play(cheapLineup(scouted()), { type: 'release', slot: 'fOne' });
    expect(s.objectives.FILL_TEAM?.isComplete).toBe(true);
    expect(scoutedOfferedAt(s, 'fOne')).toBe(false);
  });
  it('never offers injured or signed players', () => {
    const s = cheapLineup(fresh());
    const f = market(fresh(), 'forward')[0];
    expect(signablePlayers({ ...s, fOne: null }, 'fOne').some((p) => p._id === f?._id)).toBe(false);
  });
});
