import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import type { Level, SeasonTeam } from '../types';
import { createSeason } from './createSeason';
import { decideGame, gapBand, SCORE_SETS } from './decideGame';
import type { GameDecision } from './decideGame';
import { recordGame } from './recordGame';
import { gamesPlayed, outsideGameChances, playOutsideGame } from './league';
import { OPPONENT_RANK_RANGE } from '../levels';
import { ordinal, overtimeNote, rankStandings, recordWords, standingsBoard, studentPlace } from './standings';
import { highlightVideo, phaseScript, READY_MESSAGE } from './phases';

describe('opponents', () => {
  it.each<[Level, number, number, number]>([
    [1, 12, 70, 94],
    [2, 12, 240, 294],
    [3, 13, 425, 489],
  ])('level %i has %i opponents ranked %i-%i', (level, count, low, high) => {
    for (let seed = 0; seed < 50; seed++) {
      const season = createSeason(level, createRng(seed));
      expect(season.allOpponents).toHaveLength(count);
      expect(new Set(season.allOpponents.map((t) => t.name)).size).toBe(count);
      for (const t of season.allOpponents) {
        expect(t.teamRank).toBeGreaterThanOrEqual(low);
        expect(t.teamRank).toBeLessThanOrEqual(high);
      }
    }
  });
  it('draws ranks across the whole range', () => {
    const ranks = new Set<number>();
    for (let seed = 0; seed < 200; seed++) createSeason(1, createRng(seed)).allOpponents.forEach((t) => ranks.add(t.teamRank));
    expect(Math.min(...ranks)).toBe(70);
    expect(Math.max(...ranks)).toBe(94);
  });
});

describe('deciding a game', () => {
  const rng = createRng(5);
  it('wins when team rank plus cheer bonus reaches the opponent', () => {
    expect(decideGame(80, 5, 85, rng).win).toBe(true);
    expect(decideGame(80, 4, 85, rng).win).toBe(false);
    expect(decideGame(85, 0, 85, rng).win).toBe(true);
  });
  it('picks the score set by the rank gap: over 50, 21-50, 6-20, 5 or less', () => {
    expect([gapBand(51), gapBand(50), gapBand(21), gapBand(20), gapBand(6), gapBand(5), gapBand(0)]).toEqual([
      'rout', 'clear', 'clear', 'solid', 'solid', 'close', 'close',
    ]);
    expect(gapBand(-60)).toBe('rout');
    const wide = decideGame(200, 0, 100, rng);
    expect(SCORE_SETS.rout.some(([w, l]) => wide.score[0] === w && wide.score[1] === l)).toBe(true);
  });
  it('has four outcomes with points 2, 2, 1, 0', () => {
    expect(decideGame(100, 0, 70, rng)).toMatchObject({ outcome: 'won', messageIndex: 0, points: 2 });
    expect(decideGame(72, 0, 70, rng)).toMatchObject({ outcome: 'wonOvertime', messageIndex: 1, points: 2, score: [2, 1] });
    expect(decideGame(68, 0, 70, rng)).toMatchObject({ outcome: 'lostOvertime', messageIndex: 2, points: 1, score: [1, 2] });
    expect(decideGame(40, 0, 70, rng)).toMatchObject({ outcome: 'lost', messageIndex: 3, points: 0 });
  });
  it('gives the winner more goals than the loser', () => {
    for (let i = 0; i < 200; i++) {
      const d = decideGame(i, 0, 100, rng);
      expect(d.win ? d.score[0] > d.score[1] : d.score[0] < d.score[1]).toBe(true);
    }
  });
});

