// Login throttling (docs/decisions.md#d32): an account waits after 5 failed
// logins, even with the right password, and says so with 429, Retry-After and plain words; an
// address that fails a hundred times waits too; a whole class behind one school address is never
// slowed; an unknown username is answered exactly like a real one; a teacher's new password for a
// student ends the wait, the old password and the old sessions. Each test logs in from its own
// X-Forwarded-For address, as different schools would (the test stack's first wait is shorter:
// support/test-waits.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED, tooManyTriesMessage, type Role } from "@rink/common";
import { api, idTokenFromPassword } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { TEST_FIRST_LOGIN_WAIT_MS } from "../../support/test-waits";
import { makeAdmin, makeStudent, makeTeacher, unique, type TeacherFixture } from "../../support/server-sdk";
import { syntheticEmail } from "../../../functions/src/accounts/roles";
import { LOGIN_PATHS, sentCodes } from "./fixtures";

const { createStudentAccounts } = await import("../../../functions/src/students/create");
const stack = stackInfo();

interface Answer {
  status: number;
  body: { success?: boolean; error?: string; token?: string };
  retryAfter: string | null;
}

let addresses = 0;
/** A new client address for each test, standing for another school. */
const newAddress = () => `203.0.113.${++addresses}, 10.0.0.1`;

const bodyFor = (role: Role, identifier: string, password: string) =>
  role === "teacher" ? { email: identifier, password } : { userName: identifier, password };

