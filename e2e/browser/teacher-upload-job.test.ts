// The teacher's Upload CSV as a job (docs/decisions.md#d42): the
// dialog follows the job with a progress bar of rows done, a double press makes each student
// once, the network cut mid-upload is waited out (the upload goes on at the server), closing
// the dialog leaves the job running, and after a reload the Students tab still shows the
// upload at work, then its end, with the roster filled in. The teacher acts with the mouse;
// only the teacher account is a fixture, and the class is checked through the Admin SDK.
// A class list of 250 is three chunks of the job (100 a chunk), a preview cut short and a roster
// of five pages; a job checked mid-way is held still after its first chunk (support/jobs.ts),
// then its lease runs out and the screen's reads put it back to work.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { checkBothSizes } from "../support/both-sizes";
import { db, makeTeacher, unique, type TeacherFixture } from "../support/server-sdk";
import { killFunctionWorkers } from "../../testing/functions-workers";
import { holdJob, holdLastChunk, pastFirstRound, releaseJob, updateKnowingTheOutcome, whenJob } from "../support/jobs";
import { whileHeld } from "../support/document-hold";
import { expectNoSeriousA11yViolations } from "../support/axe";

const { hostingUrl, projectId } = stackInfo();
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;

beforeEach(async () => {
  teacher = await makeTeacher({ classSize: 30 });
  browser = await openBrowser();
  page = browser.page;
});
afterEach(async () => browser?.close());

const shot = (name: string) => saveScreenshot(page, `teacher-upload-job-${name}.png`);
const dialog = () => page.getByRole("dialog", { name: "Upload CSV" });

/** A class list of `count` rows, one family name for this test. */
function classList(count: number): { buffer: Buffer; names: string[] } {
  // Letters only: a family name of the file is a name, not a code.
  const family = `Jobby${unique().replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)] ?? "q")}`;
  const names = Array.from({ length: count }, (_, i) => `Skater${String(i).padStart(4, "0")} ${family}`);
  return { buffer: Buffer.from(["firstName,lastName", ...names.map((name) => name.replace(" ", ","))].join("\n")), names };
}

/** Holds the upload of `names` short of its last chunk (support/jobs.ts) until released. */
function holdLastChunkOf(names: string[]) {
  const [firstName = "", lastName = ""] = names.at(-1)?.split(" ") ?? [];
  return holdLastChunk(teacher.uid, { firstName, lastName });
}

async function logInAndChoose(fileName: string, buffer: Buffer, rows: number) {
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.userName);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 30_000 });
  await page.getByText("No Students to Display").waitFor({ timeout: 30_000 });
  await page.getByRole("tab", { name: "Students" }).click();
  await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
  await dialog().waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: "text/csv", buffer });
  await dialog().getByText(`Preview: ${rows.toLocaleString("en-US")} rows read`).waitFor({ timeout: 20_000 });
}

/** The class as the server holds it: each name, as many times as it is there. */
async function classNames(): Promise<string[]> {
  const students = await db().collection("students").where("teacherId", "==", teacher.uid).get();
  return students.docs.map((doc) => `${String(doc.get("firstName"))} ${String(doc.get("lastName"))}`).sort();
}

const ROWS = 250;

/** The teacher's one upload job (its id is the file's hash). */
async function theJob(): Promise<string> {
  const jobs = await db().collection("jobs").where("teacherId", "==", teacher.uid).where("kind", "==", "upload").get();
  expect(jobs.docs).toHaveLength(1);
  return jobs.docs[0]!.id;
}

/** "Adding students…: N of M" read from the screen, as [N, M]. */
async function progressOf(label: string, where: Locator): Promise<[number, number]> {
  const text = (await where.getByTestId("upload-progress").first().textContent()) ?? "";
  const match = new RegExp(`^${label}: ([\\d,]+) of ([\\d,]+)$`).exec(text);
  if (!match) throw new Error(`No progress in "${text}"`);
  return [Number(match[1]!.replace(/,/g, "")), Number(match[2]!.replace(/,/g, ""))];
}

