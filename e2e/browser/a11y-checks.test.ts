// WCAG 2.2 checks that only a browser can decide, one small check each (docs/accessibility.md):
// - 3.3.8 Accessible Authentication: a student pastes their login, as copied from a printed card,
//   and is in;
// - 2.4.2 Page Titled and 3.2.6 Consistent Help: every game page is titled "Rink Money — {page}" in
//   English and Spanish, and Help is the header's last control, after the same controls, on every
//   one; a teacher's dashboard and the admin's pages are titled too;
// - 2.4.7 Focus Visible and 1.4.11 Non-text Contrast: Tab through every game page and dialog kind
//   (Help, the logout question, the player card, the trade and sign boards, a cup, the level
//   intro, the tutorial panel, the money check, scouting's board, the season's summary, injury and
//   season complete), a teacher's three tabs and every dialog of the dashboard, the first screens
//   and the admin's pages, and every focused control shows a ring (an outline at least 2 px wide,
//   or a box-shadow ring, that it or the label holding it did not have unfocused) at >= 3:1 on what
//   is behind it; every text field's border at >= 3:1 on
//   its background;
// - 1.4.4 Resize Text: the text at 200% (the browser's own text size doubled, as a reader sets it:
//   every size and every breakpoint is in rem) cuts off no text and wraps no word letter by letter
//   at 1366x768 on the first screens, every game page, a teacher's tabs and the admin's pages;
// - 1.4.13 Content on Hover or Focus: Classroom Stats' chart tooltip stays while the pointer moves
//   onto it, and Escape hides it without closing the dialog.
// Screenshots: test-results/screenshots/a11y-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONEY_CHECK } from "@rink/game";
import { followAdvice, refillStrongest, studentAt, type SeasonPoint } from "../../testing/season-plans";
import { blend, contrastRatio, paintedBackground, parseColour } from "../support/contrast";
import type { Locator } from "playwright-core";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { db, makeAdmin, makeStudent, makeTeacher, unique } from "../support/server-sdk";
import { clippedText } from "./layout-checks";
import { atTheMoneyCheck, eventually, freshStudent, hostingUrl, logIn, logInTeacher, onPath, skipTutorials, tabTo, type StudentFixture } from "./game-helpers";
import { injuryDialog, openSeason, openSeasonBrowser, playOneGame, playToSeasonComplete, SLOT_LABEL, studentIn, summaryDialog, tutorial } from "./season-helpers";

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

const shot = (name: string) => {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return saveScreenshot(page, `a11y-${name}-${width}x${height}.png`);
};

/**
 * Opens `pathname` (a new page load unless already there) and waits for its heading, and on a game
 * page for the student's document (the header's Exit comes with it), the pointer out of the way.
 */
async function visit(pathname: string, exit = "Exit"): Promise<void> {
  if (new URL(page.url()).pathname !== pathname) {
    await page.goto(`${hostingUrl}${pathname}`);
    await onPath(page, pathname);
  }
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
  if (GAME_PAGES.some(([path]) => path === pathname)) await page.getByRole("banner").getByRole("button", { name: exit }).waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
}

/** The document's title once the page has set it (an effect after the page draws). */
async function titleIs(expected: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(expected);
}

// ---- 3.3.8 Accessible Authentication -------------------------------------------------------------

/** Puts `text` on the clipboard and pastes it into the focused field with Ctrl+V, as a person does. */
async function paste(text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press("ControlOrMeta+V");
}

// ---- 2.4.7 Focus Visible, 1.4.11 Non-text Contrast --------------------------------------------

interface Focused {
  what: string;
  /** How the focus shows: an outline or a box-shadow it did not have unfocused; null: nothing. */
  ring: "outline" | "shadow" | null;
  /** The ring's contrast on what is painted behind it. */
  contrast: number;
}

/**
 * Presses Tab through the whole page (until the focus comes back to a control it met, or 80
 * presses) and reads, for each control focused, how its focus shows against how it looked
 * before any focus (every focusable element's look, and its near ancestors', is noted first).
 */
