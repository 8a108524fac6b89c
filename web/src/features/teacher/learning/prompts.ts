// Discussion prompts for the class, made from what the class did (docs/product.md: the Learning
// tab's "Project prompts"). Each is tied to one area of the standards and carries the class's
// live numbers, and each is offered only when the data holds it up: no "0 of 0", no injury
// question before anyone was hurt. The weakest area comes first, so the talk starts where the
// class needs it most. Pure: the same rows always make the same prompts (prompts.test.ts).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { CHECKED_STANDARDS, type CheckedStandard } from '@rink/game';
import type { CheckResult } from '@rink/common';
import type { ProgressRow } from '../live/progress-view';
import { areaName, classAverages, classHabits, percent, type Tally } from './learning-figures';
import { promptMessages as m } from './messages';

export interface DiscussionPrompt {
  /** Which rule made it (stable, for keys and tests). */
  id: 'injuries' | 'seasonsSaved' | 'refusals' | 'weakestArea' | 'biggestGain';
  standard: CheckedStandard;
  /** What the class did, with its numbers. */
  figures: string;
  /** The question to talk about. */
  question: string;
}

/** At most this many: a lesson's discussion, not a survey. */
export const MAX_PROMPTS = 5;

/** The question each area asks of a check's result. */
const AREA_QUESTIONS: Readonly<Record<CheckedStandard, MessageDescriptor>> = {
  spending: m.spendingQuestion,
  saving: m.savingQuestion,
  managingRisk: m.managingRiskQuestion,
};

const pool = (results: readonly CheckResult[], standard: CheckedStandard): Tally =>
  results.reduce((sum, result) => ({ right: sum.right + result.byStandard[standard].right, of: sum.of + result.byStandard[standard].of }), { right: 0, of: 0 });

/**
 * How well the class does in each area, in percent: the latest checks after a season when there
 * are any, else the checks before, else the share of decisions met; null with nothing at all.
 */
export function areaStrength(rows: readonly ProgressRow[]): Record<CheckedStandard, number | null> {
  const averages = classAverages(rows);
  const strength = (standard: CheckedStandard): number | null => {
    const part = averages.everyone.find((p) => p.part === standard);
    if (averages.afterStudents > 0 && part?.after != null) return part.after;
    if (averages.beforeStudents > 0 && part?.before != null) return part.before;
    const decisions = rows.reduce((sum, row) => ({ right: sum.right + row.learning.decisions[standard].met, of: sum.of + row.learning.decisions[standard].judged }), { right: 0, of: 0 });
    return percent(decisions);
  };
  return Object.fromEntries(CHECKED_STANDARDS.map((standard) => [standard, strength(standard)])) as Record<CheckedStandard, number | null>;
}

function injuriesPrompt(intl: IntlShape, rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const hurt = rows.filter((row) => row.learning.habits.injuries > 0);
  if (hurt.length === 0) return null;
  const short = hurt.filter((row) => row.learning.habits.injuriesCovered < row.learning.habits.injuries).length;
  return short > 0
    ? {
        id: 'injuries',
        standard: 'managingRisk',
        figures: intl.formatMessage(m.injuriesShort, { short, teams: hurt.length }),
        question: intl.formatMessage(m.injuriesShortQuestion),
      }
    : {
        id: 'injuries',
        standard: 'managingRisk',
        figures: intl.formatMessage(m.injuriesCovered, { teams: hurt.length }),
        question: intl.formatMessage(m.injuriesCoveredQuestion),
      };
}

function seasonsSavedPrompt(intl: IntlShape, rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const { seasons, seasonsSaved } = classHabits(rows);
  if (seasons === 0) return null;
  return {
    id: 'seasonsSaved',
    standard: 'saving',
    figures: intl.formatMessage(m.seasonsSaved, { saved: seasonsSaved, seasons, percent: percent({ right: seasonsSaved, of: seasons }) ?? 0 }),
    question: intl.formatMessage(seasonsSaved * 2 < seasons ? m.seasonsSavedHard : m.seasonsSavedNext),
  };
}

function refusalsPrompt(intl: IntlShape, rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const { refusals, refusalsRecovered } = classHabits(rows);
  if (refusals === 0) return null;
  return {
    id: 'refusals',
    standard: 'spending',
    figures: intl.formatMessage(m.refusals, { refusals, recovered: refusalsRecovered }),
    question: intl.formatMessage(m.refusalsQuestion),
  };
}

function weakestAreaPrompt(intl: IntlShape, rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const after = rows.flatMap((row) => (row.learning.latest ? [row.learning.latest] : []));
  const before = rows.flatMap((row) => (row.learning.before ? [row.learning.before] : []));
  const [results, which] = after.length > 0 ? [after, 'latest'] : [before, 'first'];
  const scored = CHECKED_STANDARDS.map((standard) => ({ standard, tally: pool(results, standard) })).filter(({ tally }) => tally.of > 0);
  const weakest = scored.sort((a, b) => (percent(a.tally) ?? 0) - (percent(b.tally) ?? 0))[0];
  if (!weakest) return null;
  const { standard, tally } = weakest;
  return {
    id: 'weakestArea',
    standard,
    figures: intl.formatMessage(which === 'latest' ? m.weakestLatest : m.weakestFirst, { percent: percent(tally) ?? 0, area: areaName(intl, standard), right: tally.right, of: tally.of }),
    question: intl.formatMessage(AREA_QUESTIONS[standard]),
  };
}

/** The area that grew most, over the students with both checks (classAverages: the one rule). */
function biggestGainPrompt(intl: IntlShape, rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const averages = classAverages(rows);
  if (!averages.paired) return null;
  const gains = CHECKED_STANDARDS.map((standard) => {
    const part = averages.parts.find((p) => p.part === standard);
    return { standard, before: part?.before ?? 0, after: part?.after ?? 0 };
  });
  const best = gains.sort((a, b) => b.after - b.before - (a.after - a.before))[0];
  if (!best || best.after <= best.before) return null;
  const name = areaName(intl, best.standard);
  return {
    id: 'biggestGain',
    standard: best.standard,
    figures: intl.formatMessage(averages.baseline === 'before' ? m.biggestGain : m.biggestGainFirst, {
      area: name,
      students: averages.bothStudents,
      before: best.before,
      after: best.after,
    }),
    question: intl.formatMessage(m.biggestGainQuestion, { area: name.toLocaleLowerCase(intl.locale) }),
  };
}

/** The prompts the class's data holds up, the weakest area's first, at most MAX_PROMPTS. */
export function discussionPrompts(intl: IntlShape, rows: readonly ProgressRow[]): DiscussionPrompt[] {
  const strength = areaStrength(rows);
  // An area with no figures at all goes after every area with some (a percent is at most 100).
  const rank = (standard: CheckedStandard) => strength[standard] ?? 101;
  const made = [weakestAreaPrompt, injuriesPrompt, seasonsSavedPrompt, refusalsPrompt, biggestGainPrompt]
    .map((make) => make(intl, rows))
    .filter((prompt): prompt is DiscussionPrompt => prompt !== null);
  // A stable sort: within one area, the order above (the check's weakest area, then the habits).
  return made.sort((a, b) => rank(a.standard) - rank(b.standard)).slice(0, MAX_PROMPTS);
}
