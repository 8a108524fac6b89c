// The one way the API ends every session of an account (a teacher gave a student a new
// password). For now that revokes the account's refresh tokens: every ID token issued before
// now fails requireRole's revocation check. Per-device sessions may change how; callers do not.
import { auth } from "../lib/admin";

export async function endAllSessionsOf(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid);
}
