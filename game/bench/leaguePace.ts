/**
 * The other teams' pace (npm run bench -w game): average points per game day of the teams
 * not playing the student, and the 1st and 3rd best of them at the season's end, under the
 * league's games (season/league.ts) against the spec's literal rule (0-3 points a game day,
 * 1.5 on average, OTHER_TEAM_POINTS_PER_GAME). Only the other teams' own games are counted:
 * the student's team is set to lose every game and its games are left out.
 */
import { OTHER_TEAM_POINTS_PER_GAME, createRng, createSeason, decideGame, gamesPlayed, recordGame } from '../src';
import type { Level } from '../src';

declare const console: { log(...args: unknown[]): void };

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const nth = (xs: readonly number[], i: number) => [...xs].sort((a, b) => b - a)[i] ?? 0;

export function printLeaguePace(seasons: number): void {
  console.log('');
  console.log(`Other teams' pace, ${seasons} seasons per level (their games against the student left out)`);
  console.log('level  rule               pts/game day  pts/game played  best team  3rd team');
  for (const level of [1, 2, 3] as const satisfies readonly Level[]) {
    const perDay: number[] = [];
    const perGame: number[] = [];
    const best: number[] = [];
    const third: number[] = [];
    const oldBest: number[] = [];
    const oldThird: number[] = [];
    let days = 0;
    for (let i = 0; i < seasons; i++) {
      const rng = createRng(9_000_011 + i);
      let season = createSeason(level, rng);
      const games = season.allOpponents.length;
      days = games - 1;
      for (let g = 0; g < games; g++) season = recordGame(season, decideGame(-1000, 0, season.allOpponents[g]?.teamRank ?? 0, rng), level, rng);
      // Each opponent beat the student once (2 points, 1 game): leave that game out.
      const own = season.allOpponents.map((t) => t.stats.points - 2);
      own.forEach((points, k) => {
        perDay.push(points / days);
        perGame.push(points / Math.max(1, gamesPlayed(season.allOpponents[k]!.stats) - 1));
      });
      best.push(nth(own, 0));
      third.push(nth(own, 2));
      const [low, high] = OTHER_TEAM_POINTS_PER_GAME;
      const old = season.allOpponents.map(() => Array.from({ length: days }, () => rng.int(low, high)).reduce((a, b) => a + b, 0));
      oldBest.push(nth(old, 0));
      oldThird.push(nth(old, 2));
    }
    const f = (x: number, d = 2) => x.toFixed(d).padStart(d === 2 ? 12 : 9);
    console.log(`${level}      games (ours)       ${f(mean(perDay))}  ${f(mean(perGame)).padStart(15)}  ${f(mean(best), 1)}  ${f(mean(third), 1)}`);
    console.log(`${level}      spec, literal      ${f((OTHER_TEAM_POINTS_PER_GAME[0] + OTHER_TEAM_POINTS_PER_GAME[1]) / 2)}  ${'-'.padStart(15)}  ${f(mean(oldBest), 1)}  ${f(mean(oldThird), 1)}`);
  }
}