async function tabThrough(): Promise<Focused[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    // Each control's look and its three nearest ancestors' (a ring may be drawn round the label
    // that holds a control, on :focus-within).
    const looks = new WeakMap<Element, string>();
    for (const el of Array.from(document.querySelectorAll("a[href], button, input, select, textarea, [tabindex]"))) {
      for (let node: Element | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
        const style = getComputedStyle(node);
        looks.set(node, `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`);
      }
    }
    (window as unknown as { __unfocusedLooks: WeakMap<Element, string> }).__unfocusedLooks = looks;
  });
  const seen = new Set<string>();
  const found: Focused[] = [];
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press("Tab");
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // The ring's transition, if any, taken to its end at once (as a person sees it a moment later).
      for (const animation of el.getAnimations({ subtree: false })) if (animation instanceof CSSTransition) animation.finish();
      const looks = (window as unknown as { __unfocusedLooks: WeakMap<Element, string> }).__unfocusedLooks;
      /** How the focus shows on `node`: an outline of 2 px or more, or a box-shadow, that it did not have before. */
      const ringOn = (node: Element) => {
        const style = getComputedStyle(node);
        const [outlineBefore, shadowBefore] = (looks.get(node) ?? "none 0px|none").split("|");
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` !== outlineBefore;
        const shadow = style.boxShadow !== "none" && style.boxShadow !== shadowBefore;
        return { outline, shadow, outlineColour: style.outlineColor, outlineInside: parseFloat(style.outlineOffset) < 0, boxShadow: style.boxShadow };
      };
      // The control's own ring, or else one its label (or another near ancestor) shows while it has the focus.
      let ringed: Element = el;
      let ring = ringOn(el);
      for (let node = el.parentElement, depth = 1; node && depth < 4 && !ring.outline && !ring.shadow; node = node.parentElement, depth += 1) {
        const around = ringOn(node);
        if (around.outline || around.shadow) [ringed, ring] = [node, around];
      }
      const layers: string[] = [];
      for (let node: Element | null = ringed; node; node = node.parentElement) layers.push(getComputedStyle(node).backgroundColor);
      const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 30);
      const box = el.getBoundingClientRect();
      return {
        key: `${el.tagName}:${name}:${Math.round(box.top + window.scrollY)}:${Math.round(box.left)}`,
        what: `${el.tagName.toLowerCase()} "${name}"`,
        ...ring,
        layers,
      };
    });
    if (!at) continue;
    if (seen.has(at.key)) break;
    seen.add(at.key);
    // The ring is drawn outside the control (on what is behind it) or, with a negative offset, on it.
    const behind = paintedBackground(at.outlineInside ? at.layers : at.layers.slice(1));
    const opaque = (css: string) => {
      const colour = parseColour(css);
      return blend(colour, behind, colour[3]);
    };
    const shadowColour = at.boxShadow.match(/(rgba?|color)\([^)]*\)/)?.[0] ?? "rgb(0 0 0 / 0)";
    const ring = opaque(at.outline ? at.outlineColour : shadowColour);
    // A two-colour ring (an outline round a halo the focus adds): one colour stands out on what is
    // behind, and the two stand out from each other.
    const halo = at.outline && at.shadow ? opaque(shadowColour) : null;
    const twoColour = halo ? Math.min(contrastRatio(halo, behind), contrastRatio(halo, ring)) : 0;
    found.push({
      what: at.what,
      ring: at.outline ? "outline" : at.shadow ? "shadow" : null,
      contrast: Math.max(contrastRatio(ring, behind), twoColour),
    });
  }
  return found;
}

/** The border of every text field and select on the page, as a contrast on the background around it. */
async function fieldBorders(): Promise<Array<{ what: string; contrast: number }>> {
  const fields = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]), select, textarea"))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .map((el) => {
        const layers: string[] = [];
        for (let node = el.parentElement; node; node = node.parentElement) layers.push(getComputedStyle(node).backgroundColor);
        return { what: `${el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.labels?.[0]?.textContent ?? el.getAttribute("name") ?? ""}"`, border: getComputedStyle(el).borderTopColor, layers };
      }),
  );
  return fields.map(({ what, border, layers }) => {
    const behind = paintedBackground(layers);
    const colour = parseColour(border);
    return { what, contrast: contrastRatio(blend(colour, behind, colour[3]), behind) };
  });
}

