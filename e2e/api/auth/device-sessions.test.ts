// A session per device (docs/decisions.md#d31): each login is a
// session of its own. Logging out ends that one at once, on every worker of the API,
// and no other; Sign Out Everywhere and a new password end them all; a token naming no
// session of ours, or one never issued, is refused.
import { describe, expect, it } from "vitest";
import { api, idTokenFromCustomToken } from "../../support/api";
import { auth, db, makeAdmin, makeStudent, makeTeacher } from "../../support/server-sdk";
import { LOGIN_PATHS, claimsOf, logIn, sentCodes } from "./fixtures";

const ENDED = { status: 401, body: { success: false, error: "Your session has ended. Please log in again." } };

const whoAmI = (token: string) => api("GET", "/auth/user", { token });

/** Several calls, so that with several API worker processes more than one of them answers. */
async function statusesOf(token: string, calls = 6): Promise<number[]> {
  return Promise.all(Array.from({ length: calls }, async () => (await whoAmI(token)).status));
}

describe("one device's logout", () => {
  it("ends only that device's session: its token is refused at once, the same teacher's other login still works", async () => {
    const teacher = await makeTeacher();
    const tablet = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password });
    const laptop = await logIn(LOGIN_PATHS.teacher, { email: teacher.userName, password: teacher.password });
    expect(claimsOf(tablet).sid).not.toBe(claimsOf(laptop).sid);
    // Every worker has now seen both sessions open (and remembers them).
    expect(await statusesOf(tablet)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statusesOf(laptop)).toEqual([200, 200, 200, 200, 200, 200]);

    expect(await api("POST", "/auth/logout", { token: tablet })).toEqual({ status: 200, body: { success: true } });

    expect(await statusesOf(tablet)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await whoAmI(tablet)).toEqual(ENDED);
    expect(await statusesOf(laptop)).toEqual([200, 200, 200, 200, 200, 200]);
    // The laptop's teacher can still change things, not only read.
    expect(await api("POST", "/student", { token: laptop, body: { firstName: "Nova", lastName: "Ice" } })).toMatchObject({ status: 201 });
  });

  it("works the same for a student (a shared Chromebook) and an admin", async () => {
    const teacher = await makeTeacher();
    const student = await makeStudent(teacher.uid);
    const admin = await makeAdmin();
    for (const [path, body] of [
      [LOGIN_PATHS.student, { userName: student.userName, password: student.password }],
      [LOGIN_PATHS.admin, { userName: admin.userName, password: admin.password }],
    ] as const) {
      const first = await logIn(path, body);
      const second = await logIn(path, body);
      await statusesOf(first);
      expect((await api("POST", "/auth/logout", { token: first })).status).toBe(200);
      expect(await statusesOf(first)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(await statusesOf(second)).toEqual([200, 200, 200, 200, 200, 200]);
    }
  });

  it("the session's record says when it ended; the other stays open", async () => {
    const teacher = await makeTeacher();
    const one = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password });
    const two = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password });
    await api("POST", "/auth/logout", { token: one });
    const record = (token: string) => db().collection("sessions").doc(String(claimsOf(token).sid)).get();
    const [ended, open] = [await record(one), await record(two)];
    expect(ended.get("uid")).toBe(teacher.uid);
    expect(ended.get("endedAt")).not.toBeNull();
    expect(open.get("endedAt")).toBeNull();
    const lifetime = open.get("expiresAt").toMillis() - open.get("startedAt").toMillis();
    expect(lifetime).toBe(14 * 24 * 60 * 60 * 1000);
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the caller, on every device, and revokes the refresh tokens; a new login works", async () => {
    const teacher = await makeTeacher();
    const tokens = await Promise.all([1, 2, 3].map(() => logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password })));
    for (const token of tokens) expect(await statusesOf(token, 4)).toEqual([200, 200, 200, 200]);
    const validAfter = Date.now() - 1_000;

    expect(await api("POST", "/auth/logout/everywhere", { token: tokens[1] })).toEqual({ status: 200, body: { success: true } });

    for (const token of tokens) expect(await statusesOf(token, 4)).toEqual([401, 401, 401, 401]);
    const user = await auth().getUser(teacher.uid);
    expect(Date.parse(user.tokensValidAfterTime ?? "")).toBeGreaterThanOrEqual(Math.floor(validAfter / 1000) * 1000);
    const fresh = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password });
    expect(await statusesOf(fresh, 4)).toEqual([200, 200, 200, 200]);
  });

  it("leaves other accounts' sessions alone, and needs a signed-in caller", async () => {
    const teacher = await makeTeacher();
    const other = await makeTeacher();
    const mine = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password });
    const theirs = await logIn(LOGIN_PATHS.teacher, { email: other.email, password: other.password });
    expect((await api("POST", "/auth/logout/everywhere", { token: mine })).status).toBe(200);
    expect(await statusesOf(theirs, 4)).toEqual([200, 200, 200, 200]);
    expect(await api("POST", "/auth/logout/everywhere")).toEqual({ status: 401, body: { success: false, error: "Please log in first." } });
  });
});

describe("a new password", () => {
  it("from the reset e-mail ends every session of the account", async () => {
    const teacher = await makeTeacher();
    // Two devices, one after the other: logins at the same instant to one account are told to wait
    // (each try is counted before its password is checked; loginThrottle.ts), which failed ci53 once.
    const tokens: string[] = [];
    for (const _device of [1, 2]) tokens.push(await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password }));
    for (const token of tokens) expect(await statusesOf(token, 4)).toEqual([200, 200, 200, 200]);

    await api("POST", "/auth/reset", { body: { email: teacher.email } });
    const code = (await sentCodes(teacher.email)).at(-1)?.oobCode ?? "";
    const newPassword = `${teacher.password}-new`;
    expect((await api("PUT", "/auth/password", { body: { email: teacher.email, password: newPassword, resetToken: code } })).status).toBe(200);

    for (const token of tokens) expect(await statusesOf(token, 4)).toEqual([401, 401, 401, 401]);
    const fresh = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: newPassword });
    expect((await whoAmI(fresh)).status).toBe(200);
  });
});

describe("tokens that name no session of ours", () => {
  it("a token whose sid was never issued is refused", async () => {
    const teacher = await makeTeacher();
    const forged = await idTokenFromCustomToken(await auth().createCustomToken(teacher.uid, { role: "teacher", sid: "never-issued-session" }));
    expect(await whoAmI(forged)).toEqual(ENDED);
  });

  it("a token without a sid (signed in at Firebase Auth, not through our login) is refused", async () => {
    const teacher = await makeTeacher();
    const bare = await idTokenFromCustomToken(await auth().createCustomToken(teacher.uid, { role: "teacher" }));
    expect(await whoAmI(bare)).toEqual(ENDED);
  });

  it("another user's session id is refused", async () => {
    const teacher = await makeTeacher();
    const other = await makeTeacher();
    const theirs = await logIn(LOGIN_PATHS.teacher, { email: other.email, password: other.password });
    const borrowed = await idTokenFromCustomToken(await auth().createCustomToken(teacher.uid, { role: "teacher", sid: String(claimsOf(theirs).sid) }));
    expect(await whoAmI(borrowed)).toEqual(ENDED);
    expect((await whoAmI(theirs)).status).toBe(200);
  });
});
