// What the three login calls answer. Apart from login.ts (its zod schemas) so that the
// login page, which checks the answer, does not bundle zod.
import { isApiSuccess, type ApiSuccess } from "../api";

/** POST /auth/login, /auth/student/login, /auth/admin/login: a Firebase custom token. */
export type LoginAnswer = ApiSuccess<{ token: string }>;

/** The custom token for signInWithCustomToken: a non-empty string. */
export function isLoginAnswer(value: unknown): value is LoginAnswer {
  return isApiSuccess(value) && typeof value.token === "string" && value.token !== "";
}
