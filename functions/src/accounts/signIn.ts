// What the three login calls share. The server finds the account, checks the
// password against Firebase Auth (REST), checks the role claim matches the login
// page used, and answers a custom token the client hands to signInWithCustomToken.
// Every failure answers the same 401, so the API never says which accounts exist.
// Each login starts a session of its own (this device's), named by the token's `sid`.
import type { UserRecord } from "firebase-admin/auth";
import { LOGIN_FAILED, RESERVED_DOCUMENT_ID, type Credentials, type Role } from "@rink/common";
import { auth } from "../lib/admin";
import { passwordMatches } from "../lib/authRest";
import { HttpError } from "../http/errors";
import { findUsername } from "./usernames";
import { startSession } from "./sessions";

const refused = () => new HttpError(401, LOGIN_FAILED);

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

/**
 * Checks `credentials` for an account of `role` and answers a custom token.
 * In production createCustomToken signs with the function's service account,
 * which needs the "Service Account Token Creator" role (docs/decisions.md).
 */
export async function signIn(role: Role, credentials: Credentials): Promise<string> {
  const user = await findAccount(credentials.identifier, role === "teacher");
  if (!user?.email || user.disabled) throw refused();
  if (!(await passwordMatches(user.email, credentials.password))) throw refused();
  if (user.customClaims?.role !== role) throw refused();
  // Developer claims ride in every ID token of this login, refreshed ones too.
  const sid = await startSession(user.uid, role);
  return auth().createCustomToken(user.uid, { role, sid });
}
