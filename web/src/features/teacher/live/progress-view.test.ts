import { describe, expect, it } from 'vitest';
import { NO_ACTIVITY, progressOf } from '@rink/common';
import { newStudent } from '@rink/game';
import { englishIntl as intl, spanishIntl } from '../testing/intl';
import { activityText, classTotals, glance, isStuck, savedText, seasonText, sortRows, spentEverything, stageText, stuckReason, STUCK_AFTER_MS, type ProgressRow } from './progress-view';

const NOW = 10_000_000_000;

function row(id: string, firstName: string, change: (r: ProgressRow) => ProgressRow = (r) => r): ProgressRow {
  const base = progressOf(newStudent({ firstName, lastName: 'Kid', userName: id, teacherId: 't1', seed: 3 }), NO_ACTIVITY);
  return change({ ...base, id });
}

const playing = (r: ProgressRow, lastActiveAt: number, away = false): ProgressRow => ({ ...r, stage: 'playing', tutorialsDone: 5, lastActiveAt, away });

describe('the class at a glance', () => {
  it('calls a playing student stuck after five minutes without a move, but not one who left', () => {
    const active = row('a', 'Ann', (r) => playing(r, NOW - 60_000));
    const idle = row('b', 'Ben', (r) => playing(r, NOW - STUCK_AFTER_MS));
    const left = row('c', 'Cal', (r) => playing(r, NOW - STUCK_AFTER_MS * 2, true));
    const yesterday = row('d', 'Dee', (r) => playing(r, NOW - 24 * 3_600_000));
    expect([active, idle, left, yesterday].map((r) => isStuck(r, NOW))).toEqual([false, true, false, false]);
  });

  it('calls a student stuck when only lowering savings or a trade can fill the lineup', () => {
    const needsTrade = row('a', 'Ann', (r) => ({ ...playing(r, NOW), stage: 'injury', lineupFix: 'trade' }));
    expect(isStuck(needsTrade, NOW)).toBe(true);
    expect(stageText(intl, needsTrade)).toBe('Covering an injury: needs a trade');
    expect(stuckReason(intl, needsTrade, NOW)).toBe('Covering an injury: needs a trade');
    expect(stuckReason(intl, row('b', 'Ben', (r) => playing(r, NOW - 7 * 60_000)), NOW)).toBe('Playing the season, no move for 7 min');
  });

  it('groups who has not started, who spent everything and who saved, by name', () => {
    const spender = row('s', 'Sam', (r) => ({ ...r, stage: 'playing', money: { totalBudget: 20, spent: 20, saved: 0, left: 0, rollover: 0 } }));
    const saver = row('v', 'Val', (r) => ({ ...r, stage: 'playing', money: { totalBudget: 20, spent: 15, saved: 5, left: 0, rollover: 0 } }));
    const fresh = row('n', 'Ned');
    const groups = glance([saver, spender, fresh], NOW);
    expect(groups.notStarted.map((r) => r.id)).toEqual(['n']);
    expect(groups.spentAll.map((r) => r.id)).toEqual(['s']);
    expect(groups.saved.map((r) => r.id)).toEqual(['v']);
    expect(spentEverything(fresh)).toBe(false);
  });
});

describe('the decisions table', () => {
  it('sorts by a column both ways, names breaking ties', () => {
    const rows = [
      row('b', 'Bo', (r) => ({ ...r, money: { ...r.money, saved: 3 } })),
      row('a', 'Al', (r) => ({ ...r, money: { ...r.money, saved: 3 } })),
      row('c', 'Cy', (r) => ({ ...r, money: { ...r.money, saved: 7 } })),
    ];
    expect(sortRows(rows, 'saved', 'ascending').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, 'saved', 'descending').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortRows(rows, 'name', 'descending').map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('says the season as games played, record and place', () => {
    const r = row('a', 'Al', (x) => ({ ...x, season: { gamesPlayed: 3, games: 12, wins: 2, losses: 1, overtimeLosses: 0, place: 4, teams: 13 } }));
    expect(seasonText(intl, r)).toBe('3 of 12 played, 2 won, 1 lost, 4th of 13');
    const overtime = row('a', 'Al', (x) => ({ ...x, season: { gamesPlayed: 4, games: 12, wins: 2, losses: 1, overtimeLosses: 1, place: 4, teams: 13 } }));
    expect(seasonText(intl, overtime)).toBe('4 of 12 played, 2 won, 1 lost, 1 lost in overtime, 4th of 13');
    expect(seasonText(intl, row('b', 'Bo'))).toMatch(/^\d+ games to play$/);
    expect(seasonText(spanishIntl, overtime)).toBe('4 de 12 jugados, 2 victorias, 1 derrota, 1 derrota en tiempo extra, 4.º de 13');
  });

  it('says savings with what waits to roll over, and the last move as the teacher reads it', () => {
    const r = row('a', 'Al', (x) => ({ ...x, money: { ...x.money, saved: 3, rollover: 5 }, lastActiveAt: NOW - 4 * 60_000 }));
    expect(savedText(intl, r)).toBe('$3 (+ $5 to roll over)');
    expect(activityText(intl, r, NOW)).toBe('4 min ago');
    expect(activityText(intl, { ...r, away: true }, NOW)).toBe('Left 4 min ago');
    expect(activityText(intl, { ...r, lastActiveAt: null }, NOW)).toBe('Not yet');
  });
});

describe('classroom stats', () => {
  it('adds up minutes, tutorials, levels and finished games, and counts students by level', () => {
    const rows = [
      row('a', 'Al', (r) => ({ ...r, timeSpent: 90_000, tutorialsDone: 5, levelsDone: 1, level: 2 })),
      row('b', 'Bo', (r) => ({ ...r, timeSpent: 60_000, tutorialsDone: 5, levelsDone: 3, level: 3, wonGame: true })),
      row('c', 'Cy'),
    ];
    expect(classTotals(rows)).toEqual({ students: 3, minutes: 2, completedTutorial: 2, completedLevels: 4, completedGame: 1, byLevel: [1, 1, 1] });
  });
});
