// The money check's baseline (docs/learning.md#baseline, #growth, #when), through the screens.
// 1. A class that turned the check on after its students had played: no check came before the first
//    season, so the first check taken (after season 1) is the baseline. The student (the seasons
//    before computed by the engine: studentAt) plays season 2's last game, takes the check after it
//    and reads 'First check: 3 of 8. Now: 7 of 8.' on the debrief; the teacher's Learning tab counts
//    the growth from the first check, over the one student with both checks, names the column
//    'First check', sets the figures of everyone who took each check beside it, and the CSV and the
//    printed report name the first check as such.
// 2. Reset Season pressed while the check after a season is due: the check is still asked, and
//    files as the check after that season.
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { applyMove, nextQuestion, type Student } from "@rink/game";
import { followAdvice, studentAt } from "../../testing/season-plans";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { db, makeStudent, makeTeacher } from "../support/server-sdk";
import { answerMoneyCheck, hostingUrl, logIn, logInTeacher, onPath, shot, skipTutorials, type StudentFixture } from "./game-helpers";
import { NO_ACTIVITY, nextRevision } from "@rink/common";
import { completeDialog, openSeason, openSeasonBrowser, playOneGame, storedStudent } from "./season-helpers";

const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

/** The engine answers the check due: right where `right(i)` says so. */
function answered(s: Student, right: (index: number) => boolean): Student {
  let state = s;
  for (let next = nextQuestion(state); next; next = nextQuestion(state)) {
    const { question, index } = next;
    const result = applyMove(state, { type: "answerCheck", question: question.id, choice: right(index) ? question.answer : (question.answer + 1) % question.choices.length });
    if ("error" in result) throw new Error(result.error.code);
    state = result.state;
  }
  return state;
}

const checkOn = (s: Student, on: boolean): Student => ({ ...s, moneyCheck: { ...s.moneyCheck, on } });

/** Season 1 played with the check off, then the check on: the first check, taken after season 1. */
function firstCheckAfterSeasonOne(stored: Student, right: (index: number) => boolean): Student {
  const played = studentAt(checkOn(stored, false), { games: 99 });
  if (!played.season.inTransition) throw new Error("season 1 did not end");
  return answered(checkOn(played, true), right);
}

/** Writes the engine's state as the API does: the student's document and their progress document (what the Learning tab reads). */
async function putStudent(id: string, state: Student): Promise<void> {
  const { writeStudentState } = await import("../../functions/src/accounts/studentRecords");
  const before = await storedStudent(id);
  const batch = db().batch();
  writeStudentState(batch, nextRevision(before, { ...state, _id: id, classId: before.classId }), {}, NO_ACTIVITY);
  await batch.commit();
}

async function download(page: Page, name: RegExp): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  return readFile(await file.path(), "utf8");
}

