// A teacher's first lesson: register, upload a class of 60 from a CSV file, print the
// login cards, watch the live views while students start in another browser, read the stats.
// On every screen, at 1366x768 and at 768x1024: nothing wider than the window, and axe-core finds
// no serious violation. Everything through the screens, with the mouse; the file is made here.
// Written against the spec's words and roles (buttons, dialogs, tabs, rows), not layouts.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, SCREENSHOT_DIR, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { unique } from "../support/server-sdk";
import { stackInfo } from "../support/stack-info";
import { fieldByLabel, fillRegistration } from "./form-fields";
import { skipLevelIntro, speedUpTutorials, takeCheckBefore } from "./game-helpers";

const { hostingUrl } = stackInfo();
const id = unique();
const teacher = { userName: `first${id}`, email: `first${id}@example.com`, password: "first-lesson-1" };
const CLASS_SIZE = 60;

let teacherBrowser: BrowserSession;
let studentBrowser: BrowserSession | undefined;
let page: Page; // the teacher's

/** 60 students, some with long, hyphenated and accented names, in no particular order. */
function classList(): string {
  const first = ["Zoë", "Renée", "José", "Łukasz", "Søren", "François", "Ana-Lucía", "Maximiliana-Josefina", "Chloé", "Bjørn", "Nguyễn", "Siobhán"];
  const last = ["Van der Westhuizen-Oyelaran", "Müller", "D'Souza", "Ó Briain", "García Márquez", "Kowalczyk", "Ibáñez", "Abernathy-Featherstonehaugh", "Núñez", "Åkesson"];
  const rows = ["firstName,lastName"];
  for (let i = 0; rows.length <= CLASS_SIZE; i += 1) {
    // Each (first, last) pair once: the same name twice would be one student.
    rows.push(`${first[i % first.length]},${last[(i + Math.floor(i / first.length)) % last.length]}`);
  }
  return rows.join("\n");
}

async function at(target: Page, pathname: string) {
  await target.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
}

/** What sticks out sideways: the page (scrollWidth) and any open dialog's own box. */
async function overflow(target: Page) {
  return target.evaluate(() => {
    const width = window.innerWidth;
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
      .filter((dialog) => dialog.getClientRects().length > 0)
      .map((dialog) => ({ right: Math.round(dialog.getBoundingClientRect().right), scrollWidth: dialog.scrollWidth, clientWidth: dialog.clientWidth }));
    return { scrollWidth: document.documentElement.scrollWidth, width, dialogs };
  });
}

async function expectFitsTheWindow(target: Page, screen: string) {
  const { scrollWidth, width, dialogs } = await overflow(target);
  expect(scrollWidth, `${screen}: the page is wider than the ${width}px window`).toBeLessThanOrEqual(width);
  for (const dialog of dialogs) {
    expect(dialog.right, `${screen}: a dialog reaches past the window`).toBeLessThanOrEqual(width);
    expect(dialog.scrollWidth, `${screen}: a dialog scrolls sideways`).toBeLessThanOrEqual(dialog.clientWidth + 1);
  }
}

/** A control wholly inside the window (scrolled to vertically, as a teacher would). */
async function expectInsideTheWindow(target: Page, name: string, locator: ReturnType<Page["getByRole"]>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const { width, height } = target.viewportSize() ?? { width: 0, height: 0 };
  expect(box, `${name} is not shown`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${name} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends past the window's right edge (${width}px)`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `${name} ends below the window`).toBeLessThanOrEqual(height);
}

/** At both sizes: fits the window, axe is clean, and a picture to look at. */
async function checkScreen(target: Page, name: string, whileWide?: () => Promise<void>) {
  // The pointer off the last button clicked: a hovered button is a passing state, not the page.
  await target.mouse.move(0, 0);
  for (const [width, height] of [
    [1366, 768],
    [768, 1024],
  ] as const) {
    await target.setViewportSize({ width, height });
    await target.waitForFunction((w) => window.innerWidth === w, width);
    await expectFitsTheWindow(target, `${name} at ${width}x${height}`);
    await expectNoSeriousA11yViolations(target);
    if (whileWide) await whileWide();
    await saveScreenshot(target, `first-lesson-${name}-${width}x${height}.png`);
  }
  await target.setViewportSize({ width: 1366, height: 768 });
}

/** The roster's rows as [first, last, username, password], in the order shown. */
async function rosterRows(): Promise<string[][]> {
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Password" }) });
  return table.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll("td"))
        .map((td) => td.textContent?.trim() ?? "")
        .filter((text) => text !== "" && !/^(Update|Delete)/.test(text)),
    ),
  );
}