/**
 * Every control Tab reaches on `pathname` (at least `least` of them) shows a ring (2.4.7), at
 * >= 3:1 (1.4.11), and every field's border is at >= 3:1.
 */
async function focusShows(pathname: string, least = 3): Promise<void> {
  const focused = await tabThrough();
  expect.soft(focused.length, `controls reached by Tab on ${pathname}`).toBeGreaterThanOrEqual(least);
  expect.soft(focused.filter((f) => f.ring === null).map((f) => f.what), `focused controls without a ring on ${pathname}`).toEqual([]);
  const faint = focused.filter((f) => f.ring !== null && f.contrast < 3);
  expect.soft(faint.map((f) => `${f.what} ${f.contrast}:1`), `focus rings under 3:1 on ${pathname}`).toEqual([]);
  const borders = await fieldBorders();
  expect.soft(borders.filter((b) => b.contrast < 3).map((b) => `${b.what} ${b.contrast}:1`), `field borders under 3:1 on ${pathname}`).toEqual([]);
}

/** Opens a dialog with `opener`, checks its rings as focusShows does, and closes it with Escape. */
async function inDialog(opener: Locator, title: string | RegExp): Promise<void> {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: title }).or(page.getByRole("alertdialog", { name: title }));
  await dialog.waitFor();
  await page.mouse.move(0, 0);
  // A question has two buttons.
  await focusShows(`the dialog ${String(title)}`, 2);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}

/** Closes the dialogs still open with Escape, one layer at a time, as a keyboard user leaves them. */
async function closeDialogs(): Promise<void> {
  const open = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  for (let layer = 0; layer < 4 && (await open.count()) > 0; layer += 1) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
  }
}

// ---- 1.4.4 Resize Text ---------------------------------------------------------------------------


/**
 * Words the browser breaks over three lines or more (a box too narrow for one word, so it wraps
 * it letter by letter), each as the word and its element; `mark` notes the ones broken already,
 * so that only new ones are reported. (A long name broken once, as the roster allows, still reads.)
 */
async function brokenWords(mark: boolean): Promise<string[]> {
  return page.evaluate((marking) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.clientWidth <= 2 || parent.closest("[aria-hidden=true], script, style") || getComputedStyle(parent).visibility === "hidden") continue;
      for (const match of (node.textContent ?? "").matchAll(/\S{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom)));
        if (lines.size < 3) continue;
        const key = `${match[0]} in ${parent.tagName.toLowerCase()} "${(parent.textContent ?? "").trim().slice(0, 40)}"`;
        if (marking) parent.dataset.brokenBefore = "true";
        else if (!parent.dataset.brokenBefore) broken.push(key);
      }
    }
    return broken;
  }, mark);
}

/**
 * The browser's own text size, as a reader sets it (Chrome's Settings, Font size; 16 px is the
 * default): the app's rem sizes and its breakpoints' media queries follow it.
 */
async function browserTextSize(px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
  await cdp.detach();
  await page.waitForTimeout(300);
}

/**
 * The text newly cut off, or newly wrapped letter by letter, once the page's text is at 200% (and
 * a check that it did grow: the root's size, which every text is sized from).
 */
async function cutOffAt200(name: string): Promise<string[]> {
  await clippedText(page, true);
  await brokenWords(true);
  // The root's size: every text is sized from it (a heading may take a smaller step of its scale
  // in the narrower layout the enlarged text chooses, as it does on a narrow screen).
  const before = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  // The browser's own text size doubled, as a reader sets it (Chrome's Settings, Font size): the
  // app's sizes are rem (its root is 112.5% of the browser's), and so are its breakpoints' media
  // queries, which follow the browser's size, so a page takes the layout its enlarged text needs.
  await browserTextSize(32);
  const after = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect.soft(after / before, `the text on ${name} at 200%`).toBeGreaterThanOrEqual(2);
  const clipped = [...(await clippedText(page, false)), ...(await brokenWords(false)).map((word) => `a word wrapped letter by letter: ${word}`)];
  expect.soft(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)), `the text on ${name} still at 200% when read`).toBe(after);
  // The window only: a whole-page picture resizes the window for a moment, which ends the enlarged text.
  await saveScreenshot(page, `a11y-text-200-${name}-1366x768.png`);
  await browserTextSize(16);
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>("[data-clipped-before], [data-broken-before]").forEach((el) => {
      delete el.dataset.clippedBefore;
      delete el.dataset.brokenBefore;
    }),
  );
  return clipped;
}

