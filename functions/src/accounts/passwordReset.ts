// "Forgot password" (docs/product.md#password-reset). Firebase Auth sends its own reset
// e-mail, so the project runs no mail server. The code from it is read first and
// used only when it is a reset code for the e-mail given, so a mismatched or stale
// code changes nothing.
import { RESET_LINK_INVALID, RESET_PAGE_PATH } from "@rink/common";
import { auth } from "../lib/admin";
import { resetPasswordWithCode, sendPasswordResetEmail, verifyPasswordResetCode } from "../lib/authRest";
import { HttpError } from "../lib/httpError";
import { endAllSessionsOf } from "./endSessions";
import { clearLoginWait } from "./loginThrottle";
import { claimsOf } from "./usernames";

/** Only teachers have real addresses; students and admins have `.invalid` ones. */
async function isTeacherEmail(email: string): Promise<boolean> {
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => undefined);
  return user?.customClaims?.role === "teacher" && !user.disabled;
}

/** Sends a reset e-mail to a teacher's address; does nothing, visibly the same, for any other. */
export async function sendResetLink(email: string, appOrigin: string): Promise<void> {
  if (!(await isTeacherEmail(email))) return;
  const sent = await sendPasswordResetEmail(email, `${appOrigin}${RESET_PAGE_PATH}`);
  // Logged, not answered: a different answer would tell who is registered.
  if (!sent.ok) console.error(`Password reset e-mail not sent: ${sent.code}`);
}

/**
 * Sets `password` with the code from the reset e-mail sent to `email`, then ends every
 * session of the account (whoever knew the old password is signed out on every device)
 * and any login wait, whether the teacher logs in by e-mail or by username.
 */
export async function resetPassword(email: string, password: string, resetToken: string): Promise<void> {
  const code = await verifyPasswordResetCode(resetToken);
  const codeEmail = code.ok ? code.data.email : undefined;
  if (!code.ok || code.data.requestType !== "PASSWORD_RESET" || codeEmail?.toLowerCase() !== email.toLowerCase()) {
    throw new HttpError(400, RESET_LINK_INVALID);
  }
  const applied = await resetPasswordWithCode(resetToken, password);
  if (!applied.ok) throw new HttpError(400, RESET_LINK_INVALID);
  const user = await auth().getUserByEmail(email.toLowerCase());
  await endAllSessionsOf(user.uid);
  const usernames = await claimsOf(user.uid).get();
  await Promise.all([email, ...usernames.docs.map((claim) => claim.id)].map(clearLoginWait));
}
