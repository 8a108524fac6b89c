// The class's counters (studentCount on teachers/{id}, the time played in its classTime counters;
// docs/architecture.md#the-data) are kept by the writers that change the students, in the same
// transaction or batch. Driven
// through the real API, a sequence of every kind of change (add one, upload a CSV, upload as a
// job, report time played, delete one as the teacher and as an admin, delete the whole class as
// the teacher and as an admin), and after each step the counters equal a recount of the
// student documents.
import { beforeAll, describe, expect, it } from "vitest";
import { timeShardDocId, timeShardIds, timeShardOf, type UploadJobAccepted, type UploadJobView } from "@rink/common";
import { syntheticEmail } from "../../../functions/src/accounts/roles";
import { api, idTokenFromPassword } from "../../support/api";
import { db, unique } from "../../support/server-sdk";
import { signedInAdmin, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface NewStudent {
  _id: string;
  password: string;
}

let teacher: SignedInTeacher;
let admin: string;
beforeAll(async () => {
  teacher = await signedInTeacher();
  admin = (await signedInAdmin()).token;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the counters say, and what the student documents of the class add up to: the class size,
 * and the time played shard by shard (each student's time in the shard their id falls to).
 */
async function countersAndRecount() {
  const [teacherDoc, shards, students] = await Promise.all([
    db().doc(`teachers/${teacher.uid}`).get(),
    db().collection("classTime").where("teacherId", "==", teacher.uid).get(),
    db().collection("students").where("teacherId", "==", teacher.uid).get(),
  ]);
  const recountOf = (shard: string) =>
    students.docs.filter((doc) => timeShardOf(doc.id) === shard).reduce((sum, doc) => sum + Number(doc.get("timeSpent")), 0);
  return {
    counters: { studentCount: teacherDoc.get("studentCount") as number, timeByShard: Object.fromEntries(shards.docs.map((shard) => [shard.id, Number(shard.get("timeSpentMs"))])) },
    recount: { studentCount: students.size, timeByShard: Object.fromEntries(timeShardIds().map((shard) => [timeShardDocId(teacher.uid, shard), recountOf(shard)])) },
  };
}

async function expectCountersTrue(step: string): Promise<{ studentCount: number; timeSpentMs: number }> {
  const { counters, recount } = await countersAndRecount();
  expect(counters, `after: ${step}`).toEqual(recount);
  return { studentCount: recount.studentCount, timeSpentMs: Object.values(recount.timeByShard).reduce((sum, ms) => sum + ms, 0) };
}

function csvForm(names: string[]): FormData {
  const form = new FormData();
  const csv = ["firstName,lastName", ...names.map((name) => `${name},Counted${unique()}`)].join("\n");
  form.append("file", new Blob([csv], { type: "text/csv" }), "class.csv");
  return form;
}

async function upload(names: string[]): Promise<NewStudent[]> {
  const answer = await api<{ added: NewStudent[] }>("POST", "/student/bulk", { token: teacher.token, rawBody: csvForm(names) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.added).toHaveLength(names.length);
  return answer.body.added;
}

async function uploadAsJob(names: string[]): Promise<void> {
  const started = await api<UploadJobAccepted>("POST", "/student/bulk/jobs", { token: teacher.token, rawBody: csvForm(names) });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await api<UploadJobView>("GET", `/student/bulk/jobs/${started.body.jobId}`, { token: teacher.token });
    if (body.state === "done") return;
    if (body.state === "failed" || Date.now() > deadline) throw new Error(`upload job ended ${JSON.stringify(body)}`);
    await sleep(500);
  }
}

/** Each student signs in, plays a moment and reports it, as the web client does on logout. */
async function reportTime(students: NewStudent[]): Promise<void> {
  const tokens = await Promise.all(students.map((student) => idTokenFromPassword(syntheticEmail(student._id, "student"), student.password)));
  // Time recorded is bounded by the time since sign-in (docs/decisions.md#d26): let some pass.
  await sleep(1_500);
  await Promise.all(
    students.map(async (student, index) => {
      const answer = await api("PUT", `/student/${student._id}`, { token: tokens[index], body: { move: { type: "recordTimeSpent", ms: 1_000 + index } } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }),
  );
}

describe("the class's counters on the teacher document", () => {
  it("equal a recount of the students after every add, upload, time report and delete", { timeout: 180_000 }, async () => {
    await expectCountersTrue("registration");

    const added = await api<{ data: NewStudent }>("POST", "/student", { token: teacher.token, body: { firstName: "Solo", lastName: `Counted${unique()}` } });
    expect(added.status).toBe(201);
    await expectCountersTrue("adding one student");

    const uploaded = await upload(["Ann", "Ben", "Cal", "Dee"]);
    expect(await expectCountersTrue("uploading a CSV of 4")).toMatchObject({ studentCount: 5 });

    await reportTime([added.body.data, ...uploaded.slice(0, 3)]);
    const played = await expectCountersTrue("four students reporting time");
    expect(played.timeSpentMs).toBeGreaterThan(0);

    // Two reports at once from one student: one wins the race, the other is read again.
    await reportTime([uploaded[0] as NewStudent, uploaded[0] as NewStudent]);
    await expectCountersTrue("one student's two reports at once");

    expect((await api("DELETE", `/student/${uploaded[0]?._id}`, { token: teacher.token })).status).toBe(200);
    const afterOne = await expectCountersTrue("the teacher deleting a student who played");
    expect(afterOne).toMatchObject({ studentCount: 4 });
    expect(afterOne.timeSpentMs).toBeLessThan(played.timeSpentMs);

    expect((await api("DELETE", `/admin/students/${uploaded[1]?._id}`, { token: admin })).status).toBe(200);
    expect(await expectCountersTrue("an admin deleting a student who played")).toMatchObject({ studentCount: 3 });

    await uploadAsJob(["Eve", "Fay"]);
    expect(await expectCountersTrue("an upload job of 2")).toMatchObject({ studentCount: 5 });

    expect((await api("DELETE", "/student/all", { token: teacher.token })).status).toBe(200);
    expect(await expectCountersTrue("the teacher deleting the whole class")).toEqual({ studentCount: 0, timeSpentMs: 0 });

    const again = await upload(["Gus", "Hal", "Ivy"]);
    await reportTime(again.slice(0, 2));
    expect((await expectCountersTrue("uploading again and reporting time")).timeSpentMs).toBeGreaterThan(0);

    expect((await api("DELETE", `/admin/teacher/${teacher.uid}/class`, { token: admin })).status).toBe(200);
    expect(await expectCountersTrue("an admin deleting the class")).toEqual({ studentCount: 0, timeSpentMs: 0 });
  });
});
