import { CUPS, formatMoney, LOW_VALUE_SHARE, MONEY_UNIT, ordinal, type Cup, type SeasonDebrief } from '@rink/game';

// The debrief's sentences (in words a 10-year-old reads), kept pure so each
// branch is tested. The figures come from the engine's seasonDebrief; nothing is recomputed.

const cupOf = (d: SeasonDebrief, key: Cup['key']): Cup => {
  const cup = CUPS[d.level].find((c) => c.key === key);
  if (!cup) throw new Error(`Level ${d.level} has no ${key}`);
  return cup;
};

/** What the student saved and what it became: the savings cup and the rollover. */
export function savingsStory(d: SeasonDebrief): { saved: string; cup: string; rollover: string } {
  const cup = cupOf(d, 'savingsCup').name;
  const fromEarlier = d.rolloverAvailable - d.savings;
  return {
    saved:
      d.savings > 0
        ? `You finished the season with ${formatMoney(d.savings)} still in savings.`
        : 'You finished the season with $0 in savings.',
    cup: d.savingsCup ? `That won the ${cup}!` : `The ${cup} needs money left in savings at the end, so it stayed on the shelf this time.`,
    rollover:
      d.rolloverAvailable > 0
        ? `Saved money is not lost: ${formatMoney(d.rolloverAvailable)} now waits for you${
            d.savings > 0 && fromEarlier > 0 ? ` (${formatMoney(d.savings)} from this season and ${formatMoney(fromEarlier)} from earlier ones)` : ''
          }. Next season, press “Use Last Season’s Savings” on Budget to add it to your budget.`
        : 'Money you save at the end of a season can be added to the next season’s budget.',
  };
}

/** A rank-per-money figure a child can read: one decimal at most, no trailing .0. */
const perUnit = (rankPerDollar: number, unit: number): string => String(Math.round(rankPerDollar * unit * 10) / 10);

/**
 * What the money bought, said per the level's money unit ($1, $10 or $100) so the numbers are
 * not tiny decimals, and compared with the average buy on the same bands as the engine's
 * rank-per-dollar suggestion (LOW_VALUE_SHARE).
 */
export function valueStory(d: SeasonDebrief): { spent: string; perMoney: string; verdict: string } {
  const spent = `You spent ${formatMoney(d.moneySpent)} of your ${formatMoney(d.totalBudget)} budget on your starters. Together they made a team rank of ${d.teamRank}.`;
  if (d.moneySpent <= 0 || d.averageRankPerDollar <= 0) {
    return { spent, perMoney: 'You did not pay for any players this season.', verdict: '' };
  }
  const unit = MONEY_UNIT[d.level];
  const money = formatMoney(unit);
  const perMoney = `Every ${money} you spent bought about ${perUnit(d.rankPerDollar, unit)} rank points. An average player gives about ${perUnit(d.averageRankPerDollar, unit)} for ${money}.`;
  let verdict = 'That is about average.';
  if (d.rankPerDollar < d.averageRankPerDollar * LOW_VALUE_SHARE) {
    verdict = 'That is less than average: some of your players cost a lot for their rank.';
  } else if (d.rankPerDollar * LOW_VALUE_SHARE > d.averageRankPerDollar) {
    verdict = 'Great shopping: you got more rank for your money than average!';
  }
  return { spent, perMoney, verdict };
}

/** The final place among all the teams. */
export const placeStory = (d: SeasonDebrief): string => `Your team finished ${ordinal(d.place)} of ${d.teams} teams.`;

/** One line per cup of the level, won or not this season. */
export function cupLines(d: SeasonDebrief): { name: string; image: string; won: boolean; line: string }[] {
  const won: Record<Cup['key'], boolean> = { savingsCup: d.savingsCup, thirdCup: d.topThreeCup, firstCup: d.firstCup };
  return CUPS[d.level].map((cup) => ({
    name: cup.name,
    image: cup.image,
    won: won[cup.key],
    line: `${cup.name}: ${won[cup.key] ? 'won!' : 'not this time.'}`,
  }));
}

const POSITION_WORD = { forward: 'Forward', defense: 'Defense', goalie: 'Goalie' } as const;

/** A lineup position as the team page says it. */
export const positionWord = (position: keyof typeof POSITION_WORD): string => POSITION_WORD[position];

/** A word on the money check's change, for a child: praise for growth, no shame for a dip. */
export function checkGrowthWords(before: number | null, now: number): string {
  if (before === null) return 'Next time you take the check, you will see how much you have grown.';
  if (now > before) return `That is ${now - before} more right than before your first season. Your money choices are paying off!`;
  if (now === before) return 'The same as before your first season. Read the explanations again: they show how each choice works in your team.';
  return 'A few fewer than before. That happens! Read each explanation again, and try the ideas in your next season.';
}
