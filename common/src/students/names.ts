// A student's names, as a teacher types them (spec point 5: first and last name needed).
import { z } from "zod";

/** Longest name accepted (spec point 9: 99 characters for registration fields). */
export const MAX_NAME_LENGTH = 99;

export const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters.`);

/** POST /student: a new student's names. */
export const studentNamesSchema = z.strictObject({
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
});
export type StudentNames = z.infer<typeof studentNamesSchema>;

/** PUT /student/{id} by a teacher: either name, or both. */
export const editNamesSchema = z
  .strictObject({ firstName: nameSchema("First name").optional(), lastName: nameSchema("Last name").optional() })
  .refine((names) => names.firstName !== undefined || names.lastName !== undefined, "Send firstName or lastName to change.");
export type EditNamesRequest = z.infer<typeof editNamesSchema>;