describe('standings', () => {
  const won: GameDecision = { outcome: 'won', messageIndex: 0, score: [4, 1], points: 2, win: true };
  it('gives the student and the opponent the real result, and every other team a game of its own', () => {
    const season = createSeason(1, createRng(9));
    const next = recordGame(season, won, 1, createRng(1));
    expect(next.homeTeam.stats).toEqual({ wins: 1, losses: 0, overtimeLosses: 0, points: 2 });
    const [played, ...others] = next.allOpponents;
    expect(played?.stats).toEqual({ wins: 0, losses: 1, overtimeLosses: 0, points: 0 });
    // All 11 others played a game that day, against clubs outside the table.
    expect(others).toHaveLength(11);
    for (const t of others) {
      expect(gamesPlayed(t.stats)).toBe(1);
      expect(t.stats.points).toBe(2 * t.stats.wins + t.stats.overtimeLosses);
    }
    expect(next.completedGames).toBe(1);
    expect(next.currentOpponentIndex).toBe(1);
    expect(next.seasonActive).toBe(true);
  });
  it('gives an overtime winner 2 points and the overtime loser 1, as an overtime loss', () => {
    const season = createSeason(1, createRng(9));
    const lostInOvertime = recordGame(season, { outcome: 'lostOvertime', messageIndex: 2, score: [1, 2], points: 1, win: false }, 1, createRng(1));
    expect(lostInOvertime.homeTeam.stats).toEqual({ wins: 0, losses: 0, overtimeLosses: 1, points: 1 });
    expect(lostInOvertime.allOpponents[0]?.stats).toEqual({ wins: 1, losses: 0, overtimeLosses: 0, points: 2 });
    const wonInOvertime = recordGame(season, { outcome: 'wonOvertime', messageIndex: 1, score: [2, 1], points: 2, win: true }, 1, createRng(1));
    expect(wonInOvertime.allOpponents[0]?.stats).toEqual({ wins: 0, losses: 0, overtimeLosses: 1, points: 1 });
  });
  it('plays a whole season of possible records, every team having played as many games as the student', () => {
    for (const level of [1, 2, 3] as const) {
      for (let seed = 0; seed < 40; seed++) {
        const rng = createRng(seed);
        let season = createSeason(level, rng);
        const games = season.allOpponents.length;
        for (let g = 1; g <= games; g++) {
          season = recordGame(season, decideGame(80 + seed, 0, season.allOpponents[g - 1]?.teamRank ?? 0, rng), level, rng);
          for (const t of [season.homeTeam, ...season.allOpponents]) {
            expect(t.stats.points).toBe(2 * t.stats.wins + t.stats.overtimeLosses);
            expect(gamesPlayed(t.stats)).toBe(g);
          }
        }
      }
    }
  });
  it("keeps the spec's pace: 1.5 points a game day on average for the teams not playing the student", () => {
    for (const level of [1, 2, 3] as const) {
      let points = 0;
      let days = 0;
      for (let seed = 0; seed < 400; seed++) {
        const rng = createRng(seed);
        let season = createSeason(level, rng);
        // The student loses every game: each opponent's 2 points and 1 game against it left out.
        for (let g = 0; g < season.allOpponents.length; g++) season = recordGame(season, decideGame(-1000, 0, 0, rng), level, rng);
        for (const t of season.allOpponents) {
          points += t.stats.points - 2;
          days += gamesPlayed(t.stats) - 1;
        }
      }
      // The literal rule's mean, (0 + 3) / 2; about 50,000 games a level, so within 0.03.
      expect(points / days).toBeGreaterThan(1.47);
      expect(points / days).toBeLessThan(1.53);
    }
  });
  it('lets stronger teams climb faster, by chance', () => {
    let strongWins = 0;
    let weakWins = 0;
    for (let seed = 0; seed < 300; seed++) {
      const rng = createRng(seed);
      let season = createSeason(1, rng);
      for (let g = 0; g < season.allOpponents.length; g++) season = recordGame(season, decideGame(0, 0, 100, rng), 1, rng);
      const byRank = [...season.allOpponents].sort((a, b) => b.teamRank - a.teamRank);
      strongWins += byRank[0]?.stats.wins ?? 0;
      weakWins += byRank.at(-1)?.stats.wins ?? 0;
    }
    expect(strongWins).toBeGreaterThan(weakWins * 1.3);
    // Yet the weakest team does win games.
    expect(weakWins).toBeGreaterThan(0);
  });
  it('gives the same league results for the same seed', () => {
    const day = (seed: number) => recordGame(createSeason(2, createRng(seed)), won, 2, createRng(seed + 1));
    expect(day(5)).toEqual(day(5));
    expect(day(5).standings).not.toEqual(day(6).standings);
  });
  it("draws an outside game's result with chances by the team's place in the level's rank range, 1.5 points mid-range", () => {
    const points = ({ win, overtimeLoss }: { win: number; overtimeLoss: number }) => 2 * win + overtimeLoss;
    for (const level of [1, 2, 3] as const) {
      const [low, high] = OPPONENT_RANK_RANGE[level];
      const weakest = outsideGameChances(low, level);
      const middle = outsideGameChances((low + high) / 2, level);
      const strongest = outsideGameChances(high, level);
      for (const c of [weakest, middle, strongest]) {
        expect(c.win + c.overtimeLoss + c.loss).toBeCloseTo(1, 10);
        expect(Math.min(c.win, c.overtimeLoss, c.loss)).toBeGreaterThan(0);
      }
      expect(points(middle)).toBeCloseTo(1.5, 10);
      expect(points(weakest)).toBeLessThan(points(middle));
      expect(points(strongest)).toBeGreaterThan(points(middle));
      // Ranks outside the range count as its ends.
      expect(outsideGameChances(high + 50, level)).toEqual(strongest);
    }
    const team = { ...createSeason(1, createRng(1)).allOpponents[0]!, teamRank: 82 };
    const results = Array.from({ length: 4000 }, (_, i) => playOutsideGame(team, 1, createRng(i)));
    const share = (r: string) => results.filter((x) => x === r).length / results.length;
    const expected = outsideGameChances(82, 1);
    expect(share('win')).toBeCloseTo(expected.win, 1);
    expect(share('overtimeLoss')).toBeCloseTo(expected.overtimeLoss, 1);
    expect(share('loss')).toBeCloseTo(expected.loss, 1);
  });
  const team = (name: string, points: number, wins: number, isStudentTeam = false): SeasonTeam => ({
    name, nameFull: name, logo: '', color: '', teamRank: 0, standings: 0,
    stats: { wins, losses: 0, overtimeLosses: 0, points }, videos: { gameOn: '', gameOver: { win: '', loss: '' } }, isStudentTeam,
  });
  it('orders by points, then wins, the student ahead on a full tie', () => {
    const ranked = rankStandings([team('A', 5, 2), team('Me', 5, 2, true), team('B', 9, 1), team('C', 5, 3)]);
    expect(ranked.map((t) => t.name)).toEqual(['B', 'C', 'Me', 'A']);
    expect(ranked.map((t) => t.standings)).toEqual([1, 2, 3, 4]);
    expect(studentPlace(ranked)).toBe(3);
  });
  it('shows the top 5, with the student inserted 5th when lower', () => {
    const teams = rankStandings([...'ABCDEFG'].map((n, i) => team(n, 20 - i, 0)).concat(team('Me', 0, 0, true)));
    const board = standingsBoard(teams);
    expect(board.map((t) => t.name)).toEqual(['A', 'B', 'C', 'D', 'Me']);
    expect(board[4]?.standings).toBe(8);
    const high = rankStandings([team('Me', 30, 0, true), ...[...'ABCDEFG'].map((n) => team(n, 1, 0))]);
    expect(standingsBoard(high)).toHaveLength(5);
    expect(standingsBoard(high)[0]?.name).toBe('Me');
  });
  it('says a record in words, the overtime losses only when there are some', () => {
    expect(recordWords({ wins: 7, losses: 4, overtimeLosses: 1 })).toBe('7 won, 4 lost, 1 lost in overtime');
    expect(recordWords({ wins: 2, losses: 1, overtimeLosses: 0 })).toBe('2 won, 1 lost');
    expect(overtimeNote(2)).toBe('+ 2 in overtime');
    expect(overtimeNote(0)).toBeUndefined();
  });
  it('writes ordinals with st, nd, rd and th, and th for 11-13', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
  });
});

describe('game phases', () => {
  it('runs ready, two 2 s up-next messages, a 5 s warm-up, 5 s periods and a 5 s result', () => {
    const script = phaseScript('Cubs', 'Teal Otters', 'wonOvertime');
    expect(script[0]).toEqual({ phase: 'READY', message: READY_MESSAGE, durationMs: 0 });
    expect(script.filter((s) => s.phase === 'UP_NEXT').map((s) => s.durationMs)).toEqual([2000, 2000]);
    expect(script[2]?.message).toBe('Cubs vs Teal Otters');
    expect(script.find((s) => s.phase === 'WARMING_UP')?.durationMs).toBe(5000);
    expect(script.filter((s) => s.phase === 'GAME_ON').map((s) => s.message)).toEqual(['1st Period', '2nd Period', '3rd Period', 'Final Period']);
    expect(script.find((s) => s.phase === 'GAME_OVER')).toEqual({ phase: 'GAME_OVER', message: 'You won in overtime!', durationMs: 5000 });
  });
  it('plays the win highlight when own score is at or above the opponent', () => {
    expect(highlightVideo([2, 2])).toBe('win');
    expect(highlightVideo([1, 2])).toBe('loss');
  });
});
