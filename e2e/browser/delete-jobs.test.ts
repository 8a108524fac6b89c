// Deletes of a big class run as jobs on screen (docs/decisions.md#d42):
// an admin logs in, opens the teachers, finds the teacher and removes them through the dialog
// (a double-click on the confirm button starts one job), which shows a bar of students
// removed and then the end, with nothing of the teacher or their students left in Firestore
// or Auth; a reload in the middle shows the removal still running in the teachers list, and
// then its end (a network cut mid-way only makes the dialog wait); the teacher's own Delete All Students runs the same class delete as a job.
// axe runs on each dialog mid-way and done; each is photographed at 1366x768 and 768x1024.
// Classes of 150 are two rounds of the delete (100 a round); a job checked mid-way cannot finish its
// second round while the test holds that round's last student, is held still after its first round
// (support/jobs.ts), then its lease runs out and the screen's reads resume it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usernameKey } from "@rink/common";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { stackInfo } from "../support/stack-info";
import { killFunctionWorkers } from "../../testing/functions-workers";
import { holdJob, holdLastRound, pastFirstRound, releaseJob, whenJob } from "../support/jobs";
import { whileHeld } from "../support/document-hold";
import { auth, customTokenWithSession, db, makeAdmin, makeTeacher, unique, type TeacherFixture } from "../support/server-sdk";

const { createStudentAccounts } = await import("../../functions/src/students/create");

const { hostingUrl, projectId } = stackInfo();
/** In every fixture teacher's school name, so one search finds exactly them. */
const tag = `Icebreak${unique()}`;
let browser: BrowserSession;
let page: Page;

interface Made {
  teacher: TeacherFixture;
  students: Array<{ _id: string; userName: string }>;
}

/** A teacher with a class of `size`, made through the API's own account code; a few have logged in (sessions). */
async function bigClass(name: string, size: number): Promise<Made> {
  const teacher = await makeTeacher({ name, classSize: size, school: `${tag} Middle School` });
  const made = await createStudentAccounts(
    teacher.uid,
    Array.from({ length: size }, (_, i) => ({ firstName: `Kid${i}`, lastName: "Leaving" })),
  );
  const students = made.flatMap((result) => (result.status === "fulfilled" ? [{ _id: result.value._id, userName: result.value.userName }] : []));
  expect(students).toHaveLength(size);
  for (const uid of [teacher.uid, ...students.slice(0, 3).map((student) => student._id)]) await customTokenWithSession(uid);
  return { teacher, students };
}

const chunks = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Every document and Auth user of the teacher's class (and of the teacher, unless `teacherStays`), by collection. */
async function leftovers({ teacher, students }: Made, teacherStays = false): Promise<Record<string, number>> {
  const byTeacher = async (collection: string) => (await db().collection(collection).where("teacherId", "==", teacher.uid).count().get()).data().count;
  const uids = students.map((student) => student._id);
  const people = teacherStays ? uids : [teacher.uid, ...uids];
  let sessions = 0;
  for (const part of chunks(people, 30)) sessions += (await db().collection("sessions").where("uid", "in", part).count().get()).data().count;
  let usernames = 0;
  for (const part of chunks(students, 100)) usernames += (await db().getAll(...part.map((student) => db().doc(`usernames/${usernameKey(student.userName)}`)))).filter((doc) => doc.exists).length;
  let authUsers = 0;
  for (const part of chunks(people, 100)) authUsers += (await auth().getUsers(part.map((uid) => ({ uid })))).users.length;
  return {
    teachers: teacherStays ? 0 : Number((await db().doc(`teachers/${teacher.uid}`).get()).exists),
    students: await byTeacher("students"),
    studentProgress: await byTeacher("studentProgress"),
    studentNames: await byTeacher("studentNames"),
    credentials: await byTeacher("credentials"),
    usernames,
    sessions,
    authUsers,
  };
}
const NOTHING_LEFT = { teachers: 0, students: 0, studentProgress: 0, studentNames: 0, credentials: 0, usernames: 0, sessions: 0, authUsers: 0 };

