// Path and query shapes of the admin calls, parsed before any work is done.
import { z } from "zod";

/**
 * A teacher's or student's id as used in a path: an Auth uid that is also a
 * Firestore document id (auto ids, or the seed's "demo-teacher"). Anything
 * else can name no account, so it is refused as a bad request.
 */
export const accountId = z
  .string()
  .min(1, "An id is required")
  .max(128, "An id has at most 128 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "An id has only letters, digits, '-' and '_'");

export const idParams = z.object({ id: accountId });

/** GET /admin/teachers (and the CSV): an optional search over name, grade taught, school and district (spec point 5). */
export const teacherSearchQuery = z.object({
  search: z.string().trim().max(100, "A search has at most 100 characters").optional(),
});

/** GET /admin/students/timespent: the whole programme, or one teacher's class with ?user={teacherId}. */
export const timeSpentQuery = z.object({
  user: accountId.optional(),
});
