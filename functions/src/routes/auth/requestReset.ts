// POST /api/v1/auth/reset — "Forgot password" (spec points 2, 5 and 7). Firebase
// Auth sends its own reset e-mail, so the project runs no mail server. The
// answer is the same whether or not the address belongs to anyone.
import type { Request, Response } from "express";
import { z } from "zod";
import { auth } from "../../lib/admin";
import { sendPasswordResetEmail } from "../../lib/authRest";
import { parse } from "../../http/validate";
import { appOrigin } from "./appOrigin";
import { EMAIL_REQUIRED, INPUT_MAX, RESET_FIELDS_TOO_LONG, RESET_SENT } from "./messages";

/**
 * The app's page the e-mail leads back to. The web route is /reset/{token}: with
 * the e-mail template's action URL set to this page (docs/decisions.md) Firebase
 * appends `?mode=resetPassword&oobCode=...`, and the page sends that code as
 * `resetToken`; with Firebase's default action page it is where "Continue" goes.
 */
export const RESET_PAGE_PATH = "/reset/email-link";

// The spec's texts are whole sentences, so they are issues on the body itself.
const schema = z.object({ email: z.string().nullish() }).transform((body, ctx) => {
  const email = body.email?.trim().toLowerCase() ?? "";
  if (!email) ctx.addIssue({ code: "custom", message: EMAIL_REQUIRED, input: body });
  else if (email.length > INPUT_MAX) ctx.addIssue({ code: "custom", message: RESET_FIELDS_TOO_LONG, input: body });
  return { email };
});

/** Only teachers have real addresses; students and admins have `.invalid` ones. */
async function isTeacherEmail(email: string): Promise<boolean> {
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return user?.customClaims?.role === "teacher" && !user.disabled;
}

export async function requestReset(req: Request, res: Response): Promise<void> {
  const { email } = parse(schema, req.body ?? {});
  if (await isTeacherEmail(email)) {
    const sent = await sendPasswordResetEmail(email, `${appOrigin(req)}${RESET_PAGE_PATH}`);
    // Logged, not answered: a different answer would tell who is registered.
    if (!sent.ok) console.error(`Password reset e-mail not sent: ${sent.code}`);
  }
  res.json({ success: true, message: RESET_SENT });
}