// ---- The checks ------------------------------------------------------------------------------------

const GAME_PAGES: ReadonlyArray<readonly [string, string, string]> = [
  ["/home", "Home", "Inicio"],
  ["/team", "Team", "Equipo"],
  ["/budget", "Budget", "Presupuesto"],
  ["/scout", "Scout", "Talentos"],
  ["/season", "Season", "Temporada"],
  ["/season/debrief", "Season Debrief", "Repaso de la temporada"],
  ["/trophies", "Trophies", "Trofeos"],
];

/** The header's controls in order, by name (a select by its label). */
async function headerControls(): Promise<string[]> {
  return page
    .getByRole("banner")
    .locator("button, a[href], select, input")
    .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).map((el) => el.getAttribute("aria-label") ?? (el as HTMLSelectElement).labels?.[0]?.textContent ?? (el.textContent ?? "").trim()));
}

describe("a student's game", () => {
  let student: StudentFixture;

  it("logs a student in with their username and password pasted, as copied from a login card (3.3.8)", { timeout: 60_000 }, async () => {
    // Two games into a level-1 season, the team signed: every game page open.
    student = await studentIn("Ally", (stored) => studentAt(stored, { games: 2, beforeGame: followAdvice }));
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: hostingUrl });
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByLabel("Username").click();
    await paste(student.userName);
    await page.getByLabel("Password").click();
    await paste(student.password);
    expect(await page.getByLabel("Username").inputValue()).toBe(student.userName);
    expect(await page.getByLabel("Password").inputValue()).toBe(student.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await onPath(page, "/home");
  });

  it("titles every game page 'Rink Money — {page}' in English and Spanish, with Help last in its header after the same controls (2.4.2, 3.2.6)", { timeout: 90_000 }, async () => {
    for (const [pathname, english] of GAME_PAGES) {
      await visit(pathname);
      await titleIs(`Rink Money — ${english}`);
      const controls = await headerControls();
      expect.soft(controls.at(-1), `the last control of ${pathname}'s header`).toBe("Help");
      expect.soft(controls.slice(0, 3), `the first controls of ${pathname}'s header`).toEqual(["Exit", "Language", "Read to me"]);
    }
    await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("es");
    for (const [pathname, , spanish] of GAME_PAGES) {
      await visit(pathname, "Salir");
      await titleIs(`Rink Money — ${spanish}`);
      const controls = await headerControls();
      expect.soft(controls.at(-1), `the last control of ${pathname}'s header in Spanish`).toBe("Ayuda");
      expect.soft(controls.slice(0, 3), `the first controls of ${pathname}'s header in Spanish`).toEqual(["Salir", "Idioma", "Léeme"]);
    }
    await page.getByRole("banner").getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await page.getByRole("banner").getByRole("button", { name: "Exit" }).waitFor();
    // Kept on the account before the next page load, which adopts the account's choice.
    await eventually(student._id, (stored) => stored.language === "en");
  });

  it("shows a ring on every control Tab reaches on every game page, in Help, the logout question, the player card, the trade board and a cup, at >= 3:1, and field borders at >= 3:1 (2.4.7, 1.4.11)", { timeout: 90_000 }, async () => {
    for (const [pathname] of GAME_PAGES) {
      await visit(pathname);
      await focusShows(pathname);
    }
    // A focused state to look at: the puck.
    await visit("/season");
    await tabTo(page, page.getByRole("button", { name: "Start the game" }));
    await shot("focus-puck");
    // The dialogs of every page: Help (its FAQs and buttons) and Exit's question; the Team page's player card.
    await inDialog(page.getByRole("banner").getByRole("button", { name: "Help" }), "Ask Chip");
    await inDialog(page.getByRole("banner").getByRole("button", { name: "Exit" }), "Leaving the rink?");
    await visit("/team");
    await inDialog(page.getByRole("button", { name: /^Forward 1 / }), /^Forward 1: /);
    // The trade board, from the player card.
    await page.getByRole("button", { name: /^Forward 1 / }).click();
    await inDialog(page.getByRole("dialog", { name: /^Forward 1: / }).getByRole("button", { name: "Trade" }), /^Trade .* for…$/);
    await closeDialogs();
    // A cup of the trophy case.
    await visit("/trophies");
    await inDialog(page.getByRole("region", { name: /cups$/ }).first().getByRole("button").first(), /.+/);
  });

  it("cuts off no text and wraps no word letter by letter at 200% on every game page (1.4.4)", { timeout: 60_000 }, async () => {
    for (const [pathname] of GAME_PAGES) {
      await visit(pathname);
      expect.soft(await cutOffAt200(pathname.slice(1).replaceAll("/", "-")), `text cut off on ${pathname} at 200%`).toEqual([]);
    }
    // At 200% the game's footer waits at the page's end: held on screen it covered a third of it.
    const footerPosition = () => page.locator("footer").evaluate((el) => getComputedStyle(el).position);
    expect(await footerPosition()).toBe("sticky");
    await browserTextSize(32);
    expect(await footerPosition(), "the footer at 200%").toBe("static");
    await browserTextSize(16);
    expect(await footerPosition()).toBe("sticky");
  });
});