async function tryLogin(role: Role, identifier: string, password: string, address: string): Promise<Answer> {
  const response = await fetch(`${stack.apiUrl}${LOGIN_PATHS[role]}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(bodyFor(role, identifier, password)),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"], retryAfter: response.headers.get("retry-after") };
}

const REFUSED = { success: false, error: LOGIN_FAILED };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 429's parts agree: Retry-After is whole seconds within the first wait, and the text says that wait in words. */
function expectWait(answer: Answer, role: Role) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(TEST_FIRST_LOGIN_WAIT_MS / 1000);
  expect(answer.body).toEqual({ success: false, error: tooManyTriesMessage(role, seconds * 1000) });
}

let teacher: TeacherFixture;

beforeAll(async () => {
  teacher = await makeTeacher();
});

describe("one account's failed logins", () => {
  // The three waits (a student's, a teacher's, an admin's: their own accounts and addresses) pass side by side.
  it.concurrent("30 wrong passwords in a row: 401 five times, then 429 with Retry-After and the plain words; the right password waits too, and works after", async () => {
    const student = await makeStudent(teacher.uid);
    const address = newAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) answers.push(await tryLogin("student", student.userName, `wrong-${i}`, address));

    answers.slice(0, 5).forEach((answer) => expect(answer).toMatchObject({ status: 401, body: REFUSED }));
    answers.slice(5).forEach((answer) => expectWait(answer, "student"));
    expect(answers[5]?.body.error).toMatch(/^Too many tries\. Wait \d+ seconds, or ask your teacher\.$/);

    const rightDuringWait = await tryLogin("student", student.userName, student.password, address);
    expectWait(rightDuringWait, "student");

    await sleep(Number(rightDuringWait.retryAfter) * 1000 + 500);
    const rightAfterWait = await tryLogin("student", student.userName, student.password, address);
    expect(rightAfterWait.status).toBe(200);
    expect(typeof rightAfterWait.body.token).toBe("string");

    // The success cleared the count: four more typos are four plain refusals, then the right password works.
    for (let i = 0; i < 4; i++) expect(await tryLogin("student", student.userName, "typo", address)).toMatchObject({ status: 401, body: REFUSED });
    expect((await tryLogin("student", student.userName, student.password, address)).status).toBe(200);
  }, 120_000);

  it.concurrent.each([
    ["teacher", /, or use Forgot Password\.$/],
    ["admin", /, then try again\.$/],
  ] as const)("throttles the %s login the same way, in its own words, and lets the right password in after the wait", async (role, ending) => {
    const account = role === "teacher" ? await makeTeacher() : await makeAdmin();
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect((await tryLogin(role, account.userName, "wrong-password", address)).status).toBe(401);
    const during = await tryLogin(role, account.userName, account.password, address);
    expectWait(during, role);
    expect(during.body.error).toMatch(ending);
    await sleep(Number(during.retryAfter) * 1000 + 500);
    expect((await tryLogin(role, account.userName, account.password, address)).status).toBe(200);
  });

  it("counts the username however it is typed (case, spaces), and from any address", async () => {
    const student = await makeStudent(teacher.uid);
    const typed = [student.userName, student.userName.toUpperCase(), ` ${student.userName} `, student.userName, student.userName];
    for (const [i, name] of typed.entries()) {
      expect((await tryLogin("student", name, "wrong", newAddress())).status, `try ${i + 1}`).toBe(401);
    }
    expectWait(await tryLogin("student", student.userName, student.password, newAddress()), "student");
  });

  it("a teacher's new password from the reset e-mail ends the wait at once, by e-mail or username, and the old password stops working", async () => {
    const account = await makeTeacher();
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect((await tryLogin("teacher", account.email, "wrong-password", address)).status).toBe(401);
    expectWait(await tryLogin("teacher", account.email, account.password, address), "teacher");

    expect((await api("POST", "/auth/reset", { body: { email: account.email } })).status).toBe(200);
    const resetToken = (await sentCodes(account.email)).at(-1)?.oobCode ?? "";
    const newPassword = `${account.password}-new`;
    expect((await api("PUT", "/auth/password", { body: { email: account.email, password: newPassword, resetToken } })).status).toBe(200);

    expect(await tryLogin("teacher", account.email, account.password, address)).toMatchObject({ status: 401, body: REFUSED });
    expect((await tryLogin("teacher", account.userName, newPassword, address)).status).toBe(200);
    expect((await tryLogin("teacher", account.email, newPassword, address)).status).toBe(200);
  });

  it("answers an unknown username exactly as a real one: the same statuses, texts and waits", async () => {
    const student = await makeStudent(teacher.uid);
    const run = async (userName: string) => {
      const address = newAddress();
      const answers: Answer[] = [];
      for (let i = 0; i < 7; i++) answers.push(await tryLogin("student", userName, "not-the-password", address));
      return answers;
    };
    const real = await run(student.userName);
    const unknown = await run(`nobody${unique()}`);
    expect(unknown.map((answer) => answer.status)).toEqual(real.map((answer) => answer.status));
    expect(real.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    for (const answers of [real, unknown]) {
      answers.slice(0, 5).forEach((answer) => expect(answer).toMatchObject({ body: REFUSED, retryAfter: null }));
      answers.slice(5).forEach((answer) => expectWait(answer, "student"));
    }
  });
});

describe("one address's failed logins", () => {
  it("a class of 30 behind one school address logs in at once with 10 typos, and every student gets in", async () => {
    const results = await createStudentAccounts(
      teacher.uid,
      Array.from({ length: 30 }, (_, i) => ({ firstName: `Kid${i}`, lastName: "Class" })),
    );
    const students = results.map((result) => {
      if (result.status !== "fulfilled") throw new Error("A class student was not made.");
      return result.value;
    });
    const school = newAddress();
    const answers = await Promise.all(
      students.map(async (student, i) => {
        if (i < 10) expect((await tryLogin("student", student.userName, `${student.password}x`, school)).status).toBe(401);
        return tryLogin("student", student.userName, student.password, school);
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 200));
  }, 120_000);

  it("stops a spray of guesses across many usernames: after 100 failures the address waits, even for a real login, while another school is untouched", async () => {
    const student = await makeStudent(teacher.uid);
    const sprayer = newAddress();
    for (let i = 0; i < 100; i++) {
      const answer = await tryLogin("student", `guess${i}x${unique()}`, "password1", sprayer);
      expect(answer.status, `guess ${i + 1}`).toBe(401);
    }
    const next = await tryLogin("student", `guess-next${unique()}`, "password1", sprayer);
    expect(next.status).toBe(429);
    const seconds = Number(next.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(next.body).toEqual({ success: false, error: tooManyTriesMessage("student", seconds * 1000) });

    expect((await tryLogin("student", student.userName, student.password, sprayer)).status).toBe(429);
    expect((await tryLogin("student", student.userName, student.password, newAddress())).status).toBe(200);
  }, 180_000);
});

describe("a teacher gives a student a new password", () => {
  it("ends the student's wait, the old password and the old sessions; the roster shows the new one", async () => {
    const student = await makeStudent(teacher.uid);
    const address = newAddress();
    const oldSession = await idTokenFromPassword(syntheticEmail(student._id, "student"), student.password);
    expect((await api("GET", "/auth/user", { token: oldSession })).status).toBe(200);
    // Firebase compares a token's auth_time with the revocation in whole seconds (auth/session.test.ts).
    await sleep(1100);
    for (let i = 0; i < 5; i++) await tryLogin("student", student.userName, "wrong", address);
    expectWait(await tryLogin("student", student.userName, student.password, address), "student");

    const teacherToken = await idTokenFromPassword(teacher.email, teacher.password);
    const reset = await api<{ success: boolean; message: string; data: { _id: string; userName: string; password: string } }>(
      "POST",
      `/student/${student._id}/password`,
      { token: teacherToken },
    );
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, data: { _id: student._id, userName: student.userName } });
    const fresh = reset.body.data.password;
    expect(fresh).toMatch(/^[a-z]{3,6}-[a-z]{3,6}-[1-9]\d$/);
    expect(fresh).not.toBe(student.password);

    // No wait any more: the old password is a plain refusal, the new one gets in.
    expect(await tryLogin("student", student.userName, student.password, address)).toMatchObject({ status: 401, body: REFUSED });
    expect((await tryLogin("student", student.userName, fresh, address)).status).toBe(200);
    // The session from before the reset is over.
    expect((await api("GET", "/auth/user", { token: oldSession })).status).toBe(401);

    const roster = await api<{ data: { _id: string; password?: string }[] }>("GET", `/student?user=${teacher.uid}`, { token: teacherToken });
    expect(roster.body.data.find((row) => row._id === student._id)?.password).toBe(fresh);
  });

  it("is only for the student's own teacher", async () => {
    const student = await makeStudent(teacher.uid);
    const other = await makeTeacher();
    const otherToken = await idTokenFromPassword(other.email, other.password);
    expect((await api("POST", `/student/${student._id}/password`, { token: otherToken })).status).toBe(403);
    const studentToken = await idTokenFromPassword(syntheticEmail(student._id, "student"), student.password);
    expect((await api("POST", `/student/${student._id}/password`, { token: studentToken })).status).toBe(403);
    expect((await api("POST", `/student/${student._id}/password`)).status).toBe(401);
    // Nothing changed: the student's password still works.
    expect((await tryLogin("student", student.userName, student.password, newAddress())).status).toBe(200);
  });
});
