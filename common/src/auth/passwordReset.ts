// "Forgot password" (docs/product.md#password-reset): POST /auth/reset asks for the e-mail,
// PUT /auth/password sets a new password with the code from it.
import { z } from "zod";
import { emailKey } from "../text/names";
import * as text from "./texts";

/**
 * The app's page the reset e-mail leads back to. The web route is /reset/{token}: with
 * the e-mail template's action URL set to this page (docs/decisions.md#d34) Firebase
 * appends `?mode=resetPassword&oobCode=...`, and the page sends that code as `resetToken`.
 */
export const RESET_PAGE_PATH = "/reset/email-link";

const optionalText = z.string().nullish();

// The spec's texts are whole sentences, so they are issues on the body itself.
export const resetRequestSchema = z.object({ email: optionalText }).transform((body, ctx) => {
  const email = emailKey(body.email ?? "");
  if (!email) ctx.addIssue({ code: "custom", message: text.EMAIL_REQUIRED, input: body });
  else if (email.length > text.INPUT_MAX) ctx.addIssue({ code: "custom", message: text.RESET_FIELDS_TOO_LONG, input: body });
  return { email };
});

export interface ResetRequest {
  email: string;
}

export const setPasswordSchema = z
  .object({
    email: optionalText,
    password: optionalText,
    resetToken: optionalText,
    // The form's verify field; checked when sent.
    verifyPassword: optionalText,
  })
  .transform((body, ctx) => {
    const email = emailKey(body.email ?? "");
    const password = body.password ?? "";
    const resetToken = body.resetToken?.trim() ?? "";
    const problem = setPasswordProblem({ email, password, resetToken, verifyPassword: body.verifyPassword ?? undefined });
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: body });
    return { email, password, resetToken };
  });

export interface SetPasswordRequest {
  email: string;
  password: string;
  resetToken: string;
  verifyPassword?: string;
}

/** The first rule a new-password request breaks, in the spec's order and words; undefined when none. */
function setPasswordProblem({ email, password, resetToken, verifyPassword }: SetPasswordRequest): string | undefined {
  if (!email || !password || !resetToken) return text.RESET_FIELDS_REQUIRED;
  if ([email, password, resetToken, verifyPassword ?? ""].some((value) => value.length > text.INPUT_MAX)) return text.RESET_FIELDS_TOO_LONG;
  if (password.length < text.PASSWORD_MIN) return text.PASSWORD_TOO_SHORT;
  if (verifyPassword !== undefined && verifyPassword !== password) return text.RESET_PASSWORDS_DIFFER;
  return undefined;
}
