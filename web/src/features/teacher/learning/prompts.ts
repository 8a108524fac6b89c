// Discussion prompts for the class, made from what the class did (docs/product.md: the Learning
// tab's "Project prompts"). Each is tied to one area of the standards and carries the class's
// live numbers, and each is offered only when the data holds it up: no "0 of 0", no injury
// question before anyone was hurt. The weakest area comes first, so the talk starts where the
// class needs it most. Pure: the same rows always make the same prompts (prompts.test.ts).
import { CHECKED_STANDARDS, STANDARD_NAMES, type CheckedStandard } from '@rink/game';
import type { CheckResult } from '@rink/common';
import type { ProgressRow } from '../live/progress-view';
import { classAverages, classHabits, percent, type Tally } from './learning-figures';

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The question each area asks of a check's result. */
const AREA_QUESTIONS: Readonly<Record<CheckedStandard, string>> = {
  spending: 'When you choose one thing, what do you give up?',
  saving: 'Why save first and spend what is left, not the other way round?',
  managingRisk: 'What could go wrong for a team, and how do you get ready before it does?',
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
    const part = averages.parts.find((p) => p.part === standard);
    if (averages.afterStudents > 0 && part?.after != null) return part.after;
    if (averages.beforeStudents > 0 && part?.before != null) return part.before;
    const decisions = rows.reduce((sum, row) => ({ right: sum.right + row.learning.decisions[standard].met, of: sum.of + row.learning.decisions[standard].judged }), { right: 0, of: 0 });
    return percent(decisions);
  };
  return Object.fromEntries(CHECKED_STANDARDS.map((standard) => [standard, strength(standard)])) as Record<CheckedStandard, number | null>;
}

function injuriesPrompt(rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const hurt = rows.filter((row) => row.learning.habits.injuries > 0);
  if (hurt.length === 0) return null;
  const short = hurt.filter((row) => row.learning.habits.injuriesCovered < row.learning.habits.injuries).length;
  return short > 0
    ? {
        id: 'injuries',
        standard: 'managingRisk',
        figures: `${short} of ${plural(hurt.length, 'team', 'teams')} hit by an injury could not fill the spots in time and played short.`,
        question: 'What is an emergency fund for, and how much should a team keep in it?',
      }
    : {
        id: 'injuries',
        standard: 'managingRisk',
        figures: `All ${plural(hurt.length, 'team', 'teams')} hit by an injury filled the spots without playing short.`,
        question: 'What did those teams do before the injury that made it possible?',
      };
}

function seasonsSavedPrompt(rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const { seasons, seasonsSaved } = classHabits(rows);
  if (seasons === 0) return null;
  return {
    id: 'seasonsSaved',
    standard: 'saving',
    figures: `${seasonsSaved} of ${plural(seasons, 'season', 'seasons')} ended with savings (${percent({ right: seasonsSaved, of: seasons }) ?? 0}%).`,
    question: seasonsSaved * 2 < seasons ? 'Why is it hard to keep savings to the end of a season?' : 'What can a team do next season with the money it saved?',
  };
}

function refusalsPrompt(rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const { refusals, refusalsRecovered } = classHabits(rows);
  if (refusals === 0) return null;
  return {
    id: 'refusals',
    standard: 'spending',
    figures: `${plural(refusals, 'signing was', 'signings were')} refused for lack of money; ${refusalsRecovered} of those spots ${refusalsRecovered === 1 ? 'was' : 'were'} filled later.`,
    question: 'When you cannot afford what you want, what are your choices?',
  };
}

function weakestAreaPrompt(rows: readonly ProgressRow[]): DiscussionPrompt | null {
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
    figures: `On the ${which} money check, the class got ${percent(tally)}% of the ${STANDARD_NAMES[standard]} questions right (${tally.right} of ${tally.of} answers).`,
    question: AREA_QUESTIONS[standard],
  };
}

function biggestGainPrompt(rows: readonly ProgressRow[]): DiscussionPrompt | null {
  const both = rows.filter((row) => row.learning.before && row.learning.latest);
  if (both.length === 0) return null;
  const gains = CHECKED_STANDARDS.map((standard) => {
    const before = percent(pool(both.flatMap((row) => (row.learning.before ? [row.learning.before] : [])), standard)) ?? 0;
    const after = percent(pool(both.flatMap((row) => (row.learning.latest ? [row.learning.latest] : [])), standard)) ?? 0;
    return { standard, before, after };
  });
  const best = gains.sort((a, b) => b.after - b.before - (a.after - a.before))[0];
  if (!best || best.after <= best.before) return null;
  const name = STANDARD_NAMES[best.standard];
  return {
    id: 'biggestGain',
    standard: best.standard,
    figures: `In ${name}, the ${plural(both.length, 'student', 'students')} who took both checks went from ${best.before}% right before playing to ${best.after}% after.`,
    question: `What did the game show you about ${name.toLowerCase()} that you did not know before?`,
  };
}

/** The prompts the class's data holds up, the weakest area's first, at most MAX_PROMPTS. */
export function discussionPrompts(rows: readonly ProgressRow[]): DiscussionPrompt[] {
  const strength = areaStrength(rows);
  // An area with no figures at all goes after every area with some (a percent is at most 100).
  const rank = (standard: CheckedStandard) => strength[standard] ?? 101;
  const made = [weakestAreaPrompt, injuriesPrompt, seasonsSavedPrompt, refusalsPrompt, biggestGainPrompt]
    .map((make) => make(rows))
    .filter((prompt): prompt is DiscussionPrompt => prompt !== null);
  // A stable sort: within one area, the order above (the check's weakest area, then the habits).
  return made.sort((a, b) => rank(a.standard) - rank(b.standard)).slice(0, MAX_PROMPTS);
}
