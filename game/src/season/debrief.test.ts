import { describe, expect, it } from 'vitest';
import { playSeason, smart } from '../../bench/strategies';
import { injuryStory } from '../injuries/injuryLog';
import { applyMove } from '../moves/applyMove';
import { createRng } from '../random';
import { firestoreProblems } from '../testing/firestore';
import { cheapLineup, fresh, market, must, play, playGames, refill } from '../testing/helpers';
import type { SeasonDebrief, Student } from '../types';
import { debriefSuggestion, lastDebrief, MAX_DEBRIEFS, recordDebrief, seasonDebrief } from './debrief';

/** A level-1 season played with the cheapest team, $2 saved, injuries refilled from the market. */
function finished(seed = 5): Student {
  let s = play(cheapLineup(fresh(seed)), { type: 'setSavings', amount: 2 });
  for (let i = 0; i < 20 && !s.season.inTransition; i++) s = play(refill(s), { type: 'playGame', cheerBonus: 5 });
  return s;
}

const figures = (over: Partial<SeasonDebrief>): Omit<SeasonDebrief, 'suggestion'> => {
  const { suggestion: _ignored, ...base } = finished().debriefs.at(-1) ?? fail();
  return { ...base, ...over };
};
function fail(): never {
  throw new Error('no debrief stored');
}

describe('the season debrief', () => {
  it('is stored with the season when its last game ends, Firestore-safe', () => {
    const s = finished();
    expect(s.season.inTransition).toBe(true);
    expect(s.debriefs).toHaveLength(1);
    const d = lastDebrief(s);
    if (!d) throw new Error('no debrief');
    expect(d.level).toBe(1);
    expect(d.seasonNumber).toBe(1);
    expect(d.wins + d.losses + d.overtimeLosses).toBe(12);
    expect(d.points).toBe(2 * d.wins + d.overtimeLosses);
    expect(d.savings).toBe(2);
    expect(d.savingsCup).toBe(true);
    expect(d.rolloverAvailable).toBe(s.rollOverBudget);
    expect(d.rolloverAvailable).toBe(2);
    expect(d.place).toBe(s.season.standings.findIndex((t) => t.isStudentTeam) + 1);
    expect(d.topThreeCup).toBe(s.season.awards.thirdCup);
    expect(d.players).toHaveLength(6);
    expect(d.moneySpent).toBe(d.players.reduce((sum, p) => sum + p.cost, 0));
    expect(d.teamRank).toBe(d.players.reduce((sum, p) => sum + p.rank, 0));
    expect(d.rankPerDollar).toBeCloseTo(d.teamRank / d.moneySpent, 2);
    // Two injury events (after games 4 and 8), each covered by signings.
    expect(d.injuries.map((r) => r.afterGame)).toEqual([4, 8]);
    expect(d.injuries.every((r) => r.filled && r.covers.length === 2 && r.covers.every((c) => c.how === 'signed'))).toBe(true);
    expect(firestoreProblems(s)).toEqual([]);
    expect(lastDebrief(must(applyMove(s, { type: 'repeatSeason' })))).toBeNull();
  });

  it('counts seasons across repeats and keeps at most MAX_DEBRIEFS', () => {
    const s = finished();
    const again = finished(6);
    const second = seasonDebrief({ ...again, debriefs: s.debriefs });
    expect(second.seasonNumber).toBe(2);
    let many = s;
    const d = s.debriefs[0] ?? fail();
    for (let i = 0; i < MAX_DEBRIEFS + 5; i++) many = recordDebrief(many, d);
    expect(many.debriefs).toHaveLength(MAX_DEBRIEFS);
  });

  it('records a trade that freed money and a short-handed game, in plain words', () => {
    const hurt = playGames(cheapLineup(fresh(8)), 4);
    const record = hurt.season.injuries[0] ?? fail();
    expect(record.filled).toBe(false);
    // Trade a forward still in the lineup, then play short-handed with no market left.
    const slot = (['fOne', 'fTwo', 'fThree'] as const).find((x) => hurt[x] !== null) ?? 'fOne';
    const incoming = market(hurt, 'forward')[0] ?? fail();
    const traded = play(hurt, { type: 'trade', slot, playerId: incoming._id });
    const cover = traded.season.injuries[0]?.covers[0] ?? fail();
    expect(cover.how).toBe('traded');
    expect(cover.tradedAway?.playerId).toBe(hurt[slot]);
    const empty: Student = {
      ...traded,
      players: traded.players.map((p) => (p.playerAssignment === 'marketPlayer' || p.playerAssignment === 'offeredScoutPlayer' ? { ...p, playerAssignment: 'unavailable' } : p)),
    };
    const after = play(empty, { type: 'playGame', cheerBonus: 0 });
    const logged = after.season.injuries[0] ?? fail();
    expect(logged.shortHandedGames).toBe(1);
    const story = injuryStory(logged);
    expect(story).toMatch(/^After game 4, .+ and .+ were injured\. You traded .+ \(\$\d\) for .+ \(\$\d\)\. Nobody could fill every spot, so your team played 1 game with empty spots\.$/);
  });

  it('tells a signing-only cover plainly', () => {
    const d = finished().debriefs[0] ?? fail();
    expect(injuryStory(d.injuries[0] ?? fail())).toMatch(/^After game 4, .+ and .+ were injured\. You signed .+ \(\$\d\) and .+ \(\$\d\)\.$/);
  });
});

