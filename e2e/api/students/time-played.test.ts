// Time played is bounded by time passed (docs/decisions.md#d26): whatever a request claims, the
// server records no more play time than has passed since the student's last accepted report,
// their sign-in or their account's creation, whichever is latest. An over-claim is not an
// error (an honest logout must never fail): it is answered 200 with what was recorded.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_MOVES_PER_REQUEST } from "@rink/common";
import { MAX_TIME_SPENT_REPORT_MS } from "@rink/game";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInAdmin, signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface Answer {
  success: boolean;
  updatedStudent?: { timeSpent: number };
  error?: string;
}

/** The sign-in time the server reads (the token's auth_time) is whole seconds: up to 1 s earlier. */
const SIGN_IN_ROUNDING_MS = 1_000;
const TWELVE_HOURS = MAX_TIME_SPENT_REPORT_MS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
const put = (student: Student, body: unknown) => api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body });
const storedTime = async (student: Student) => Number((await db().doc(`students/${student._id}`).get()).get("timeSpent"));
const twelveHourReports = (count: number) => ({ moves: Array.from({ length: count }, () => ({ type: "recordTimeSpent", ms: TWELVE_HOURS })) });

/** A student signed in now, and the moment just before their account was made. */
async function freshStudent(): Promise<{ student: Student; since: number }> {
  const since = Date.now();
  return { student: await signedInStudent(teacher.uid, { firstName: "Tim", lastName: "Keeper" }), since };
}

describe("time played", () => {
  it(`records no more than the time since sign-in, even from ${MAX_MOVES_PER_REQUEST} reports of 12 hours in one request`, async () => {
    const { student, since } = await freshStudent();
    const { status, body } = await put(student, twelveHourReports(MAX_MOVES_PER_REQUEST));
    const passed = Date.now() - since;
    // Not an error: the answer says what was recorded.
    expect(status, JSON.stringify(body)).toBe(200);
    const recorded = await storedTime(student);
    expect(body.updatedStudent?.timeSpent).toBe(recorded);
    expect(recorded).toBeLessThanOrEqual(passed + SIGN_IN_ROUNDING_MS);
  });

  it("accepts the spec's running total the same way: a 12-hour claim records the time passed", async () => {
    const { student, since } = await freshStudent();
    const { status, body } = await put(student, { timeSpent: TWELVE_HOURS });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await storedTime(student)).toBeLessThanOrEqual(Date.now() - since + SIGN_IN_ROUNDING_MS);
  });

  it("records an honest report in full, and the next one only up to the time since the last", async () => {
    const { student } = await freshStudent();
    await sleep(2_000);
    // The server stamps the first report while it handles it: after this moment, before its answer arrives.
    const beforeFirst = Date.now();
    expect((await put(student, { move: { type: "recordTimeSpent", ms: 1_500 } })).body.updatedStudent?.timeSpent).toBe(1_500);
    await sleep(1_000);
    await put(student, twelveHourReports(3));
    const second = (await storedTime(student)) - 1_500;
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThanOrEqual(Date.now() - beforeFirst);
  });

  it("cannot double the allowance with requests at once: together they record at most the time passed", async () => {
    const { student, since } = await freshStudent();
    // One worker per concurrent request, loaded before the race (see concurrency.test.ts).
    await Promise.all(Array.from({ length: 4 }, () => api("GET", "/student/init/players/level/1", { token: student.token })));
    await sleep(3_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => put(student, twelveHourReports(MAX_MOVES_PER_REQUEST))));
    const passed = Date.now() - since;
    for (const { status, body } of answers) expect(status, JSON.stringify(body)).toBe(200);
    const recorded = await storedTime(student);
    // Each request alone could take the 3 s and more: four of them, if they could add up, 12 s.
    expect(recorded).toBeGreaterThanOrEqual(3_000);
    expect(recorded).toBeLessThanOrEqual(passed + SIGN_IN_ROUNDING_MS);
  });

  it("keeps the admin's time-spent page bounded: a one-minute-old student shows 0 minutes, not 14,400", async () => {
    // A class of its own, so the class total is this student's alone.
    const ownTeacher = await signedInTeacher();
    const student = await signedInStudent(ownTeacher.uid);
    expect((await put(student, twelveHourReports(MAX_MOVES_PER_REQUEST))).status).toBe(200);
    const admin = await signedInAdmin();
    const { status, body } = await api<{ data: { totalMinutes: number; students: Array<{ _id: string; minutes: number }> } }>(
      "GET",
      `/admin/students/timespent?user=${ownTeacher.uid}`,
      { token: admin.token },
    );
    expect(status).toBe(200);
    expect(body.data.students.find((row) => row._id === student._id)?.minutes).toBe(0);
    expect(body.data.totalMinutes).toBe(0);
  });
});
