// A student's names, as a teacher types them (docs/product.md#add-student: first and last name needed).
import { z } from "zod";
import { cleanName, nameProblem } from "../text/names";

/** Longest name accepted (docs/product.md#add-student: 99 characters for registration fields). */
export const MAX_NAME_LENGTH = 99;

/** What each field says of a name that cannot be kept (text/names.ts decides which). */
export const nameMessages = (label: string) => ({
  missing: `${label} is required.`,
  "no-letter": `${label} needs at least one letter.`,
  "too-long": `${label} must be at most ${MAX_NAME_LENGTH} characters.`,
});

/** A name as typed, kept cleaned (text/names.ts): a name of only invisible characters has no letter. */
const nameSchema = (label: string) => {
  const messages = nameMessages(label);
  return z
    .string({ error: messages.missing })
    .superRefine((typed, ctx) => {
      const problem = nameProblem(typed, MAX_NAME_LENGTH);
      if (problem) ctx.addIssue({ code: "custom", message: messages[problem] });
    })
    .transform(cleanName);
};

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