describe('the one suggestion for next season', () => {
  it('save-first: nothing saved', () => {
    const s = debriefSuggestion(figures({ savings: 0, savingsCup: false, topThreeCup: true }));
    expect(s).toEqual({
      rule: 'save-first',
      text: 'You saved $0, so you missed the savings cup. Next season, move the savings slider a little before you sign players. Even $1 counts!',
    });
    expect(debriefSuggestion(figures({ level: 2, savings: 0 })).text).toMatch(/Even \$10 counts!$/);
  });
  it('cover-injuries: games with empty spots', () => {
    expect(debriefSuggestion(figures({ savings: 1, shortHandedGames: 2 }))).toEqual({
      rule: 'cover-injuries',
      text: 'Your team played 2 games with empty spots after injuries. Next season, keep some money you can use to sign a new player when someone gets hurt.',
    });
  });
  it('spend-savings: a lot saved but not top three', () => {
    expect(debriefSuggestion(figures({ savings: 6, totalBudget: 15, topThreeCup: false, place: 7, shortHandedGames: 0 }))).toEqual({
      rule: 'spend-savings',
      text: 'You saved $6, great! But your team finished 7th. Next season, save a little less and use that money for stronger players.',
    });
  });
  it('rank-per-dollar: little rank bought for the money', () => {
    const s = debriefSuggestion(
      figures({ savings: 1, totalBudget: 15, topThreeCup: false, place: 5, shortHandedGames: 0, rankPerDollar: 4, averageRankPerDollar: 6 }),
    );
    expect(s.rule).toBe('rank-per-dollar');
    expect(s.text).toBe(
      "Your team rank was low for what you spent. Next season, compare each player's rank with their price before you sign them: look for a high rank at a low price.",
    );
  });
  it('stronger-team: good value but not top three', () => {
    const over = { savings: 1, totalBudget: 15, topThreeCup: false, place: 11, shortHandedGames: 0, rankPerDollar: 7, averageRankPerDollar: 6 };
    expect(debriefSuggestion(figures({ ...over, rolloverAvailable: 1 }))).toEqual({
      rule: 'stronger-team',
      text: 'Your team finished 11th. The top three earn a cup. Next season, add the $1 you saved to your budget and sign players with higher ranks, and cheer hard in every game!',
    });
    expect(debriefSuggestion(figures({ ...over, rolloverAvailable: 0 })).text).toBe(
      'Your team finished 11th. The top three earn a cup. Next season, sign players with higher ranks, and cheer hard in every game!',
    );
  });
  it('keep-going: top three with savings', () => {
    expect(debriefSuggestion(figures({ savings: 2, topThreeCup: true, place: 2, shortHandedGames: 0 }))).toEqual({
      rule: 'keep-going',
      text: 'Great season! You saved $2 and finished 2nd. Keep saving first and comparing rank per dollar before you sign players.',
    });
  });
  it('a smart saver\'s whole season ends with a stored debrief', () => {
    const end = playSeason(fresh(2025, 2), smart, createRng(2));
    const d = lastDebrief(end) ?? fail();
    expect(d.level).toBe(2);
    expect(d.savings).toBeGreaterThan(0);
    expect(d.suggestion.text.length).toBeGreaterThan(20);
    expect(firestoreProblems(end)).toEqual([]);
  });
});
