// A teacher's class data (docs/privacy.md): on the dashboard, with the mouse, the teacher
// downloads the class as CSV and as JSON (real downloads: the page saves the API's answer
// through a Blob URL, which must break no Content-Security-Policy rule), sees a failed download
// said in a toast, then deletes all students behind a typed confirmation.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassExport } from "@rink/common";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { stackInfo } from "../support/stack-info";
import { db, makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;
let students: Array<Awaited<ReturnType<typeof makeStudent>>>;

beforeAll(async () => {
  teacher = await makeTeacher();
  students = [await makeStudent(teacher.uid, { firstName: "Ada", lastName: "Ice" }), await makeStudent(teacher.uid, { firstName: "Ben", lastName: "Boards" })];
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

const shot = (name: string) => saveScreenshot(page, `class-data-${name}.png`);

/** Axe and a picture at the laptop and the tablet size of what is on screen now, back at the laptop size after. */
async function checkBothSizes(name: string) {
  await expectNoSeriousA11yViolations(page);
  await shot(`${name}-1366`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoSeriousA11yViolations(page);
  await shot(`${name}-768`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

const downloadDialog = () => page.getByRole("dialog", { name: "Download Class Data" });

async function downloadThroughDialog(label: string): Promise<{ name: string; text: string }> {
  await page.getByRole("button", { name: "Download Class Data" }).click();
  const dialog = downloadDialog();
  await dialog.waitFor();
  const downloaded = page.waitForEvent("download");
  await dialog.getByRole("button", { name: label }).click();
  const download = await downloaded;
  await dialog.waitFor({ state: "hidden" });
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), "utf8") };
}

/** Add Student, through its dialog, until the roster shows them. */
async function addStudent(firstName: string, lastName: string): Promise<void> {
  await page.getByRole("button", { name: "Add Student", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add Student" });
  await add.getByLabel(/^First Name/).fill(firstName);
  await add.getByLabel(/^Last Name/).fill(lastName);
  await add.getByRole("button", { name: "Add Student" }).click();
  await add.waitFor({ state: "hidden", timeout: 20_000 });
  await page.getByRole("cell", { name: firstName, exact: true }).first().waitFor({ timeout: 20_000 });
}

describe("the teacher's class data", () => {
  it("downloads the class as CSV and as JSON from the dashboard", async () => {
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill(teacher.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor({ timeout: 20_000 });
    for (const student of students) await page.getByRole("cell", { name: student.userName, exact: true }).waitFor({ timeout: 20_000 });
    await checkBothSizes("dashboard");

    await page.getByRole("button", { name: "Download Class Data" }).click();
    await downloadDialog().waitFor();
    await checkBothSizes("download-dialog");
    await page.keyboard.press("Escape");
    await downloadDialog().waitFor({ state: "hidden" });

    const csv = await downloadThroughDialog("Download CSV");
    expect(csv.name).toBe("class-data.csv");
    const rows = Papa.parse<Record<string, string>>(csv.text.trim(), { header: true }).data;
    expect(rows.map((row) => `${row.firstName} ${row.lastName} ${row.userName}`).sort()).toEqual(
      students.map((student) => `${student.firstName} ${student.lastName} ${student.userName}`).sort(),
    );

    const json = await downloadThroughDialog("Download JSON");
    expect(json.name).toBe("class-data.json");
    const data = JSON.parse(json.text) as ClassExport;
    expect(data.teacher._id).toBe(teacher.uid);
    expect(data.students.map(({ student }) => student.userName).sort()).toEqual(students.map((student) => student.userName).sort());
  });

  it("says so in a toast when a download fails", async () => {
    await page.route("**/api/v1/student/export**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, error: "The server is busy." }) }));
    await page.getByRole("button", { name: "Download Class Data" }).click();
    await downloadDialog().getByRole("button", { name: "Download CSV" }).click();
    await page.getByText("The class data could not be downloaded.").waitFor({ timeout: 20_000 });
    await page.unroute("**/api/v1/student/export**");
    // The dialog stays open, so the teacher can try again.
    await downloadDialog().getByRole("button", { name: "Close" }).click();
    await downloadDialog().waitFor({ state: "hidden" });
  });

  it("deletes all students only after DELETE is typed", { timeout: 180_000 }, async () => {
    await page.getByRole("button", { name: "Delete All Students" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete all students?" });
    await confirm.waitFor();
    await confirm.getByText("This deletes all 2 students of your class").waitFor();
    const yes = confirm.getByRole("button", { name: "Delete All Students" });
    expect(await yes.isDisabled()).toBe(true);
    await confirm.getByLabel("Type DELETE to confirm").fill("delete");
    expect(await yes.isDisabled()).toBe(true);
    await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
    // The button fades in from its disabled look: checked once it is fully shown.
    await expect.poll(() => yes.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await checkBothSizes("delete-confirm");
    await yes.click();
    // The delete runs as a job: the dialog follows it to its end (e2e/browser/teacher-delete-job.test.ts for a big class).
    const ended = page.getByRole("alertdialog", { name: "All students deleted" });
    await ended.getByText("2 students deleted.").waitFor({ timeout: 60_000 });
    await ended.getByRole("button", { name: "Close" }).click();
    await ended.waitFor({ state: "hidden" });
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
    expect((await db().collection("students").where("teacherId", "==", teacher.uid).get()).size).toBe(0);
    expect(await page.getByRole("button", { name: "Delete All Students" }).isDisabled()).toBe(true);
    await checkBothSizes("after-delete");

    // A student added after the delete: the button asks the question again, not the old job's end.
    await addStudent("Late", "Comer");
    await page.getByRole("button", { name: "Delete All Students" }).click();
    const again = page.getByRole("alertdialog", { name: "Delete all students?" });
    await again.getByText("This deletes all 1 student of your class").waitFor();

    // Closed while it runs, the delete ends beside the button and says so in a toast; then the
    // delete is over, and for a student added later the button asks the question again.
    await again.getByLabel("Type DELETE to confirm").fill("DELETE");
    await again.getByRole("button", { name: "Delete All Students" }).click();
    const running = page.getByRole("alertdialog", { name: "Deleting all students…" });
    await running.getByRole("button", { name: "Close" }).click();
    await running.waitFor({ state: "hidden" });
    await page.getByText("1 student deleted.").waitFor({ timeout: 60_000 });
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
    await addStudent("Later", "Still");
    await page.getByRole("button", { name: "Delete All Students" }).click();
    await page.getByRole("alertdialog", { name: "Delete all students?" }).getByText("This deletes all 1 student of your class").waitFor();
    await page.getByRole("alertdialog", { name: "Delete all students?" }).getByRole("button", { name: "Cancel" }).click();
  });
});
