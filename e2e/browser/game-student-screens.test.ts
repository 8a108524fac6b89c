// The student's screens as a student meets them at 1366x768 and 768x1024: the money
// left shown on the sign board (with the way out), the budget tutorial clear of the slider,
// scouting on one laptop screen, the level-2 next step and why a page is closed, and no page
// content under the sticky footer.
import { afterEach, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { eventually, freshStudent, holdStill, logIn, onPath, settled, shot, skipTutorials, speedUpTutorials, studentDoc } from "./game-helpers";

const SIZES = [
  [1366, 768],
  [768, 1024],
] as const;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function open(): Promise<Page> {
  browser = await openBrowser();
  await browser.page.setViewportSize({ width: 1366, height: 768 });
  return browser.page;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const footer = (page: Page) => page.getByRole("contentinfo");
const stick = (page: Page, label: string) => page.getByRole("navigation", { name: "Where to next" }).locator(`a, button`).filter({ hasText: new RegExp(`^${label}`) });

describe("the sign board shows the money left where the choice is made", () => {
  it("marks the players the student cannot afford now, says why, and offers the savings way out", { timeout: 120_000 }, async () => {
    const student = await freshStudent("Ivy");
    // $15 total, $13 saved, nobody signed: $2 left to spend.
    await skipTutorials(student._id, { savingsBudget: 13 });
    const page = await open();
    await logIn(page, student);
    await stick(page, "TEAM").click();
    await onPath(page, "/team");
    await page.getByRole("button", { name: /^Forward 1 Sign a/ }).click();
    const board = page.getByRole("dialog", { name: "Sign a player: Forward 1" });
    await board.getByText("You have $2 left to spend.").waitFor();
    // A $3 player: still listed, marked, with why; a $1 player is not marked.
    const milo = board.getByRole("button", { name: /^Milo Marchetti / });
    expect(await milo.getAttribute("aria-label")).toBeNull();
    await milo.getByText("Costs $1 more than you have").waitFor();
    const nora = board.getByRole("button", { name: /^Nora Zell / });
    expect(await nora.getByText(/more than you have/).count()).toBe(0);
    // The way out, right there: $13 of savings can go back to spending.
    const wayOut = board.getByRole("link", { name: "Move savings to spending" });
    await wayOut.waitFor();
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await shot(page, "sign-board-money");
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);

    // A student who still picks the $3 player meets the spec's words.
    await milo.click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" });
    await confirm.getByRole("button", { name: "Confirm" }).click();
    const refused = page.getByRole("alertdialog", { name: "You don't have enough money in your budget for this player!" });
    await refused.getByText("You'll have to find a way to increase your budget.").waitFor();
    await refused.getByRole("button", { name: "Back to Team" }).click();
    await refused.waitFor({ state: "hidden" });

    // The way out leads to the budget page, where the savings move back.
    await page.getByRole("button", { name: /^Forward 1 Sign a/ }).click();
    await page.getByRole("dialog", { name: "Sign a player: Forward 1" }).getByRole("link", { name: "Move savings to spending" }).click();
    await onPath(page, "/budget");
    await page.getByRole("slider", { name: "Savings" }).waitFor();
  });

  it("in the season, with no savings, names the starters a trade could free money from", { timeout: 120_000 }, async () => {
    const student = await freshStudent("Rex");
    await skipTutorials(student._id);
    const page = await open();
    await logIn(page, student);
    await stick(page, "TEAM").click();
    await onPath(page, "/team");
    // Four starters signed through the board.
    for (const [slot, name] of [
      ["Forward 1", "Milo Marchetti"],
      ["Forward 2", "Ava Quill"],
      ["Forward 3", "Theo Pell"],
      ["Defense 1", "Eli Gale"],
    ] as const) {
      await page.getByRole("button", { name: new RegExp(`^${slot} Sign a`) }).click();
      await page.getByRole("button", { name: new RegExp(`^${name} `) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
      await page.getByRole("button", { name: new RegExp(`^${slot} ${name} `) }).waitFor();
    }
    const before = await eventually(student._id, (s) => s.dOne !== null);
    // The season has started, with $1 left and nothing saved (as after an injury).
    await studentDoc(student._id).update({ totalBudget: 13, season: { ...(before.season as object), seasonActive: true } });
    await page.getByRole("button", { name: /^Goalie Sign a/ }).click();
    const board = page.getByRole("dialog", { name: "Sign a player: Goalie" });
    await board.getByText(/You have \$\d+ left to spend\./).waitFor();
    await board.getByRole("tabpanel").getByText(/Trade a starter for a cheaper player/).waitFor();
    await board.getByRole("tabpanel").getByText(/Milo Marchetti \(Forward 1, \$3\)/).waitFor();
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await shot(page, "sign-board-trade-hint");
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);
  });
});

describe("the budget tutorial keeps the slider in sight", () => {
  it("shows slide 3 clear of the slider and its ticks, and the puck moves by mouse while it shows", { timeout: 300_000 }, async () => {
    for (const [w, h] of SIZES) {
      const student = await freshStudent("Pia");
      await studentDoc(student._id).update({ "tutorials.home": true });
      const page = await open();
      await speedUpTutorials(page.context());
      await page.setViewportSize({ width: w, height: h });
      await logIn(page, student);
      await stick(page, "BUDGET").click();
      await onPath(page, "/budget");
      const slide = page.getByRole("dialog", { name: /^Chip:/ });
      await slide.getByText("move the puck to save").waitFor({ timeout: 20_000 });
      await settled(slide); // the panel's entrance and its glide to the left
      const slider = page.getByRole("slider", { name: "Savings" });
      const control = slider.locator("xpath=ancestor::*[@data-part='root'][1]");
      // The page brings the slider clear of the slide once the slide is in (no scrolling by the test).
      await expect
        .poll(async () => overlaps(await box(slide), await box(control)), { timeout: 5_000 })
        .toBe(false);
      const controlBox = await box(control);
      await shot(page, "budget-tutorial-slide3");
      // The whole slider is on screen.
      expect(controlBox.y).toBeGreaterThanOrEqual(0);
      expect(controlBox.y + controlBox.height).toBeLessThanOrEqual(h);
      // The puck, dragged with the mouse to $3.
      const track = await box(control.locator("[data-part='track']"));
      const thumb = await box(control.locator("[data-part='thumb']"));
      const max = Number(await slider.getAttribute("aria-valuemax"));
      await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
      await page.mouse.down();
      // thumbAlignment 'contain': the thumb's centre runs from half a thumb in at each end.
      const x = (v: number) => track.x + thumb.width / 2 + ((track.width - thumb.width) * v) / max;
      await page.mouse.move(x(3), track.y + track.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect.poll(() => slider.getAttribute("aria-valuenow")).toBe("3");
      await slide.getByText("Save $3 (done)").waitFor();
      await browser?.close();
      browser = undefined;
    }
  });
});

describe("scouting at 1366x768", () => {
  it("fits the board and the three contract levels on one screen, and every mouse drag lands", { timeout: 180_000 }, async () => {
    const student = await freshStudent("Oda");
    await skipTutorials(student._id);
    const page = await open();
    await logIn(page, student);
    await stick(page, "TEAM").click();
    await onPath(page, "/team");
    await stick(page, "SCOUT").click();
    await onPath(page, "/scout");
    const board = page.getByRole("region", { name: "Scouted players" });
    await board.waitFor();
    await page.waitForTimeout(500);
    await shot(page, "scout-fits");
    const footerTop = (await box(footer(page))).y;
    for (const region of [board, ...[1, 2, 3].map((l) => page.getByRole("region", { name: `Level ${l} contract` }))]) {
      const b = await box(region);
      expect(b.y, region.toString()).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height, `${region.toString()} ends above the footer`).toBeLessThanOrEqual(footerTop);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const plan: Array<[string, number]> = [
      ["Omar Amory", 2],
      ["Juno Brook", 2],
      ["Hazel Hart", 3],
      ["Nico Ferreira", 3],
      ["Wren Varga", 3],
      ["Ezra Penn", 1],
    ];
    for (const [name, level] of plan) {
      const card = page.locator('[data-rfd-droppable-id="board"] [data-rfd-drag-handle-draggable-id]', { hasText: name });
      const from = await box(card);
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
      const to = await box(page.locator(`[data-rfd-droppable-id="row-${level}"]`));
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
      // A student takes a moment over the level before letting go.
      await holdStill(page);
      await page.waitForTimeout(450);
      await page.mouse.up();
      if (name === "Ezra Penn") {
        await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Make Offer" }).click();
      }
      await page.locator(`[data-rfd-droppable-id="row-${level}"] [data-rfd-drag-handle-draggable-id]`, { hasText: name }).waitFor();
      expect(await page.getByText(/is back where they started/).count()).toBe(0);
      // The page stayed still: the drop zone did not slide under the pointer while aiming.
      expect(await page.evaluate(() => window.scrollY), `no scroll while dragging ${name}`).toBe(0);
    }
    await page.waitForTimeout(300);
    await shot(page, "scout-fits-placed");
    // Placed players fit their rows: the levels did not grow under the footer.
    for (const l of [1, 2, 3]) {
      const b = await box(page.getByRole("region", { name: `Level ${l} contract` }));
      expect(b.y + b.height, `Level ${l} still ends above the footer`).toBeLessThanOrEqual(footerTop);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await shot(page, "scout-fits");
  });
});

describe("level 2: the next step and why a page is closed", () => {
  it("glows the Budget stick, says why Team and Season are closed, and shows all objectives above the footer", { timeout: 120_000 }, async () => {
    const student = await freshStudent("Lev");
    await skipTutorials(student._id, { level: 2, totalBudget: 150, pagesVisited: [] });
    const page = await open();
    await logIn(page, student);
    await eventually(student._id, (s) => (s.pagesVisited as string[]).includes("home"));
    const budget = stick(page, "BUDGET");
    await expect.poll(() => budget.getAttribute("data-next-step")).toBe("true");
    const team = stick(page, "TEAM");
    expect(await team.isDisabled()).toBe(true);
    await team.getByText("Visit Budget first.").waitFor();
    await stick(page, "SEASON").getByText("Fill all six spots first.").waitFor();
    // The footer's closed buttons say the same, for the keyboard and screen readers too.
    const footerTeam = footer(page).getByRole("button", { name: "Team" });
    expect(await footerTeam.isDisabled()).toBe(true);
    await footer(page).getByText("Visit Budget first.").waitFor();

    // The whole objectives board sits above the sticky footer, as the student arrives and scrolled down.
    const objectivesBoard = page.getByRole("heading", { name: "Objectives" }).locator("xpath=..");
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: /./ }).count()).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    let objectives = await box(objectivesBoard);
    expect(objectives.y + objectives.height, "objectives above the footer on arrival").toBeLessThanOrEqual((await box(footer(page))).y);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    objectives = await box(objectivesBoard);
    expect(objectives.y + objectives.height).toBeLessThanOrEqual((await box(footer(page))).y);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await shot(page, "home-level2");
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);

    // Budget, then Team opens and the next step moves on.
    await budget.click();
    await onPath(page, "/budget");
    await eventually(student._id, (s) => (s.pagesVisited as string[]).includes("budget"));
    await expect.poll(() => stick(page, "TEAM").getAttribute("data-next-step")).toBe("true");
    await shot(page, "budget-level2");
    await stick(page, "TEAM").click();
    await onPath(page, "/team");
    await stick(page, "SEASON").getByText("Fill all six spots first.").waitFor();
  });
});

describe("no page content under the sticky footer", () => {
  it("keeps the HOME stick on Team clear of the footer at 1366x768, on arrival and scrolled down", { timeout: 120_000 }, async () => {
    const student = await freshStudent("Hal");
    // Mid-season: scouting done, so the SCOUT stick says why it is closed.
    await skipTutorials(student._id, { "season.scoutingComplete": true, "season.seasonActive": true });
    const page = await open();
    await logIn(page, student);
    await stick(page, "TEAM").click();
    await onPath(page, "/team");
    await page.getByRole("group", { name: "Budget and rank" }).waitFor();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shot(page, "team-arrival");
    let home = await box(stick(page, "HOME"));
    let foot = await box(footer(page));
    expect(home.y + home.height, `HOME ${JSON.stringify(home)} footer ${JSON.stringify(foot)}`).toBeLessThanOrEqual(foot.y);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
    home = await box(stick(page, "HOME"));
    foot = await box(footer(page));
    await shot(page, "team-bottom");
    expect(overlaps(home, foot), `HOME ${JSON.stringify(home)} footer ${JSON.stringify(foot)}`).toBe(false);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
    await shot(page, "team-bottom");
    expect(overlaps(await box(stick(page, "HOME")), await box(footer(page)))).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
