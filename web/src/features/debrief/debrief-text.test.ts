import { describe, expect, it } from 'vitest';
import type { SeasonDebrief } from '@rink/game';
import { checkGrowthWords, cupLines, placeStory, savingsStory, valueStory } from './debrief-text';

const base: SeasonDebrief = {
  level: 1,
  seasonNumber: 1,
  wins: 8,
  losses: 3,
  overtimeLosses: 1,
  points: 17,
  place: 2,
  teams: 13,
  savings: 3,
  savingsCup: true,
  topThreeCup: true,
  firstCup: false,
  rolloverAvailable: 3,
  totalBudget: 15,
  moneySpent: 11,
  teamRank: 132,
  rankPerDollar: 12,
  averageRankPerDollar: 12.5,
  players: [],
  injuries: [],
  shortHandedGames: 0,
  suggestion: { rule: 'keep-going', text: 'Great season!' },
  decisions: [],
};

describe('debrief texts', () => {
  it('tells what was saved, the savings cup and the rollover', () => {
    expect(savingsStory(base)).toEqual({
      saved: 'You finished the season with $3 still in savings.',
      cup: 'That won the Level 1 Savings Cup!',
      rollover: 'Saved money is not lost: $3 now waits for you. Next season, press “Use Last Season’s Savings” on Budget to add it to your budget.',
    });
  });

  it('splits the rollover between this season and earlier ones', () => {
    expect(savingsStory({ ...base, rolloverAvailable: 5 }).rollover).toContain('$5 now waits for you ($3 from this season and $2 from earlier ones)');
  });

  it('explains a season without savings', () => {
    const story = savingsStory({ ...base, savings: 0, savingsCup: false, rolloverAvailable: 0 });
    expect(story.saved).toBe('You finished the season with $0 in savings.');
    expect(story.cup).toContain('Level 1 Savings Cup needs money left in savings');
    expect(story.rollover).toBe('Money you save at the end of a season can be added to the next season’s budget.');
  });

  it('compares rank per money with the average, per the level money unit', () => {
    expect(valueStory(base)).toEqual({
      spent: 'You spent $11 of your $15 budget on your starters. Together they made a team rank of 132.',
      perMoney: 'Every $1 you spent bought about 12 rank points. An average player gives about 12.5 for $1.',
      verdict: 'That is about average.',
    });
    expect(valueStory({ ...base, rankPerDollar: 10 }).verdict).toContain('less than average');
    expect(valueStory({ ...base, rankPerDollar: 14.5 }).verdict).toContain('more rank for your money');
    const level3 = valueStory({ ...base, level: 3, moneySpent: 1200, totalBudget: 1500, rankPerDollar: 0.41, averageRankPerDollar: 0.38 });
    expect(level3.perMoney).toBe('Every $100 you spent bought about 41 rank points. An average player gives about 38 for $100.');
    expect(valueStory({ ...base, moneySpent: 0, rankPerDollar: 0 }).verdict).toBe('');
  });

  it('says the place and each cup of the level', () => {
    expect(placeStory(base)).toBe('Your team finished 2nd of 13 teams.');
    expect(cupLines({ ...base, level: 2 }).map((c) => c.line)).toEqual([
      'Level 2 Savings Cup: won!',
      'Level 2 Top Three Cup: won!',
      'Silver Skate Trophy: not this time.',
    ]);
  });
});

describe('the money check growth words', () => {
  it('praise growth with its size, and never shame a dip', () => {
    expect(checkGrowthWords(3, 7)).toBe('That is 4 more right than before your first season. Your money choices are paying off!');
    expect(checkGrowthWords(5, 5)).toContain('The same as before');
    expect(checkGrowthWords(6, 4)).toContain('That happens!');
    expect(checkGrowthWords(null, 4)).toContain('Next time you take the check');
  });
});
