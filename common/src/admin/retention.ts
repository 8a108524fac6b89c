// POST /api/v1/admin/retention/run: runs the retention job now (docs/decisions.md#d39), as the daily schedule does in production; the local emulator fires no
// schedules. A dry run deletes nothing and answers what would go.
import { z } from "zod";
import type { ApiSuccess } from "../api";

export const retentionRunBodySchema = z.object({ dryRun: z.boolean().default(false) }).strict();

export type RetentionRunAnswer = ApiSuccess<{
  data: {
    dryRun: boolean;
    /** The periods in force, in days. */
    settings: { studentDays: number; teacherDays: number };
    /** Ids (never names) of the teachers, with their classes, past their period. */
    teachersDue: string[];
    /** Ids of the students past their period, beside those of the teachers above. */
    studentsDue: string[];
    teachersRemoved: number;
    studentsRemoved: number;
  };
}>;
