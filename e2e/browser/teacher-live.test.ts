// The teacher's live views (docs/product.md#live-view): Classroom Stats and the decisions view follow a
// student who plays in another browser, without a reload. Fixtures go through the API
// (each move writes the student's progress document); one progress document is aged by
// the Admin SDK to show a student who has made no move for ten minutes, and minutes played
// are written by it too (the API records no more time than has passed since sign-in).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { api, idTokenFromPassword } from "../support/api";
import { db, makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { syntheticEmail } from "../../functions/src/accounts/roles";
import { setTimeSpent } from "../api/admin/fixtures";
import { readStoredStudent } from "@rink/common";
import { lineupAdvice, type Move, type Player, type SlotName } from "@rink/game";
import { hostingUrl, logIn, onPath, skipLevelIntro, speedUpTutorials, tabTo, type StudentFixture } from "./game-helpers";

let teacher: TeacherFixture;
let teacherBrowser: BrowserSession;
let studentBrowser: BrowserSession;
let page: Page; // the teacher's
let ann: StudentFixture; // plays in the second browser

const ALL_TUTORIALS = { home: true, budget: true, team: true, scout: true, season: true };

async function studentToken(student: StudentFixture): Promise<string> {
  return idTokenFromPassword(syntheticEmail(student._id, "student"), student.password);
}
async function move(student: StudentFixture, body: unknown): Promise<void> {
  const { status, body: answer } = await api("PUT", `/student/${student._id}`, { token: await studentToken(student), body });
  expect(status, JSON.stringify(answer)).toBe(200);
}

/**
 * Minutes a student has played, as saved sessions, written as the server keeps them
 * (setTimeSpent): the API records no more time than has passed since sign-in.
 */
const givePlayedMinutes = (student: StudentFixture, minutes: number) => setTimeSpent(teacher.uid, student._id, minutes * 60_000);

/** A page is shot whole; a dialog as the screen shows it (it scrolls inside). */
/**
 * Plays a whole season through the API as a student would: the cheapest lineup, then games,
 * covering each injury the way the engine advises. The last game records the season's debrief.
 */
async function playSeason(student: StudentFixture): Promise<void> {
  const read = async () => {
    const stored = readStoredStudent({ ...(await db().doc(`students/${student._id}`).get()).data(), _id: student._id });
    if (!stored) throw new Error("unreadable student");
    return stored;
  };
  const first = await read();
  const cheapest = (position: Player["playerPosition"]) =>
    first.players.filter((p) => p.playerAssignment === "marketPlayer" && p.playerPosition === position).sort((a, b) => a.playerCost - b.playerCost);
  const [f, d, g] = [cheapest("forward"), cheapest("defense"), cheapest("goalie")];
  const picks: Array<[SlotName, Player | undefined]> = [["fOne", f[0]], ["fTwo", f[1]], ["fThree", f[2]], ["dOne", d[0]], ["dTwo", d[1]], ["gOne", g[0]]];
  await move(student, { moves: picks.map(([slot, player]): Move => ({ type: "sign", slot, playerId: player?._id ?? "" })) });
  for (let round = 0; round < 60; round += 1) {
    const state = await read();
    if (state.season.inTransition) return;
    const fix = lineupAdvice(state).moves;
    if (fix.length > 0) await move(student, { moves: fix });
    await move(student, { move: { type: "playGame", cheerBonus: 5, game: state.season.completedGames + 1 } });
  }
  throw new Error("the season never ended");
}

async function shot(target: Page, name: string, fullPage = true): Promise<void> {
  const { width, height } = target.viewportSize() ?? { width: 0, height: 0 };
  await saveScreenshot(target, `teacher-live-${name}-${width}x${height}.png`, { fullPage });
}

beforeAll(async () => {
  teacher = await makeTeacher({ name: "Coach Live" });
  const make = async (firstName: string, lastName: string) => (await makeStudent(teacher.uid, { firstName, lastName })) as StudentFixture;
  ann = await make("Ann", "Able");
  await make("Ben", "Bold"); // never plays: "Not started"
  const cal = await make("Cal", "Cash");
  await move(cal, { tutorials: ALL_TUTORIALS, savingsBudget: 3 }); // saving
  await givePlayedMinutes(cal, 12);
  const dee = await make("Dee", "Dune");
  await move(dee, { tutorials: ALL_TUTORIALS, fOne: "l1-f01" });
  await givePlayedMinutes(dee, 7);
  // Dee's last move was ten minutes ago: stuck.
  await db().doc(`studentProgress/${dee._id}`).update({ lastActiveAt: Date.now() - 10 * 60_000 });
  // A whole season played: a debrief to show.
  const eve = await make("Eve", "Extra");
  await move(eve, { tutorials: ALL_TUTORIALS });
  await givePlayedMinutes(eve, 25);
  await playSeason(eve);
  // Enough students for a second page of the stats table (10 a page).
  for (const name of ["Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]) await make(name, "Extra");

  teacherBrowser = await openBrowser();
  page = teacherBrowser.page;
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await onPath(page, "/teacher/home");
  studentBrowser = await openBrowser();
  await speedUpTutorials(studentBrowser.context);
}, 180_000);
afterAll(async () => {
  await teacherBrowser?.close();
  await studentBrowser?.close();
});

const statsDialog = () => page.getByRole("dialog", { name: "Classroom Stats" });
const statsTable = () => statsDialog().getByRole("table", { name: "Each student’s stats" });
const statsRow = (name: string) => statsTable().getByRole("row", { name: new RegExp(`^${name} `) });
const glanceGroup = (key: string) => page.getByTestId(`glance-${key}`);

/** Waits until `read` gives a value other than `before`, and answers how long that took. */
async function changed(read: () => Promise<string>, before: string, timeoutMs = 5_000): Promise<{ after: string; ms: number }> {
  const started = Date.now();
  for (;;) {
    const after = await read();
    if (after !== before) return { after, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`still "${before}" after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the teacher's live views", () => {
  it("shows the class's totals, the two charts with their words, and each student 10 a page", async () => {
    await page.getByRole("button", { name: "Classroom Stats" }).click();
    await statsDialog().getByText("Total Minutes").waitFor();
    expect(await statsDialog().getByText("Total Minutes").locator("xpath=..").innerText()).toContain("44");
    expect(await statsDialog().getByText("Completed Tutorial").locator("xpath=..").innerText()).toContain("3 of 12");
    await statsDialog().getByRole("figure", { name: "Students by level" }).waitFor();
    // Each chart's figures as a table, for screen readers.
    const levels = statsDialog().getByRole("table", { name: "Students by level" });
    for (const row of ["Level 1 12", "Level 2 0", "Level 3 0"]) expect(await levels.getByRole("row", { name: row, exact: true }).count(), row).toBe(1);
    await statsDialog().getByRole("figure", { name: /^Minutes by student/ }).waitFor();
    const minutes = statsDialog().getByRole("table", { name: /^Minutes by student/ });
    for (const row of ["Cal Cash 12", "Dee Dune 7", "Eve Extra 25"]) expect(await minutes.getByRole("row", { name: row, exact: true }).count(), row).toBe(1);
    // Sorted by first name: Ann ... Jon on the first page, Kim and Lou on the second.
    expect(await statsTable().getByRole("row").count()).toBe(11);
    await statsRow("Ann Able").waitFor();
    await shot(page, "stats", false);
    await statsRow("Jon Extra").scrollIntoViewIfNeeded();
    await shot(page, "stats-table", false);
    await expectNoSeriousA11yViolations(page);
    await statsDialog().getByRole("button", { name: "Next" }).click();
    await statsRow("Lou Extra").waitFor();
    await statsDialog().getByText("Page 2 of 2").waitFor();
    await statsDialog().getByRole("button", { name: "Previous" }).click();
    await statsRow("Ann Able").waitFor();
  });

  it("changes the stats while a student plays in another browser, without a reload", { timeout: 90_000 }, async () => {
    const tutorials = () => statsRow("Ann Able").getByRole("cell").nth(1).innerText();
    expect(await tutorials()).toBe("0 of 5");
    await logIn(studentBrowser.page, ann);
    await skipLevelIntro(studentBrowser.page);
    const chip = studentBrowser.page.getByRole("dialog", { name: /^Chip:/ });
    await chip.getByRole("button", { name: "Got it!" }).click({ timeout: 20_000 });
    await chip.waitFor({ state: "hidden" });
    const { after } = await changed(tutorials, "0 of 5", 5_000);
    expect(after).toBe("1 of 5");
    await statsDialog().getByRole("button", { name: "Close", exact: true }).click();
    await statsDialog().waitFor({ state: "hidden" });
  });

  it("shows each student's decisions and the class at a glance, sortable by keyboard", async () => {
    await page.getByRole("tab", { name: "Decisions" }).click();
    await glanceGroup("not-started").getByText("Ben Bold").waitFor();
    expect(await glanceGroup("stuck").innerText()).toContain("Dee Dune");
    expect(await glanceGroup("saved").innerText()).toContain("Cal Cash");
    const calRow = page.getByRole("row", { name: /^Cal Cash/ });
    expect(await calRow.getByRole("cell").nth(3).innerText()).toBe("$3");
    expect(await glanceGroup("stuck").innerText()).toMatch(/Dee Dune: Building the team, no move for 1\d min/);
    const eveRow = page.getByRole("row", { name: /^Eve Extra/ });
    expect(await eveRow.innerText()).toContain("Season over: choosing what next");
    expect(await eveRow.innerText()).toMatch(/12 of 12 played, \d+ won, \d+ lost(, \d+ lost in overtime)?, \d+(st|nd|rd|th) of 13/);
    expect(await eveRow.innerText()).toMatch(/Season 1 \(level 1\): \d+ won, \d+ lost(, \d+ lost in overtime)?, \d+(st|nd|rd|th) of 13, .*tip: /);

    // Sort by Saved, most first, with the keyboard; aria-sort says so.
    const savedHeader = page.getByRole("columnheader", { name: /^Saved/ });
    await tabTo(page, savedHeader.getByRole("button"));
    await page.keyboard.press("Enter");
    expect(await savedHeader.getAttribute("aria-sort")).toBe("ascending");
    await page.keyboard.press("Enter");
    expect(await savedHeader.getAttribute("aria-sort")).toBe("descending");
    const firstRow = page.getByRole("table", { name: /decisions/ }).getByRole("row").nth(1);
    expect(await firstRow.getByRole("rowheader").innerText()).toContain("Cal Cash");
    expect(await page.getByRole("columnheader", { name: /^Student/ }).getAttribute("aria-sort")).toBe("none");

    await shot(page, "decisions");
    await expectNoSeriousA11yViolations(page);
  });

  it("follows the student's savings and signing within 2 s, without a reload", { timeout: 90_000 }, async () => {
    const student = studentBrowser.page;
    await move(ann, { tutorials: ALL_TUTORIALS });
    const annRow = page.getByRole("row", { name: /^Ann Able/ });
    const savings = () => annRow.getByRole("cell").nth(3).innerText();
    const spending = () => annRow.getByRole("cell").nth(2).innerText();
    const before = await savings();
    expect(before).toBe("$0");

    await student.getByRole("link", { name: /^BUDGET/ }).click();
    await onPath(student, "/budget");
    const slider = student.getByRole("slider", { name: "Savings" });
    await tabTo(student, slider);
    for (let i = 0; i < 3; i += 1) await student.keyboard.press("ArrowRight");
    await student.getByRole("status").filter({ hasText: "Saved" }).waitFor({ timeout: 10_000 });
    const saved = await changed(savings, before, 5_000);
    expect(saved.after).toBe("$3");
    expect(saved.ms, "the teacher saw the savings this long after the student's save was answered").toBeLessThan(2_000);
    expect(await glanceGroup("saved").innerText()).toContain("Ann Able");

    const spentBefore = await spending();
    expect(spentBefore).toMatch(/^\$0 of \$15/);
    await student.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(student, "/team");
    await student.getByRole("button", { name: /^Forward 1 Sign a/ }).click();
    await student.getByRole("button", { name: /^Milo Marchetti / }).click();
    await student.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await student.getByRole("button", { name: /^Forward 1 Milo Marchetti / }).waitFor();
    const signed = await changed(spending, spentBefore, 5_000);
    expect(signed.after).toMatch(/^\$[1-9]\d* of \$15/);
    expect(signed.ms).toBeLessThan(2_000);
    await shot(page, "decisions-after-play");
  });

  it("reads well on a tablet (768x1024)", async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole("row", { name: /^Ann Able/ }).waitFor();
    await shot(page, "decisions");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Classroom Stats" }).click();
    await statsDialog().getByRole("figure", { name: "Students by level" }).waitFor();
    await shot(page, "stats", false);
    await expectNoSeriousA11yViolations(page);
    await statsDialog().getByRole("button", { name: "Close", exact: true }).click();
  });
});
