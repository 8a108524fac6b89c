// The layout checks of WCAG 2.2 AA that a screen's size or its text's spacing decide
// (docs/accessibility.md):
// - 1.4.10 Reflow: the logins, a mid-season student's home, team, budget, season and trophies, and
//   a teacher's dashboard at 320x640 (a 1280 px window at 400%), with no sideways scroll of the
//   page and no serious axe violation;
// - 1.4.12 Text Spacing: the same screens at 1366x768 with the WCAG spacing forced on every element
//   (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em): no text cut off by a
//   box that hides its overflow, where it was not cut off before;
// - 2.4.11 Focus Not Obscured (Minimum): Tab through the Team and Season pages, at 1366x768 and
//   768x1024 (and Home), and no focused control is under the sticky footer.
// Screenshots: test-results/screenshots/reflow-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredStudent } from "@rink/common";
import type { Student } from "@rink/game";
import { followAdvice, studentAt } from "../../testing/season-plans";
import { seriousA11yViolations } from "../support/axe";
import { cutOffBySpacing, LAPTOP, NARROW, TABLET, widthOf } from "./layout-checks";
import { saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { makeStudent, makeTeacher } from "../support/server-sdk";
import { hostingUrl, logIn, logInTeacher, onPath, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { openSeasonBrowser, storedStudent } from "./season-helpers";


let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openSeasonBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

const shot = (name: string) => {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return saveScreenshot(page, `reflow-${name}-${width}x${height}.png`);
};

/** A student of their own class (tutorials done), in the state `build` makes. */
async function studentIn(build: (stored: StoredStudent) => Student): Promise<StudentFixture> {
  const teacher = await makeTeacher();
  const student = (await makeStudent(teacher.uid, { firstName: "Rae", lastName: "Flow" })) as StudentFixture;
  await skipTutorials(student._id);
  await studentDoc(student._id).update({ ...build(await storedStudent(student._id)) });
  return student;
}

/** Two games into a level-1 season, the team signed: every student page open. */
const midSeason = () => studentIn((stored) => studentAt(stored, { games: 2, beforeGame: followAdvice }));

const STUDENT_PAGES = ["/home", "/team", "/budget", "/season", "/trophies"] as const;
const LOGGED_OUT_PAGES = ["/dashboard", "/login/student", "/login/teacher", "/admin/login", "/register/teacher"] as const;

async function visit(pathname: string): Promise<void> {
  if (new URL(page.url()).pathname !== pathname) {
    await page.goto(`${hostingUrl}${pathname}`);
    await onPath(page, pathname);
  }
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
  // A game page's header and title are up while the student's document is still on its way (the
  // loading frame: no footer, no page controls): a Tab walk begun then meets only the header's two.
  if ((STUDENT_PAGES as readonly string[]).includes(pathname)) {
    await page.waitForFunction(() => document.querySelector("footer") !== null && document.querySelectorAll("main button, main a[href]").length > 0, undefined, { timeout: 20_000 });
  }
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
}

// ---- 1.4.10 Reflow -------------------------------------------------------------------------------

/** Axe's verdict, failing the test at its end (expect.soft) so that every screen is still checked. */
async function axeSoftly(name: string): Promise<void> {
  expect.soft(await seriousA11yViolations(page), `axe on ${name}`).toEqual([]);
}

async function reflows(name: string): Promise<void> {
  await shot(name);
  const { scrollWidth, past } = await widthOf(page);
  expect.soft({ scrollWidth: Math.max(scrollWidth, NARROW.width), past }, `${name} at 320 px is ${scrollWidth} px wide`).toEqual({ scrollWidth: NARROW.width, past: [] });
  await axeSoftly(name);
}

describe("reflow: 320 CSS px wide, no sideways scroll (WCAG 1.4.10)", () => {
  it("shows the dashboard, the logins and the registration at 320x640 without sideways scroll, axe passing", { timeout: 120_000 }, async () => {
    await page.context().clearCookies();
    await page.setViewportSize(NARROW);
    for (const pathname of LOGGED_OUT_PAGES) {
      await visit(pathname);
      await reflows(pathname.slice(1).replaceAll("/", "-"));
    }
  });

  it("shows a mid-season student's home, team, budget, season and trophies at 320x640 without sideways scroll, axe passing", { timeout: 180_000 }, async () => {
    const student = await midSeason();
    await page.setViewportSize(LAPTOP);
    await logIn(page, student);
    await page.setViewportSize(NARROW);
    for (const pathname of STUDENT_PAGES) {
      await visit(pathname);
      await reflows(pathname.slice(1));
    }
  });

  it("shows a teacher's dashboard with a student at 320x640 without sideways scroll, axe passing", { timeout: 120_000 }, async () => {
    const teacher = await makeTeacher({ name: "Wren Narrow" });
    const student = (await makeStudent(teacher.uid, { firstName: "Ada", lastName: "Small" })) as StudentFixture;
    await skipTutorials(student._id);
    await page.context().clearCookies();
    await page.setViewportSize(LAPTOP);
    await logInTeacher(page, teacher);
    await page.getByText("Ada").first().waitFor({ timeout: 20_000 });
    await page.setViewportSize(NARROW);
    await visit("/teacher/home");
    await reflows("teacher-home");
  });
});

// ---- 1.4.12 Text Spacing ---------------------------------------------------------------------------

async function keepsTextWithSpacing(name: string): Promise<void> {
  expect.soft(await cutOffBySpacing(page, () => shot(`spacing-${name}`)), `text cut off on ${name} with the WCAG text spacing`).toEqual([]);
}

describe("text spacing: the WCAG spacing cuts off no text (WCAG 1.4.12)", () => {
  it("cuts off no text on the logins, a mid-season student's home, team, budget, season and trophies and a teacher's dashboard at 1366x768", { timeout: 240_000 }, async () => {
    await page.context().clearCookies();
    await page.setViewportSize(LAPTOP);
    for (const pathname of LOGGED_OUT_PAGES) {
      await visit(pathname);
      await keepsTextWithSpacing(pathname.slice(1).replaceAll("/", "-"));
    }
    const student = await midSeason();
    await logIn(page, student);
    for (const pathname of STUDENT_PAGES) {
      await visit(pathname);
      await keepsTextWithSpacing(pathname.slice(1));
    }
    const teacher = await makeTeacher({ name: "Wren Spacing" });
    const pupil = (await makeStudent(teacher.uid, { firstName: "Ada", lastName: "Wide" })) as StudentFixture;
    await skipTutorials(pupil._id);
    await page.context().clearCookies();
    await logInTeacher(page, teacher);
    await page.getByText("Ada").first().waitFor({ timeout: 20_000 });
    await visit("/teacher/home");
    await keepsTextWithSpacing("teacher-home");
  });
});

// ---- 2.4.11 Focus Not Obscured (Minimum) --------------------------------------------------------

/** What covers the window's bottom: the game's sticky footer, Chip's panel, an open toast. */
const COVERS = 'footer, [role="dialog"][aria-modal="false"], [data-scope="toast"][data-part="root"][data-state="open"]';

/**
 * Presses Tab through the whole page (until the focus comes back to where it started, or 120
 * presses) and returns the controls that, once focused, something covering the window's bottom
 * (COVERS) is painted over: at the control's centre or near one of its corners, the topmost element
 * is that cover's (the cover's own controls aside; a cover under another, as the footer under
 * Chip's panel, covers nothing there).
 */
async function focusedUnderCovers(): Promise<{ reached: number; hidden: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < 120; press += 1) {
    await page.keyboard.press("Tab");
    // The browser scrolls the focused control into view (smoothly, or at once).
    await page.waitForTimeout(60);
    const at = await page.evaluate((covers) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const key = `${el.tagName}:${el.getAttribute("aria-label") ?? ""}:${(el.textContent ?? "").trim().slice(0, 40)}:${Math.round(box.top + window.scrollY)}`;
      const inset = Math.min(3, box.width / 2, box.height / 2);
      const points: Array<[number, number]> = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ];
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        const cover = top?.closest(covers);
        if (top && !el.contains(top) && cover && !cover.contains(el)) {
          return { key, what: `${key} at (${Math.round(x)}, ${Math.round(y)}) under ${cover.tagName} ${cover.getAttribute("aria-labelledby") ?? ""}` };
        }
      }
      return { key, what: "" };
    }, COVERS);
    if (!at) continue;
    if (seen.has(at.key)) break;
    seen.add(at.key);
    if (at.what) hidden.push(at.what);
  }
  return { reached: seen.size, hidden };
}

