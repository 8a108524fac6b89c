// Input shapes shared by the student handlers.
import { z } from "zod";

/** Longest name accepted (spec point 5: 99 characters for registration fields). */
export const MAX_NAME_LENGTH = 99;

export const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters.`);

/** Auth uids and Firestore ids: letters, digits, '-' and '_' (never '/'), at most 128 characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, "Not a valid id.");

export const studentIdParams = z.object({ id: idSchema });

export const studentNamesSchema = z.strictObject({
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
});
