// POST /api/v1/auth/register: public teacher registration (docs/product.md#registration).
// One set of rules for both sides: the form checks each field as the user types
// (registrationFieldSchemas), the server parses the whole body (registrationBodySchema).
// Forms send numbers as text, so the number fields accept both.
import { z } from "zod";
import { MAX_CLASS_SIZE } from "../classes/limits";
import type { TeacherProfile } from "../teachers/teacher";
import { cleanName, usernameKey } from "../text/names";
import { stateCode } from "./usStates";
import * as text from "./texts";

/** docs/product.md#registration: "Maximum lengths: 99 for registration fields". */
export const REGISTRATION_MAX = 99;
export const GRADE_RANGE = { min: 1, max: 12 } as const;
export const CLASS_SIZE_RANGE = { min: 1, max: MAX_CLASS_SIZE } as const;
export const INVALID_CLASS_SIZE = `Class size must be from ${CLASS_SIZE_RANGE.min} to ${CLASS_SIZE_RANGE.max}.`;
export const PASSWORD_TOO_LONG = `Password can be at most ${REGISTRATION_MAX} characters.`;

const STARTS_WITH_LETTER = /^\p{L}/u;
/**
 * Students and admins sign in to Auth with addresses under `.invalid`
 * (functions' accounts/roles.ts); a teacher may not take one of those.
 */
const RESERVED_EMAIL = /\.invalid$/i;
/** Ids Firestore reserves ('.', '..', '__x__'): a username is a document id (usernames/{name}). */
export const RESERVED_DOCUMENT_ID = /^(\.+|__.*__)$/;

/**
 * A required string field, kept cleaned (text/names.ts: no invisible or control characters, one
 * space between words): missing or blank is '*Required.'; text that cleans to nothing (zero-width
 * spaces) or is too long is `invalid`.
 */
function requiredText<Rules extends z.ZodType<unknown, string> = z.ZodString>(invalid: string, rules?: (cleaned: z.ZodString) => Rules) {
  const cleaned = z.string().min(1, invalid).max(REGISTRATION_MAX, invalid);
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? text.REQUIRED : invalid) })
    .trim()
    .min(1, text.REQUIRED)
    .transform(cleanName)
    .pipe(rules ? rules(cleaned) : cleaned);
}

/** Name, school, district and city: required, at most 99, starting with a letter. */
const wordy = (invalid: string) => requiredText(invalid, (cleaned) => cleaned.regex(STARTS_WITH_LETTER, invalid));

/** Blank counts as missing ('Required', docs/product.md#registration); text is read as a number. */
function requiredWholeNumber(range: { min: number; max: number }, invalid: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value ?? undefined;
      return value.trim() === "" ? undefined : Number(value.trim());
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? text.NUMBER_REQUIRED : invalid) })
      .int(invalid)
      .min(range.min, invalid)
      .max(range.max, invalid),
  );
}

const password = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? text.REQUIRED : text.PASSWORD_TOO_SHORT) })
  .min(1, text.REQUIRED)
  .min(text.PASSWORD_MIN, text.PASSWORD_TOO_SHORT)
  // Login inputs stop at 100 (docs/product.md#registration), so a longer password could never be used.
  .max(REGISTRATION_MAX, PASSWORD_TOO_LONG);

/** Each field of the registration table, on its own, with the spec's message for it. */
export const registrationFieldSchemas = {
  name: wordy(text.INVALID_NAME),
  email: requiredText(text.INVALID_EMAIL, (cleaned) =>
    cleaned
      .toLowerCase()
      .regex(z.regexes.email, text.INVALID_EMAIL)
      .refine((email) => !RESERVED_EMAIL.test(email), text.INVALID_EMAIL),
  ),
  school: wordy(text.INVALID_SCHOOL),
  schoolDistrict: wordy(text.INVALID_DISTRICT),
  schoolAddress: requiredText(text.INVALID_ADDRESS),
  city: wordy(text.INVALID_CITY),
  state: requiredText(text.INVALID_STATE, (cleaned) =>
    cleaned.refine((state) => stateCode(state) !== undefined, text.INVALID_STATE).transform((state) => stateCode(state) ?? state),
  ),
  // "number, at least 5 digits": kept as text so leading zeros (Massachusetts: 02108) survive.
  zipCode: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    requiredText(text.INVALID_ZIP, (cleaned) => cleaned.regex(/^\d{5,}$/, text.INVALID_ZIP)),
  ),
  gradeTaught: requiredWholeNumber(GRADE_RANGE, text.INVALID_GRADE),
  classSize: requiredWholeNumber(CLASS_SIZE_RANGE, INVALID_CLASS_SIZE),
  // The teacher login tells a username from an e-mail by '@', and usernames are
  // document ids, so '/' and '@' are refused, and so are the ids Firestore reserves.
  // Cleaned first, so a full-width '／' or '＠' is refused too, and lookalikes share one
  // key (usernameKey, text/names.ts): the server refuses the second as taken.
  userName: requiredText(text.INVALID_USERNAME, (cleaned) =>
    cleaned.regex(/^[^/@]+$/, text.INVALID_USERNAME).refine((name) => !RESERVED_DOCUMENT_ID.test(usernameKey(name)), text.INVALID_USERNAME),
  ),
  password,
};

/** The confirm field of the form: required there, and equal to the password. */
export function confirmPasswordProblem(passwordValue: string, confirmPassword: string | undefined): string | undefined {
  if (!confirmPassword) return text.REQUIRED;
  return confirmPassword === passwordValue ? undefined : text.PASSWORDS_DO_NOT_MATCH;
}

export const registrationBodySchema = z
  .object({
    // First, so that asking for another role is what the caller hears about.
    role: z.literal("teacher", { error: text.TEACHERS_ONLY }).optional(),
    ...registrationFieldSchemas,
    // The form's confirm field; checked when sent, optional for other clients.
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: text.PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });
export type Registration = z.output<typeof registrationBodySchema>;

/** The body the registration form sends: the teacher's profile (state as its USPS code, or its full name) and password. */
export type RegistrationRequest = TeacherProfile & { role?: "teacher"; password: string; confirmPassword?: string };

/** PUT /auth/user/class-size: the same rule as registration's Class Size field. */
export const classSizeUpdateSchema = z.strictObject({ classSize: registrationFieldSchemas.classSize });
export type ClassSizeUpdate = z.infer<typeof classSizeUpdateSchema>;
