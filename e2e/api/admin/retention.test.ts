// Retention (functions/src/retention/, docs/decisions.md#d39): the job the daily
// schedule runs in production, run here the local ways, through the admin's
// POST /admin/retention/run and `npm run retention`. Activity is backdated with the Admin SDK
// (setting up data): a student's last request (studentProgress.lastActiveAt) and a teacher's
// last login (teachers.lastLoginAt). The expired go, with the removal the admin's deletes use;
// everything else stays; a dry run deletes nothing.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { RetentionRunAnswer } from "@rink/common";
import { api } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { LOGIN_PATHS, logIn } from "../auth/fixtures";
import { adminToken, authUserExists, db, docExists, makeStudent, makeTeacher } from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => Date.now() - days * DAY_MS;

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

type Student = Awaited<ReturnType<typeof makeStudent>>;
type Teacher = Awaited<ReturnType<typeof makeTeacher>>;

const runJob = (body: { dryRun?: boolean }) => api<RetentionRunAnswer & { error?: string }>("POST", "/admin/retention/run", { token: admin, body });
const lastPlayed = (student: Student, days: number) => db().doc(`studentProgress/${student._id}`).update({ lastActiveAt: daysAgo(days) });
const lastLogin = (teacher: Teacher, days: number) => db().doc(`teachers/${teacher.uid}`).update({ lastLoginAt: daysAgo(days) });

async function studentLeft(student: Student) {
  return {
    auth: await authUserExists(student._id),
    student: await docExists(`students/${student._id}`),
    progress: await docExists(`studentProgress/${student._id}`),
    credentials: await docExists(`credentials/${student._id}`),
    username: await docExists(`usernames/${student.userName.toLowerCase()}`),
  };
}
const ALL_THERE = { auth: true, student: true, progress: true, credentials: true, username: true };
const ALL_GONE = { auth: false, student: false, progress: false, credentials: false, username: false };

async function teacherLeft(teacher: Teacher) {
  return {
    auth: await authUserExists(teacher.uid),
    teacher: await docExists(`teachers/${teacher.uid}`),
    username: await docExists(`usernames/${teacher.userName.toLowerCase()}`),
  };
}
const TEACHER_THERE = { auth: true, teacher: true, username: true };
const TEACHER_GONE = { auth: false, teacher: false, username: false };

