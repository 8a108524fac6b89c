import { describe, expect, it } from 'vitest';
import { applyMove } from './applyMove';
import { cheapLineup, fresh, play, refused } from '../testing/helpers';
import type { Student } from '../types';
import { canPlayGame, gameCounter, playBlocker, playsShortHanded } from './playability';

const withoutGoalie = (s: Student, goaliesLeft: boolean): Student => ({
  ...s,
  gOne: null,
  players: s.players.map((p) =>
    p.playerPosition === 'goalie' ? { ...p, playerAssignment: goaliesLeft && p._id !== s.gOne ? p.playerAssignment : 'unavailable' } : p,
  ),
});

describe('puck button', () => {
  it('is disabled until the lineup is full', () => {
    expect(playBlocker(fresh())).toBe('season/lineup-incomplete');
    expect(canPlayGame(cheapLineup(fresh()))).toBe(true);
  });
  it('counts games as Game X of N', () => {
    const s = play(cheapLineup(fresh()), { type: 'playGame', cheerBonus: 0 });
    expect(gameCounter(s)).toEqual({ game: 2, of: 12 });
  });
  it('stays disabled with an empty slot a market player could fill', () => {
    const s = withoutGoalie(cheapLineup(fresh()), true);
    expect(refused(applyMove(s, { type: 'playGame', cheerBonus: 0 })).code).toBe('season/lineup-incomplete');
  });
  it('lets a team with no possible replacement play short-handed instead of getting stuck', () => {
    const s = withoutGoalie(cheapLineup(fresh()), false);
    expect(playsShortHanded(s)).toBe(true);
    expect(play(s, { type: 'playGame', cheerBonus: 0 }).season.completedGames).toBe(1);
  });
});
