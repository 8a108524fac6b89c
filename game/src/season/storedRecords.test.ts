import { describe, expect, it } from 'vitest';
import { smart } from '../../bench/strategies';
import { createRng } from '../random';
import { fresh, play } from '../testing/helpers';
import type { SeasonDebrief, SeasonState, SeasonTeam, Student } from '../types';
import { gamesPlayed } from './league';
import { withRealRecords } from './storedRecords';

/**
 * A level-1 student after `games` games, sensibly signed and not cheering: seed 51 loses in
 * overtime within 10 games, and its season ends 10 won, 1 lost, 1 lost in overtime.
 */
function after(games: number, seed = 51): Student {
  let s = smart.prepare(fresh(seed), createRng(seed));
  for (let i = 0; i < games && !s.season.inTransition; i++) s = play(smart.replace(s, createRng(i)), { type: 'playGame', cheerBonus: 0 });
  return s;
}

/** How a document saved before overtime losses were counted held a team: no overtimeLosses, overtime losses counted as losses. */
const oldTeam = (team: SeasonTeam, games: number, isOther: boolean): SeasonTeam => {
  const { overtimeLosses, ...stats } = team.stats;
  // The old rule's other teams: wins and points from chance, no losses of their own.
  const old = isOther ? { wins: games + 3, losses: 0, points: games * 2 } : { ...stats, losses: stats.losses + overtimeLosses };
  return { ...team, stats: old as SeasonTeam['stats'] };
};
function savedBeforeStep9(student: Student): Student {
  const { season } = student;
  const n = season.completedGames;
  const old: SeasonState = {
    ...season,
    homeTeam: oldTeam(season.homeTeam, n, false),
    allOpponents: season.allOpponents.map((t) => oldTeam(t, n, true)),
    standings: season.standings.map((t) => oldTeam(t, n, !t.isStudentTeam)),
  };
  const debriefs = student.debriefs.map((d) => {
    const { overtimeLosses, ...rest } = d;
    return { ...rest, losses: d.losses + overtimeLosses } as SeasonDebrief;
  });
  return { ...student, season: old, debriefs };
}

describe('a document saved before the standings were real records', () => {
  it('reads a current document as it is', () => {
    const s = after(5);
    expect(withRealRecords(s)).toBe(s);
  });

  it("rebuilds a season in progress into possible records, the student's own record exactly", () => {
    const s = after(10);
    expect(s.season.homeTeam.stats.overtimeLosses).toBeGreaterThan(0);
    const read = withRealRecords(savedBeforeStep9(s));
    expect(read.season.homeTeam.stats).toEqual(s.season.homeTeam.stats);
    expect(read.season.completedGames).toBe(10);
    for (const t of [read.season.homeTeam, ...read.season.allOpponents]) {
      expect(t.stats.points).toBe(2 * t.stats.wins + t.stats.overtimeLosses);
      expect(gamesPlayed(t.stats)).toBe(10);
    }
    expect(read.season.standings.map((t) => t.stats)).toHaveLength(13);
    expect(read.season.standings.find((t) => t.isStudentTeam)?.stats).toEqual(s.season.homeTeam.stats);
    // Every reader (the server, the client) rebuilds the same table.
    expect(withRealRecords(savedBeforeStep9(s))).toEqual(read);
  });

  it("splits a stored debrief's overtime losses out of its losses", () => {
    const s = after(12);
    const original = s.debriefs.at(-1);
    expect(original?.overtimeLosses).toBeGreaterThan(0);
    const read = withRealRecords(savedBeforeStep9(s)).debriefs.at(-1);
    expect(read).toEqual(original);
  });
});
