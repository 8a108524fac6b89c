import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_COST_CAP, TEAM_RANK_CAP } from '../levels';
import { SLOTS } from '../lineup/slots';
import { teamRank } from '../lineup/starters';
import { remainingBudget, teamCost } from '../money/budget';
import { firestoreProblems } from '../testing/firestore';
import { fresh } from '../testing/helpers';
import { intentArb, toMoves } from '../testing/randomMoves';
import type { Intent } from '../testing/randomMoves';
import type { Level, Student } from '../types';
import { applyMove } from './applyMove';

function run(start: Student, intents: readonly Intent[], check?: (s: Student) => void): Student {
  let s = start;
  for (const intent of intents) {
    for (const move of toMoves(s, intent)) {
      const r = applyMove(s, move);
      if ('state' in r) s = r.state;
      check?.(s);
    }
  }
  return s;
}

const FITS = { f: ['forward'], d: ['defense', 'defender'], g: ['goalie'] } as const;

function assertInvariants(s: Student): void {
  // Money never goes below zero.
  expect(remainingBudget(s)).toBeGreaterThanOrEqual(0);
  expect(s.savingsBudget).toBeGreaterThanOrEqual(0);
  expect(s.rollOverBudget).toBeGreaterThanOrEqual(0);
  // Caps hold.
  expect(teamCost(s)).toBeLessThanOrEqual(TEAM_COST_CAP[s.level]);
  expect(teamRank(s)).toBeLessThanOrEqual(TEAM_RANK_CAP[s.level]);
  // Every filled slot holds a fitting player who knows it is there; no player in two places.
  const seen = new Set<string>();
  for (const slot of SLOTS) {
    const id = s[slot];
    if (id === null) continue;
    expect(seen.has(id)).toBe(false);
    seen.add(id);
    const p = s.players.find((x) => x._id === id);
    expect(p?.playerAssignment).toBe(slot);
    // Checked here without the engine's own helper, so a broken helper cannot hide itself.
    expect(FITS[slot[0] as 'f' | 'd' | 'g']).toContain(p?.playerPosition);
  }
  for (const p of s.players) {
    if ((SLOTS as readonly string[]).includes(p.playerAssignment)) expect(s[p.playerAssignment as (typeof SLOTS)[number]]).toBe(p._id);
  }
  expect(new Set(s.players.map((p) => p._id)).size).toBe(s.players.length);
}

/**
 * What makes a team's record impossible, checked without the engine's helpers: wins + losses
 * + overtime losses must be the games played, which are the student's for every team (each
 * other team plays a club outside the table on every game day), and points = 2 x wins +
 * overtime losses. The league's wins need not equal its losses: the outside clubs are not in
 * the table. Returns the problems (one expect per move: thousands of expects per sequence
 * would be slow).
 */
function recordProblems(s: Student): string[] {
  const { season } = s;
  const played = season.completedGames;
  const teams = [season.homeTeam, ...season.allOpponents];
  const problems: string[] = [];
  const gp = (t: (typeof teams)[number]) => t.stats.wins + t.stats.losses + t.stats.overtimeLosses;
  for (const t of teams) {
    const { wins, losses, overtimeLosses, points } = t.stats;
    if (points !== 2 * wins + overtimeLosses) problems.push(`${t.name}: ${points} points for ${wins} W ${overtimeLosses} OTL`);
    if (gp(t) !== played) problems.push(`${t.name}: ${gp(t)} games after ${played}`);
    if (Math.min(wins, losses, overtimeLosses) < 0) problems.push(`${t.name}: a negative count`);
  }
  // The standings show the same records, best first by points.
  if (season.standings.length !== teams.length) problems.push('standings miss a team');
  season.standings.forEach((row, i) => {
    const team = teams.find((t) => t.name === row.name);
    if (JSON.stringify(row.stats) !== JSON.stringify(team?.stats)) problems.push(`${row.name}: standings row differs from the team`);
    const above = season.standings[i - 1];
    if (above && above.stats.points < row.stats.points) problems.push(`${row.name} below fewer points`);
  });
  return problems;
}

const levelArb = fc.constantFrom<Level>(1, 2, 3);
const seedArb = fc.integer({ min: 0, max: 2 ** 31 });

describe('over thousands of random move sequences', { timeout: 120_000 }, () => {
  it('keeps money, slots, positions, players and caps consistent after every move', () => {
    fc.assert(
      fc.property(seedArb, levelArb, fc.array(intentArb, { maxLength: 120 }), (seed, level, intents) => {
        run(fresh(seed, level), intents, assertInvariants);
      }),
      { numRuns: 2000 },
    );
  });

  it('makes every row of the standings a possible record after any sequence of games', () => {
    let seen = 0;
    fc.assert(
      fc.property(seedArb, levelArb, fc.array(intentArb, { minLength: 60, maxLength: 150 }), (seed, level, intents) => {
        const problems: string[] = [];
        seen += run(fresh(seed, level), intents, (s) => problems.push(...recordProblems(s))).season.completedGames;
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
    // Games were played, not just lineups built.
    expect(seen).toBeGreaterThan(300);
  });

  it('keeps the student storable in Firestore', () => {
    fc.assert(
      fc.property(seedArb, levelArb, fc.array(intentArb, { maxLength: 150 }), (seed, level, intents) => {
        expect(firestoreProblems(run(fresh(seed, level), intents))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same season for the same seed and the same moves', () => {
    fc.assert(
      fc.property(seedArb, levelArb, fc.array(intentArb, { maxLength: 150 }), (seed, level, intents) => {
        expect(run(fresh(seed, level), intents)).toEqual(run(fresh(seed, level), intents));
      }),
      { numRuns: 500 },
    );
  });

  it('never changes the state it was given', () => {
    fc.assert(
      fc.property(seedArb, fc.array(intentArb, { maxLength: 80 }), (seed, intents) => {
        let s = fresh(seed);
        for (const intent of intents) {
          for (const move of toMoves(s, intent)) {
            const before = JSON.stringify(s);
            const r = applyMove(s, move);
            expect(JSON.stringify(s)).toBe(before);
            if ('state' in r) s = r.state;
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reaches real games, injuries and season ends often enough to mean something', () => {
    let games = 0;
    let ends = 0;
    fc.assert(
      fc.property(seedArb, levelArb, fc.array(intentArb, { minLength: 60, maxLength: 120 }), (seed, level, intents) => {
        const s = run(fresh(seed, level), intents);
        games += s.season.completedGames;
        if (s.season.inTransition) ends += 1;
      }),
      { numRuns: 300 },
    );
    expect(games).toBeGreaterThan(300);
    expect(ends).toBeGreaterThan(0);
  });
});
