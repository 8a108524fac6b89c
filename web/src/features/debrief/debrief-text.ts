import type { IntlShape } from 'react-intl';
import { CUPS, LOW_VALUE_SHARE, MONEY_UNIT, type Cup, type SeasonDebrief } from '@rink/game';
import { formattersOfIntl, type Formatters } from '@/i18n/format';
import { contentText } from '@/i18n/content/useContent';
import { debriefMessages as m } from './messages';

// The debrief's sentences (in words a 10-year-old reads), kept pure so each branch is tested,
// in the language of the IntlShape given (messages.ts, es/debrief.json). The figures come from
// the engine's seasonDebrief; nothing is recomputed.

/** Money and numbers in intl's language (its locale is one of LOCALES'). */
const formatsOf = (intl: IntlShape): Formatters => formattersOfIntl(intl);

const cupOf = (d: SeasonDebrief, key: Cup['key']): Cup => {
  const cup = CUPS[d.level].find((c) => c.key === key);
  if (!cup) throw new Error(`Level ${d.level} has no ${key}`);
  return cup;
};

/** What the student saved and what it became: the savings cup and the rollover. */
export function savingsStory(intl: IntlShape, d: SeasonDebrief): { saved: string; cup: string; rollover: string } {
  const { money } = formatsOf(intl);
  const cup = contentText(intl).cupName(cupOf(d, 'savingsCup'));
  const fromEarlier = d.rolloverAvailable - d.savings;
  let rollover = intl.formatMessage(m.noRollover);
  if (d.rolloverAvailable > 0) {
    rollover =
      d.savings > 0 && fromEarlier > 0
        ? intl.formatMessage(m.rolloverSplit, { rollover: money(d.rolloverAvailable), thisSeason: money(d.savings), earlier: money(fromEarlier) })
        : intl.formatMessage(m.rollover, { rollover: money(d.rolloverAvailable) });
  }
  return {
    saved: d.savings > 0 ? intl.formatMessage(m.savedSome, { savings: money(d.savings) }) : intl.formatMessage(m.savedNone),
    cup: intl.formatMessage(d.savingsCup ? m.cupWon : m.cupMissed, { cup }),
    rollover,
  };
}

/** A rank-per-money figure a child can read: one decimal at most, no trailing .0. */
const perUnit = (rankPerDollar: number, unit: number): number => Math.round(rankPerDollar * unit * 10) / 10;

/**
 * What the money bought, said per the level's money unit ($1, $10 or $100) so the numbers are
 * not tiny decimals, and compared with the average buy on the same bands as the engine's
 * rank-per-dollar suggestion (LOW_VALUE_SHARE).
 */
export function valueStory(intl: IntlShape, d: SeasonDebrief): { spent: string; perMoney: string; verdict: string } {
  const { money, number } = formatsOf(intl);
  const spent = intl.formatMessage(m.spent, { spent: money(d.moneySpent), budget: money(d.totalBudget), rank: d.teamRank });
  if (d.moneySpent <= 0 || d.averageRankPerDollar <= 0) {
    return { spent, perMoney: intl.formatMessage(m.noPlayersPaid), verdict: '' };
  }
  const unit = MONEY_UNIT[d.level];
  const perMoney = intl.formatMessage(m.perMoney, {
    money: money(unit),
    rate: number(perUnit(d.rankPerDollar, unit)),
    average: number(perUnit(d.averageRankPerDollar, unit)),
  });
  let verdict = intl.formatMessage(m.verdictAverage);
  if (d.rankPerDollar < d.averageRankPerDollar * LOW_VALUE_SHARE) {
    verdict = intl.formatMessage(m.verdictLow);
  } else if (d.rankPerDollar * LOW_VALUE_SHARE > d.averageRankPerDollar) {
    verdict = intl.formatMessage(m.verdictHigh);
  }
  return { spent, perMoney, verdict };
}

/** The final place among all the teams. */
export const placeStory = (intl: IntlShape, d: SeasonDebrief): string =>
  intl.formatMessage(m.place, { place: contentText(intl).ordinal(d.place), teams: d.teams });

/** One line per cup of the level, won or not this season. */
export function cupLines(intl: IntlShape, d: SeasonDebrief): { key: Cup['key']; name: string; image: string; won: boolean; line: string }[] {
  const won: Record<Cup['key'], boolean> = { savingsCup: d.savingsCup, thirdCup: d.topThreeCup, firstCup: d.firstCup };
  const content = contentText(intl);
  return CUPS[d.level].map((cup) => {
    const name = content.cupName(cup);
    return { key: cup.key, name, image: cup.image, won: won[cup.key], line: intl.formatMessage(m.cupLine, { cup: name, won: won[cup.key] ? 'yes' : 'no' }) };
  });
}

const POSITION_WORD = { forward: m.forward, defense: m.defense, goalie: m.goalie } as const;

/** A lineup position as the team page says it. */
export const positionWord = (intl: IntlShape, position: keyof typeof POSITION_WORD): string => intl.formatMessage(POSITION_WORD[position]);

/**
 * A word on the money check's change, for a child: praise for growth, no shame for a dip.
 * `firstCheck`: the baseline is the first check taken after a season (none came before playing).
 */
export function checkGrowthWords(intl: IntlShape, before: number | null, now: number, firstCheck = false): string {
  if (before === null) return intl.formatMessage(m.growthFirst);
  if (now > before) return intl.formatMessage(firstCheck ? m.growthMoreFirst : m.growthMore, { count: now - before });
  if (now === before) return intl.formatMessage(firstCheck ? m.growthSameFirst : m.growthSame);
  return intl.formatMessage(m.growthFewer);
}