describe("a teacher's dashboard", () => {
  it("is titled in English and Spanish; on each tab and in every dialog of the dashboard shows a ring at >= 3:1 on every control Tab reaches and field borders at >= 3:1, and at 200% cuts off no text and wraps no word letter by letter (2.4.2, 2.4.7, 1.4.11, 1.4.4)", { timeout: 90_000 }, async () => {
    const teacher = await makeTeacher({ name: "Faye Cuss" });
    for (const [firstName, lastName] of [["Ada", "Ring"], ["Bo", "Outline"], ["Cy", "Halo"]] as const) {
      const pupil = (await makeStudent(teacher.uid, { firstName, lastName })) as StudentFixture;
      await skipTutorials(pupil._id);
    }
    await page.context().clearCookies();
    await logInTeacher(page, teacher);
    await page.getByText("Ada").first().waitFor({ timeout: 20_000 });
    await visit("/teacher/home");
    await titleIs("Rink Money — Teacher Dashboard");
    // Each tab, Students first; then Classroom Stats, a dialog.
    for (const tab of ["Students", "Decisions", "Learning"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("tabpanel", { name: tab }).waitFor();
      await page.mouse.move(0, 0);
      await focusShows(`the teacher's ${tab} tab`);
      expect.soft(await cutOffAt200(`teacher-${tab.toLowerCase()}`), `text cut off on the teacher's ${tab} tab at 200%`).toEqual([]);
    }
    await page.getByRole("tab", { name: "Students" }).click();
    for (const [button, title] of [
      ["Classroom Stats", "Classroom Stats"],
      ["Add Student", "Add Student"],
      ["Update Ada Ring", "Update Student"],
      ["New password for Ada Ring", "Make a New Password?"],
      ["Delete Ada Ring", "Are You Sure?"],
      ["Upload CSV", "Upload CSV"],
      ["Download Class Data", "Download Class Data"],
      ["Delete All Students", "Delete All Students"],
      ["Sign Out Everywhere", "Sign out everywhere?"],
    ] as const) {
      await inDialog(page.getByRole("button", { name: button, exact: true }), title);
    }
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");
    await titleIs("Rink Money — Panel del docente");
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await titleIs("Rink Money — Teacher Dashboard");
    await expect.poll(async () => (await db().doc(`teachers/${teacher.uid}`).get()).get("language"), { timeout: 15_000 }).toBe("en");
  });

  it("keeps a chart's tooltip while the pointer moves onto it, and Escape hides it without closing Classroom Stats (1.4.13)", { timeout: 60_000 }, async () => {
    await page.getByRole("button", { name: "Classroom Stats", exact: true }).click();
    const stats = page.getByRole("dialog", { name: "Classroom Stats" });
    const chart = stats.getByRole("figure", { name: "Minutes by student" });
    const tip = chart.locator(".recharts-tooltip-wrapper");
    const tipShown = () => tip.evaluate((el) => getComputedStyle(el).visibility === "visible" && (el.textContent ?? "").trim() !== "");
    // The pointer on the first bar (a student with no minutes has a bar of a few pixels: its row's middle).
    const bar = chart.locator(".recharts-bar-rectangle").first();
    await bar.waitFor();
    const at = await bar.boundingBox();
    if (!at) throw new Error("the bar has no box");
    await page.mouse.move(at.x + Math.min(at.width, 20) / 2, at.y + at.height / 2, { steps: 4 });
    await expect.poll(tipShown, { timeout: 5_000 }).toBe(true);
    const words = await tip.innerText();
    expect(words).toContain("Ada Ring");
    // Onto the tooltip, as a person moves the pointer: it stays, with the same words, under the pointer.
    const box = await tip.boundingBox();
    if (!box) throw new Error("the tooltip has no box");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y, { steps: 12 });
    await page.waitForTimeout(200);
    expect(await tipShown(), "the tooltip under the pointer").toBe(true);
    expect(await tip.innerText()).toBe(words);
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest(".recharts-tooltip-wrapper") !== null, [x, y]), "the pointer is on the tooltip").toBe(true);
    await shot("chart-tooltip-hovered");
    // Escape hides it, the pointer still there, and Classroom Stats stays open; a second Escape closes it.
    await page.keyboard.press("Escape");
    await expect.poll(tipShown, { timeout: 5_000 }).toBe(false);
    await page.waitForTimeout(300);
    expect(await stats.isVisible(), "Classroom Stats after the first Escape").toBe(true);
    await page.keyboard.press("Escape");
    await stats.waitFor({ state: "hidden" });
  });
});

