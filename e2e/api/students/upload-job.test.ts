// A class list uploaded as a job: accepted at once (202), the same file pressed twice is
// one job, and jobs whose worker is killed halfway (a real kill of the functions
// emulator's worker process running the job) are taken up again and finish with every
// student of the file made exactly once, and the jobs saying so. The one case of the suite at
// the class limit, 1,500 rows, is here; `npm run load -- --big-class` runs the others at full size.
import { describe, expect, it } from "vitest";
import type { UserRecord } from "firebase-admin/auth";
import { MAX_CLASS_SIZE, RECENT_UPLOAD_MS, type UploadJobAccepted, type UploadJobList, type UploadJobView } from "@rink/common";
import { rowUid } from "../../../functions/src/jobs/rowUid";
import { api } from "../../support/api";
import { auth, db, unique } from "../../support/server-sdk";
import { stackInfo } from "../../support/stack-info";
import { killFunctionWorkers } from "../../../testing/functions-workers";
import { pastFirstRound, watchRounds, whenJob } from "../../support/jobs";
import { signedInTeacher } from "./fixtures";

function csvForm(content: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([content], { type: "text/csv" }), "class.csv");
  return form;
}
const startJob = (token: string, csv: string) => api<UploadJobAccepted>("POST", "/student/bulk/jobs", { token, rawBody: csvForm(csv) });
const jobView = (token: string, id: string) => api<UploadJobView>("GET", `/student/bulk/jobs/${id}`, { token });
const jobList = (token?: string) => api<UploadJobList>("GET", "/student/bulk/jobs", token ? { token } : {});

function classList(count: number): { csv: string; names: string[]; lastName: string } {
  const lastName = `Job${unique()}`;
  const names = Array.from({ length: count }, (_, i) => `Kid${i} ${lastName}`);
  return { csv: ["firstName,lastName", ...names.map((name) => name.replace(" ", ","))].join("\n"), names, lastName };
}

/** Polls the job until `until` holds of it (the real clock; no speed assumed). */
async function waitForJob(token: string, id: string, until: (job: UploadJobView) => boolean, seconds: number): Promise<UploadJobView> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { status, body } = await jobView(token, id);
    expect(status).toBe(200);
    if (until(body) || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Every Auth user the jobs could have made, found by id (100 a call), not by listing every user
 * of the stack: a job gives each row's student an id of its own (rowUid), on every run of it, so
 * a user a killed worker left, or a second press made, has one of these ids.
 */
async function authUsersOfJobs(jobs: UploadJobView[]): Promise<UserRecord[]> {
  const uids = jobs.flatMap((job) => [...job.added, ...job.rejected].map(({ row }) => rowUid(job.jobId, job.createdAt, row)));
  const found: UserRecord[] = [];
  for (let start = 0; start < uids.length; start += 100) found.push(...(await auth().getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })))).users);
  return found;
}

async function expectEachOnce(teacherId: string, names: string[], jobs: UploadJobView[]) {
  const students = await db().collection("students").where("teacherId", "==", teacherId).get();
  const uids = students.docs.map((doc) => doc.id).sort();
  expect(students.docs.map((doc) => `${doc.get("firstName") as string} ${doc.get("lastName") as string}`).sort()).toEqual([...names].sort());
  expect((await db().doc(`teachers/${teacherId}`).get()).get("studentCount")).toBe(names.length);
  const claims = await db().collection("studentNames").where("teacherId", "==", teacherId).get();
  expect(claims.docs.map((doc) => doc.get("uid") as string).sort()).toEqual(uids);
  // One Auth user per student: none left by a killed worker or the second press.
  const users = await authUsersOfJobs(jobs);
  expect(users.map((user) => user.uid).sort()).toEqual(uids);
  expect(users.map((user) => user.displayName).sort()).toEqual([...names].sort());
  return uids;
}

