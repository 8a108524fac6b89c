// The teacher's Learning tab (docs/learning.md): a class whose money checks and seasons the
// engine computed (written through the server's own write path, so each progress document is the
// one a real move makes), the averages by standard and each student's row, a student finishing
// their check through the API while the tab follows without a reload, the money check switch
// (its failure too), the prompts projected full screen, the two CSVs and the printed report.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learningOf, NO_ACTIVITY, nextRevision, readStoredStudent, type LearningProgress, type StoredStudent } from "@rink/common";
import { applyMove, nextQuestion, type Student } from "@rink/game";
import { followAdvice, studentAt } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { api, idTokenFromPassword } from "../support/api";
import { openBrowser, saveScreenshot, SCREENSHOT_DIR, type BrowserSession, type Page } from "../support/browser";
import { db, makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { syntheticEmail } from "../../functions/src/accounts/roles";
import { hostingUrl, onPath, tabTo, type StudentFixture } from "./game-helpers";

// ---- The class, computed by the engine --------------------------------------------------------

/**
 * Answers `count` questions of the check due (all of it by default), right for the question
 * numbers (0-based) in `right` and wrong for the others. Each form asks spending in questions
 * 0-3, saving in 4-5 and managing risk in 6-7.
 */
function answered(s: Student, right: readonly number[], count = 8): Student {
  let acc = s;
  for (let i = 0; i < count; i += 1) {
    const next = nextQuestion(acc);
    if (!next) throw new Error("no check is due");
    const { question, index } = next;
    const choice = right.includes(index) ? question.answer : (question.answer + 1) % question.choices.length;
    const result = applyMove(acc, { type: "answerCheck", question: question.id, choice });
    if ("error" in result) throw new Error(`answerCheck refused: ${result.error.code}`);
    acc = result.state;
  }
  return acc;
}

/** A whole level-1 season played by the engine (seeded: the same every run). */
const seasonPlayed = (s: StoredStudent, seed: number, savings: number): Student => {
  const played = studentAt(s, { seed, savings, games: 99, beforeGame: followAdvice });
  if (!played.season.inTransition) throw new Error("the season did not end");
  return played;
};

async function stored(id: string): Promise<StoredStudent> {
  const read = readStoredStudent({ ...(await db().doc(`students/${id}`).get()).data(), _id: id });
  if (!read) throw new Error("unreadable student");
  return read;
}

/** Writes the engine's state as the API does: the student's document and their progress document, in one batch. */
async function writeState(before: StoredStudent, state: Student): Promise<LearningProgress> {
  const { writeStudentState } = await import("../../functions/src/accounts/studentRecords");
  const batch = db().batch();
  writeStudentState(batch, nextRevision(before, { ...state, _id: before._id, classId: before.classId }), {}, NO_ACTIVITY);
  await batch.commit();
  return learningOf(state);
}

let teacher: TeacherFixture;
let ben: StudentFixture; // finishes his check after the season while the teacher watches
const learnt: LearningProgress[] = [];

async function studentWith(firstName: string, lastName: string, build: (s: StoredStudent) => Student | null): Promise<StudentFixture> {
  const fixture = (await makeStudent(teacher.uid, { firstName, lastName })) as StudentFixture;
  const before = await stored(fixture._id);
  const state = build(before);
  if (state) learnt.push(await writeState(before, state));
  return fixture;
}

async function studentToken(student: StudentFixture): Promise<string> {
  return idTokenFromPassword(syntheticEmail(student._id, "student"), student.password);
}

// ---- The browser -------------------------------------------------------------------------------

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  teacher = await makeTeacher({ name: "Coach Learning", moneyCheck: true });
  // Before: 3 of 8 (spending 2, saving 1, risk 0); after the season: 7 of 8. Growth +4.
  await studentWith("Ann", "Able", (s) => answered(seasonPlayed({ ...s, ...answered(s, [0, 1, 4]) }, 1, 2), [0, 1, 2, 3, 4, 5, 6]));
  // Before: 5 of 8 (3, 1, 1); after: 8 of 8. Growth +3.
  await studentWith("Zoë", "Ñúñez", (s) => answered(seasonPlayed({ ...s, ...answered(s, [0, 1, 2, 4, 6]) }, 2, 0), [0, 1, 2, 3, 4, 5, 6, 7]));
  // Before: 2 of 8 (1, 1, 0); no season yet. A name a spreadsheet would run as a formula.
  await studentWith("=Eve", "Formula", (s) => answered(s, [0, 4]));
  // Before: 4 of 8 (4, 0, 0); a season; 3 of the check after answered.
  ben = await studentWith("Ben", "Bold", (s) => answered(seasonPlayed({ ...s, ...answered(s, [0, 1, 2, 3]) }, 4, 1), [0, 1, 2], 3));
  await studentWith("Cal", "Cash", () => null); // has not started: the check before is due

  session = await openBrowser();
  page = session.page;
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await onPath(page, "/teacher/home");
}, 180_000);
afterAll(async () => {
  await session?.close();
});