describe("the first screens and the admin's pages", () => {
  it("cut off no text and wrap no word letter by letter at 200% on the dashboard, the logins, the registration and the password page, and show a ring at >= 3:1 on every control Tab reaches and field borders at >= 3:1 (1.4.4, 2.4.7, 1.4.11)", { timeout: 90_000 }, async () => {
    await page.context().clearCookies();
    for (const pathname of ["/dashboard", "/login/student", "/login/teacher", "/admin/login", "/register/teacher", "/forgot-password"]) {
      await visit(pathname);
      expect.soft(await cutOffAt200(pathname.slice(1).replaceAll("/", "-")), `text cut off on ${pathname} at 200%`).toEqual([]);
      // The logins are one form (LoginForm): the admin's stands for the three.
      if (!pathname.startsWith("/login/")) await focusShows(pathname);
    }
  });

  it("titles the admin's totals and teachers 'Rink Money — {page}' in English and Spanish, shows a ring at >= 3:1 on every control Tab reaches, in a class's stats and its delete question, and field borders at >= 3:1, and at 200% cuts off no text and wraps no word letter by letter (2.4.2, 2.4.7, 1.4.11, 1.4.4)", { timeout: 60_000 }, async () => {
    const admin = await makeAdmin();
    const name = `Ida Admin ${unique()}`;
    const teacher = await makeTeacher({ name });
    await makeStudent(teacher.uid, { firstName: "Bea", lastName: "Lee" });
    await visit("/admin/login");
    await page.getByLabel("Username").fill(admin.userName);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await onPath(page, "/admin");
    await titleIs("Rink Money — Admin Totals");
    await visit("/admin");
    await focusShows("/admin");
    expect.soft(await cutOffAt200("admin"), "text cut off on the admin's totals at 200%").toEqual([]);
    await page.getByRole("link", { name: "View Teachers" }).or(page.getByRole("button", { name: "View Teachers" })).click();
    await onPath(page, "/admin/teachers");
    await titleIs("Rink Money — Teachers");
    await visit("/admin/teachers");
    await focusShows("/admin/teachers");
    expect.soft(await cutOffAt200("admin-teachers"), "text cut off on the admin's teachers at 200%").toEqual([]);
    // One teacher's class: its stats, then the question before deleting it.
    await page.getByRole("searchbox", { name: "Search teachers" }).fill(name);
    // The list answers the search (1 s after the last key, from the server) before it is walked.
    await page.getByRole("status").filter({ hasText: "1 teacher matches" }).waitFor({ timeout: 15_000 });
    const row = page.locator(`[data-testid="teacher-row"][data-teacher="${teacher.userName}"]`);
    await row.getByRole("button", { name: new RegExp(`^${name}`) }).click({ timeout: 20_000 });
    await page.getByRole("region", { name: `${name}: class stats` }).getByRole("cell", { name: "Bea Lee" }).waitFor({ timeout: 15_000 });
    await focusShows("a class's stats");
    await inDialog(row.getByRole("button", { name: `Delete Class of ${name}` }), `Are you sure you want to remove ${name}'s class?`);
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");
    await titleIs("Rink Money — Docentes");
    await page.goBack();
    await onPath(page, "/admin");
    await titleIs("Rink Money — Totales del programa");
  });
});

