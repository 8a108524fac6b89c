// The teacher's own Delete All Students for a big class, as the class delete job on screen
// (docs/decisions.md#d42): the teacher logs in, opens Delete All
// Students, types DELETE and confirms; the dialog shows a bar of students deleted; closed, the
// bar stays beside the button, and after a reload too; opened again it shows the end, and the
// roster is empty. axe runs on the dialog mid-way and done; both are photographed at
// 1366x768 and 768x1024. A class of 150 is two rounds of the delete (100 a round), the roster
// three pages; the job is held still after its first round while the screen is checked
// mid-way (support/jobs.ts), then its lease runs out and the page's reads put it back to work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { stackInfo } from "../support/stack-info";
import { auth, db, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { holdJob, holdLastRound, pastFirstRound, releaseJob, whenJob } from "../support/jobs";
import { whileHeld } from "../support/document-hold";

const { createStudentAccounts } = await import("../../functions/src/students/create");

const { hostingUrl } = stackInfo();
const SIZE = 150;
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;
let uids: string[];
let firstUserName: string;

beforeAll(async () => {
  teacher = await makeTeacher({ classSize: SIZE });
  const made = await createStudentAccounts(
    teacher.uid,
    Array.from({ length: SIZE }, (_, i) => ({ firstName: `Kid${String(i).padStart(3, "0")}`, lastName: "Gone" })),
  );
  const students = made.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  uids = students.map((student) => student._id);
  firstUserName = students[0]?.userName ?? "";
  expect(uids).toHaveLength(SIZE);
  browser = await openBrowser();
  page = browser.page;
}, 300_000);
afterAll(async () => browser?.close());

/** Axe, then a screenshot at 1366x768 and one at 768x1024 (axe again there), back at 1366x768 after. */
async function check(name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `delete-job-${name}-1366x768.png`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `delete-job-${name}-768x1024.png`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

const doneOf = async (label: ReturnType<Page["getByText"]>) => Number(/: ([\d,]+) of/.exec((await label.textContent()) ?? "")?.[1]?.replace(/,/g, "") ?? NaN);

describe("the teacher's Delete All Students of a big class, as a job", () => {
  it("shows the delete's progress, keeps it after a reload, then its end: the roster is empty", { timeout: 300_000 }, async () => {
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill(teacher.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor({ timeout: 20_000 });
    await page.getByRole("cell", { name: firstUserName, exact: true }).waitFor({ timeout: 60_000 });

    await page.getByRole("button", { name: "Delete All Students" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete all students?" });
    await confirm.getByText(`This deletes all ${SIZE} students of your class`).waitFor();
    await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
    const running = page.getByRole("alertdialog", { name: "Deleting all students…" });
    const bar = running.getByText(new RegExp(`^Deleting students: [\\d,]+ of ${SIZE}$`));
    // Held once the first round of students is gone (its second round waits on the student the
    // test holds), so the pictures show a bar on its way however fast the machine.
    const job = await whileHeld(holdLastRound(uids), async () => {
      await confirm.getByRole("button", { name: "Delete All Students" }).click();
      await bar.waitFor({ timeout: 30_000 });
      const [found] = (await db().collection("jobs").where("teacherId", "==", teacher.uid).where("kind", "==", "deleteClass").get()).docs;
      if (!found) throw new Error("no class delete job");
      await whenJob(found.id, pastFirstRound, 120_000);
      expect((await holdJob(found.id)).done).toBeLessThan(SIZE);
      return found;
    });
    await expect.poll(() => doneOf(bar), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    await check("teacher-progress");

    // Closed, the work goes on and the bar stays beside the button; a reload finds it again.
    await running.getByRole("button", { name: "Close" }).click();
    await running.waitFor({ state: "hidden" });
    const beside = page.getByTestId("class-delete-progress").getByText(new RegExp(`^Deleting students: [\\d,]+ of ${SIZE}$`));
    await beside.waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor({ timeout: 20_000 });
    await beside.waitFor({ timeout: 20_000 });
    expect(await doneOf(beside)).toBeLessThan(SIZE);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "delete-job-teacher-reloaded-1366x768.png");
    await releaseJob(job.id);

    // Opened again: the same job's dialog, to its end.
    await page.getByRole("button", { name: "Delete All Students" }).click();
    const done = page.getByRole("alertdialog", { name: "All students deleted" });
    await done.getByText(`${SIZE} students deleted.`).waitFor({ timeout: 120_000 });
    await done.getByText(`Deleting students: ${SIZE} of ${SIZE}`).waitFor();
    await check("teacher-done");
    await done.getByRole("button", { name: "Close" }).click();
    await done.waitFor({ state: "hidden" });
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });

    expect((await db().collection("students").where("teacherId", "==", teacher.uid).count().get()).data().count).toBe(0);
    expect((await db().collection("studentProgress").where("teacherId", "==", teacher.uid).count().get()).data().count).toBe(0);
    for (let start = 0; start < uids.length; start += 100) {
      expect((await auth().getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })))).users).toEqual([]);
    }
    expect((await db().doc(`teachers/${teacher.uid}`).get()).exists).toBe(true);
  });
});
