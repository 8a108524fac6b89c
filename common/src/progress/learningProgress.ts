// What the teacher's Learning tab shows of one student (docs/learning.md): the money check
// before and the latest after, by area of the standards; the check due now; and the money
// decisions of every season kept, judged by the engine (learning/decisions.ts). Derived from the
// student's document by one pure function, carried in their progress document so the tab is live.
import { z } from "zod";
import { CHECKED_STANDARDS, checkProgress, checkQuestions, dueCheck, type CheckScore, type CheckedStandard, type DecisionKind, type Student } from "@rink/game";

const tallySchema = z.object({ right: z.number(), of: z.number() });
const byStandardSchema = z.object({ spending: tallySchema, saving: tallySchema, managingRisk: tallySchema });

const checkResultSchema = z.object({
  /** The season the check followed (0: the check before any season). */
  afterSeason: z.number(),
  form: z.enum(["A", "B"]),
  right: z.number(),
  of: z.number(),
  byStandard: byStandardSchema,
});
export type CheckResult = z.infer<typeof checkResultSchema>;

const decisionTallySchema = z.object({ met: z.number(), judged: z.number() });
type DecisionTally = z.infer<typeof decisionTallySchema>;

export const learningSchema = z.object({
  /** The class takes the check (the teacher's setting, as the student's document has it). */
  checkOn: z.boolean(),
  /** The check the student should take now, and how far they are in it; null when none is due. */
  checkDue: z.object({ moment: z.enum(["before", "after"]), answered: z.number(), of: z.number() }).nullable(),
  before: checkResultSchema.nullable(),
  /** The newest check taken after a season. */
  latest: checkResultSchema.nullable(),
  checksTaken: z.number(),
  /** The seasons' judged decisions, by area: how many did what the lesson asks, of how many judged. */
  decisions: z.object({ spending: decisionTallySchema, saving: decisionTallySchema, managingRisk: decisionTallySchema }),
  /** The habits behind them, over the seasons kept. */
  habits: z.object({
    seasons: z.number(),
    seasonsSaved: z.number(),
    injuries: z.number(),
    injuriesCovered: z.number(),
    refusals: z.number(),
    refusalsRecovered: z.number(),
  }),
});
export type LearningProgress = z.infer<typeof learningSchema>;

const resultOf = (score: CheckScore | null): CheckResult | null =>
  score && { afterSeason: score.afterSeason, form: score.form, right: score.right, of: score.of, byStandard: score.byStandard };

export function learningOf(student: Student): LearningProgress {
  const progress = checkProgress(student.moneyCheck.taken);
  const due = dueCheck(student);
  const records = student.debriefs.flatMap((debrief) => debrief.decisions);
  const tally = (standard: CheckedStandard): DecisionTally => {
    const judged = records.filter((record) => record.standard === standard);
    return { met: judged.filter((record) => record.met).length, judged: judged.length };
  };
  const of = (kind: DecisionKind) => records.filter((record) => record.kind === kind);
  const decisions = Object.fromEntries(CHECKED_STANDARDS.map((standard) => [standard, tally(standard)])) as LearningProgress["decisions"];
  return {
    checkOn: student.moneyCheck.on,
    checkDue: due && {
      moment: due.moment,
      answered: student.moneyCheck.current?.answers.length ?? 0,
      of: checkQuestions(due.form).length,
    },
    before: resultOf(progress.before),
    latest: resultOf(progress.now),
    checksTaken: student.moneyCheck.taken.length,
    decisions,
    habits: {
      seasons: student.debriefs.length,
      seasonsSaved: of("savedAtEnd").filter((record) => record.met).length,
      injuries: of("injuryCovered").length,
      injuriesCovered: of("injuryCovered").filter((record) => record.met).length,
      refusals: of("refusalRecovered").length,
      refusalsRecovered: of("refusalRecovered").filter((record) => record.met).length,
    },
  };
}
