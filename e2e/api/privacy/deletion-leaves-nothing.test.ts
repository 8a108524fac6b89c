// "Deletion leaves nothing" (docs/privacy.md, "Deleting"): a teacher whose students have played
// (a season under way, decisions, sessions from their logins, a failed-login count, username
// claims, progress documents, the teacher's counters) is deleted in three steps: one student by
// the teacher, the rest by the teacher's Delete All Students, then the teacher by an admin. After
// each step, every document of every collection and every Auth user is read,
// and none may name a deleted account: its uid, username, e-mail, or the hash its failed logins
// are kept under. Another class stays whole throughout. Each class also took a student from a
// class list uploaded as a job (docs/decisions.md#d42), whose record
// names its students, and the teacher goes by the admin's delete job, as the console does it.
//
// It runs on the second stack (support/own-stack.ts), not the shared one: each walk reads
// everything the stack holds, and the shared one holds the classes of 1,500 other files made,
// which took a walk past ten minutes in CI. The one other file there (browser/fault-firestore)
// leaves one small class: the walks look for this file's own accounts' traces (fresh ids and
// names), which that class cannot hold nor hide, so either file may run first.
import { AggregateField } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import type { UploadJobAccepted, UploadJobView } from "@rink/common";
import { useSecondStack } from "../../support/own-stack";
import type { PlayedStudent } from "./fixtures";

const own = await useSecondStack("deletion-walk");
afterAll(() => own.stop(), 120_000);
// Only now: these helpers point at the stack that is running when they load.
const { api } = await import("../../support/api");
const { db, unique } = await import("../../support/server-sdk");
const { signedInAdmin } = await import("../students/fixtures");
const { findTraces, loggedInTeacher, playedStudent, teacherMistypes, throttleId, tracesOf } = await import("./fixtures");

/**
 * The programme's counters (docs/decisions.md#d82) less a recount of what they count, read in one
 * read-only transaction, so both sides are the same instant. Nothing else writes to this stack
 * while this file holds it, so the difference never moves unless a writer forgot its counter;
 * it need not be zero, as the other file here may have left documents written round the writers.
 */
async function programmeDrift(): Promise<{ teachers: number; students: number; timeSpentMs: number }> {
  const { programmeShardIds } = await import("@rink/common");
  return db().runTransaction(
    async (tx) => {
      const shards = await tx.getAll(...programmeShardIds().map((id) => db().doc(`programmeTotals/${id}`)));
      const teachers = (await tx.get(db().collection("teachers").count())).data().count;
      const students = (await tx.get(db().collection("students").count())).data().count;
      const { time } = (await tx.get(db().collection("classTime").aggregate({ time: AggregateField.sum("timeSpentMs") }))).data();
      const counted = (field: string) => shards.reduce((sum, shard) => sum + Number(shard.get(field) ?? 0), 0);
      return { teachers: counted("teachers") - teachers, students: counted("students") - students, timeSpentMs: counted("timeSpentMs") - (time ?? 0) };
    },
    { readOnly: true },
  );
}

const studentTraces = (student: PlayedStudent) => tracesOf({ uid: student._id, identifiers: [student.userName] });

async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (done(value) || tries > 300) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A student the teacher added from a class list run as a job: the job's record names them. */
async function uploadedStudent(token: string): Promise<{ uid: string; userName: string; names: string[] }> {
  const names = [`Uma${unique()}`, `Upload${unique()}`];
  const form = new FormData();
  form.append("file", new Blob([`firstName,lastName\n${names.join(",")}\n`], { type: "text/csv" }), "class.csv");
  const accepted = await api<UploadJobAccepted>("POST", "/student/bulk/jobs", { token, rawBody: form });
  expect(accepted.status).toBe(202);
  const job = await waitUntil(
    async () => (await api<UploadJobView>("GET", `/student/bulk/jobs/${accepted.body.jobId}`, { token })).body,
    (view) => view.state === "done" || view.state === "failed",
  );
  expect(job.state).toBe("done");
  const [added] = job.added;
  if (!added) throw new Error("The upload job added nobody");
  return { uid: added._id, userName: added.userName, names };
}

