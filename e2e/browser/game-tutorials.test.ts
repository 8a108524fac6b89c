// A new student plays through all five mascot tutorials (docs/product.md#navigation,
// docs/product.md#tutorials; gating, docs/product.md#gating-rules), by keyboard where a person could.
// The first walk is the suite's one walk on the tutorials' real timers (3 s and 5 s slides); every
// other walk, the replay below included, runs them at the phase speed (FAST_TUTORIALS).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIDE_LONG_MS, SLIDE_SHORT_MS } from "@rink/game";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { eventually, freshStudent, hostingUrl, logIn, onPath, readStudent, settled, shot, skipTutorials, speedUpTutorials, tabTo, type StudentFixture } from "./game-helpers";

let browser: BrowserSession;
let page: Page;
let student: StudentFixture;

beforeAll(async () => {
  student = await freshStudent("Tia");
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

const tutorial = () => page.getByRole("dialog", { name: /^Chip:/ });
const footer = () => page.getByRole("navigation", { name: "Game pages" });
const gotIt = () => tutorial().getByRole("button", { name: "Got it!" });

async function signCheapest(slotLabel: string, playerName: string) {
  await page.getByRole("button", { name: new RegExp(`^${slotLabel} Sign a`) }).click();
  await page.getByRole("button", { name: new RegExp(`^${playerName} `) }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: new RegExp(`^${slotLabel} ${playerName} `) }).waitFor();
}

/** Each scouted player tapped, then its contract level tapped (game-scout.test.ts's plan), then finished. */
async function scoutByTaps() {
  const plan = [["Ezra Penn", 1], ["Omar Amory", 2], ["Juno Brook", 2], ["Hazel Hart", 3], ["Nico Ferreira", 3], ["Wren Varga", 3]] as const;
  for (const [name, level] of plan) {
    await page.locator("[data-rfd-drag-handle-draggable-id]", { hasText: name }).click();
    await page.locator(`button[data-contract-level="${level}"]`).click();
    if (level === 1) await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Make Offer" }).click();
    await page.locator(`[data-rfd-droppable-id="row-${level}"] [data-rfd-drag-handle-draggable-id]`, { hasText: name }).waitFor();
  }
  await page.getByRole("button", { name: "Click here when you finish!" }).click();
  await page.getByRole("dialog", { name: "Nice job Scouting" }).getByRole("button", { name: "Close" }).first().click();
}

describe("a new student's tutorials", () => {
  it("runs home, budget, team, scout and season in turn on the real timers, then opens the footer", { timeout: 240_000 }, async () => {
    await logIn(page, student);

    // First the level-1 intro, full screen, its captions line by line on the real clock (3.5 s
    // each); Continue once they are read. Chip waits behind it.
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    await intro.getByText("Welcome to the junior league!", { exact: true }).waitFor();
    expect(await tutorial().count()).toBe(0);
    await settled(intro);
    await shot(page, "level-1-intro");
    await expectNoSeriousA11yViolations(page);
    await intro.getByText("Build a team, save some money, and play for the cups.", { exact: true }).waitFor({ timeout: 10_000 });
    await intro.getByRole("button", { name: "Continue" }).click();
    await intro.waitFor({ state: "hidden" });

    // Home: the tutorial starts by itself; the footer is closed meanwhile.
    await tutorial().getByText("Welcome, General Manager!").waitFor();
    const welcomed = Date.now();
    for (const name of ["Team", "Trophies", "Season", "Budget"]) {
      expect(await footer().getByRole("button", { name }).isDisabled()).toBe(true);
    }
    expect(await page.getByRole("button", { name: /^TEAM/ }).isDisabled()).toBe(true);
    await gotIt().waitFor({ timeout: 15_000 }); // 3 s + 5 s timed slides first
    // The product's real timers (no phase speed in this browser): the two slides took their 8 s
    // (less the moments the first one took to be seen); at any test speed they take a fraction.
    expect(Date.now() - welcomed).toBeGreaterThan(SLIDE_SHORT_MS + SLIDE_LONG_MS - 1_000);
    await settled(tutorial()); // the last slide's fade
    await shot(page, "tutorial-slide");
    await expectNoSeriousA11yViolations(page);
    // The last slide hands the keyboard its button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Got it!");
    await page.keyboard.press("Enter");
    await tutorial().waitFor({ state: "hidden" });
    await eventually(student._id, (s) => (s.tutorials as Record<string, boolean>).home === true);

    // The guided next step: the budget stick, reached and pressed by keyboard.
    const budgetStick = page.getByRole("link", { name: /^BUDGET/ });
    await tabTo(page, budgetStick);
    await page.keyboard.press("Enter");
    await onPath(page, "/budget");

    // Budget: the puck tasks, done with the arrow keys; the puck stays below $13.
    await tutorial().getByText("Your total budget this season is").waitFor();
    // A timed slide, with its timer bar, checked while it shows (it stays 5 s), once its fade-in
    // is over: a half-faded text is a contrast axe rightly fails, and no reader stops there.
    await settled(tutorial(), ["slide-timer"]);
    await expectNoSeriousA11yViolations(page);
    await tutorial().getByText("move the puck to save").waitFor({ timeout: 15_000 });
    const next = tutorial().getByRole("button", { name: "Next" });
    expect(await next.isDisabled()).toBe(true);
    const slider = page.getByRole("slider", { name: "Savings" });
    await tabTo(page, slider);
    await page.keyboard.press("End");
    await expect.poll(() => slider.getAttribute("aria-valuenow")).toBe("12");
    await page.keyboard.press("Home");
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
    await tutorial().getByText("Save $3 (done)").waitFor();
    await page.keyboard.press("ArrowRight");
    await tutorial().getByText("Save $4 (done)").waitFor();
    await shot(page, "tutorial-budget-tasks");
    await next.click();
    await tutorial().getByText("$15 total − $9 savings = $6 to spend").waitFor();
    await gotIt().click({ timeout: 15_000 });
    await tutorial().waitFor({ state: "hidden" });
    let saved = await eventually(student._id, (s) => (s.tutorials as Record<string, boolean>).budget === true && s.savingsBudget === 4);
    expect((saved.objectives as Record<string, { isComplete: boolean }>).LEARN_BUDGET?.isComplete).toBe(true);
    // Back to nothing saved, so the lineup below fits the budget.
    await slider.focus();
    await page.keyboard.press("Home");
    await eventually(student._id, (s) => s.savingsBudget === 0);

    // Team.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");
    await tutorial().getByText("six spots").waitFor();
    await gotIt().click({ timeout: 15_000 });
    await tutorial().waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: /^SEASON/ }).isDisabled()).toBe(true);
    await signCheapest("Forward 1", "Nora Zell");
    await signCheapest("Forward 2", "Kai Quinlan");
    await signCheapest("Forward 3", "Lena Jarvik");
    await signCheapest("Defense 1", "Iris Castellan");
    await signCheapest("Defense 2", "Felix Ashdown");
    await signCheapest("Goalie", "Tess Reyes");

    // Scout (its screen comes later; its tutorial runs now).
    await page.getByRole("link", { name: /^SCOUT/ }).click();
    await onPath(page, "/scout");
    await tutorial().getByText("Drag each one to a contract level").waitFor();
    await gotIt().click({ timeout: 15_000 });
    await tutorial().waitFor({ state: "hidden" });
    await expectNoSeriousA11yViolations(page);
    // Scout holds a student until all six are placed, from the first moment on the page.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    const keep = page.getByRole("alertdialog", { name: "Please scout all 6 players before leaving the scout page." });
    await keep.getByRole("button", { name: "Keep Scouting" }).click();
    await keep.waitFor({ state: "hidden" });
    await scoutByTaps();
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");

    // Season opens once the lineup is full.
    await page.getByRole("link", { name: /^SEASON/ }).click();
    await onPath(page, "/season");
    await tutorial().getByText("Press the puck to start a game").waitFor();
    await gotIt().click({ timeout: 15_000 });
    await tutorial().waitFor({ state: "hidden" });

    saved = await eventually(student._id, (s) => Object.values(s.tutorials as Record<string, boolean>).every(Boolean));
    for (const name of ["Team", "Trophies", "Season", "Budget"]) {
      await footer().getByRole("link", { name }).waitFor();
    }
    expect(saved.pagesVisited).toEqual(expect.arrayContaining(["home", "budget", "team", "scout", "season"]));
  });

  it("replays a tutorial from the help panel at level 1, with the FAQs", { timeout: 60_000 }, async () => {
    await speedUpTutorials(browser.context);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${hostingUrl}/home`);
    await onPath(page, "/home");
    await page.getByRole("button", { name: "Help" }).click();
    const help = page.getByRole("dialog", { name: "Ask Chip" });
    await help.getByRole("heading", { name: "When can I release a player?" }).waitFor();
    await help.getByText("Releasing a player is possible only before the season starts.").waitFor();
    await settled(help); // its opening animation
    await shot(page, "help-panel");
    await expectNoSeriousA11yViolations(page);
    await help.getByRole("button", { name: "Watch Tutorial" }).click();
    // The home tutorial again (its timed slides pass in a blink at the phase speed).
    await page.getByRole("dialog", { name: "Chip: Welcome to Rink Money" }).waitFor();
    expect(await footer().getByRole("button", { name: "Budget" }).isDisabled()).toBe(true);
    await gotIt().waitFor();
    await settled(tutorial());
    await shot(page, "tutorial-slide");
    await gotIt().click();
    await tutorial().waitFor({ state: "hidden" });
    await footer().getByRole("link", { name: "Budget" }).waitFor();
    const s = await readStudent(student._id);
    expect((s.tutorials as Record<string, boolean>).home).toBe(true);

    // The level's intro again from Help (it never comes back by itself once the home tutorial is done).
    await page.reload();
    await page.getByRole("heading", { name: /^Welcome,/ }).waitFor();
    expect(await page.getByRole("dialog", { name: "Welcome to Level 1" }).count()).toBe(0);
    await page.getByRole("button", { name: "Help" }).click();
    await help.getByRole("button", { name: "Watch the Level 1 Intro" }).click();
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    await intro.getByText("Welcome to the junior league!", { exact: true }).waitFor();
    await intro.getByRole("button", { name: "Skip" }).click();
    await intro.waitFor({ state: "hidden" });
  });
});

describe("a level clip, paused (WCAG 2.2.1, 2.2.2)", () => {
  it("holds the clip on its frame and its caption line while paused, then goes on with the line's time left", { timeout: 60_000 }, async () => {
    const pupil = await freshStudent("Paco");
    await skipTutorials(pupil._id);
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, pupil);
    await onPath(page, "/home");
    await page.getByRole("button", { name: "Help" }).click();
    await page.getByRole("dialog", { name: "Ask Chip" }).getByRole("button", { name: "Watch the Level 1 Intro" }).click();
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    // The caption lines change every 3.5 s on the real clock.
    await intro.getByText("Welcome to the junior league!", { exact: true }).waitFor();
    const video = intro.locator("video");
    await intro.locator('[data-clip-video][data-state="playing"]').waitFor();
    await intro.getByRole("button", { name: "Pause" }).click();
    await expect(video.evaluate((v: HTMLVideoElement) => v.paused)).resolves.toBe(true);
    // The line up when the pause landed: the first, or the second where the video took more than
    // a line's time to start playing (a busy machine).
    const captionLine = intro.locator('div[aria-hidden="true"] > p');
    const held = await captionLine.textContent();
    const lastLine = (await intro.getByRole("button", { name: "Continue" }).count()) > 0;
    const frame = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(5_000);
    expect(await captionLine.textContent(), "the caption line held while paused").toBe(held);
    await expect(video.evaluate((v: HTMLVideoElement) => v.currentTime)).resolves.toBe(frame);
    await shot(page, "level-intro-paused");
    await expectNoSeriousA11yViolations(page);
    await intro.getByRole("button", { name: "Resume" }).click();
    // Within the line's time left (at most 3.5 s), the next line.
    if (!lastLine) await expect.poll(() => captionLine.textContent(), { timeout: 5_000 }).not.toBe(held);
    await expect(video.evaluate((v: HTMLVideoElement) => v.paused)).resolves.toBe(false);
    // Its last line up by now: the button says Continue.
    await intro.getByRole("button", { name: /^(Skip|Continue)$/ }).click();
    await intro.waitFor({ state: "hidden" });
  });
});
