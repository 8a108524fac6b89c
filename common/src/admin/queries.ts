// Queries of the admin calls, parsed before any work is done.
import { z } from "zod";
import { accountIdSchema } from "../ids";

/** GET /admin/teachers (and the CSV): an optional search over name, grade taught, school and district (docs/product.md#admin-teachers). */
export const teacherSearchQuerySchema = z.object({
  search: z.string().trim().max(100, "A search has at most 100 characters").optional(),
});

/** GET /admin/students/timespent: the whole programme, or one teacher's class with ?user={teacherId}. */
export const timeSpentQuerySchema = z.object({
  user: accountIdSchema.optional(),
});