describe("the money check's baseline", () => {
  it("a class that turned the check on after a season: 'First check' on the debrief, growth from it on the Learning tab, the CSV and the report", { timeout: 240_000 }, async () => {
    const teacher = await makeTeacher({ name: "Coach Late", moneyCheck: true });
    const lee = (await makeStudent(teacher.uid, { firstName: "Lee", lastName: "Late" })) as StudentFixture;
    const kai = (await makeStudent(teacher.uid, { firstName: "Kai", lastName: "Once" })) as StudentFixture;
    await skipTutorials(lee._id);
    await skipTutorials(kai._id);

    // Lee: the first check after season 1 (3 of 8), then season 2 up to its last game.
    const first = firstCheckAfterSeasonOne(await storedStudent(lee._id), (i) => i < 3);
    expect(first.moneyCheck.taken.map((check) => [check.moment, check.afterSeason])).toEqual([["after", 1]]);
    const repeated = applyMove(first, { type: "repeatSeason" });
    if ("error" in repeated) throw new Error(repeated.error.code);
    const lastGame = studentAt(repeated.state, { seed: 2, savings: 2, games: 11, beforeGame: followAdvice });
    await putStudent(lee._id, lastGame);
    // Kai: the first check after season 1 only (8 of 8): counted among everyone who took a check, not in the growth.
    await putStudent(kai._id, firstCheckAfterSeasonOne(await storedStudent(kai._id), () => true));

    const studentSession = await openSeasonBrowser();
    sessions.push(studentSession);
    const page = studentSession.page;
    await logIn(page, lee);
    await page.goto(`${hostingUrl}/season`);
    await openSeason(page);
    await playOneGame(page, { start: "click", cheer: { style: "none" } });
    await completeDialog(page).getByRole("button", { name: "See Your Season Debrief" }).click();
    await onPath(page, "/season/debrief");

    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Start the Check" }).click({ timeout: 20_000 });
    await answerMoneyCheck(page, "B", 0, 8, (i) => i !== 0);
    await main.getByTestId("check-progress").getByText("First check: 3 of 8. Now: 7 of 8.").waitFor();
    await main.getByRole("button", { name: "See My Season" }).click();
    await main.getByRole("heading", { name: "Season Debrief" }).waitFor();
    expect(await main.getByTestId("debrief-check-progress").textContent()).toBe("First check: 3 of 8. Now: 7 of 8.");
    await main.getByText("That is 4 more right than on your first check.", { exact: false }).waitFor();
    await main.getByTestId("debrief-check-progress").scrollIntoViewIfNeeded();
    await shot(page, "learning-first-check-debrief");

    // ---- The teacher's Learning tab: growth from the first check, over the one student with both. ----
    const teacherSession = await openBrowser();
    sessions.push(teacherSession);
    const teacherPage = teacherSession.page;
    await logInTeacher(teacherPage, teacher);
    await teacherPage.getByRole("tab", { name: "Learning" }).click();
    const learning = teacherPage.getByRole("tabpanel", { name: "Learning" });
    const row = learning.getByRole("row", { name: /Lee Late/ });
    await row.getByText("+4").waitFor({ timeout: 15_000 });
    await learning.getByRole("table", { name: /Class average/ }).scrollIntoViewIfNeeded();
    await shot(teacherPage, "learning-first-check-tab");
    expect(await row.getByRole("cell").nth(0).textContent()).toBe("3 of 8");
    await learning.getByRole("columnheader", { name: /First check/ }).first().waitFor();
    await learning.getByText("Percent of answers right. Growth over the 1 student with both checks.").waitFor();
    // Lee alone: 3 of 8 (38%) → 7 of 8 (88%); everyone: Lee's and Kai's first checks, 11 of 16 (69%).
    const averages = learning.getByRole("table", { name: /Class average/ });
    const overall = averages.getByRole("row", { name: /Overall/ });
    expect((await overall.getByRole("cell").allTextContents()).map((text) => text.trim())).toEqual(["38%", "88%"]);
    const everyone = learning.getByTestId("learning-everyone");
    await everyone.scrollIntoViewIfNeeded();
    expect(await everyone.textContent()).toBe("Everyone who took each check, overall: 69% (2 students) → 88% (1 student)");

    const csv = await download(teacherPage, /class report/i);
    const [header, ...lines] = csv.slice(1).trimEnd().split("\r\n");
    expect(header).toContain("First Check (of 8)");
    expect(header).not.toContain("Check Before");
    expect(lines.find((line) => line.startsWith("Lee,"))).toMatch(/,3,\d,\d,\d,7,\d,\d,\d,4,.*,1$/);

    await teacherPage.evaluate(() => {
      window.print = () => undefined;
    });
    await teacherPage.getByRole("button", { name: "Print report", exact: true }).click();
    await teacherPage.emulateMedia({ media: "print" });
    const report = teacherPage.locator("#learning-print-report");
    await report.getByRole("columnheader", { name: "First check" }).first().waitFor();
    expect(await report.innerText()).toContain("Growth over the 1 student with both checks.");
    await teacherPage.emulateMedia({ media: "screen" });
  });

  it("Reset Season while the check after a season is due: the check is still asked, and files as that season's", { timeout: 180_000 }, async () => {
    const teacher = await makeTeacher({ name: "Coach Reset", moneyCheck: true });
    const rae = (await makeStudent(teacher.uid, { firstName: "Rae", lastName: "Reset" })) as StudentFixture;
    await skipTutorials(rae._id);
    // The check before (form A) taken, season 1 played to its end: the check after is due.
    const before = answered(await storedStudent(rae._id), (i) => i < 3);
    const ended = studentAt(before, { games: 99 });
    expect(ended.season.inTransition).toBe(true);
    await putStudent(rae._id, ended);

    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await logIn(page, rae);
    await page.goto(`${hostingUrl}/home`);
    await onPath(page, "/home");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Money check" }).waitFor({ timeout: 20_000 });
    await main.getByText("Your 1st season is over!", { exact: false }).waitFor();

    await page.getByRole("banner").getByRole("button", { name: "Reset Season" }).click();
    const question = page.getByRole("alertdialog", { name: "Reset the season?" });
    await question.getByRole("button", { name: "Reset Season" }).click();
    await page.getByText("Season reset. Good luck!").waitFor();
    const reset = await storedStudent(rae._id);
    expect(reset.season.inTransition).toBe(false);
    expect(reset.season.completedGames).toBe(0);
    expect(reset.moneyCheck.current).toMatchObject({ moment: "after", afterSeason: 1, answers: [] });

    // Still asked, on this page and after a reload; and the season waits for it.
    await main.getByRole("heading", { name: "Money check" }).waitFor();
    await page.reload();
    await main.getByRole("heading", { name: "Money check" }).waitFor({ timeout: 20_000 });
    await shot(page, "learning-reset-check-still-due");
    await main.getByRole("button", { name: /Start the Check|Carry On/ }).click();
    await answerMoneyCheck(page, "B", 0, 8, (i) => i !== 0);
    await main.getByTestId("check-progress").getByText("Before: 3 of 8. Now: 7 of 8.").waitFor();
    const done = await storedStudent(rae._id);
    expect(done.moneyCheck.taken.map((check) => [check.moment, check.afterSeason, check.form])).toEqual([
      ["before", 0, "A"],
      ["after", 1, "B"],
    ]);
    expect(done.moneyCheck.current).toBeNull();
  });
});
