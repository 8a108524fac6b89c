// A teacher's own Delete All Students as a job (docs/decisions.md#d42):
// POST /student/all/delete-job (the caller's class), GET /student/all/delete-job (that job
// while it runs) and GET /student/jobs/{id} (its owner only). The job is the admin's class
// delete job: an admin's Delete Class pressed while it runs finds the same one, and
// GET /admin/jobs?active=1 lists it. A class of 150 is two rounds of the delete (100 a round);
// the job is held still while it runs (support/jobs.ts), so every check of a running job is made.
import { describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { holdJob, releaseJob, whenJob } from "../../support/jobs";
import { db, docExists } from "../admin/fixtures";
import { signedInAdmin, signedInTeacher } from "../students/fixtures";

const { createStudentAccounts } = await import("../../../functions/src/students/create");

interface JobView {
  jobId: string;
  kind: string;
  teacherId: string;
  state: string;
  total: number;
  done: number;
}

const FAKE_JOB = "0".repeat(64);
const SIZE = 150;

describe("a teacher's Delete All Students, as a job", () => {
  it("answers 401 without a login", async () => {
    expect((await api("POST", "/student/all/delete-job")).status).toBe(401);
    expect((await api("GET", "/student/all/delete-job")).status).toBe(401);
    expect((await api("GET", `/student/jobs/${FAKE_JOB}`)).status).toBe(401);
  });

  it("runs the class delete for its owner only: one job pressed twice, the admin's same job, 404 for another teacher", { timeout: 300_000 }, async () => {
    const teacher = await signedInTeacher();
    const other = await signedInTeacher();
    const admin = await signedInAdmin();
    await db().doc(`teachers/${teacher.uid}`).update({ classSize: SIZE });
    const made = await createStudentAccounts(
      teacher.uid,
      Array.from({ length: SIZE }, (_, i) => ({ firstName: `Kid${i}`, lastName: "Own" })),
    );
    expect(made.filter((result) => result.status === "fulfilled")).toHaveLength(SIZE);

    // Nothing runs yet.
    expect(await api("GET", "/student/all/delete-job", { token: teacher.token })).toMatchObject({ status: 200, body: { success: true, job: null } });

    const [first, second] = await Promise.all([
      api<{ jobId: string; started: boolean }>("POST", "/student/all/delete-job", { token: teacher.token }),
      api<{ jobId: string; started: boolean }>("POST", "/student/all/delete-job", { token: teacher.token }),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect([first.body.started, second.body.started].filter(Boolean)).toHaveLength(1);
    const jobId = first.body.jobId;
    await whenJob(jobId, (job) => job.state !== "queued", 120_000);
    await holdJob(jobId);

    // The admin's Delete Class of that class while it runs: the same job, listed among the active ones.
    const byAdmin = await api<{ jobId: string; started: boolean }>("POST", `/admin/teacher/${teacher.uid}/class/delete-job`, { token: admin.token });
    const running = await api<JobView>("GET", `/student/jobs/${jobId}`, { token: teacher.token });
    expect(byAdmin).toMatchObject({ status: 202, body: { jobId, started: false } });
    const active = await api<{ jobs: JobView[] }>("GET", "/admin/jobs?active=1", { token: admin.token });
    expect(active.status).toBe(200);
    expect(active.body.jobs.map((job) => job.jobId)).toContain(jobId);
    const found = await api<{ job: JobView | null }>("GET", "/student/all/delete-job", { token: teacher.token });
    expect(found.body.job).toMatchObject({ jobId, kind: "deleteClass", teacherId: teacher.uid, total: SIZE });
    expect(running).toMatchObject({ status: 200, body: { jobId, kind: "deleteClass", teacherId: teacher.uid, state: "running", total: SIZE } });

    // Another teacher cannot see it, nor find it as their own; an admin's list is for admins.
    expect((await api("GET", `/student/jobs/${jobId}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/student/jobs/${FAKE_JOB}`, { token: teacher.token })).status).toBe(404);
    expect(await api("GET", "/student/all/delete-job", { token: other.token })).toMatchObject({ status: 200, body: { job: null } });
    expect((await api("GET", "/admin/jobs?active=1", { token: teacher.token })).status).toBe(403);
    expect((await api("GET", "/admin/jobs", { token: admin.token })).status).toBe(400);

    // Let go (its lease runs out), the teacher's reads put it back to work, to its end.
    await releaseJob(jobId);
    const deadline = Date.now() + 120_000;
    let job = running.body;
    while (job.state !== "done" && job.state !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      job = (await api<JobView>("GET", `/student/jobs/${jobId}`, { token: teacher.token })).body;
    }
    expect(job).toMatchObject({ state: "done", total: SIZE, done: SIZE });
    expect((await db().collection("students").where("teacherId", "==", teacher.uid).count().get()).data().count).toBe(0);
    expect((await db().collection("studentNames").where("teacherId", "==", teacher.uid).count().get()).data().count).toBe(0);
    // The class goes; the teacher stays, and once the job is over nothing runs.
    expect(await docExists(`teachers/${teacher.uid}`)).toBe(true);
    expect(await api("GET", "/student/all/delete-job", { token: teacher.token })).toMatchObject({ status: 200, body: { job: null } });
    const activeAfter = await api<{ jobs: JobView[] }>("GET", "/admin/jobs?active=1", { token: admin.token });
    expect(activeAfter.body.jobs.map((view) => view.jobId)).not.toContain(jobId);
  });
});
