// `npm run load -- --big-class`: the jobs at full size, on a throwaway stack. The test suite checks
// each job's behaviour on classes of a few rounds (e2e: 150 to 250 students, two or three rounds of
// 100) and keeps one case at the class limit; this runs the others at the size a school has (a
// whole grade of 1,500, classes of 800 and 600), with workers killed halfway, and checks the same
// outcomes: no student lost, none made twice, every Auth user accounted for, and the class's
// counters equal a recount. It prints each case's time.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_CLASS_SIZE, timeShardOf, type UploadJobAccepted, type UploadJobView } from "@rink/common";
import { HOST } from "../../scripts/stack/defaults";
import { findFreePorts } from "../../scripts/stack/ports";
import { startStack, type Stack } from "../../scripts/stack/stack";
import { accountsOn } from "../../testing/accounts";
import { killFunctionWorkers } from "../../testing/functions-workers";
import { LEASE_MS } from "../../functions/src/jobs/lease";
import { SWEEP_EVERY_MS } from "../../functions/src/jobs/sweep";
import { rowUid } from "../../functions/src/jobs/rowUid";

const log = (line: string) => console.log(`[big-class] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Accounts = Awaited<ReturnType<typeof accountsOn>>;

interface Case {
  name: string;
  run: () => Promise<string[]>;
}

/** One class list: `count` distinct names under one family name of its own. */
function classList(count: number, family: string): { csv: string; names: string[] } {
  const names = Array.from({ length: count }, (_, i) => `Kid${i} ${family}`);
  return { csv: ["firstName,lastName", ...names.map((name) => name.replace(" ", ","))].join("\n"), names };
}

export async function runBigClass(): Promise<boolean> {
  const [hosting, functions, auth, firestore, hub, logging] = await findFreePorts(6, HOST);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rink-big-class-"));
  let stack: Stack | undefined;
  process.on("SIGINT", () => void stack?.stop().then(() => process.exit(130)));
  try {
    // Production's waits (not the test stacks' shorter ones): a killed worker's job resumes as it would in a school.
    log(`Starting a throwaway stack (job lease ${seconds(LEASE_MS)}, sweeper every ${seconds(SWEEP_EVERY_MS)}); load average ${os.loadavg().map((v) => v.toFixed(2)).join(" ")}, ${os.cpus().length} cores...`);
    stack = await startStack({
      name: `big-class-${process.pid}`,
      projectId: `demo-rink-big-class-${process.pid}`,
      ports: { hosting, functions, auth, firestore, hub, logging },
      dataDir,
      fresh: true,
      log: (line) => log(`stack: ${line}`),
    });
    log(`Ready in ${seconds(stack.readyInMs)}.`);
    const cases = bigClassCases(stack, await accountsOn(stack));
    const problems: string[] = [];
    for (const { name, run } of cases) {
      const started = Date.now();
      let found: string[];
      try {
        found = await run();
      } catch (error) {
        found = [`stopped: ${error instanceof Error ? error.message : String(error)}`];
      }
      log(`${found.length === 0 ? "ok  " : "FAIL"} ${name}: ${seconds(Date.now() - started)}`);
      for (const problem of found) log(`       ${problem}`);
      problems.push(...found.map((problem) => `${name}: ${problem}`));
    }
    log(problems.length === 0 ? "Every case: nothing lost, nothing doubled, the counters equal a recount." : `${problems.length} problem(s).`);
    return problems.length === 0;
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function bigClassCases(stack: Stack, accounts: Accounts): Case[] {
  const { auth, db } = accounts;

  async function call<T>(method: string, route: string, token: string, body?: FormData): Promise<{ status: number; body: T }> {
    const response = await fetch(`${stack.apiUrl}${route}`, { method, headers: { authorization: `Bearer ${token}` }, ...(body ? { body } : {}) });
    return { status: response.status, body: (await response.json()) as T };
  }
  const csvForm = (csv: string) => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "class.csv");
    return form;
  };
  const startUpload = (token: string, csv: string) => call<UploadJobAccepted>("POST", "/student/bulk/jobs", token, csvForm(csv));
  const uploadView = (token: string, id: string) => call<UploadJobView>("GET", `/student/bulk/jobs/${id}`, token);

  async function teacher(classSize: number) {
    const made = await accounts.makeTeacher({ classSize });
    return { ...made, token: await accounts.idTokenWithSession(made.uid) };
  }

  /** Reads the job through the API (which resumes it if its worker died) until it is over. */
  async function uploadEnd(token: string, id: string): Promise<UploadJobView> {
    for (let waited = 0; ; waited += 1000) {
      const { body } = await uploadView(token, id);
      if (body.state === "done" || body.state === "failed" || waited > 1_800_000) return body;
      await sleep(1000);
    }
  }

  /** Watches the job's record (not through the API: that would resume it) until `until` holds. */
  async function record(id: string, until: (job: FirebaseFirestore.DocumentData) => boolean): Promise<FirebaseFirestore.DocumentData> {
    for (let waited = 0; ; waited += 250) {
      const job = (await db().doc(`jobs/${id}`).get()).data() ?? {};
      if (until(job) || waited > 1_800_000) return job;
      await sleep(250);
    }
  }

  /** Kills the job workers once `id` has recorded `done` rows; a problem if none ran or the job was over by then. */
  async function killAt(id: string, done: number): Promise<string[]> {
    const job = await record(id, (current) => current.done >= done || current.state === "done" || current.state === "failed");
    const killed = killFunctionWorkers(stack.projectId, "runJob");
    log(`       killed ${killed} worker(s) at ${String(job.done)} of ${String(job.total)}`);
    return [...(killed > 0 ? [] : ["no worker to kill"]), ...(job.state === "running" ? [] : [`the job was ${String(job.state)} before the kill`])];
  }

  /** The class against the names it should hold, each once, every way it is stored and counted. */
  async function classProblems(teacherId: string, names: string[], jobs: UploadJobView[]): Promise<string[]> {
    const problems: string[] = [];
    const students = await db().collection("students").where("teacherId", "==", teacherId).get();
    const uids = students.docs.map((doc) => doc.id).sort();
    const have = students.docs.map((doc) => `${String(doc.get("firstName"))} ${String(doc.get("lastName"))}`);
    const missing = names.filter((name) => !have.includes(name));
    if (missing.length > 0) problems.push(`lost ${missing.length} student(s), e.g. ${missing[0]}`);
    if (new Set(have).size !== have.length || have.length !== names.length) problems.push(`${have.length} students for ${names.length} names (${have.length - new Set(have).size} doubled)`);
    const userNames = students.docs.map((doc) => String(doc.get("userName")));
    if (new Set(userNames).size !== userNames.length) problems.push("a username given twice");
    const claims = (await db().collection("studentNames").where("teacherId", "==", teacherId).get()).docs.map((doc) => String(doc.get("uid"))).sort();
    if (JSON.stringify(claims) !== JSON.stringify(uids)) problems.push(`${claims.length} name claims for ${uids.length} students`);
    // Every Auth user the jobs could have made (a row's id, on every run of its job): one per student, none left over.
    const candidates = jobs.flatMap((job) => [...job.added, ...job.rejected].map(({ row }) => rowUid(job.jobId, job.createdAt, row)));
    const users: string[] = [];
    for (let start = 0; start < candidates.length; start += 100) users.push(...(await auth().getUsers(candidates.slice(start, start + 100).map((uid) => ({ uid })))).users.map((user) => user.uid));
    if (JSON.stringify(users.sort()) !== JSON.stringify(uids)) problems.push(`${users.length} Auth users of the jobs for ${uids.length} students`);
    return [...problems, ...(await counterProblems(teacherId))];
  }

  /** teachers/{id}.studentCount and the time shards against a recount of the student documents. */
  async function counterProblems(teacherId: string): Promise<string[]> {
    const [teacherDoc, shards, students] = await Promise.all([
      db().doc(`teachers/${teacherId}`).get(),
      db().collection("classTime").where("teacherId", "==", teacherId).get(),
      db().collection("students").where("teacherId", "==", teacherId).select("timeSpent").get(),
    ]);
    const problems: string[] = [];
    const studentCount = teacherDoc.exists ? Number(teacherDoc.get("studentCount")) : 0;
    if (studentCount !== students.size) problems.push(`studentCount ${studentCount}, recount ${students.size}`);
    for (const shard of shards.docs) {
      const recount = students.docs.filter((doc) => timeShardOf(doc.id) === shard.id).reduce((sum, doc) => sum + Number(doc.get("timeSpent") ?? 0), 0);
      if (Number(shard.get("timeSpentMs")) !== recount) problems.push(`time shard ${shard.id}: ${String(shard.get("timeSpentMs"))} ms, recount ${recount} ms`);
    }
    return problems;
  }

  /** Nothing of the class left (and of the teacher, unless `teacherStays`), in Firestore or Auth. */
  async function leftovers(teacherId: string, uids: string[], teacherStays: boolean): Promise<string[]> {
    const problems: string[] = [];
    for (const collection of ["students", "credentials", "studentNames", "studentProgress"]) {
      const left = (await db().collection(collection).where("teacherId", "==", teacherId).count().get()).data().count;
      if (left > 0) problems.push(`${left} left in ${collection}`);
    }
    const teacherExists = (await db().doc(`teachers/${teacherId}`).get()).exists;
    if (teacherExists !== teacherStays) problems.push(teacherStays ? "the teacher is gone" : "the teacher document is left");
    const people = teacherStays ? uids : [teacherId, ...uids];
    let users = 0;
    for (let start = 0; start < people.length; start += 100) users += (await auth().getUsers(people.slice(start, start + 100).map((uid) => ({ uid })))).users.length;
    if (users > 0) problems.push(`${users} Auth user(s) left`);
    return [...problems, ...(teacherStays ? await counterProblems(teacherId) : [])];
  }

  /** A class made directly (the API's own account code), as the delete tests make theirs. */
  async function madeClass(size: number) {
    const { createStudentAccounts } = await import("../../functions/src/students/create");
    const owner = await teacher(size);
    const made = await createStudentAccounts(owner.uid, Array.from({ length: size }, (_, i) => ({ firstName: `Kid${i}`, lastName: "Leaving" })));
    const uids = made.flatMap((result) => (result.status === "fulfilled" ? [result.value._id] : []));
    if (uids.length !== size) throw new Error(`made ${uids.length} of ${size} students`);
    return { owner, uids };
  }

  /** Reads the teacher's delete job through the API (which resumes it if its worker died) until it is over. */
  async function deleteEnd(id: string, token: string): Promise<{ state?: unknown; total?: unknown; done?: unknown }> {
    for (let waited = 0; ; waited += 1000) {
      const { body } = await call<{ state: string }>("GET", `/student/jobs/${id}`, token);
      if (body.state === "done" || body.state === "failed" || waited > 1_800_000) return body;
      await sleep(1000);
    }
  }

  let admin: string | undefined;
  const adminToken = async () => (admin ??= await accounts.idTokenWithSession((await accounts.makeAdmin()).uid));

  return [
    {
      name: `an upload job of ${MAX_CLASS_SIZE} rows, then the same file again adds nobody (browser/teacher-dashboard.test.ts at 250)`,
      run: async () => {
        const owner = await teacher(MAX_CLASS_SIZE);
        const { csv, names } = classList(MAX_CLASS_SIZE, "Whole");
        const started = await startUpload(owner.token, csv);
        const job = await uploadEnd(owner.token, started.body.jobId);
        log(`       ${job.state}: ${job.added.length} added in ${seconds(job.updatedAt - job.createdAt)}`);
        const again = await uploadEnd(owner.token, (await startUpload(owner.token, `${csv}\n`)).body.jobId);
        return [
          ...(job.state === "done" && job.added.length === MAX_CLASS_SIZE ? [] : [`the job ended ${job.state} with ${job.added.length} added`]),
          ...(again.added.length === 0 && again.rejected.length === MAX_CLASS_SIZE ? [] : [`the same file again added ${again.added.length}`]),
          ...(await classProblems(owner.uid, names, [job, again])),
        ];
      },
    },
    {
      name: `two upload jobs of one ${MAX_CLASS_SIZE}-row file at once, the workers killed halfway (api/students/upload-job.test.ts, also in CI)`,
      run: async () => {
        const owner = await teacher(MAX_CLASS_SIZE);
        const { csv, names } = classList(MAX_CLASS_SIZE, "Twice");
        const [first, saved] = await Promise.all([startUpload(owner.token, csv), startUpload(owner.token, `${csv}\n`)]);
        const killProblems = await killAt(first.body.jobId, 500);
        const [one, two] = await Promise.all([uploadEnd(owner.token, first.body.jobId), uploadEnd(owner.token, saved.body.jobId)]);
        const added = one.added.length + two.added.length;
        return [
          ...killProblems,
          ...(one.state === "done" && two.state === "done" ? [] : [`the jobs ended ${one.state} and ${two.state}`]),
          ...(added === MAX_CLASS_SIZE ? [] : [`the two jobs added ${added}`]),
          ...(await classProblems(owner.uid, names, [one, two])),
        ];
      },
    },
    {
      name: "an upload job of 800 rows, its worker killed halfway (browser/teacher-upload-job.test.ts at 250)",
      run: async () => {
        const owner = await teacher(800);
        const { csv, names } = classList(800, "Grade");
        const started = await startUpload(owner.token, csv);
        const killProblems = await killAt(started.body.jobId, 400);
        const job = await uploadEnd(owner.token, started.body.jobId);
        return [...killProblems, ...(job.state === "done" && job.added.length === 800 ? [] : [`the job ended ${job.state} with ${job.added.length} added`]), ...(await classProblems(owner.uid, names, [job]))];
      },
    },
    {
      name: "a teacher's Delete All Students of 600, as a job (browser/teacher-delete-job.test.ts at 150)",
      run: async () => {
        const { owner, uids } = await madeClass(600);
        const started = await call<{ jobId: string }>("POST", "/student/all/delete-job", owner.token);
        if (started.status !== 202) return [`the delete answered ${started.status}`];
        const job = await deleteEnd(started.body.jobId, owner.token);
        return [...(job.state === "done" && job.done === 600 ? [] : [`the job ended ${String(job.state)}, ${String(job.done)} of ${String(job.total)}`]), ...(await leftovers(owner.uid, uids, true))];
      },
    },
    {
      name: `an admin's delete of a teacher with ${MAX_CLASS_SIZE} students, the worker killed halfway, nobody reading (api/admin/delete-job.test.ts at 150)`,
      run: async () => {
        const { owner, uids } = await madeClass(MAX_CLASS_SIZE);
        const started = await call<{ jobId: string }>("POST", `/admin/teacher/${owner.uid}/delete-job`, await adminToken());
        if (started.status !== 202) return [`the delete answered ${started.status}`];
        const killProblems = await killAt(started.body.jobId, 500);
        // Only the sweeper resumes it: the record is read directly, never through the API.
        const job = await record(started.body.jobId, (current) => current.state === "done" || current.state === "failed");
        return [
          ...killProblems,
          ...(job.state === "done" && job.done === MAX_CLASS_SIZE && job.teacherId === undefined ? [] : [`the job ended ${String(job.state)}, ${String(job.done)} of ${String(job.total)}`]),
          ...(await leftovers(owner.uid, uids, false)),
        ];
      },
    },
  ];
}