describe("focus not hidden under the sticky footer or Chip's panel (WCAG 2.4.11)", () => {
  it("scrolls every control Tab reaches on Team, Season and Home clear of the footer, at 1366x768 and 768x1024", { timeout: 180_000 }, async () => {
    const student = await midSeason();
    await page.context().clearCookies();
    await page.setViewportSize(LAPTOP);
    await logIn(page, student);
    for (const pathname of ["/team", "/season", "/home"]) {
      for (const size of [LAPTOP, TABLET]) {
        await page.setViewportSize(size);
        await visit(pathname);
        const { reached, hidden } = await focusedUnderCovers();
        await shot(`focus-${pathname.slice(1)}`);
        // The page is long enough for the footer to matter: more controls than fit above it.
        expect.soft(reached, `controls reached by Tab on ${pathname}`).toBeGreaterThan(4);
        expect.soft(hidden, `focused controls under the footer on ${pathname} at ${size.width}x${size.height}`).toEqual([]);
      }
    }
  });

  it("keeps every control Tab reaches on Budget clear of Chip's panel while the budget tutorial waits for the savings, at 1366x768 and 768x1024", { timeout: 120_000 }, async () => {
    const student = await studentIn((stored) => studentAt(stored, {}));
    await studentDoc(student._id).update({ "tutorials.budget": false });
    await page.context().clearCookies();
    await page.setViewportSize(LAPTOP);
    await logIn(page, student);
    await visit("/budget");
    // The slide that waits for the student to move the savings, the panel at the window's bottom left.
    const chip = page.getByRole("dialog", { name: /^Chip:/ });
    await chip.getByText("Before you sign anyone, move the puck to save $3.", { exact: false }).waitFor({ timeout: 30_000 });
    for (const size of [LAPTOP, TABLET]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      const { reached, hidden } = await focusedUnderCovers();
      await shot("focus-budget-tutorial");
      expect.soft(reached, "controls reached by Tab on /budget during its tutorial").toBeGreaterThan(4);
      expect.soft(hidden, `focused controls under Chip's panel or the footer at ${size.width}x${size.height}`).toEqual([]);
    }
    expect(await chip.isVisible(), "the tutorial still waits").toBe(true);
  });
});
