// Shared set-up for the auth API tests: a valid registration, what exists for
// a username or e-mail, the Auth emulator's sent codes, and logging in over HTTP.
import { expect } from "vitest";
import { api, idTokenFromCustomToken } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { auth, db, unique } from "../../support/server-sdk";

const stack = stackInfo();

export function registration(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    userName: `newcoach${id}`,
    email: `newcoach${id}@example.com`,
    password: "rinkcoach1",
    name: "Jordan Lee",
    school: "Lakeside Elementary",
    zipCode: "55401",
    gradeTaught: 5,
    classSize: 28,
    schoolAddress: "12 Rink Road",
    schoolDistrict: "Minneapolis Public Schools",
    role: "teacher",
    city: "Minneapolis",
    state: "MN",
    ...overrides,
  };
}

/** What the registration of `userName` / `email` left behind, if anything. */
export async function traces(userName: string, email: string) {
  const key = userName.trim().toLowerCase();
  const [claimed, teachers, user] = await Promise.all([
    // A name with '/' cannot be a document id, so it can never have been claimed.
    key.includes("/") ? false : db().collection("usernames").doc(key).get().then((claim) => claim.exists),
    db().collection("teachers").where("userName", "==", userName).get(),
    auth()
      .getUserByEmail(email.trim().toLowerCase())
      .catch(() => undefined),
  ]);
  return { usernameClaimed: claimed, teacherDocuments: teachers.size, authUser: user !== undefined };
}

export async function expectNothingCreated(userName: string, email: string) {
  expect(await traces(userName, email)).toEqual({ usernameClaimed: false, teacherDocuments: 0, authUser: false });
}

export interface SentCode {
  email: string;
  oobCode: string;
  requestType: string;
  oobLink: string;
}

/** The codes the Auth emulator would have e-mailed to `email`. */
export async function sentCodes(email: string): Promise<SentCode[]> {
  const response = await fetch(`http://${stack.authEmulatorHost}/emulator/v1/projects/${stack.projectId}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: SentCode[] };
  return (body.oobCodes ?? []).filter((code) => code.email.toLowerCase() === email.toLowerCase());
}

/** The claims inside a JWT (an ID token or a custom token). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

export const LOGIN_PATHS = {
  teacher: "/auth/login",
  student: "/auth/student/login",
  admin: "/auth/admin/login",
} as const;

/** Logs in through the API and trades the answered custom token for an ID token, as the client does. */
export async function logIn(path: string, body: Record<string, string>): Promise<string> {
  const answer = await api<{ success: boolean; token?: string; error?: string }>("POST", path, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  expect(typeof answer.body.token).toBe("string");
  return idTokenFromCustomToken(answer.body.token ?? "");
}