describe("a class list uploaded as a job", () => {
  // The two small cases (a teacher each) side by side; the case at the limit kills the stack's job workers, so it runs alone.
  it.concurrent("is accepted at once, one job for the file pressed twice, and makes each of 40 students once", { timeout: 300_000 }, async ({ expect }) => {
    const teacher = await signedInTeacher();
    const { csv, names } = classList(40);
    const [first, second] = await Promise.all([startJob(teacher.token, csv), startJob(teacher.token, csv)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect([first.body.started, second.body.started].filter(Boolean)).toHaveLength(1);

    const job = await waitForJob(teacher.token, first.body.jobId, (view) => view.state === "done" || view.state === "failed", 240);
    expect(job.state).toBe("done");
    expect([job.done, job.total, job.added.length]).toEqual([40, 40, 40]);
    const uids = await expectEachOnce(teacher.uid, names, [job]);
    expect(job.added.map((row) => row._id).sort()).toEqual(uids);
    // Another teacher cannot read it.
    const other = await signedInTeacher();
    expect((await jobView(other.token, first.body.jobId)).status).toBe(404);
  });

  it.concurrent("makes a class list of a normal size before it answers, with no worker woken for it", { timeout: 120_000 }, async ({ expect }) => {
    const teacher = await signedInTeacher();
    const { csv, names } = classList(30);
    const accepted = await startJob(teacher.token, csv);
    expect(accepted.status).toBe(202);
    expect(accepted.body.started).toBe(true);
    // Read once, right after the answer: the screen's first read finds it over.
    const job = (await jobView(teacher.token, accepted.body.jobId)).body;
    expect([job.state, job.done, job.total, job.added.length]).toEqual(["done", 30, 30, 30]);
    // The request held the job itself: one worker ever took it.
    expect((await db().doc(`jobs/${accepted.body.jobId}`).get()).get("attempts")).toBe(1);
    await expectEachOnce(teacher.uid, names, [job]);
  });

  it.concurrent("lists the teacher's own uploads at work and just over, to them only, and resumes one whose worker died", { timeout: 300_000 }, async ({ expect }) => {
    const teacher = await signedInTeacher();
    const other = await signedInTeacher();
    const { csv, names } = classList(40);
    const accepted = await startJob(teacher.token, csv);
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.jobId;

    // At work or already over, it is in its teacher's list (a reload finds it there).
    const listed = await jobList(teacher.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((job) => [job.jobId, job.total])).toEqual([[jobId, 40]]);
    // Another teacher sees none of it; without a login, nothing.
    const others = await jobList(other.token);
    expect(others.status).toBe(200);
    expect(others.body.data).toEqual([]);
    expect((await jobList()).status).toBe(401);

    const job = await waitForJob(teacher.token, jobId, (view) => view.state === "done" || view.state === "failed", 240);
    const over = (await jobList(teacher.token)).body.data;
    expect(over.map(({ jobId: id, state, total, done, added, rejected }) => ({ id, state, total, done, added, rejected }))).toEqual([
      { id: jobId, state: "done", total: 40, done: 40, added: 40, rejected: 0 },
    ]);
    await expectEachOnce(teacher.uid, names, [job]);

    // Its worker "died" with the job still running (its lease over): listing puts it back to work, and it ends.
    await db().doc(`jobs/${jobId}`).update({ state: "running", leaseUntil: Date.now() - 1000 });
    const requeued = (await jobList(teacher.token)).body.data;
    expect(requeued.map((job) => job.jobId)).toEqual([jobId]);
    await expect
      .poll(async () => (await db().doc(`jobs/${jobId}`).get()).get("state") as string, { timeout: 120_000, interval: 1000 })
      .toBe("done");
    await expectEachOnce(teacher.uid, names, [(await jobView(teacher.token, jobId)).body]);

    // Over for longer than RECENT_UPLOAD_MS: out of the list.
    await db().doc(`jobs/${jobId}`).update({ updatedAt: Date.now() - RECENT_UPLOAD_MS - 60_000 });
    expect((await jobList(teacher.token)).body.data).toEqual([]);
  });

  it("adds each of 1,500 students once from two uploads of the class list at once, as two jobs, with the worker running them killed halfway; the class is then full", { timeout: 900_000 }, async () => {
    const teacher = await signedInTeacher();
    const { csv, names, lastName } = classList(MAX_CLASS_SIZE);
    // The same file twice is one job; saved again (a line added at its end) it is a second job on the same names.
    const [first, again, saved] = await Promise.all([startJob(teacher.token, csv), startJob(teacher.token, csv), startJob(teacher.token, `${csv}\n`)]);
    expect([first.status, again.status, saved.status]).toEqual([202, 202, 202]);
    expect(again.body.jobId).toBe(first.body.jobId);
    expect(saved.body.jobId).not.toBe(first.body.jobId);

    const rounds = [watchRounds(first.body.jobId), watchRounds(saved.body.jobId)];
    // Halfway through whichever job gets there first (a third of its rows recorded), the workers
    // running the jobs die. (The other may be over by then: the job that claims a name first makes
    // it, and the other only finds its rows already in the class, which is quick.)
    const thirdDone = (id: string) => whenJob(id, (job) => job.done >= 500 || (pastFirstRound(job) && job.state !== "running"), 600_000).then((job) => ({ id, job }));
    const watches = [thirdDone(first.body.jobId), thirdDone(saved.body.jobId)];
    // The slower one's listener ends at its job's end; its outcome is not awaited.
    for (const watch of watches) watch.catch(() => undefined);
    const halfway = await Promise.race(watches);
    expect(halfway.job.state).toBe("running");
    expect(killFunctionWorkers(stackInfo().projectId, "runJob")).toBeGreaterThan(0);
    const atKill = (await db().doc(`jobs/${halfway.id}`).get()).data() as { state: string; done: number };
    expect([atKill.state, atKill.done < 1500], "the kill came before that job's end").toEqual(["running", true]);

    // Read through the API, each is put back to work once its dead worker's lease runs out.
    const ended = (view: UploadJobView) => view.state === "done" || view.state === "failed";
    const [one, two] = await Promise.all([waitForJob(teacher.token, first.body.jobId, ended, 800), waitForJob(teacher.token, saved.body.jobId, ended, 800)]);
    expect([one.state, two.state]).toEqual(["done", "done"]);
    console.log(`[upload-job] longest round of 100 rows (two jobs at once): ${Math.max(...rounds.map((watch) => watch.stop()))} ms`);
    expect([one.done, one.total, two.done, two.total]).toEqual([1500, 1500, 1500, 1500]);
    // Between them, every row once: made by one job, "already in your class" in the other.
    expect(one.added.length + two.added.length).toBe(1500);
    expect(new Set([...one.rejected, ...two.rejected].map((row) => row.reason))).toEqual(new Set(["Already in your class"]));
    expect(one.rejected.length + two.rejected.length).toBe(1500);
    const uids = await expectEachOnce(teacher.uid, names, [one, two]);
    expect([...one.added, ...two.added].map((row) => row._id).sort()).toEqual(uids);

    // The class is at the limit: a file with one new name is refused, and nobody is added.
    const oneMore = await startJob(teacher.token, `${csv}\nKid${MAX_CLASS_SIZE},${lastName}`);
    expect(oneMore.status).toBe(413);
    expect((await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount")).toBe(MAX_CLASS_SIZE);
  });
});
