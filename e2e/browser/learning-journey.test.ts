// What the class learned (docs/learning.md), through the screens of both roles at once: a teacher
// turns the money check on; their student, in another browser, takes the check before the first
// season (leaving halfway and finding it where they stopped), plays the season's last game (the
// season before it computed by the engine: studentAt), takes the check after and reads their
// progress on the debrief; meanwhile the teacher's Learning tab follows without a reload, and the
// teacher takes the class out as two CSV files and a printed report (PDF).
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONEY_CHECK } from "@rink/game";
import { followAdvice, studentAt } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { answerMoneyCheck, hostingUrl, logIn, onPath, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { completeDialog, openSeason, openSeasonBrowser, playOneGame, storedStudent } from "./season-helpers";

let teacher: TeacherFixture;
let student: StudentFixture;
let teacherSession: BrowserSession;
let studentSession: BrowserSession;
let teacherPage: Page;
let studentPage: Page;

beforeAll(async () => {
  // The class starts with the check off: the teacher turns it on in the test.
  teacher = await makeTeacher({ name: "Coach Learning", moneyCheck: false });
  student = (await makeStudent(teacher.uid, { firstName: "Zoë", lastName: "Ñúñez" })) as StudentFixture;
  await makeStudent(teacher.uid, { firstName: "=cmd", lastName: "Formula" });
  await skipTutorials(student._id);
  teacherSession = await openBrowser();
  studentSession = await openSeasonBrowser();
  teacherPage = teacherSession.page;
  studentPage = studentSession.page;
});
afterAll(async () => {
  await teacherSession?.close();
  await studentSession?.close();
});

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await saveScreenshot(page, `learning-${name}-${width}x${height}.png`, { fullPage });
}

