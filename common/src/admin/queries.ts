// Queries of the admin calls, parsed before any work is done.
import { z } from "zod";
import { accountIdSchema } from "../ids";

/** GET /admin/teachers.csv: an optional search over name, grade taught, school and district (docs/product.md#admin-teachers). */
export const teacherSearchQuerySchema = z.object({
  search: z.string().trim().max(100, "A search has at most 100 characters").optional(),
});

/** Teachers on one page of the admin's list, unless the call asks for fewer (docs/decisions.md#d77). */
export const TEACHER_PAGE_SIZE = 50;

/**
 * GET /admin/teachers: one page of the list, in name order. `after` is the `next` of the page
 * before (an opaque cursor); `limit` at most TEACHER_PAGE_SIZE.
 */
export const teacherPageQuerySchema = teacherSearchQuerySchema.extend({
  after: z.string().max(600, "That page cursor is not one this list gave").optional(),
  limit: z.coerce.number().int().min(1, "A page has at least 1 teacher").max(TEACHER_PAGE_SIZE, `A page has at most ${TEACHER_PAGE_SIZE} teachers`).optional(),
});

/** GET /admin/students/timespent: the whole programme, or one teacher's class with ?user={teacherId}. */
export const timeSpentQuerySchema = z.object({
  user: accountIdSchema.optional(),
});
