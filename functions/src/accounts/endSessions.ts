// Ending every session of one account at once: "Sign Out Everywhere", a new password
// (the reset e-mail's, or one a teacher gives a student). docs/decisions.md#d31.
import { auth } from "../lib/admin";
import { markEnded } from "./sessionCheck";
import { endOpenSessionsOf } from "./sessions";

/**
 * Ends every open session of `uid` (the API refuses their tokens at once, on every device)
 * and revokes the account's refresh tokens, so no device can get a new ID token either:
 * Firestore's live reads then stop within the hour an ID token lives.
 */
export async function endAllSessionsOf(uid: string): Promise<void> {
  await endSessionsOfAccounts([uid]);
  await auth().revokeRefreshTokens(uid);
}

/**
 * Ends every open session of `uids` without touching Auth: for accounts being removed,
 * whose Auth users are disabled or deleted (the API's check no longer asks Auth about them).
 */
export async function endSessionsOfAccounts(uids: string[]): Promise<void> {
  for (const sid of await endOpenSessionsOf(uids)) markEnded(sid);
}
