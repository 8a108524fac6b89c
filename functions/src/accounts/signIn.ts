// What the three login calls share. The server finds the account, checks the
// password against Firebase Auth (REST), checks the role claim matches the login
// page used, and answers a custom token the client hands to signInWithCustomToken.
// Every failure answers the same 401, so the API never says which accounts exist;
// too many failures answer 429 with Retry-After (loginThrottle.ts), for unknown
// usernames exactly as for real ones.
// Each login starts a session of its own (this device's), named by the token's `sid`.
import type { UserRecord } from "firebase-admin/auth";
import { LOGIN_FAILED, RESERVED_DOCUMENT_ID, type Credentials, type Role } from "@rink/common";
import { auth } from "../lib/admin";
import { passwordMatches } from "../lib/authRest";
import { HttpError } from "../lib/httpError";
import { findUsername } from "./usernames";
import { beginLoginAttempt } from "./loginThrottle";
import { syntheticEmail } from "./roles";
import { startSession } from "./sessions";
import { recordTeacherLogin } from "./teachers";

const refused = () => new HttpError(401, LOGIN_FAILED);

/** An address no account has: an unknown username's password is checked against it, so both refusals take as long. */
const NO_ACCOUNT_EMAIL = syntheticEmail("no-such-account", "student");

async function userByUid(uid: string): Promise<UserRecord | undefined> {
  return auth()
    .getUser(uid)
    .catch(() => undefined);
}

/** The account `identifier` names: a username always; for teachers also an e-mail address. */
async function findAccount(identifier: string, byEmail: boolean): Promise<UserRecord | undefined> {
  // No username can be an id Firestore refuses (registration's rule), so none is looked up.
  const claim = RESERVED_DOCUMENT_ID.test(identifier.trim()) ? undefined : await findUsername(identifier);
  if (claim) return userByUid(claim.uid);
  if (!byEmail || !identifier.includes("@")) return undefined;
  return auth()
    .getUserByEmail(identifier.toLowerCase())
    .catch(() => undefined);
}

/** Whether `credentials` open an account of `role`; the uid when they do. */
async function checkCredentials(role: Role, credentials: Credentials): Promise<string | undefined> {
  const user = await findAccount(credentials.identifier, role === "teacher");
  const email = user?.email && !user.disabled ? user.email : undefined;
  const matches = await passwordMatches(email ?? NO_ACCOUNT_EMAIL, credentials.password);
  return email && matches && user?.customClaims?.role === role ? user.uid : undefined;
}

/**
 * Checks `credentials` for an account of `role` from the client at `address` and answers a custom token.
 * In production createCustomToken signs with the function's service account,
 * which needs the "Service Account Token Creator" role (docs/decisions.md#d30).
 */
export async function signIn(role: Role, credentials: Credentials, address: string): Promise<string> {
  const attempt = await beginLoginAttempt(role, credentials.identifier, address);
  const uid = await checkCredentials(role, credentials);
  if (!uid) {
    await attempt.failed();
    throw refused();
  }
  await attempt.succeeded();
  if (role === "teacher") await recordTeacherLogin(uid, Date.now());
  // Developer claims ride in every ID token of this login, refreshed ones too.
  const sid = await startSession(uid, role);
  return auth().createCustomToken(uid, { role, sid });
}