describe("Upload CSV as a job", () => {
  it("shows each row's result of a list of 40; a double press adds each student once", { timeout: 400_000 }, async () => {
    const { buffer, names } = classList(40);
    await logInAndChoose("class-40.csv", buffer, 40);
    const send = dialog().getByRole("button", { name: "Upload 40 Students" });
    // Two fast presses: the second starts nothing (and the server would answer the same job).
    // A list of 40 is made before the server answers (docs/decisions.md#d74): no progress to
    // follow, the result comes next. A long list's progress is the next test's.
    await send.dblclick();
    await dialog().getByText("Students Added Successfully").waitFor({ timeout: 300_000 });
    await dialog().getByText("40 students added, 0 rows not added.").waitFor();
    const results = dialog().getByRole("table", { name: "What happened to each row" });
    const statuses = await results.locator("tbody tr td:last-child").allTextContents();
    expect(statuses).toHaveLength(40);
    for (const status of statuses) expect(status).toMatch(/^Added as \S+$/);
    // Each username once: forty students, not two runs' worth.
    expect(new Set(statuses).size).toBe(40);
    // The double press selected words of the page behind the dialog: not part of the picture.
    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    await checkBothSizes(page, "done", shot);

    await dialog().getByRole("button", { name: "Done" }).click();
    await dialog().waitFor({ state: "hidden" });
    const pages = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Password" }) });
    await expect.poll(() => pages.locator("tbody tr").count(), { timeout: 30_000 }).toBe(40);
    const shown = await pages.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll("td")).slice(1, 3).map((td) => td.textContent).join(" ")));
    expect(shown.sort()).toEqual([...names].sort());
    expect(await classNames()).toEqual([...names].sort());
  });

  it("waits out the network cut, goes on when the dialog closes, and after a reload and its worker killed the Students tab shows the upload at work, then its end", { timeout: 300_000 }, async () => {
    const rows = ROWS;
    const { buffer, names } = classList(rows);
    await logInAndChoose("whole-grade.csv", buffer, rows);
    // After its first chunk, the worker running it dies (a real SIGKILL; its last chunk waits on the
    // name the test holds), and the test holds the dead worker's lease while the screen is checked:
    // the upload stays mid-way however fast the machine.
    const jobId = await whileHeld(holdLastChunkOf(names), async () => {
      await dialog().getByRole("button", { name: `Upload ${rows} Students` }).click();
      await dialog().getByRole("progressbar", { name: "Adding students" }).waitFor({ timeout: 30_000 });
      const id = await theJob();
      await whenJob(id, pastFirstRound, 120_000);
      expect(killFunctionWorkers(projectId, "runJob")).toBeGreaterThan(0);
      expect((await holdJob(id)).done).toBeLessThan(rows);
      return id;
    });
    await expect.poll(async () => (await progressOf("Adding students", dialog()))[0], { timeout: 30_000 }).toBeGreaterThan(0);
    await checkBothSizes(page, "dialog-running", shot);

    // The network cut: the screen says it waits (the upload is the server's, whatever the page's connection).
    await browser.context.setOffline(true);
    await dialog().getByTestId("upload-waiting").filter({ hasText: "Waiting for the internet…" }).waitFor({ timeout: 30_000 });
    await shot("dialog-offline-1366x768");
    await browser.context.setOffline(false);
    await dialog().getByTestId("upload-waiting").waitFor({ state: "hidden", timeout: 60_000 });

    // Closed while it runs: the job is left at work, and the Students tab says how far it is.
    const [doneBefore] = await progressOf("Adding students", dialog());
    expect(doneBefore).toBeLessThan(rows);
    await dialog().getByRole("button", { name: "Close" }).last().click();
    await dialog().waitFor({ state: "hidden" });
    const line = page.getByTestId("upload-jobs");
    await line.getByTestId("upload-progress").waitFor({ timeout: 30_000 });

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor({ timeout: 30_000 });
    await line.getByTestId("upload-progress").filter({ hasText: new RegExp(`^Adding students from your class list: [\\d,]+ of ${rows}$`) }).waitFor({ timeout: 30_000 });
    const [afterReload] = await progressOf("Adding students from your class list", line);
    expect(afterReload).toBeLessThan(rows);
    await checkBothSizes(page, "banner-after-reload", shot);
    // The dead worker's lease runs out: the page's next reads put the job back to work, and it moves on while the teacher watches.
    await releaseJob(jobId);
    await expect.poll(async () => (await progressOf("Adding students from your class list", line).catch(() => [rows, rows]))[0], { timeout: 120_000 }).toBeGreaterThan(afterReload);

    // The end: the line says so, and the roster fills in without another reload.
    await line.getByText(`${rows} students added from your class list.`).waitFor({ timeout: 120_000 });
    await page.getByRole("navigation", { name: "Student pages" }).getByText(`Students 1–50 of ${rows} (page 1 of ${Math.ceil(rows / 50)})`).waitFor({ timeout: 30_000 });
    await checkBothSizes(page, "banner-done", shot);
    expect(await classNames()).toEqual([...names].sort());
    await line.getByRole("button", { name: "Dismiss" }).click();
    await line.waitFor({ state: "hidden" });
  });

  it("a job that stops for good says why, and what it had added before it stopped", { timeout: 300_000 }, async () => {
    const rows = ROWS;
    const { buffer, names } = classList(rows);
    await logInAndChoose("stops.csv", buffer, rows);
    // After its first chunk (its last waits on the name the test holds), the job on its last allowed
    // attempt, and its worker killed (a real fault); then its lease runs out at once, as the dead
    // worker's would a lease later (that wait is api/students/upload-job.test.ts's): the screen's
    // poll puts it back in the queue and the next worker gives it up.
    const ref = await whileHeld(holdLastChunkOf(names), async () => {
      await dialog().getByRole("button", { name: `Upload ${rows} Students` }).click();
      await dialog().getByRole("progressbar", { name: "Adding students" }).waitFor({ timeout: 30_000 });
      const job = db().doc(`jobs/${await theJob()}`);
      await whenJob(job.id, pastFirstRound, 120_000);
      await updateKnowingTheOutcome(job.path, { attempts: 5 });
      expect(killFunctionWorkers(projectId, "runJob")).toBeGreaterThan(0);
      expect((await job.get()).get("state"), "the kill came before the end").toBe("running");
      return job;
    });
    await releaseJob(ref.id);

    const stopped = dialog().getByRole("alert").filter({ hasText: "The upload stopped before the end." });
    await stopped.waitFor({ timeout: 120_000 });
    // What the job recorded is what the screen says (a chunk the killed worker made but never
    // recorded is in the class too: the roster shows it).
    const job = (await ref.get()).data() as { state: string; done: number; added: unknown[] };
    expect(job.state).toBe("failed");
    const made = (await db().collection("students").where("teacherId", "==", teacher.uid).get()).size;
    expect(job.added.length).toBeGreaterThan(0);
    expect(made).toBeGreaterThanOrEqual(job.added.length);
    expect(made).toBeLessThan(rows);
    const text = (await stopped.textContent()) ?? "";
    expect(text).toContain("The upload stopped too many times. Please try again.");
    expect(text).toContain(`Before it stopped: ${job.added.length} students added, 0 rows not added.`);
    expect(text).toContain(`${rows - job.done} rows were not reached`);
    const results = dialog().getByRole("table", { name: "What happened to each row" });
    await results.waitFor();
    await shot("failed-1366x768");
    await expectNoSeriousA11yViolations(page);
  });
});
