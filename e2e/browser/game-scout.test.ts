// The scout page (docs/product.md#scout-page; docs/product.md#scouting-rules): three fresh
// students scout their 6 players, one by mouse drag (with the block message, the 'Are you
// sure?' warning and the early-leaving warning), one by keyboard only, one by single taps only.
import { afterEach, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { eventually, freshStudent, holdStill, hostingUrl, logIn, onPath, shot, skipTutorials, tabTo } from "./game-helpers";
import { scoutOneByKeyboard } from "./season-helpers";

// Level 1's scouted players: Omar (17) and Juno (15) are too strong for Level 3 (block from 15);
// Ezra (4) asks 'Are you sure?' on Level 1 (warn up to 5).
const PLAN: Array<[string, 1 | 2 | 3]> = [
  ["Ezra Penn", 1],
  ["Omar Amory", 2],
  ["Juno Brook", 2],
  ["Hazel Hart", 3],
  ["Nico Ferreira", 3],
  ["Wren Varga", 3],
];
const EXPECTED_OFFERS: Record<string, number> = { "l1-f11": 1, "l1-f09": 2, "l1-d07": 2, "l1-f10": 3, "l1-d08": 3, "l1-g05": 3 };

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function openScout(firstName: string): Promise<{ page: Page; id: string }> {
  const student = await freshStudent(firstName);
  await skipTutorials(student._id);
  browser = await openBrowser();
  const { page } = browser;
  await logIn(page, student);
  await page.goto(`${hostingUrl}/scout`);
  await onPath(page, "/scout");
  await page.getByRole("heading", { name: "Make an offer to a player by dragging them to a contract level!" }).waitFor();
  return { page, id: student._id };
}

const card = (page: Page, name: string) => page.locator("[data-rfd-drag-handle-draggable-id]", { hasText: name });
const rowDrop = (page: Page, level: number) => page.locator(`[data-rfd-droppable-id="row-${level}"]`);
const rowButton = (page: Page, level: number) => page.locator(`button[data-contract-level="${level}"]`);
const inRow = (page: Page, level: number, name: string) => rowDrop(page, level).locator("[data-rfd-drag-handle-draggable-id]", { hasText: name });

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A real mouse drag, as a student makes it on a laptop: the board and the three levels fit one
 * screen, so the page does not scroll during the drag (a drag that scrolled the page could land
 * somewhere else). The library starts a drag only after the pointer moves a few pixels.
 */
async function drag(page: Page, name: string, level: number) {
  const from = await centre(card(page, name));
  const target = rowDrop(page, level);
  const aboveFooter = await target.evaluate((el) => el.getBoundingClientRect().bottom <= (document.querySelector("footer")?.getBoundingClientRect().top ?? window.innerHeight));
  expect(aboveFooter, `Level ${level} on screen, above the footer`).toBe(true);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
  const box = await target.boundingBox();
  if (!box) throw new Error(`no box for Level ${level}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 20 });
  await holdStill(page);
  await page.mouse.up();
}

/** Where a person aims at a row: its big LEVEL label, its first open slot, or its empty space (none of the two). */
type Aim = "label" | "slot" | "space";

/** The point aimed at, as it is on screen now (no scrolling: the card is already held where it is). */
async function aimAt(page: Page, level: number, aim: Aim): Promise<{ x: number; y: number }> {
  const middle = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`no box for ${locator.toString()}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  if (aim === "label") return middle(rowButton(page, level));
  if (aim === "slot") {
    // A dashed open slot, not a card already in the row (whose own words have hidden parts).
    const slot = await rowDrop(page, level).evaluate((row) => {
      const open = Array.from(row.querySelectorAll('[aria-hidden="true"]')).find((el) => !el.closest("[data-rfd-drag-handle-draggable-id]"));
      const box = open?.getBoundingClientRect();
      return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
    });
    if (!slot) throw new Error(`Level ${level}'s row has no open slot`);
    return slot;
  }
  // The row's own background: sampled along its middle from the right, the first point that is the
  // row itself or its slots' strip, not the label, a card or a slot.
  const spot = await rowDrop(page, level).evaluate((row) => {
    const box = row.getBoundingClientRect();
    const y = box.top + box.height / 2;
    for (let x = box.right - 4; x > box.left; x -= 4) {
      const hit = document.elementFromPoint(x, y);
      if (hit === row || hit?.parentElement === row && !hit.matches("button")) return { x, y };
    }
    return null;
  });
  if (!spot) throw new Error(`Level ${level}'s row has no empty space to aim at`);
  return spot;
}

type Target = { level: number; aim: Aim };

/** Where the card is, then where to let go, both on the screen as it is (the target must be on it). */
async function fromAndTo(page: Page, name: string, { level, aim }: Target) {
  // A person brings the row into sight first, clear of the sticky footer: scrolling the card into
  // view alone could leave the row under the footer, where every point of it is the footer's
  // (the cause of a drop that did not land, and of "no empty space to aim at", now and then).
  await rowDrop(page, level).evaluate((row) => {
    const footerTop = document.querySelector("footer")?.getBoundingClientRect().top ?? window.innerHeight;
    const below = row.getBoundingClientRect().bottom - footerTop;
    if (below > 0) window.scrollBy(0, below + 8);
  });
  const from = await centre(card(page, name));
  const to = await aimAt(page, level, aim);
  const footerTop = await page.evaluate(() => document.querySelector("footer")?.getBoundingClientRect().top ?? window.innerHeight);
  expect(to.y > 0 && to.y < footerTop, `Level ${level}'s ${aim} on screen, above the footer, while ${name} is held`).toBe(true);
  return { from, to };
}

/** Where the row aimed at is on the screen now (its top): the page may scroll under a held card. */
const rowTop = async (page: Page, level: number) => (await rowDrop(page, level).boundingBox())?.y ?? 0;

/**
 * The hand holds still until the row aimed at shows the card is over it (it lights up), as a
 * person lets go. A card held near the window's bottom scrolls the page under it (the library's
 * auto-scroll): the hand follows its row, as a person's does, by as much as the row has moved.
 * Fails naming the place the card is over when the row never lights up.
 */
async function holdOver(page: Page, level: number, to: { x: number; y: number }, moveTo: (x: number, y: number) => Promise<void>) {
  const aimedTop = await rowTop(page, level);
  const lit = rowDrop(page, level).and(page.locator("[data-dragging-over]"));
  for (let look = 0; look < 20; look += 1) {
    await holdStill(page);
    if (await lit.isVisible()) return;
    // A hand is never quite still: it moves a pixel, and follows its row if the page scrolled.
    // (The library works out what the card is over on a move: on a busy machine the last move
    // may reach it before the drag has measured the rows, and a hand held perfectly still then
    // shows nothing under the card.)
    const moved = (await rowTop(page, level)) - aimedTop;
    await moveTo(to.x + (look % 2 === 0 ? 1 : 0), to.y + moved);
  }
  const over = await page.locator("[data-dragging-over]").getAttribute("data-rfd-droppable-id", { timeout: 1_000 }).catch(() => "none");
  throw new Error(`Level ${level}'s row never showed the card over it (over: ${over})`);
}

/** A mouse drag of a card, let go where a person aims on a row. */
async function dragTo(page: Page, name: string, target: Target) {
  const { from, to } = await fromAndTo(page, name, target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
  // A person sees the card lift before carrying it off.
  await lifted(page, name).waitFor({ timeout: 10_000 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await holdOver(page, target.level, to, (x, y) => page.mouse.move(x, y, { steps: 5 }));
  await page.mouse.up();
}

/** The card `name` while a drag holds it up. */
const lifted = (page: Page, name: string) => page.locator("[data-rfd-drag-handle-draggable-id][data-is-dragging='true']", { hasText: name });

/**
 * A finger's drag on a touch screen, as a child makes it: press and hold until the card lifts
 * (the library's long press), slide, lift the finger. Holding until the card is seen lifted, not
 * for a fixed time: on a busy machine the page may take in the slide before its long-press timer
 * runs, and a touch that moves before the long press is a scroll, never a drag.
 */
async function touchDragTo(page: Page, name: string, target: Target) {
  const { from, to } = await fromAndTo(page, name, target);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", from.x, from.y);
  await lifted(page, name).waitFor({ timeout: 10_000 });
  for (let step = 1; step <= 20; step += 1) {
    await touch("touchMove", from.x + ((to.x - from.x) * step) / 20, from.y + ((to.y - from.y) * step) / 20);
    await page.waitForTimeout(16);
  }
  let at = to;
  await holdOver(page, target.level, to, async (x, y) => {
    at = { x, y };
    await touch("touchMove", x, y);
  });
  await touch("touchEnd", at.x, at.y);
  await cdp.detach();
}

async function finishAndCheck(page: Page, id: string) {
  await page.getByRole("button", { name: "Click here when you finish!" }).click();
  await page.getByRole("dialog", { name: "Nice job Scouting" }).waitFor();
  const saved = await eventually(id, (s) => (s.season as { scoutingComplete?: boolean }).scoutingComplete === true);
  const offers = Object.fromEntries(
    (saved.players as Array<{ _id: string; playerAssignment: string; offerLevel: number | null }>)
      .filter((p) => p.playerAssignment === "offeredScoutPlayer")
      .map((p) => [p._id, p.offerLevel]),
  );
  expect(offers).toEqual(EXPECTED_OFFERS);
}

describe("the scout page", () => {
  it("scouts all 6 players by mouse drag, with the block message, 'Are you sure?' and the leaving warning", { timeout: 180_000 }, async () => {
    const { page, id } = await openScout("Mara");
    const board = page.getByRole("region", { name: "Scouted players" });
    await board.waitFor();
    expect(await page.locator('[data-rfd-droppable-id="board"] [data-rfd-drag-handle-draggable-id]').count()).toBe(6);
    for (const [w, h] of [[1366, 768], [768, 1024]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await shot(page, "scout");
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);

    // Too low: a strong player dropped on Level 3.
    await drag(page, "Omar Amory", 3);
    const blocked = page.getByRole("alertdialog", { name: "The contract you are offering this player is not high enough!" });
    await blocked.waitFor();
    await blocked.getByText("Try putting them in a higher level to offer them more money.").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "scout-blocked");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    await shot(page, "scout-blocked");
    await page.setViewportSize({ width: 1366, height: 768 });
    await blocked.getByRole("button", { name: "Try Again" }).click();
    await blocked.waitFor({ state: "hidden" });
    expect(await inRow(page, 3, "Omar Amory").count()).toBe(0);

    // Overpaying a weak player: 'Are you sure?' then Make Offer.
    await drag(page, "Ezra Penn", 1);
    const sure = page.getByRole("alertdialog", { name: "Are you sure?" });
    await sure.waitFor();
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
    await sure.getByRole("button", { name: "Make Offer" }).click();
    await inRow(page, 1, "Ezra Penn").waitFor();

    // Leaving before the end: the warning, and Keep Scouting stays.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    const keep = page.getByRole("alertdialog", { name: "Please scout all 6 players before leaving the scout page." });
    await keep.waitFor();
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
    await keep.getByRole("button", { name: "Keep Scouting" }).click();
    await keep.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/scout");
    // The game footer's links too.
    await page.getByRole("navigation", { name: "Game pages" }).getByRole("link", { name: "Team", exact: true }).click();
    await keep.getByRole("button", { name: "Keep Scouting" }).click();
    await keep.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/scout");

    for (const [name, level] of PLAN.slice(1)) {
      await drag(page, name, level);
      await inRow(page, level, name).waitFor();
    }
    for (const [w, h] of [[1366, 768], [768, 1024]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByRole("region", { name: "Contract levels" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
      await page.waitForTimeout(300);
      await shot(page, "scout-placed");
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);
    await finishAndCheck(page, id);
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
    for (const [w, h] of [[1366, 768], [768, 1024]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await shot(page, "scout-done");
    }
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("heading", { name: "Nice job Scouting" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("scouts by keyboard only: Space to pick up, arrows, Space to drop", { timeout: 180_000 }, async () => {
    const { page, id } = await openScout("Kip");
    for (const [name, level] of PLAN) await scoutOneByKeyboard(page, name, level);
    await tabTo(page, page.getByRole("button", { name: "Click here when you finish!" }));
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Nice job Scouting" }).waitFor();
    await eventually(id, (s) => (s.season as { scoutingComplete?: boolean }).scoutingComplete === true);
  });

  it("takes a drop anywhere on a contract row, its LEVEL label, a slot or its empty space, with the same answer", { timeout: 180_000 }, async () => {
    // By mouse at 1366x768: too low on Level 3's label is refused as on a slot; then one each way.
    const { page } = await openScout("Lou");
    const refused = page.getByRole("alertdialog", { name: "The contract you are offering this player is not high enough!" });
    await dragTo(page, "Omar Amory", { level: 3, aim: "label" });
    await refused.getByRole("button", { name: "Try Again" }).click();
    await refused.waitFor({ state: "hidden" });
    const mouse: Array<[string, Aim]> = [["Hazel Hart", "label"], ["Nico Ferreira", "slot"], ["Wren Varga", "space"]];
    for (const [name, aim] of mouse) {
      await dragTo(page, name, { level: 3, aim });
      await inRow(page, 3, name).waitFor({ timeout: 10_000 });
      // Nothing stays lifted: the page answers a tap at once.
      expect(await page.locator("[data-rfd-drag-handle-draggable-id][data-is-dragging='true']").count(), `${name} dropped on the ${aim}`).toBe(0);
    }
    await shot(page, "scout-dropped-anywhere");
  });

  it("takes a finger's drop on a contract row's label, a slot or its empty space, on a tablet", { timeout: 180_000 }, async () => {
    // A tablet held sideways (1024x768: the board and the levels on one screen, as on a laptop, so
    // the finger never nears the edge where the page scrolls under it).
    const student = await freshStudent("Tam");
    await skipTutorials(student._id);
    browser = await openBrowser({ width: 1024, height: 768 }, { hasTouch: true });
    const tablet = browser.page;
    await logIn(tablet, student);
    await tablet.goto(`${hostingUrl}/scout`);
    await tablet.getByRole("region", { name: "Scouted players" }).waitFor();
    const touches: Array<[string, 1 | 2, Aim]> = [["Juno Brook", 2, "label"], ["Omar Amory", 2, "slot"], ["Ezra Penn", 1, "space"]];
    for (const [name, level, aim] of touches) {
      await touchDragTo(tablet, name, { level, aim });
      if (level === 1) await tablet.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Make Offer" }).click();
      await inRow(tablet, level, name).waitFor({ timeout: 10_000 });
      expect(await lifted(tablet, name).count(), `${name} let go on the ${aim}`).toBe(0);
    }
    await shot(tablet, "scout-touch-dropped");
  });

  it("scouts by single taps only: a player, then a contract level", { timeout: 180_000 }, async () => {
    const { page, id } = await openScout("Tia");
    // Leaving at once, before any offer: the same warning holds the student on Scout.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    const keep = page.getByRole("alertdialog", { name: "Please scout all 6 players before leaving the scout page." });
    await keep.getByRole("button", { name: "Keep Scouting" }).click();
    await keep.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/scout");
    for (const [name, level] of PLAN) {
      await card(page, name).click();
      await rowButton(page, level).click();
      if (name === "Ezra Penn") {
        await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Make Offer" }).click();
      }
      await inRow(page, level, name).waitFor();
    }
    // A placed player goes back to the board with two taps, and on again.
    await card(page, "Wren Varga").click();
    await page.getByRole("button", { name: "Put back on the board" }).click();
    await page.locator('[data-rfd-droppable-id="board"] [data-rfd-drag-handle-draggable-id]', { hasText: "Wren Varga" }).waitFor();
    await card(page, "Wren Varga").click();
    await rowButton(page, 3).click();
    await inRow(page, 3, "Wren Varga").waitFor();
    await finishAndCheck(page, id);
  });
});
