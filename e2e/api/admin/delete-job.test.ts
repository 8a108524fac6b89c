// An admin's delete of a teacher and their class as a job: accepted at once (202), the
// same press again is the same job, and with the worker running it killed between rounds (a real
// SIGKILL of the functions emulator's worker process) it finishes on its own, with nobody
// reading it (the sweeper resumes it: functions/src/jobs/sweep.ts): every document of the
// teacher and their students gone, and every Auth user, and the job's record names no one.
// A class of 150 is two rounds of the delete (removal/classes.ts: 100 a round), the last one
// short: the kill falls between them (the second waits on its last student, whom the test holds
// until the kill, so a fast machine cannot finish first); `npm run load -- --big-class` deletes a
// class of 1,500 so.
import { describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { killFunctionWorkers } from "../../../testing/functions-workers";
import { holdLastRound, pastFirstRound, whenJob } from "../../support/jobs";
import { whileHeld } from "../../support/document-hold";
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

const SIZE = 150;

describe("an admin's delete of a teacher, as a job", () => {
  it("finishes removing a teacher with a class of two rounds after the worker is killed between rounds", { timeout: 300_000 }, async () => {
    const admin = await adminToken();
    const teacher = await makeTeacher();
    const made = await createStudentAccounts(
      teacher.uid,
      Array.from({ length: SIZE }, (_, i) => ({ firstName: `Kid${i}`, lastName: "Leaving" })),
    );
    const uids = made.flatMap((result) => (result.status === "fulfilled" ? [result.value._id] : []));
    expect(uids).toHaveLength(SIZE);

    const { first, halfway } = await whileHeld(holdLastRound(uids), async () => {
      const [first, second] = await Promise.all([
        api<{ jobId: string; started: boolean }>("POST", `/admin/teacher/${teacher.uid}/delete-job`, { token: admin }),
        api<{ jobId: string; started: boolean }>("POST", `/admin/teacher/${teacher.uid}/delete-job`, { token: admin }),
      ]);
      expect([first.status, second.status]).toEqual([202, 202]);
      expect(second.body.jobId).toBe(first.body.jobId);
      expect([first.body.started, second.body.started].filter(Boolean)).toHaveLength(1);

      // Once its first round is recorded (the second waits on the held student), the worker dies.
      const halfway = await whenJob(first.body.jobId, pastFirstRound, 120_000);
      expect(killFunctionWorkers(stackInfo().projectId, "runJob")).toBeGreaterThan(0);
      return { first, halfway };
    });
    expect([halfway.state, halfway.done < SIZE]).toEqual(["running", true]);

    // Nobody reads it through the API now (a read would resume it): its document is watched directly.
    const record = db().doc(`jobs/${first.body.jobId}`);
    expect((await record.get()).get("state"), "the kill came before the end").toBe("running");
    await whenJob(first.body.jobId, (job) => job.state === "done" || job.state === "failed", 180_000);
    const ended = (await record.get()).data();
    expect(ended).toMatchObject({ state: "done", total: SIZE, done: SIZE });
    expect(ended?.teacherId).toBeUndefined();
    expect(ended?.expiresAt).toBeDefined();
    const job = await waitForJob(admin, first.body.jobId, () => true, 0);
    expect([job.state, job.total, job.done]).toEqual(["done", SIZE, SIZE]);

    expect((await db().collection("students").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect((await db().collection("credentials").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect((await db().collection("studentNames").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect((await db().collection("studentProgress").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect(await docExists(`teachers/${teacher.uid}`)).toBe(false);
    const everyone = [teacher.uid, ...uids];
    for (let start = 0; start < everyone.length; start += 100) {
      const page = await auth().getUsers(everyone.slice(start, start + 100).map((uid) => ({ uid })));
      expect(page.users).toEqual([]);
    }
  });
});