/** Waits until `read` answers something other than `before` (no reload in between). */
async function changes(read: () => Promise<string>, before: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await read();
    if (now !== before) return now;
    if (Date.now() > deadline) throw new Error(`still "${before}" after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A student logs in on the student login page, in a browser of their own, with the login the
 * roster shows, and starts: the money check, then the first tutorial's Got it!
 */
async function startLesson(starter: { userName: string; password: string }) {
  await studentBrowser?.close();
  studentBrowser = await openBrowser();
  await speedUpTutorials(studentBrowser.context);
  const student = studentBrowser.page;
  await student.goto(`${hostingUrl}/login/student`);
  await student.getByLabel("Username").fill(starter.userName);
  await student.getByLabel("Password").fill(starter.password);
  await student.getByRole("button", { name: "Log In" }).click();
  await at(student, "/home");
  await skipLevelIntro(student);
  // A registered class takes the money check: the student's first minutes, before the first tutorial.
  await takeCheckBefore(student);
  const chip = student.getByRole("dialog", { name: /^Chip:/ });
  await chip.getByRole("button", { name: "Got it!" }).click({ timeout: 30_000 }); // the timed slides at the phase speed
  await chip.waitFor({ state: "hidden" });
}

beforeAll(async () => {
  teacherBrowser = await openBrowser();
  page = teacherBrowser.page;
});
afterAll(async () => {
  await teacherBrowser?.close();
  await studentBrowser?.close();
});

const statsDialog = () => page.getByRole("dialog", { name: "Classroom Stats" });
let starters: Array<{ name: string; userName: string; password: string }> = [];

describe("a teacher's first lesson, at 1366x768 and 768x1024", () => {
  it("registers on /register/teacher and logs in", { timeout: 180_000 }, async () => {
    await page.goto(`${hostingUrl}/dashboard`);
    await checkScreen(page, "dashboard");
    await page.getByRole("link", { name: "Registration", exact: true }).click();
    await at(page, "/register/teacher");
    await fillRegistration(page, teacher);
    await fieldByLabel(page, "Class Size").fill(String(CLASS_SIZE));
    await checkScreen(page, "register");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("status").filter({ hasText: "You're registered!" }).waitFor({ timeout: 30_000 });

    await page.goto(`${hostingUrl}/dashboard`);
    await page.getByRole("link", { name: "Teachers", exact: true }).click();
    await at(page, "/login/teacher");
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill(teacher.password);
    await checkScreen(page, "login");
    await page.getByRole("button", { name: "Log In" }).click();
    await at(page, "/teacher/home");
    await page.getByText("No Students to Display").waitFor({ timeout: 30_000 });
    await checkScreen(page, "empty-dashboard");
  });

  it("uploads a class of 60 through the Upload CSV dialog", { timeout: 180_000 }, async () => {
    await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
    const upload = page.getByRole("dialog", { name: "Upload CSV" });
    await upload.waitFor();
    await checkScreen(page, "csv-dialog");
    // The system's file picker cannot be driven: the file goes to the dialog's file input.
    await page.locator('input[type="file"]').setInputFiles({ name: "class-6a.csv", mimeType: "text/csv", buffer: Buffer.from(classList()) });
    const send = upload.getByRole("button", { name: new RegExp(`^Upload ${CLASS_SIZE} Students`) });
    await send.waitFor({ timeout: 20_000 });
    await checkScreen(page, "csv-preview");
    await send.click();
    await page.getByText("Students Added Successfully").first().waitFor({ timeout: 120_000 });
    await checkScreen(page, "csv-answer");
    await page.keyboard.press("Escape");
    await upload.waitFor({ state: "hidden" });
    await expect.poll(async () => (await rosterRows()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
  });

  it("shows the roster whole at both sizes: Update and Delete inside the window", async () => {
    const rows = await rosterRows();
    const [first] = rows;
    const name = `${first?.[0]} ${first?.[1]}`;
    await checkScreen(page, "roster", async () => {
      await expectInsideTheWindow(page, `Update ${name}`, page.getByRole("button", { name: `Update ${name}` }));
      await expectInsideTheWindow(page, `Delete ${name}`, page.getByRole("button", { name: `Delete ${name}` }));
      // The whole first page of 50, long names included, to look at.
      const { width } = page.viewportSize() ?? { width: 0 };
      await saveScreenshot(page, `first-lesson-roster-whole-${width}.png`, { fullPage: true });
      await page.evaluate(() => window.scrollTo(0, 0));
    });
    // The first three students (by first name) start in the lesson below.
    starters = rows.slice(0, 3).map(([firstName, lastName, userName, password]) => ({ name: `${firstName} ${lastName}`, userName: userName ?? "", password: password ?? "" }));
    for (const starter of starters) {
      expect(starter.userName).toMatch(/\S{3,}/);
      expect(starter.password).toMatch(/\S{4,}/);
    }
  });

  it("prints the 60 login cards", async () => {
    await page.evaluate(() => {
      // The print dialog cannot be driven headless: count the call, then print to PDF below.
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await page.getByRole("button", { name: new RegExp(`^Print All ${CLASS_SIZE} Login Cards`) }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    const pdf = await page.pdf({ format: "Letter", printBackground: true });
    writeFileSync(path.join(SCREENSHOT_DIR, "first-lesson-login-cards.pdf"), pdf);
    // 60 cards do not fit one sheet.
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThan(1);
    await checkScreen(page, "after-print");
  });

  it("watches the decisions view and Classroom Stats change, without a reload, while three students start", { timeout: 480_000 }, async () => {
    await page.getByRole("tab", { name: "Decisions" }).click();
    await page.getByRole("heading", { level: 2, name: "Decisions" }).waitFor();
    await page.getByText("Loading your class").waitFor({ state: "hidden", timeout: 30_000 });
    const decisionsRow = (name: string) => page.getByRole("row", { name: new RegExp(`^${name}`) }).first();
    await decisionsRow(starters[0]?.name ?? "").waitFor({ timeout: 30_000 });
    await checkScreen(page, "decisions-before");
    const before = await Promise.all(starters.map((starter) => decisionsRow(starter.name).innerText()));

    // Two students start while the teacher watches the decisions view: each row changes by itself.
    for (const [index, starter] of starters.slice(0, 2).entries()) {
      await startLesson(starter);
      const after = await changes(() => decisionsRow(starter.name).innerText(), before[index] ?? "");
      expect(after).not.toBe(before[index]);
    }
    await checkScreen(page, "decisions-after");

    // The third starts while the teacher reads Classroom Stats: their row changes by itself.
    await page.getByRole("button", { name: "Classroom Stats", exact: true }).click();
    await statsDialog().waitFor();
    await page.getByText("Loading your class").waitFor({ state: "hidden", timeout: 30_000 });
    const third = starters[2] ?? { name: "", userName: "", password: "" };
    // The per-student table (the charts have figure tables of their own, where minutes change only at logout).
    const statsRow = statsDialog().getByRole("table", { name: "Each student’s stats" }).getByRole("row", { name: new RegExp(`^${third.name}`) });
    await statsRow.waitFor({ timeout: 30_000 });
    await checkScreen(page, "stats");
    const statsBefore = await statsRow.innerText();
    await startLesson(third);
    const statsAfter = await changes(() => statsRow.innerText(), statsBefore);
    expect(statsAfter).not.toBe(statsBefore);
    await checkScreen(page, "stats-after");
    await statsDialog().getByRole("button", { name: "Close", exact: true }).click();
    await statsDialog().waitFor({ state: "hidden" });
  });
});