describe("deletion leaves nothing", () => {
  // Two jobs run to their end inside it (an upload, the admin's delete): minutes on a loaded machine.
  it("leaves no trace of a deleted student, a deleted class or a deleted teacher anywhere in Firestore or Auth", { timeout: 600_000 }, async () => {
    const drift = await programmeDrift();
    const teacher = await loggedInTeacher();
    const [alone, second, third] = [await playedStudent(teacher.uid, 2), await playedStudent(teacher.uid, 1), await playedStudent(teacher.uid, 0)];
    await teacherMistypes(teacher);
    const bystanderTeacher = await loggedInTeacher();
    const bystander = await playedStudent(bystanderTeacher.uid, 1);
    const uploaded = await uploadedStudent(teacher.token);
    const bystanderUploaded = await uploadedStudent(bystanderTeacher.token);
    const admin = await signedInAdmin();
    // Time played, as a tab closing reports it: the class's counters and the programme's move with it.
    for (const student of [alone, second]) {
      const answer = await api("PUT", `/student/${student._id}`, { token: student.token, body: { move: { type: "recordTimeSpent", ms: 60_000 } } });
      expect(answer.status).toBe(200);
    }
    // The programme's totals counted every teacher, student and minute the set-up made.
    expect(await programmeDrift()).toEqual(drift);

    // The set-up made what the walk must not find later: sessions, a failed-login count, progress.
    const sessions = await db().collection("sessions").where("uid", "==", alone._id).get();
    expect(sessions.size).toBeGreaterThan(0);
    expect((await db().doc(`loginThrottles/${throttleId(alone.userName)}`).get()).exists).toBe(true);
    expect((await db().doc(`loginThrottles/${throttleId(teacher.email)}`).get()).exists).toBe(true);
    expect((await db().doc(`studentProgress/${alone._id}`).get()).data()?.season.gamesPlayed).toBe(2);
    const uploadedTraces = [...tracesOf({ uid: uploaded.uid, identifiers: [uploaded.userName] }), ...uploaded.names];
    const jobTraces = await findTraces(uploadedTraces);
    expect(jobTraces.map(({ where }) => where.split("/")[0])).toEqual(expect.arrayContaining(["jobs", "studentNames", "students"]));
    const allTraces = [...studentTraces(alone), ...studentTraces(second), ...studentTraces(third), ...uploadedTraces];
    expect((await findTraces(allTraces)).length).toBeGreaterThan(0);

    // (a) One student, by their teacher.
    expect((await api("DELETE", `/student/${alone._id}`, { token: teacher.token })).status).toBe(200);
    expect(await findTraces(studentTraces(alone))).toEqual([]);
    expect((await api("GET", "/auth/user", { token: alone.token })).status).toBe(401);
    // The uploaded one too: the upload job's record keeps no trace of them.
    expect((await api("DELETE", `/student/${uploaded.uid}`, { token: teacher.token })).status).toBe(200);
    expect(await findTraces(uploadedTraces)).toEqual([]);
    expect(await programmeDrift()).toEqual(drift);

    // (b) The rest of the class, by the teacher's Delete All Students.
    const all = await api<{ data?: { studentsRemoved: number; studentCount: number } }>("DELETE", "/student/all", { token: teacher.token });
    expect(all).toMatchObject({ status: 200, body: { data: { studentsRemoved: 2, studentCount: 0 } } });
    expect(await findTraces(allTraces)).toEqual([]);
    expect(await programmeDrift()).toEqual(drift);

    // (c) The teacher, by an admin's delete job (the console's way), to its end.
    const removal = await api<{ jobId: string }>("POST", `/admin/teacher/${teacher.uid}/delete-job`, { token: admin.token });
    expect(removal.status).toBe(202);
    const removed = await waitUntil(
      async () => (await api<{ state: string }>("GET", `/admin/jobs/${removal.body.jobId}`, { token: admin.token })).body,
      (view) => view.state === "done" || view.state === "failed",
    );
    expect(removed.state).toBe("done");
    const teacherTraces = tracesOf({ uid: teacher.uid, identifiers: [teacher.userName, teacher.email] });
    expect(await findTraces([...allTraces, ...teacherTraces])).toEqual([]);
    expect(await programmeDrift()).toEqual(drift);

    // The other class is untouched: its traces are all still there.
    const kept = await findTraces([bystander._id, bystanderTeacher.uid, bystanderUploaded.uid]);
    const places = [...new Set(kept.map(({ where }) => where.split("/")[0]))];
    expect(places).toEqual(
      expect.arrayContaining([`auth:${bystander._id}`, `auth:${bystanderTeacher.uid}`, "students", "studentProgress", "credentials", "usernames", "teachers", "sessions", "studentNames", "jobs"]),
    );
    expect((await api("GET", "/auth/user", { token: bystander.token })).status).toBe(200);
  });
});