describe("the retention job", () => {
  // Away two years without a login; one of their students played yesterday: the class goes with the teacher.
  let away: Teacher;
  let awayStudents: Student[];
  // Logged in last week: kept, with a student idle over a year (goes), one idle 300 days and one who never played (both stay).
  let present: Teacher;
  let idle: Student;
  let recent: Student;
  let neverPlayed: Student;

  beforeAll(async () => {
    away = await makeTeacher();
    awayStudents = [await makeStudent(away.uid, { firstName: "Gone", lastName: "Away" }), await makeStudent(away.uid, { firstName: "Played", lastName: "Yesterday" })];
    await lastLogin(away, 731);
    await lastPlayed(awayStudents[0] as Student, 500);
    await lastPlayed(awayStudents[1] as Student, 1);

    present = await makeTeacher();
    idle = await makeStudent(present.uid, { firstName: "Idle", lastName: "Year" });
    recent = await makeStudent(present.uid, { firstName: "Recent", lastName: "Player" });
    neverPlayed = await makeStudent(present.uid, { firstName: "Never", lastName: "Played" });
    await lastLogin(present, 7);
    await lastPlayed(idle, 366);
    await lastPlayed(recent, 300);
  });

  it("a dry run answers what would go, by id, and deletes nothing", async () => {
    const answer = await runJob({ dryRun: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = answer.body;
    expect(data).toMatchObject({ dryRun: true, settings: { studentDays: 365, teacherDays: 730 }, teachersRemoved: 0, studentsRemoved: 0 });
    expect(data.teachersDue).toContain(away.uid);
    expect(data.teachersDue).not.toContain(present.uid);
    expect(data.studentsDue).toContain(idle._id);
    for (const kept of [recent, neverPlayed, ...awayStudents]) expect(data.studentsDue).not.toContain(kept._id);

    expect(await teacherLeft(away)).toEqual(TEACHER_THERE);
    for (const student of [...awayStudents, idle, recent, neverPlayed]) expect(await studentLeft(student), student.firstName).toEqual(ALL_THERE);
  });

  it("removes the teacher away past the period with their whole class, and the student idle past it; the rest stays", async () => {
    const answer = await runJob({});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.dryRun).toBe(false);
    expect(answer.body.data.teachersRemoved).toBeGreaterThanOrEqual(1);
    // The away teacher's two students and the idle one, at least (the stack may hold others' expired records).
    expect(answer.body.data.studentsRemoved).toBeGreaterThanOrEqual(3);

    expect(await teacherLeft(away)).toEqual(TEACHER_GONE);
    for (const student of awayStudents) expect(await studentLeft(student), student.firstName).toEqual(ALL_GONE);
    expect(await studentLeft(idle)).toEqual(ALL_GONE);

    expect(await teacherLeft(present)).toEqual(TEACHER_THERE);
    for (const student of [recent, neverPlayed]) expect(await studentLeft(student), student.firstName).toEqual(ALL_THERE);
    // The class of the kept teacher lost the idle student only, by the removal's own count.
    const kept = await db().collection("students").where("teacherId", "==", present.uid).get();
    expect(kept.docs.map((doc) => doc.id).sort()).toEqual([recent._id, neverPlayed._id].sort());
    expect((await db().doc(`teachers/${present.uid}`).get()).get("studentCount")).toBe(2);

    // Nothing is left to do: a second run finds none of them.
    const again = (await runJob({ dryRun: true })).body.data;
    expect([...again.teachersDue, ...again.studentsDue]).not.toContain(away.uid);
    expect(again.studentsDue).not.toContain(idle._id);
  });

  it("a teacher's login is recorded, so a teacher who logs in is not due however long they were away before", async () => {
    const returning = await makeTeacher();
    await lastLogin(returning, 800);
    expect((await runJob({ dryRun: true })).body.data.teachersDue).toContain(returning.uid);

    await logIn(LOGIN_PATHS.teacher, { email: returning.userName, password: returning.password });
    const recorded = (await db().doc(`teachers/${returning.uid}`).get()).get("lastLoginAt") as number;
    expect(Date.now() - recorded).toBeLessThan(10 * 60_000);
    expect((await runJob({ dryRun: true })).body.data.teachersDue).not.toContain(returning.uid);
  });

  it("`npm run retention` runs the same job with a deployment's period (RETENTION_STUDENT_DAYS)", { timeout: 120_000 }, async () => {
    const teacher = await makeTeacher();
    await lastLogin(teacher, 1);
    const past = await makeStudent(teacher.uid, { firstName: "Past", lastName: "Thirty" });
    const within = await makeStudent(teacher.uid, { firstName: "Within", lastName: "Thirty" });
    await lastPlayed(past, 31);
    await lastPlayed(within, 29);
    const stack = stackInfo();
    const script = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/retention.ts", ...args], {
        cwd: fileURLToPath(new URL("../../..", import.meta.url)),
        env: {
          ...process.env,
          GCLOUD_PROJECT: stack.projectId,
          FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
          FIRESTORE_EMULATOR_HOST: stack.firestoreEmulatorHost,
          RETENTION_STUDENT_DAYS: "30",
        },
      });

    const dry = await script("--dry-run");
    expect(dry.stdout).toMatch(/students 30 days without play, teachers 730 days without a login\): would remove \d+ teachers/);
    expect(await studentLeft(past)).toEqual(ALL_THERE);

    const run = await script();
    expect(run.stdout).toMatch(/removed \d+ teachers with their classes and [1-9]\d* students/);
    expect(await studentLeft(past)).toEqual(ALL_GONE);
    expect(await studentLeft(within)).toEqual(ALL_THERE);
    expect(await teacherLeft(teacher)).toEqual(TEACHER_THERE);
  });
});