/** Axe, then a screenshot at 1366x768 and one at 768x1024 (axe again there), back at 1366x768 after. */
async function check(name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `delete-job-${name}-1366x768.png`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `delete-job-${name}-768x1024.png`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** The numbers a progress bar's label shows ("Removing students: 120 of 400"), read as the page shows them. */
async function progressOf(label: ReturnType<Page["getByText"]>): Promise<{ done: number; total: number } | undefined> {
  const text = await label.textContent({ timeout: 1000 }).catch(() => null);
  const match = /: ([\d,]+) of ([\d,]+)/.exec(text ?? "");
  return match ? { done: Number((match[1] ?? "").replace(/,/g, "")), total: Number((match[2] ?? "").replace(/,/g, "")) } : undefined;
}

const SIZE = 150;

/** The admin's delete job of the teacher (one job per teacher: functions/src/jobs/deleteJob.ts). */
async function deleteJobOf(teacherId: string): Promise<string> {
  const [job] = (await db().collection("jobs").where("teacherId", "==", teacherId).where("kind", "==", "deleteTeacher").get()).docs;
  if (!job) throw new Error(`no delete job for ${teacherId}`);
  return job.id;
}

const rowOf = (userName: string) => page.locator(`[data-testid="teacher-row"][data-teacher="${userName}"]`);

async function adminFindsTeachers(): Promise<void> {
  await page.getByRole("link", { name: "View Teachers" }).click();
  await page.getByRole("heading", { level: 1, name: "Teachers" }).waitFor({ timeout: 20_000 });
  await page.getByRole("searchbox", { name: "Search teachers" }).fill(tag);
  await page.getByRole("status").filter({ hasText: `match “${tag}”` }).waitFor({ timeout: 20_000 });
}

let removed: Made;
let reloaded: Made;

beforeAll(async () => {
  removed = await bigClass(`Ada Leaving ${tag}`, SIZE);
  reloaded = await bigClass(`Bo Reloading ${tag}`, SIZE);
  browser = await openBrowser();
  page = browser.page;
}, 300_000);
afterAll(async () => browser?.close());

describe("an admin's removal of a big class, as a job on screen", () => {
  it("logs in, finds the teacher, removes them: one job for a double-click, progress, then the end, and nothing left", { timeout: 300_000 }, async () => {
    const admin = await makeAdmin();
    await page.goto(`${hostingUrl}/admin/login`);
    await page.getByLabel("Username").fill(admin.userName);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Totals" }).waitFor({ timeout: 20_000 });
    await adminFindsTeachers();
    const name = `Ada Leaving ${tag}`;
    expect(await leftovers(removed)).toMatchObject({ teachers: 1, students: SIZE, studentProgress: SIZE, usernames: SIZE, authUsers: SIZE + 1, sessions: 4 });

    const starts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/delete-job")) starts.push(request.url());
    });
    await rowOf(removed.teacher.userName).getByRole("button", { name: `Delete Teacher ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Are you sure you want to remove ${name}?` });
    // Held once the first round of students is gone, so the picture shows a bar on its way.
    const running = page.getByRole("alertdialog", { name: `Removing ${name}…` });
    const bar = running.getByText(new RegExp(`^Removing students: [\\d,]+ of ${SIZE}$`));
    const jobId = await whileHeld(holdLastRound(removed.students.map((student) => student._id)), async () => {
      await dialog.getByRole("button", { name: "Remove Teacher" }).dblclick();
      await bar.waitFor({ timeout: 30_000 });
      const id = await deleteJobOf(removed.teacher.uid);
      await whenJob(id, pastFirstRound, 120_000);
      expect((await holdJob(id)).done).toBeLessThan(SIZE);
      return id;
    });
    const seen: number[] = [];
    await expect.poll(async () => (await progressOf(bar))?.done ?? 0, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    seen.push((await progressOf(bar))?.done ?? 0);
    await check("admin-progress");
    // Let go, the bar moves on its own until the end; every value read on the way is one the job had.
    await releaseJob(jobId);
    const done = page.getByRole("alertdialog", { name: `${name} was removed` });
    while (!(await done.isVisible())) {
      const now = await progressOf(bar);
      if (now) {
        expect(now.total).toBe(SIZE);
        seen.push(now.done);
      }
      await page.waitForTimeout(250);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((value) => value > 0 && value < SIZE)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    await done.getByText(`Removing students: ${SIZE} of ${SIZE}`).waitFor();
    await done.getByText(`${name} and their students were removed.`).waitFor();
    await check("admin-done");
    expect(starts).toHaveLength(1);

    expect(await leftovers(removed)).toEqual(NOTHING_LEFT);
    await done.getByRole("button", { name: "Close" }).click();
    await rowOf(removed.teacher.userName).waitFor({ state: "detached" });
  });

  it("waits for a cut connection, and after a reload in the middle and its worker killed the teachers list still shows the removal with its progress, then its end", { timeout: 300_000 }, async () => {
    const name = `Bo Reloading ${tag}`;
    await rowOf(reloaded.teacher.userName).getByRole("button", { name: `Delete Teacher ${name}` }).click();
    // The worker running it dies in its second round (a real SIGKILL: that round waits on the
    // student the test holds), and the test holds its lease while the screen is checked: the
    // removal stays mid-way however fast the machine.
    const running = page.getByRole("alertdialog", { name: `Removing ${name}…` });
    const jobId = await whileHeld(holdLastRound(reloaded.students.map((student) => student._id)), async () => {
      await page.getByRole("alertdialog", { name: `Are you sure you want to remove ${name}?` }).getByRole("button", { name: "Remove Teacher" }).click();
      await running.getByText(new RegExp(`^Removing students: [\\d,]+ of ${SIZE}$`)).waitFor({ timeout: 30_000 });
      const id = await deleteJobOf(reloaded.teacher.uid);
      await whenJob(id, pastFirstRound, 120_000);
      expect(killFunctionWorkers(projectId, "runJob")).toBeGreaterThan(0);
      expect((await holdJob(id)).done).toBeLessThan(SIZE);
      return id;
    });

    // The network cut (a real fault): the dialog waits for the connection, never says the removal failed.
    await page.context().setOffline(true);
    try {
      await running.getByText("Waiting for the connection… The work goes on on the server.").waitFor({ timeout: 20_000 });
      expect(await running.getByText(/could not be removed/).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, "delete-job-admin-waiting-1366x768.png");
    } finally {
      await page.context().setOffline(false);
    }
    await running.getByText("Waiting for the connection… The work goes on on the server.").waitFor({ state: "detached", timeout: 20_000 });

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Teachers" }).waitFor({ timeout: 20_000 });
    await page.getByRole("searchbox", { name: "Search teachers" }).fill(tag);
    const row = rowOf(reloaded.teacher.userName);
    const line = row.getByText(new RegExp(`^Being removed: [\\d,]+ of ${SIZE}$`));
    await line.waitFor({ timeout: 30_000 });
    const first = await progressOf(line);
    expect(first && first.done < SIZE).toBe(true);
    await row.getByRole("progressbar").waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "delete-job-admin-reloaded-row-1366x768.png");
    // The dead worker's lease runs out: the list's next reads put the job back to work.
    await releaseJob(jobId);
    // The end: the row goes, as the teacher has.
    await row.waitFor({ state: "detached", timeout: 120_000 });
    expect(await leftovers(reloaded)).toEqual(NOTHING_LEFT);
  });
});
