// Paths and queries of the /student calls.
import { z } from "zod";
import type { Level } from "@rink/game";
import { accountIdSchema } from "../ids";

/** Most students one page of the all-students list holds. */
export const MAX_PAGE_SIZE = 500;

/** GET /student?user={teacherId}&sort=firstName,lastName (a roster), or GET /student (admins: everyone, a page at a time). */
export const studentListQuerySchema = z.strictObject({
  user: accountIdSchema.optional(),
  // The spec's only order; accepted so its URL works, and the roster is always sorted so.
  sort: z.literal("firstName,lastName", { error: "sort can only be firstName,lastName." }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: accountIdSchema.optional(),
});

const LEVEL_OF = { "1": 1, "2": 2, "3": 3 } as const satisfies Record<string, Level>;

/** GET /student/init/players/level/{level}. */
export const initPlayersParamsSchema = z.object({
  level: z.enum(["1", "2", "3"], { error: "Level must be 1, 2 or 3." }).transform((level): Level => LEVEL_OF[level]),
});