const panel = () => page.getByRole("tabpanel", { name: "Learning" });
const averagesTable = () => panel().getByRole("table", { name: /^Class average, percent right/ });
const studentsTable = () => panel().getByRole("table", { name: /^Each student’s money check/ });
const studentRow = (name: string) => studentsTable().getByRole("row", { name: new RegExp(`^${name} `) });
const cells = async (name: string) => (await studentRow(name).getByRole("cell").allInnerTexts()).map((text) => text.trim());

async function shot(name: string, fullPage = true): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await saveScreenshot(page, `teacher-learning-${name}-${width}x${height}.png`, { fullPage });
}

/** Presses the export button named `name` and answers the downloaded file's name and bytes. */
async function download(name: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name, exact: true }).click()]);
  return { fileName: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe("the teacher's Learning tab", () => {
  it("shows the class's averages before and after by standard, and each student's check", async () => {
    await page.getByRole("tab", { name: "Learning" }).click();
    await panel().getByRole("heading", { name: "The class’s money check, by area" }).waitFor({ timeout: 15_000 });
    // Growth compares the same students (docs/learning.md#growth): Ann and Zoë, the two with both
    // checks. Before: 8 of 16 right; spending 5 of 8, saving 2 of 4, risk 1 of 4. After: 15 of 16.
    await panel().getByText("Growth over the 2 students with both checks").first().waitFor();
    const averages = await averagesTable().getByRole("row").allInnerTexts();
    expect(averages.map((row) => row.replace(/\s+/g, " ").trim())).toEqual([
      "Area Before After",
      "Spending 63% 100%",
      "Saving 50% 100%",
      "Managing Risk 25% 75%",
      "Overall 50% 94%",
    ]);
    // Beside it, everyone who took each check: 14 of 32 before (Eve and Ben too), 15 of 16 after.
    expect(await panel().getByTestId("learning-everyone").textContent()).toBe("Everyone who took each check, overall: 44% (4 students) → 94% (2 students)");
    expect(await panel().getByRole("switch", { name: "Money check: On" }).getAttribute("aria-checked")).toBe("true");

    // Student, before, after, growth, the three areas, the check now, decisions.
    const ann = await cells("Ann Able");
    expect(ann.slice(0, 7)).toEqual(["3 of 8", "7 of 8", "+4", "2 → 4 of 4", "1 → 2 of 2", "0 → 1 of 2", "Nothing due"]);
    const decided = learnt[0]?.decisions;
    expect(ann[7]).toBe(`Spending: ${decided?.spending.met} of ${decided?.spending.judged}\nSaving: ${decided?.saving.met} of ${decided?.saving.judged}\nManaging Risk: ${decided?.managingRisk.met} of ${decided?.managingRisk.judged}`);
    expect((await cells("Zoë Ñúñez")).slice(0, 3)).toEqual(["5 of 8", "8 of 8", "+3"]);
    expect((await cells("=Eve Formula")).slice(0, 4)).toEqual(["2 of 8", "–", "–", "1 of 4 → –"]);
    expect((await cells("Ben Bold")).slice(0, 3).concat((await cells("Ben Bold"))[6] ?? "")).toEqual(["4 of 8", "–", "–", "Answering: 3 of 8"]);
    expect((await cells("Cal Cash"))[6]).toBe("Due: the check before playing");

    // The habits: the class's seasons, summed from what the engine judged.
    const seasons = learnt.reduce((sum, l) => sum + l.habits.seasons, 0);
    const saved = learnt.reduce((sum, l) => sum + l.habits.seasonsSaved, 0);
    const habits = panel().getByRole("region", { name: "The habits behind them" });
    await habits.getByText(`${saved} of ${seasons} seasons ended with savings (${Math.round((100 * saved) / seasons)}%)`, { exact: true }).waitFor();

    // Sorted by growth from the keyboard: the biggest first.
    const growthHeader = studentsTable().getByRole("button", { name: /^Growth/ });
    await tabTo(page, growthHeader);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await studentsTable().getByRole("columnheader", { name: /^Growth/ }).getAttribute("aria-sort"))).toBe("descending");
    const order = await studentsTable().locator("tbody tr th").allInnerTexts();
    expect(order.slice(0, 2)).toEqual(["Ann Able", "Zoë Ñúñez"]);

    await expectNoSeriousA11yViolations(page);
    await shot("tab");
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectNoSeriousA11yViolations(page);
    await shot("tab");
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("follows a student who finishes the check after the season, without a reload", { timeout: 60_000 }, async () => {
    const token = await studentToken(ben);
    const answer = async (right: boolean) => {
      const next = nextQuestion(await stored(ben._id));
      if (!next) throw new Error("no question due");
      const choice = right ? next.question.answer : (next.question.answer + 1) % next.question.choices.length;
      const { status, body } = await api("PUT", `/student/${ben._id}`, { token, body: { move: { type: "answerCheck", question: next.question.id, choice } } });
      expect(status, JSON.stringify(body)).toBe(200);
    };
    const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    await answer(true); // spending: 4 of 4
    await studentRow("Ben Bold").getByText("Answering: 4 of 8").waitFor({ timeout: 10_000 });
    for (const right of [true, false, false, false]) await answer(right); // saving 1 of 2, risk 0 of 2
    await studentRow("Ben Bold").getByText("5 of 8", { exact: true }).waitFor({ timeout: 10_000 });
    expect((await cells("Ben Bold")).slice(0, 3)).toEqual(["4 of 8", "5 of 8", "+1"]);
    // Four took the check before, three the check after: the growth is over those three alone (Ann,
    // Zoë, Ben), never Eve's check before against the others' after.
    await panel().getByText("Growth over the 3 students with both checks").first().waitFor();
    // Before: 12 of 24; risk 1 of 6. After: 20 of 24; spending 12 of 12, saving 5 of 6, risk 3 of 6.
    expect((await averagesTable().getByRole("row", { name: /^Overall/ }).innerText()).replace(/\s+/g, " ").trim()).toBe("Overall 50% 83%");
    expect((await averagesTable().getByRole("row", { name: /^Managing Risk/ }).innerText()).replace(/\s+/g, " ").trim()).toBe("Managing Risk 17% 50%");
    expect(await panel().getByTestId("learning-everyone").textContent()).toBe("Everyone who took each check, overall: 44% (4 students) → 83% (3 students)");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);
  });

  it("turns the money check off and on, and leaves it as it was when the server fails", async () => {
    const toggle = panel().getByRole("switch", { name: /^Money check/ });
    await toggle.click();
    await panel().getByRole("switch", { name: "Money check: Off" }).waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await panel().getByRole("status").filter({ hasText: "The money check is off. Nobody in your class will be asked to take it." }).waitFor();
    await panel().getByText("The money check is off: your students do not take it.", { exact: false }).waitFor();

    await page.route("**/api/v1/auth/user/money-check", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Something went wrong." }) }));
    await toggle.click();
    await panel().getByRole("alert").filter({ hasText: "The setting was not changed" }).waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await page.unroute("**/api/v1/auth/user/money-check");

    await toggle.click();
    await panel().getByRole("switch", { name: "Money check: On" }).waitFor();
    await panel().getByRole("status").filter({ hasText: "The money check is on." }).waitFor();
  });

  it("projects the prompts full screen, one at a time, with the class's numbers", async () => {
    const listed = await panel().getByRole("region", { name: "Discussion prompts" }).getByRole("listitem").allInnerTexts();
    expect(listed.length).toBeGreaterThanOrEqual(3);
    // Managing Risk is the weakest area after the season: its prompt comes first.
    expect(listed[0]).toContain("On the latest money check, the class got 50% of the Managing Risk questions right (3 of 6 answers).");

    const project = panel().getByRole("button", { name: "Project prompts" });
    await tabTo(page, project);
    await page.keyboard.press("Enter");
    const shown = page.getByRole("dialog", { name: "Discussion prompts" });
    await shown.waitFor();
    await shown.getByText(`Prompt 1 of ${listed.length}`, { exact: false }).waitFor();
    expect(await shown.getByTestId("prompt-figures").innerText()).toContain("50% of the Managing Risk questions");
    // Large type: the question at least 48 px at this size of screen.
    const size = await shown.getByTestId("prompt-question").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(48);
    await expectNoSeriousA11yViolations(page);
    await shot("prompts", false);
    await page.keyboard.press("ArrowRight");
    await shown.getByText(`Prompt 2 of ${listed.length}`, { exact: false }).waitFor();
    expect(listed[1]).toContain(await shown.getByTestId("prompt-figures").innerText());
    await shown.getByRole("button", { name: "← Previous" }).click();
    await shown.getByText(`Prompt 1 of ${listed.length}`, { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await shown.waitFor({ state: "hidden" });
    expect(await project.evaluate((el) => document.activeElement === el)).toBe(true);
  });

  it("downloads the class report and the roster as CSV files a spreadsheet opens safely", async () => {
    const report = await download("Class report (CSV)");
    expect(report.fileName).toMatch(/^rink-money-class-report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...report.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = report.bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]?.startsWith("First Name,Last Name,Level,Seasons Played,Check Before (of 8),")).toBe(true);
    expect(lines).toHaveLength(7); // the header, five students, and the last line's end
    // Zoë: level 1, 1 season, before 5 (3, 1, 1), after 8 (4, 2, 2), growth 3.
    expect(lines.find((line) => line.startsWith("Zoë,"))).toMatch(/^Zoë,Ñúñez,1,1,5,3,1,1,8,4,2,2,3,/);
    expect(lines.find((line) => line.includes("Formula"))).toMatch(/^'=Eve,Formula,1,0,2,1,1,0,,,,,,/);

    const roster = await download("Roster (CSV)");
    expect([...roster.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = roster.bytes.subarray(3).toString("utf8").split("\r\n");
    expect(rows[0]).toBe("First Name,Last Name,Username,Password");
    const zoe = rows.find((line) => line.startsWith("Zoë,Ñúñez,"));
    expect(zoe?.split(",")).toHaveLength(4);
    expect(rows.find((line) => line.startsWith(`Ben,Bold,${ben.userName},${ben.password}`))).toBeDefined();
    expect(rows.some((line) => line.startsWith("'=Eve,Formula,"))).toBe(true);
  });

  it("prints a class report: the chart, the averages and every student, without the dashboard", async () => {
    // The print dialog itself is the browser's: counted here, and the page printed to PDF instead.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print report", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const report = page.locator("#learning-print-report");
    await page.emulateMedia({ media: "print" });
    await report.getByRole("heading", { name: "Rink Money class report: Coach Learning" }).waitFor();
    expect(await page.getByRole("heading", { name: "Teacher Dashboard" }).isVisible()).toBe(false);
    const text = await report.innerText();
    for (const name of ["Ann Able", "Ben Bold", "Cal Cash", "=Eve Formula", "Zoë Ñúñez"]) expect(text).toContain(name);
    expect(text).toContain("Growth over the 3 students with both checks");
    // The discussion prompts go on paper too, each with its area.
    expect(text).toContain("To talk about");
    expect(text).toMatch(/\?\s*\((Spending|Saving|Managing Risk)\)/);
    expect(await report.locator("svg rect").count()).toBe(8); // before and after, in four groups
    await saveScreenshot(page, "teacher-learning-print-report-letter.png", { fullPage: true });
    const pdf = await page.pdf({ format: "Letter", printBackground: true });
    await page.emulateMedia({ media: "screen" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length).toBe(1); // five students and the chart fit on one page
    await writeFile(path.join(SCREENSHOT_DIR, "teacher-learning-print-report.pdf"), pdf);
  });
});
