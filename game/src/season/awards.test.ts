import { describe, expect, it } from 'vitest';
import { applyMove } from '../moves/applyMove';
import { cheapLineup, finishSeason, fresh, play, refused } from '../testing/helpers';
import type { Level, Student } from '../types';
import { LEVEL_CLIPS, promotionClips } from '../content/clips';
import { endOfSeasonChoices, seasonAwards, trophyCase } from './awards';

/** A finished season; `win` forces the standings so the student ends first or last. */
function finished(level: Level, savings: number, win: boolean): Student {
  const s = play(cheapLineup(fresh(3, level)), { type: 'setSavings', amount: savings });
  const rigged = {
    ...s,
    season: { ...s.season, allOpponents: s.season.allOpponents.map((t) => ({ ...t, teamRank: win ? 1 : 10_000 })) },
  };
  return finishSeason(rigged);
}

describe('season end', () => {
  it('awards the savings cup for savings left, top-three for 3rd or better, first for 1st', () => {
    expect(seasonAwards(1, 1)).toEqual({ savingsCup: true, thirdCup: true, firstCup: true });
    expect(seasonAwards(0, 3)).toEqual({ savingsCup: false, thirdCup: true, firstCup: false });
    expect(seasonAwards(5, 4)).toEqual({ savingsCup: true, thirdCup: false, firstCup: false });
  });
  it('moves savings to rollOverBudget and empties savingsBudget', () => {
    const s = finished(1, 2, true);
    expect(s.season.inTransition).toBe(true);
    expect(s.savingsBudget).toBe(0);
    expect(s.rollOverBudget).toBe(2);
    expect(s.awards['1']).toMatchObject({ savingsCup: true, thirdCup: true });
    expect(s.objectives.PLAY_SEASON?.isComplete).toBe(true);
  });
  it('always offers Repeat Season; promotion only with top-three and savings cups', () => {
    expect(endOfSeasonChoices(finished(1, 2, true))).toEqual({ repeatSeason: true, acceptPromotion: true, acceptAward: false });
    expect(endOfSeasonChoices(finished(1, 0, true))).toEqual({ repeatSeason: true, acceptPromotion: false, acceptAward: false });
    expect(endOfSeasonChoices(finished(1, 2, false))).toEqual({ repeatSeason: true, acceptPromotion: false, acceptAward: false });
    expect(refused(applyMove(finished(1, 0, true), { type: 'acceptPromotion' })).code).toBe('awards/not-earned');
  });
  it('promotion raises the level with that level\'s players, budget and a fresh season', () => {
    const s = play(finished(1, 2, true), { type: 'acceptPromotion' });
    expect(s.level).toBe(2);
    expect(s.totalBudget).toBe(150);
    expect(s.players.every((p) => p.playerLevel === 2)).toBe(true);
    expect(s.season.allOpponents).toHaveLength(12);
    expect(s.season.inTransition).toBe(false);
    expect(s.rollOverBudget).toBe(2);
    expect(s.awards['1'].savingsCup).toBe(true);
  });
  it('offers Accept Award, not promotion, at level 3, and it wins the game', () => {
    const s = finished(3, 100, true);
    expect(endOfSeasonChoices(s)).toEqual({ repeatSeason: true, acceptPromotion: false, acceptAward: true });
    expect(refused(applyMove(s, { type: 'acceptPromotion' })).code).toBe('awards/wrong-level');
    expect(play(s, { type: 'acceptAward' }).wonGame).toBe(true);
    expect(refused(applyMove(finished(2, 10, true), { type: 'acceptAward' })).code).toBe('awards/wrong-level');
  });
  it('Repeat Season replays the level and keeps the cups', () => {
    const s = play(finished(1, 0, false), { type: 'repeatSeason' });
    expect(s.level).toBe(1);
    expect(s.season.completedGames).toBe(0);
    expect(s.seasons['1']).toEqual([]);
    expect(s.fOne).toBeNull();
  });
  it('Repeat Season is offered only once the season is over', () => {
    expect(refused(applyMove(fresh(), { type: 'repeatSeason' })).code).toBe('season/not-in-transition');
  });
  it('blocks further games once the season is over', () => {
    expect(refused(applyMove(finished(1, 1, true), { type: 'playGame', cheerBonus: 0 })).code).toBe('season/in-transition');
  });
});

describe('reset season', () => {
  it("clears that level's season, objectives, savings and pages visited", () => {
    let s = play(cheapLineup(fresh()), { type: 'setSavings', amount: 1 }, { type: 'playGame', cheerBonus: 3 });
    s = { ...s, pagesVisited: ['home', 'budget'], tutorials: { ...s.tutorials, home: true } };
    const after = play(s, { type: 'resetSeason' });
    expect(after.seasons['1']).toEqual([]);
    expect(after.savingsBudget).toBe(0);
    expect(after.pagesVisited).toEqual([]);
    expect(after.objectives.FILL_TEAM?.isComplete).toBe(false);
    expect(after.season.seasonActive).toBe(false);
    expect(after.tutorials.home).toBe(true);
  });
});

describe('the trophy case', () => {
  it('has shelves for levels 3, 2, 1 with three cups each, dimmed above the student level', () => {
    const shelves = trophyCase(fresh(1, 2));
    expect(shelves.map((s) => [s.level, s.dimmed])).toEqual([[3, true], [2, false], [1, false]]);
    expect(shelves.every((s) => s.cups.length === 3 && s.cups.every((c) => c.cup.level === s.level))).toBe(true);
    expect(shelves.flatMap((s) => s.cups).some((c) => c.earned)).toBe(false);
  });
  it('shows the cups a finished season earned, on its own level', () => {
    const student = finished(1, 2, true);
    const shelves = trophyCase(student);
    const levelOne = shelves.find((s) => s.level === 1);
    const won = student.awards['1'];
    expect(won).toMatchObject({ savingsCup: true, thirdCup: true });
    expect(levelOne?.cups.map((c) => [c.cup.key, c.earned])).toEqual([['savingsCup', true], ['thirdCup', true], ['firstCup', won.firstCup]]);
    expect(shelves.filter((s) => s.level > 1).every((s) => s.dimmed)).toBe(true);
  });
});

describe('promotion clips', () => {
  it("plays the finished level's level-complete clip, then the next level's intro", () => {
    expect(promotionClips(1).map((c) => c.media)).toEqual(['clips/level-1-complete', 'clips/level-2-intro']);
    expect(promotionClips(2).map((c) => c.media)).toEqual(['clips/level-2-complete', 'clips/level-3-intro']);
    expect(promotionClips(3)).toEqual([LEVEL_CLIPS[3].complete]);
  });
});
