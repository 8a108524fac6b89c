/**
 * The other teams' pace (npm run bench -w game): average points and wins per game day of the
 * teams not playing the student, and the 1st and 3rd best of them at the season's end, under
 * the league's games (season/league.ts: a game a day against a club outside the table) against
 * the spec's literal rule (0-3 points and 0-2 wins a game day, OTHER_TEAM_POINTS_PER_GAME and
 * OTHER_TEAM_WINS_PER_GAME). Only the other teams' own games are counted: the student's team is
 * set to lose every game and each opponent's game against it is left out.
 */
import { OTHER_TEAM_POINTS_PER_GAME, OTHER_TEAM_WINS_PER_GAME, createRng, createSeason, decideGame, gamesPlayed, recordGame } from '../src';
import type { Level } from '../src';

declare const console: { log(...args: unknown[]): void };

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const nth = (xs: readonly number[], i: number) => [...xs].sort((a, b) => b - a)[i] ?? 0;

interface Pace {
  points: number[];
  wins: number[];
  best: number[];
  third: number[];
}
const emptyPace = (): Pace => ({ points: [], wins: [], best: [], third: [] });

export function printLeaguePace(seasons: number): void {
  console.log('');
  console.log(`Other teams' pace, ${seasons} seasons per level (their games against the student left out)`);
  console.log('level  rule                  pts/game day  wins/game day  best team  3rd team');
  for (const level of [1, 2, 3] as const satisfies readonly Level[]) {
    const ours = emptyPace();
    const literal = emptyPace();
    for (let i = 0; i < seasons; i++) {
      const rng = createRng(9_000_011 + i);
      let season = createSeason(level, rng);
      const games = season.allOpponents.length;
      const days = games - 1;
      for (let g = 0; g < games; g++) season = recordGame(season, decideGame(-1000, 0, season.allOpponents[g]?.teamRank ?? 0, rng), level, rng);
      // Each opponent beat the student once (2 points, 1 win): leave that game out.
      const own = season.allOpponents.map((t) => {
        if (gamesPlayed(t.stats) !== games) throw new Error('an opponent missed a game day');
        return { points: t.stats.points - 2, wins: t.stats.wins - 1 };
      });
      for (const t of own) {
        ours.points.push(t.points / days);
        ours.wins.push(t.wins / days);
      }
      ours.best.push(nth(own.map((t) => t.points), 0));
      ours.third.push(nth(own.map((t) => t.points), 2));
      const [pLow, pHigh] = OTHER_TEAM_POINTS_PER_GAME;
      const [wLow, wHigh] = OTHER_TEAM_WINS_PER_GAME;
      const old = season.allOpponents.map(() => {
        let points = 0;
        let wins = 0;
        for (let d = 0; d < days; d++) {
          points += rng.int(pLow, pHigh);
          wins += rng.int(wLow, wHigh);
        }
        literal.points.push(points / days);
        literal.wins.push(wins / days);
        return points;
      });
      literal.best.push(nth(old, 0));
      literal.third.push(nth(old, 2));
    }
    const f = (x: number, width: number, d = 2) => x.toFixed(d).padStart(width);
    const line = (rule: string, p: Pace) =>
      `${level}      ${rule.padEnd(20)}  ${f(mean(p.points), 12)}  ${f(mean(p.wins), 13)}  ${f(mean(p.best), 9, 1)}  ${f(mean(p.third), 8, 1)}`;
    console.log(line('outside games (ours)', ours));
    console.log(line('spec, literal', literal));
  }
}