/** At the laptop's size, then the tablet's, and back. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shot(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, name);
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe("what the class learned", () => {
  it("a teacher turns the check on; the student takes it before and after a season and sees their progress; the Learning tab follows live; the class goes out as CSV and PDF", { timeout: 240_000 }, async () => {
    // ---- The teacher turns the check on, on the Learning tab. ----
    await teacherPage.goto(`${hostingUrl}/login/teacher`);
    await teacherPage.getByLabel("Username or Email").fill(teacher.email);
    await teacherPage.getByLabel("Password").fill(teacher.password);
    await teacherPage.getByRole("button", { name: "Log In" }).click();
    await onPath(teacherPage, "/teacher/home");
    await teacherPage.getByRole("tab", { name: "Learning" }).click();
    const learning = teacherPage.getByRole("tabpanel", { name: "Learning" });
    const toggle = learning.getByRole("switch", { name: /money check/i });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await learning.getByText("The money check is on.", { exact: false }).waitFor();
    await expect.poll(async () => (await storedStudent(student._id)).moneyCheck.on, { timeout: 10_000 }).toBe(true);

    // ---- The student meets the check before the first season, leaves halfway, comes back. ----
    await logIn(studentPage, student);
    const main = studentPage.getByRole("main");
    await main.getByRole("heading", { name: "Money check" }).waitFor();
    await shot(studentPage, "before-opening");
    await expectNoSeriousA11yViolations(studentPage);
    await main.getByRole("button", { name: "Start the Check" }).click();
    // Form A before the season: 3 right of 8 (the first three).
    const beforeRight = (i: number) => i < 3;
    await answerMoneyCheck(studentPage, "A", 0, 4, beforeRight, (name) => shootBoth(studentPage, `form-a-${name}`));
    await expect.poll(async () => (await storedStudent(student._id)).moneyCheck.current?.answers.length, { timeout: 10_000 }).toBe(4);
    // The teacher sees where the student is, live.
    await learning.getByText("Answering: 4 of 8", { exact: false }).waitFor({ timeout: 15_000 });

    await studentPage.reload();
    await main.getByRole("heading", { name: "Welcome back to your money check!" }).waitFor();
    await main.getByText("You have answered 4 of 8 questions.", { exact: false }).waitFor();
    await main.getByRole("button", { name: "Carry On" }).click();
    // Question 5 by keyboard alone: Tab into the answers, Space picks one, Tab to the button, Enter.
    const fifth = MONEY_CHECK.A[4];
    await main.getByRole("heading", { name: fifth?.prompt }).waitFor();
    await expect.poll(() => studentPage.evaluate(() => document.activeElement?.textContent ?? "")).toBe(fifth?.prompt);
    await studentPage.keyboard.press("Tab");
    await studentPage.keyboard.press("Space");
    expect(await main.getByRole("radio", { name: fifth?.choices[0] }).isChecked()).toBe(true);
    await studentPage.keyboard.press("Tab");
    await studentPage.keyboard.press("Enter");
    await main.getByRole("heading", { name: "Not quite." }).waitFor();
    await studentPage.keyboard.press("Tab");
    await studentPage.keyboard.press("Enter");
    await answerMoneyCheck(studentPage, "A", 5, 8, beforeRight);
    await main.getByTestId("check-score").getByText("You got 3 of 8 right.").waitFor();
    await shot(studentPage, "before-score");
    await main.getByRole("button", { name: "Let's Play" }).click();
    await main.getByTestId("check-score").waitFor({ state: "hidden" });
    const taken = await storedStudent(student._id);
    expect(taken.moneyCheck.taken.map((check) => [check.moment, check.form])).toEqual([["before", "A"]]);

    // The teacher's tab has the score before, by standard, without a reload.
    await learning.getByRole("row", { name: /Zoë Ñúñez/ }).getByText("3 of 8").first().waitFor({ timeout: 15_000 });

    // ---- The season: the engine plays all but the last game (the fast path); the last through the screens. ----
    const point = studentAt(taken, { savings: 2, games: 11, beforeGame: followAdvice });
    await studentDoc(student._id).update({ ...point, revision: (taken.revision ?? 0) + 1 });
    await studentPage.goto(`${hostingUrl}/season`);
    await openSeason(studentPage);
    await playOneGame(studentPage, { start: "click", cheer: { style: "none" } });
    await completeDialog(studentPage).getByRole("button", { name: "See Your Season Debrief" }).click();
    await onPath(studentPage, "/season/debrief");

    // ---- The check after, on form B, before the debrief and the end-of-season choices. ----
    await main.getByRole("heading", { name: "Money check" }).waitFor();
    await main.getByText("Your 1st season is over!", { exact: false }).waitFor();
    await main.getByRole("button", { name: "Start the Check" }).click();
    await answerMoneyCheck(studentPage, "B", 0, 8, (i) => i !== 0, (name) => shootBoth(studentPage, `form-b-${name}`));
    await main.getByTestId("check-score").getByText("You got 7 of 8 right.").waitFor();
    await main.getByTestId("check-progress").getByText("Before: 3 of 8. Now: 7 of 8.").waitFor();
    await shot(studentPage, "after-score");
    await expectNoSeriousA11yViolations(studentPage);
    await main.getByRole("button", { name: "See My Season" }).click();
    await main.getByRole("heading", { name: "Season Debrief" }).waitFor();
    expect(await main.getByTestId("debrief-check-progress").textContent()).toBe("Before: 3 of 8. Now: 7 of 8.");
    await main.getByText("That is 4 more right than before your first season.", { exact: false }).waitFor();
    await main.getByTestId("debrief-check-progress").scrollIntoViewIfNeeded();
    await shot(studentPage, "debrief-progress");
    await expectNoSeriousA11yViolations(studentPage);

    // ---- The teacher's Learning tab, live: both scores by standard, the growth, the prompts. ----
    const row = learning.getByRole("row", { name: /Zoë Ñúñez/ });
    await row.getByText("7 of 8").first().waitFor({ timeout: 15_000 });
    await row.getByText("+4").first().waitFor();
    const prompts = learning.getByRole("region", { name: /prompts/i });
    expect(await prompts.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await shot(teacherPage, "tab");

    // ---- Out of the app: the class report and the roster as CSV, the printed report as PDF. ----
    const classCsv = await download(teacherPage, /class report/i);
    expect(classCsv.startsWith("\uFEFF")).toBe(true);
    const classRows = classCsv.slice(1).trimEnd().split("\r\n");
    expect(classRows).toHaveLength(3);
    const zoe = classRows.find((line) => line.includes("Zoë"));
    expect(zoe).toContain("Ñúñez");
    expect(zoe).toMatch(/,3,.*,7,/);
    expect(classRows.some((line) => line.startsWith("'=cmd") || line.startsWith("\"'=cmd"))).toBe(true);

    const rosterCsv = await download(teacherPage, /roster/i);
    expect(rosterCsv.startsWith("\uFEFF")).toBe(true);
    const rosterRows = rosterCsv.slice(1).trimEnd().split("\r\n");
    expect(rosterRows).toHaveLength(3);
    expect(rosterRows.find((line) => line.includes("Zoë"))).toContain(student.userName);
    expect(rosterRows.find((line) => line.includes("Zoë"))).toContain(student.password);

    // Print report: the browser's print dialog is counted, and the page printed to PDF in its place.
    await teacherPage.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await teacherPage.getByRole("button", { name: "Print report", exact: true }).click();
    await expect.poll(() => teacherPage.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await teacherPage.emulateMedia({ media: "print" });
    const report = teacherPage.locator("#learning-print-report");
    await report.getByRole("heading", { name: "Rink Money class report: Coach Learning" }).waitFor();
    const printed = await report.innerText();
    expect(printed).toContain("Zoë Ñúñez");
    expect(printed).toContain("=cmd Formula");
    const pdf = await teacherPage.pdf({ format: "Letter", printBackground: true });
    await teacherPage.emulateMedia({ media: "screen" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(1);
  });
});

/** Presses the export button named `name` and answers the downloaded file's text. */
async function download(page: Page, name: RegExp): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const path = await file.path();
  return readFile(path, "utf8");
}
