// An admin's delete of a teacher with 1,500 students as a job: accepted at once (202), the
// same press again is the same job, and with the worker running it killed halfway (a real
// SIGKILL of the functions emulator's worker process) it finishes on its own, with nobody
// reading it (the sweeper resumes it: functions/src/jobs/sweep.ts): every document of the
// teacher and their students gone, and every Auth user, and the job's record names no one.
import { describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { killFunctionWorkers } from "../../support/functions-workers";
import { adminToken, auth, db, docExists, makeTeacher } from "./fixtures";

const { createStudentAccounts } = await import("../../../functions/src/students/create");

interface JobView {
  state: string;
  total: number;
  done: number;
}

async function waitForJob(token: string, id: string, until: (job: JobView) => boolean, seconds: number): Promise<JobView> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { status, body } = await api<JobView>("GET", `/admin/jobs/${id}`, { token });
    expect(status).toBe(200);
    if (until(body) || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe("an admin's delete of a teacher, as a job", () => {
  it("finishes removing a 1,500-student teacher after the worker is killed halfway", { timeout: 900_000 }, async () => {
    const admin = await adminToken();
    const teacher = await makeTeacher();
    const made = await createStudentAccounts(
      teacher.uid,
      Array.from({ length: 1500 }, (_, i) => ({ firstName: `Kid${i}`, lastName: "Leaving" })),
    );
    const uids = made.flatMap((result) => (result.status === "fulfilled" ? [result.value._id] : []));
    expect(uids).toHaveLength(1500);

    const [first, second] = await Promise.all([
      api<{ jobId: string; started: boolean }>("POST", `/admin/teacher/${teacher.uid}/delete-job`, { token: admin }),
      api<{ jobId: string; started: boolean }>("POST", `/admin/teacher/${teacher.uid}/delete-job`, { token: admin }),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect([first.body.started, second.body.started].filter(Boolean)).toHaveLength(1);

    const halfway = await waitForJob(admin, first.body.jobId, (job) => job.done >= 300 || job.state === "done" || job.state === "failed", 600);
    expect(halfway.state).toBe("running");
    expect(killFunctionWorkers(stackInfo().projectId, "runJob")).toBeGreaterThan(0);

    // Nobody reads it through the API now (a read would resume it): its document is watched directly.
    const record = db().doc(`jobs/${first.body.jobId}`);
    const deadline = Date.now() + 800_000;
    while (!["done", "failed"].includes(String((await record.get()).get("state"))) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const ended = (await record.get()).data();
    expect(ended).toMatchObject({ state: "done", total: 1500, done: 1500 });
    expect(ended?.teacherId).toBeUndefined();
    expect(ended?.expiresAt).toBeDefined();
    const job = await waitForJob(admin, first.body.jobId, () => true, 0);
    expect([job.state, job.total, job.done]).toEqual(["done", 1500, 1500]);

    expect((await db().collection("students").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect((await db().collection("credentials").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect((await db().collection("studentNames").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect((await db().collection("studentProgress").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect(await docExists(`teachers/${teacher.uid}`)).toBe(false);
    const users = await auth().getUsers([teacher.uid, ...uids].map((uid) => ({ uid })).slice(0, 100));
    expect(users.users).toEqual([]);
    for (let start = 100; start < uids.length + 1; start += 100) {
      const page = await auth().getUsers([teacher.uid, ...uids].slice(start, start + 100).map((uid) => ({ uid })));
      expect(page.users).toEqual([]);
    }
  });
});