describe("a new student's screens and the season's dialogs (the phase timers fast)", () => {
  let own: BrowserSession | undefined;
  let first: Page;
  beforeAll(async () => {
    first = page;
    own = await openSeasonBrowser();
    page = own.page;
  });
  afterAll(async () => {
    page = first;
    await own?.close();
  });

  it("shows a ring at >= 3:1 on every control Tab reaches in the level intro, the tutorial panel, the money check, scouting's board and the sign board (2.4.7, 1.4.11)", { timeout: 90_000 }, async () => {
    // A new student: the level's intro clip, then Chip's first slide.
    await logIn(page, await freshStudent("Nia"));
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    await intro.waitFor({ timeout: 20_000 });
    // On the clips' navy: the ring's white halo is what shows.
    await focusShows("the level intro", 1);
    await tabTo(page, intro.getByRole("button", { name: /^(Skip|Next|Continue)$/ }));
    // The ring's transition at its end.
    await page.waitForTimeout(400);
    await shot("focus-clip-skip");
    await intro.getByRole("button", { name: /^(Skip|Continue)$/ }).click();
    await tutorial(page).getByRole("button", { name: "Got it!" }).waitFor({ timeout: 20_000 });
    await focusShows("the tutorial panel", 2);

    // A class that takes the money check: it opens Home before the first season, then a question.
    const main = await atTheMoneyCheck(page);
    await main.getByRole("button", { name: "Start the Check" }).click();
    await main.getByText(`Question 1 of ${MONEY_CHECK.A.length}`).waitFor();
    await focusShows("a money check question");

    // Scouting's board and the sign board of a student who has signed no one yet.
    const scout = await freshStudent("Sky");
    await skipTutorials(scout._id);
    await page.context().clearCookies();
    await logIn(page, scout);
    await visit("/scout");
    await page.getByRole("heading", { name: "Make an offer to a player by dragging them to a contract level!" }).waitFor({ timeout: 20_000 });
    await focusShows("/scout");
    await visit("/team");
    await inDialog(page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL.fOne} Sign a`) }), `Sign a player: ${SLOT_LABEL.fOne}`);
  });

  it("shows a ring at >= 3:1 on every control Tab reaches in the double-header summary, the injury and the season complete dialog (2.4.7, 1.4.11)", { timeout: 90_000 }, async () => {
    // Game 4, the first injury's and the end of a double-header, is next.
    const strong: SeasonPoint = { seed: 1, savings: 1, team: "strong", cheerBonus: 0 };
    const mid = await studentIn("Tess", (stored) => studentAt(stored, { ...strong, games: 3 }));
    await page.context().clearCookies();
    await logIn(page, mid);
    await openSeason(page);
    await playOneGame(page, { start: "click", cheer: { style: "none" } });
    await summaryDialog(page).waitFor();
    await focusShows("the double-header summary", 1);
    await summaryDialog(page).getByRole("button", { name: "Continue Season" }).click();
    await injuryDialog(page).waitFor();
    await focusShows("the injury", 1);

    // The season's last game: the season complete dialog after it.
    const point: SeasonPoint = { ...strong, beforeGame: refillStrongest };
    const last = await studentIn("Ava", (stored) => studentAt(stored, { ...point, games: studentAt(stored, point).season.allOpponents.length - 1 }));
    await page.context().clearCookies();
    await playToSeasonComplete(page, last);
    await focusShows("the season complete dialog", 1);
  });
});
