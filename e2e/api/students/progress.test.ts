// studentProgress/{id}, the live views' document (docs/decisions.md#d21): every write of a student
// document carries it in the same commit (so both
// documents have the same update time), and every removal takes it away.
import { beforeAll, describe, expect, it } from "vitest";
import { studentProgressSchema, type StudentProgress } from "@rink/common";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInAdmin, signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

/** Both documents of a student, with their update times (one commit: one time). */
async function both(id: string) {
  const [student, progress] = await Promise.all([db().doc(`students/${id}`).get(), db().doc(`studentProgress/${id}`).get()]);
  return {
    studentTime: student.updateTime?.toMillis(),
    progressTime: progress.updateTime?.toMillis(),
    progress: progress.exists ? studentProgressSchema.parse(progress.data()) : undefined,
  };
}

const expectProgress = (value: StudentProgress | undefined): StudentProgress => {
  expect(value).toBeDefined();
  if (!value) throw new Error("no progress document");
  return value;
};

const put = (student: { _id: string; token: string }, body: unknown) => api("PUT", `/student/${student._id}`, { token: student.token, body });

describe("a student's progress document", () => {
  it("is made with the student, in the same commit, as not started", async () => {
    const { status, body } = await api<{ data: { _id: string } }>("POST", "/student", { token: teacher.token, body: { firstName: "Pia", lastName: "Puck" } });
    expect(status).toBe(201);
    const { studentTime, progressTime, progress } = await both(body.data._id);
    expect(progressTime).toBe(studentTime);
    expect(expectProgress(progress)).toMatchObject({ teacherId: teacher.uid, firstName: "Pia", lastName: "Puck", stage: "notStarted", lastActiveAt: null });
  });

  it("changes with one move in the same write as the student document", async () => {
    const student = await signedInStudent(teacher.uid);
    const before = Date.now();
    expect((await put(student, { move: { type: "sign", slot: "fOne", playerId: "l1-f01" } })).status).toBe(200);
    const { studentTime, progressTime, progress } = await both(student._id);
    expect(progressTime).toBe(studentTime);
    const current = expectProgress(progress);
    expect(current.money.spent).toBeGreaterThan(0);
    expect(current.away).toBe(false);
    expect(current.lastActiveAt).toBeGreaterThanOrEqual(before - 1_000);

    expect((await put(student, { savingsBudget: 2 })).status).toBe(200);
    const saved = await both(student._id);
    expect(saved.progressTime).toBe(saved.studentTime);
    expect(expectProgress(saved.progress).money.saved).toBe(2);
    // The second move continues the stretch of play the first began.
    expect(expectProgress(saved.progress).sessionStartedAt).toBe(current.sessionStartedAt);
    expect(current.sessionStartedAt).toBe(current.lastActiveAt);
  });

  it("is left alone by a refused move", async () => {
    const student = await signedInStudent(teacher.uid);
    const before = await both(student._id);
    expect((await put(student, { move: { type: "setSavings", amount: 999 } })).status).toBe(400);
    expect(await both(student._id)).toEqual(before);
  });

  it("marks a student who only saved their time (logout, tab closed) as away", async () => {
    const student = await signedInStudent(teacher.uid);
    // The server records no more time than has passed since sign-in (time-played.test.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await put(student, { timeSpent: 1_000 })).status).toBe(200);
    const current = expectProgress((await both(student._id)).progress);
    expect(current).toMatchObject({ away: true, timeSpent: 1_000, sessionStartedAt: null });
  });

  it("follows a teacher's rename in the same commit, keeping the student's own activity", async () => {
    const student = await signedInStudent(teacher.uid);
    await put(student, { savingsBudget: 1 });
    const active = expectProgress((await both(student._id)).progress).lastActiveAt;
    expect((await api("PUT", `/student/${student._id}`, { token: teacher.token, body: { firstName: "Renamed" } })).status).toBe(200);
    const { studentTime, progressTime, progress } = await both(student._id);
    expect(progressTime).toBe(studentTime);
    expect(expectProgress(progress)).toMatchObject({ firstName: "Renamed", lastActiveAt: active });
  });

  it("is made for every student of a CSV upload", async () => {
    const form = new FormData();
    form.append("file", new Blob(["firstName,lastName\nUma,Upload\nVic,Upload\n"], { type: "text/csv" }), "class.csv");
    const { body } = await api<{ added: Array<{ _id: string }> }>("POST", "/student/bulk", { token: teacher.token, rawBody: form });
    expect(body.added).toHaveLength(2);
    for (const added of body.added) {
      const { studentTime, progressTime } = await both(added._id);
      expect(progressTime).toBe(studentTime);
    }
  });

  it("goes with the student, whether a teacher deletes them or an admin removes the class", async () => {
    const student = await signedInStudent(teacher.uid);
    expect((await api("DELETE", `/student/${student._id}`, { token: teacher.token })).status).toBe(200);
    expect((await db().doc(`studentProgress/${student._id}`).get()).exists).toBe(false);

    const other = await signedInTeacher();
    const classmate = await signedInStudent(other.uid);
    const admin = await signedInAdmin();
    expect((await api("DELETE", `/admin/teacher/${other.uid}/class`, { token: admin.token })).status).toBe(200);
    expect((await db().doc(`studentProgress/${classmate._id}`).get()).exists).toBe(false);
  });
});
