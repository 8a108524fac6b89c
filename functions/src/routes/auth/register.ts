// POST /api/v1/auth/register — public teacher registration (spec points 5 and 7).
// Every rule the registration form checks is checked here again: the form is a
// convenience, this is the gate.
import type { Request, Response } from "express";
import { z } from "zod";
import { parse } from "../../http/validate";
import { HttpError } from "../../http/errors";
import { createTeacherAccount, type TeacherProfile } from "../../accounts/teachers";
import { findUsername } from "../../accounts/usernames";
import { MAX_CLASS_SIZE } from "../../accounts/students";
import { stateCode } from "./usStates";
import * as text from "./messages";

/** Spec point 9: "Maximum lengths: 99 for registration fields". */
const FIELD_MAX = 99;
/** Spec point 9: "Password minimum: 7". */
const PASSWORD_MIN = 7;
const GRADES = { min: 1, max: 12 };
const STARTS_WITH_LETTER = /^\p{L}/u;
/**
 * Students and admins sign in to Auth with addresses under `.invalid`
 * (accounts/roles.ts); a teacher may not take one of those.
 */
const RESERVED_EMAIL = /\.invalid$/i;

/** A required string field: missing or blank is '*Required.', anything else wrong is `invalid`. */
function requiredText(invalid: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? text.REQUIRED : invalid) })
    .trim()
    .min(1, text.REQUIRED)
    .max(FIELD_MAX, invalid);
}

/** Name, school, district and city: required, at most 99, starting with a letter. */
const wordy = (invalid: string) => requiredText(invalid).regex(STARTS_WITH_LETTER, invalid);

/** Forms send numbers as text; blank counts as missing ('Required', spec point 5). */
function requiredWholeNumber(min: number, max: number, invalid: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? text.NUMBER_REQUIRED : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );
}

export const registrationSchema = z
  .object({
    // First, so that asking for another role is what the caller hears about.
    role: z.literal("teacher", { error: text.TEACHERS_ONLY }).optional(),
    name: wordy(text.INVALID_NAME),
    email: requiredText(text.INVALID_EMAIL)
      .toLowerCase()
      .regex(z.regexes.email, text.INVALID_EMAIL)
      .refine((email) => !RESERVED_EMAIL.test(email), text.INVALID_EMAIL),
    school: wordy(text.INVALID_SCHOOL),
    schoolDistrict: wordy(text.INVALID_DISTRICT),
    schoolAddress: requiredText(text.INVALID_ADDRESS),
    city: wordy(text.INVALID_CITY),
    state: requiredText(text.INVALID_STATE)
      .refine((state) => stateCode(state) !== undefined, text.INVALID_STATE)
      .transform((state) => stateCode(state) ?? state),
    // "number, at least 5 digits": kept as text so leading zeros (Massachusetts: 02108) survive.
    zipCode: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      requiredText(text.INVALID_ZIP).regex(/^\d{5,}$/, text.INVALID_ZIP),
    ),
    gradeTaught: requiredWholeNumber(GRADES.min, GRADES.max, text.INVALID_GRADE),
    classSize: requiredWholeNumber(1, MAX_CLASS_SIZE, text.INVALID_CLASS_SIZE),
    // Usernames become document ids (usernames/{name}) and the teacher login
    // tells a username from an e-mail by '@', so '/' and '@' are refused, and
    // so are the ids Firestore reserves ('.', '..', '__x__').
    userName: requiredText(text.INVALID_USERNAME)
      .regex(/^[^/@]+$/, text.INVALID_USERNAME)
      .refine((name) => !/^\.+$/.test(name) && !/^__.*__$/.test(name), text.INVALID_USERNAME),
    password: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? text.REQUIRED : text.PASSWORD_TOO_SHORT) })
      .min(1, text.REQUIRED)
      .min(PASSWORD_MIN, text.PASSWORD_TOO_SHORT)
      // Login inputs stop at 100 (spec point 5), so a longer password could never be used.
      .max(FIELD_MAX, text.PASSWORD_TOO_LONG),
    // The form's confirm field; checked when sent, optional for other clients.
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: text.PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export async function register(req: Request, res: Response): Promise<void> {
  const body = parse(registrationSchema, req.body ?? {});
  const profile: TeacherProfile = {
    name: body.name,
    userName: body.userName,
    email: body.email,
    school: body.school,
    schoolDistrict: body.schoolDistrict,
    schoolAddress: body.schoolAddress,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    gradeTaught: body.gradeTaught,
    classSize: body.classSize,
  };
  // A quick answer for the common case; createTeacherAccount's transaction
  // still decides when two registrations race for one name.
  if (await findUsername(profile.userName)) throw new HttpError(409, "That username is already taken.");
  await createTeacherAccount(profile, body.password);
  res.status(201).json({ success: true });
}
