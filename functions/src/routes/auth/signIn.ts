// What the three login calls share. The server finds the account, checks the
// password against Firebase Auth (REST), checks the role claim matches the login
// page used, and answers a custom token the client hands to signInWithCustomToken.
// Every failure answers the same 401, so the API never says which accounts exist.
import type { UserRecord } from "firebase-admin/auth";
import { z } from "zod";
import { auth } from "../../lib/admin";
import { passwordMatches } from "../../lib/authRest";
import { HttpError } from "../../http/errors";
import { findUsername } from "../../accounts/usernames";
import type { Role } from "../../accounts/roles";
import { INPUT_MAX, LOGIN_FAILED, LOGIN_REQUIRED, LOGIN_TOO_LONG } from "./messages";

export interface Credentials {
  identifier: string;
  password: string;
}

/**
 * A login body: the identifier is the first non-blank of `keys` (the teacher
 * form sends it as `email`, labelled 'Username or Email'; the others as `userName`).
 * The spec's texts are whole sentences, so they are issues on the body itself.
 */
export function credentialsSchema(keys: readonly ["email", "userName"] | readonly ["userName"]) {
  const optionalText = z.string().nullish();
  return z
    .object({ email: optionalText, userName: optionalText, password: optionalText })
    .transform((body, ctx): Credentials => {
      const identifier = keys.map((key) => body[key]?.trim() ?? "").find((value) => value !== "") ?? "";
      const password = body.password ?? "";
      if (identifier === "" || password === "") {
        ctx.addIssue({ code: "custom", message: LOGIN_REQUIRED, input: body });
      } else if (identifier.length > INPUT_MAX || password.length > INPUT_MAX) {
        ctx.addIssue({ code: "custom", message: LOGIN_TOO_LONG, input: body });
      }
      return { identifier, password };
    });
}

/** Ids Firestore refuses ('.', '..', '__x__'); no username can be one (register.ts). */
const RESERVED_DOCUMENT_ID = /^(\.+|__.*__)$/;

const refused = () => new HttpError(401, LOGIN_FAILED);

async function userByUid(uid: string): Promise<UserRecord | undefined> {
  return auth()
    .getUser(uid)
    .catch(() => undefined);
}

/** The account `identifier` names: a username always; for teachers also an e-mail address. */
async function findAccount(identifier: string, byEmail: boolean): Promise<UserRecord | undefined> {
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
  return auth().createCustomToken(user.uid, { role });
}
