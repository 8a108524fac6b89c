// The season screen (docs/product.md#season-page; docs/product.md#game-phases; docs/product.md#cheer-meter): one game
// through every phase of the jumbotron, the puck by mouse and by Space, the save through the
// API, axe in READY, GAME_ON, GAME_OVER and TRANSITION, and screenshots of each phase at
// 1366x768 and 768x1024. The student's state is made by the engine (a lineup signed through
// applyMove) and written with the Admin SDK, as the API would write it.
// Phase timers run faster through localStorage['rink-phase-speed']: 50 for the walk through
// every phase; 2 where a phase must stay on screen long enough for axe and a screenshot at each size.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_PHASES, type GamePhase, type Student } from "@rink/game";
import { playGames, weakTeam } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { paintedContrast } from "../support/contrast";
import { showsProgrammeLogo } from "../support/programme-logo";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { LAPTOP, TABLET } from "../support/both-sizes";
import { cutOffBySpacing } from "./layout-checks";
import { eventually, freshStudent, hostingUrl, logIn, shot, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { storedStudent } from "./season-helpers";

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

/** A screenshot at 1366x768, then one on a tablet, and back: both while the phase lasts. */
async function shootBoth(name: string): Promise<void> {
  await shot(page, name);
  await page.setViewportSize(TABLET);
  await shot(page, name);
  await page.setViewportSize(LAPTOP);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th (docs/product.md#season-rules). */
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

/** `words` as a regular expression that matches them only. */
const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The team card (docs/product.md#season-page) says, for `student` after `played` games: the team's
 * name; its record from the standings (won, lost, OTL, pts, place, each figure over its label); the
 * next opponent and the two after it, in the season's order, each with its rank. Soft: every
 * difference is reported, and the game goes on.
 */
async function expectTeamCard(student: Student, played: number, when: string): Promise<void> {
  const { season } = student;
  const own = season.standings.find((team) => team.isStudentTeam);
  if (!own) throw new Error("no own team in the standings");
  const card = page.getByTestId("team-card");
  const text = (await card.textContent()) ?? "";
  expect.soft(text.startsWith(season.homeTeam.nameFull), `${when}: the card starts with the team's name: ${text}`).toBe(true);
  // The record is the card's second block (after the team's name and rank).
  const { wins, losses, overtimeLosses, points } = own.stats;
  expect.soft(await card.locator(":scope > *").nth(1).textContent(), `${when}: the team's record`).toBe(`${wins}won${losses}lost${overtimeLosses}OTL${points}pts${ordinal(own.standings)}place`);
  const [next, ...after] = season.allOpponents.slice(played, played + 3);
  if (!next || after.length !== 2) throw new Error(`${when}: fewer than three games left`);
  const withRank = (team: { nameFull: string; teamRank: number }) => `${team.nameFull} (rank ${team.teamRank})`;
  expect.soft(text, `${when}: the next game and the two after it`).toMatch(new RegExp(`Next game${literally(withRank(next))}Then${after.map((team) => literally(withRank(team))).join("")}$`));
}

const jumbotron = () => page.getByTestId("jumbotron");
const puck = () => page.getByTestId("puck");

/** Opens /season with the phase timers `speed` times faster (the factor is read once per page load). */
async function openSeason(speed: number): Promise<void> {
  await page.evaluate((value) => localStorage.setItem("rink-phase-speed", value), String(speed));
  await page.goto(`${hostingUrl}/season`);
  await page.locator('[data-testid="jumbotron"][data-phase="READY"]').waitFor({ timeout: 15_000 });
}

async function waitForPhase(phase: GamePhase, timeout = 15_000): Promise<void> {
  await page.locator(`[data-testid="jumbotron"][data-phase="${phase}"]`).waitFor({ timeout });
}

/**
 * Records every data-phase the jumbotron shows from now on, however briefly (window.__phases),
 * and every height it takes (window.__heights: the puck below must not jump).
 */
async function recordPhases(): Promise<void> {
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="jumbotron"]');
    const seen: string[] = [target?.getAttribute("data-phase") ?? ""];
    const heights: number[] = [];
    Object.assign(window, { __phases: seen, __heights: heights });
    if (target) new ResizeObserver(() => heights.push(Math.round(target.getBoundingClientRect().height))).observe(target);
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase") ?? "";
      if (seen[seen.length - 1] !== now) seen.push(now);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-phase"], childList: true });
  });
}

describe("the season screen", () => {
  let student: StudentFixture;

  it("plays one game through every phase at speed 50, and saves it once", async () => {
    student = await freshStudent("Sasha");
    await skipTutorials(student._id);
    const stored = await storedStudent(student._id);
    await studentDoc(student._id).update({ ...weakTeam(stored) });
    await logIn(page, student);
    await openSeason(50);

    // READY: the team card, the standings with the own row, the counter, the puck to start.
    await expect(page.getByTestId("jumbotron-message").textContent()).resolves.toBe("Your team is ready to play");
    await page.getByTestId("team-card").waitFor();
    // The card: the team's own record, the next opponent and the two games after it, as the engine has them.
    await expectTeamCard((await storedStudent(student._id)) as Student, 0, "before the first game");
    expect.soft(await showsProgrammeLogo(page), "the programme logo behind the game page (docs/product.md#routes)").toBe(true);
    await expect(page.getByTestId("game-counter").textContent()).resolves.toBe("Game 1 of 12");
    await expect(page.locator('[data-testid="standings"] tr[data-own="true"]').count()).resolves.toBe(1);
    await expect(page.getByTestId("cheer-bonus").textContent()).resolves.toBe("Cheer bonus: +0");
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    expect(await puck().isDisabled()).toBe(false);
    expect(await page.getByTestId("play-blocked").count()).toBe(0);
    await page.getByRole("button", { name: "Mute game sound" }).click(); // no sound in the test run
    await page.getByRole("button", { name: "Unmute game sound" }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, "season-READY");
    await expectNoSeriousA11yViolations(page);

    await recordPhases();
    await puck().click();
    // Cheer while the game is on (the puck's name says so): five clicks of the mouse, each only
    // while the jumbotron still shows GAME_ON. A locator's click waits for a resting puck to
    // wake up, and would land on 'Start the game' after the game and start the next one.
    await page.getByRole("button", { name: "Cheer" }).waitFor({ timeout: 10_000 });
    await puck().scrollIntoViewIfNeeded();
    const box = await puck().boundingBox();
    if (!box) throw new Error("the puck is not on screen");
    for (let i = 0; i < 5 && (await jumbotron().getAttribute("data-phase")) === "GAME_ON"; i += 1) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    await waitForPhase("TRANSITION", 20_000);

    const seen = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
    expect(seen).toEqual([...GAME_PHASES]);
    // One height through every phase: the meter and the puck below never moved.
    const heights = await page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
    expect(new Set(heights).size).toBe(1);
    const saved = await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === 1);
    expect((saved.seasons as Student["seasons"])["1"]).toHaveLength(1);
    await expect(page.getByTestId("game-counter").textContent()).resolves.toBe("Game 2 of 12");
    await page.getByTestId("team-card").waitFor();
    // Between games, the card has the first game's result in the record and the schedule moved on by one.
    await expectTeamCard(saved as unknown as Student, 1, "after the first game");
    expect(await puck().textContent()).toBe("Start the game");
    // The puck was scrolled to for the clicks: back to the top for the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await shot(page, "season-TRANSITION");
    await expectNoSeriousA11yViolations(page);
  });

  it("shows each phase long enough to check, at 1366x768 and on a 768x1024 tablet: axe in GAME_ON and GAME_OVER, a screenshot of each at both sizes", async () => {
    // A tablet first: READY fits its width.
    await page.setViewportSize(TABLET);
    await openSeason(2);
    await page.waitForTimeout(300);
    await shot(page, "season-READY");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.setViewportSize(LAPTOP);

    await page.getByRole("heading", { name: "SEASON" }).click(); // focus on the page, not a control
    await page.keyboard.press("Space"); // Space starts the game
    await waitForPhase("UP_NEXT");
    await shot(page, "season-UP_NEXT");
    await page.getByText(/ vs /).first().waitFor();
    await shootBoth("season-UP_NEXT-versus");
    await waitForPhase("WARMING_UP");
    await shootBoth("season-WARMING_UP");
    await waitForPhase("GAME_ON");
    for (let i = 0; i < 15; i += 1) await page.keyboard.press("Space"); // Space cheers: 15 clicks, +1
    await expect(page.getByTestId("cheer-bonus").textContent()).resolves.toBe("Cheer bonus: +1");
    await page.locator('[data-clip-video="season/game-on"][data-state="playing"]').waitFor(); // the loop plays, not its poster
    await shot(page, "season-GAME_ON");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(TABLET);
    await shot(page, "season-GAME_ON");
    await page.setViewportSize(LAPTOP);
    await waitForPhase("GAME_OVER", 30_000);
    await page.getByTestId("score").waitFor({ timeout: 15_000 });
    await shot(page, "season-GAME_OVER");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(TABLET);
    await shot(page, "season-GAME_OVER");
    await page.setViewportSize(LAPTOP);
    await waitForPhase("GAME_HIGHLIGHT");
    await shootBoth("season-GAME_HIGHLIGHT");
    await page.getByRole("button", { name: "Skip" }).click();
    await waitForPhase("TRANSITION");
    // After game 2: the double-header summary, over the TRANSITION screen.
    const summary = page.getByRole("dialog", { name: "Double-Header Summary" });
    await summary.waitFor();
    await page.waitForTimeout(300);
    await shot(page, "season-double-header");
    await summary.getByRole("button", { name: "Continue Season" }).click();
    await summary.waitFor({ state: "hidden" });
    await page.setViewportSize(TABLET);
    await shot(page, "season-TRANSITION");
    await page.setViewportSize(LAPTOP);
    await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === 2);
  });

  it("sounds a cheer only while the game is on, and none once muted", async () => {
    // Each sound the page starts, with the phase the jumbotron shows at that moment: the sound
    // itself is not heard here, so its start is what is checked (a Web Audio buffer source).
    const own = await openBrowser();
    try {
      await own.context.addInitScript(() => {
        const phases: string[] = [];
        Object.assign(window, { __cheerSounds: phases });
        const start = AudioBufferSourceNode.prototype.start;
        AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<AudioBufferSourceNode["start"]>) {
          phases.push(document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase") ?? "");
          start.apply(this, args);
        };
      });
      const cheerer = await freshStudent("Sonny");
      await skipTutorials(cheerer._id);
      await studentDoc(cheerer._id).update({ ...weakTeam(await storedStudent(cheerer._id)) });
      const at = own.page;
      await logIn(at, cheerer);
      await at.evaluate(() => localStorage.setItem("rink-phase-speed", "4"));
      await at.goto(`${hostingUrl}/season`);
      const phase = () => at.getByTestId("jumbotron").getAttribute("data-phase");
      const sounds = () => at.evaluate(() => [...(window as unknown as { __cheerSounds: string[] }).__cheerSounds]);
      const theGamePuck = at.getByTestId("puck");
      await at.getByRole("button", { name: "Mute game sound" }).waitFor({ timeout: 15_000 });

      // Starting the game is no cheer; each cheer while it is on sounds (a few, spaced past the sound's own gap).
      await theGamePuck.click();
      await at.getByRole("button", { name: "Cheer" }).waitFor({ timeout: 10_000 });
      const box = await theGamePuck.boundingBox();
      if (!box) throw new Error("the puck is not on screen");
      for (let i = 0; i < 4 && (await phase()) === "GAME_ON"; i += 1) {
        await at.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await at.waitForTimeout(200);
      }
      await at.locator('[data-testid="jumbotron"][data-phase="GAME_OVER"]').waitFor({ timeout: 20_000 });
      // A press on the resting puck after the game: no sound.
      await at.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const heard = await sounds();
      expect(heard.length, "cheers sounded while the game was on").toBeGreaterThan(0);
      expect(new Set(heard)).toEqual(new Set(["GAME_ON"]));
      await at.locator('[data-testid="jumbotron"][data-phase="TRANSITION"]').waitFor({ timeout: 20_000 });

      // Muted, the next game's cheers make no sound.
      await at.getByRole("button", { name: "Mute game sound" }).click();
      await at.getByRole("button", { name: "Unmute game sound" }).waitFor();
      await theGamePuck.click();
      await at.getByRole("button", { name: "Cheer" }).waitFor({ timeout: 10_000 });
      const again = await theGamePuck.boundingBox();
      if (!again) throw new Error("the puck is not on screen");
      for (let i = 0; i < 3 && (await phase()) === "GAME_ON"; i += 1) {
        await at.mouse.click(again.x + again.width / 2, again.y + again.height / 2);
        await at.waitForTimeout(200);
      }
      expect(await sounds()).toEqual(heard);
    } finally {
      await own.close();
    }
  });

  it("keeps the cheer style the student chooses", async () => {
    await openSeason(50);
    const toggle = page.getByTestId("cheer-style");
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText("Cheer at my own pace").click();
    await eventually(student._id, (s) => s.cheerStyle === "steady");
    expect(await toggle.isChecked()).toBe(true);
    const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noHorizontalScroll).toBe(true);
    // The puck is on screen without scrolling at 1366x768.
    const box = await puck().boundingBox();
    expect(box && box.y + box.height <= 768).toBe(true);
  });

  it("waits after the Final Period for a steady cheerer until the full bonus", async () => {
    await openSeason(50);
    await page.getByRole("heading", { name: "SEASON" }).click();
    await page.keyboard.press("Space");
    const message = page.getByTestId("jumbotron-message");
    await message.getByText("Keep cheering at your own pace: 15 more cheers for the full bonus").waitFor({ timeout: 15_000 });
    expect(await jumbotron().getAttribute("data-phase")).toBe("GAME_ON");
    await page.getByRole("button", { name: "Finish the Game" }).waitFor();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Space");
    await message.getByText("Keep cheering at your own pace: 10 more cheers for the full bonus").waitFor();
    await expect(page.getByTestId("cheer-bonus").textContent()).resolves.toBe("Cheer bonus: +1");
    await page.waitForTimeout(500); // no timer moves the game on meanwhile
    expect(await jumbotron().getAttribute("data-phase")).toBe("GAME_ON");
    await shot(page, "season-steady-wait");
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 10; i += 1) await page.keyboard.press("Space");
    await waitForPhase("GAME_OVER");
    await expect(page.getByTestId("cheer-bonus").textContent()).resolves.toBe("Cheer bonus: +5");
    await waitForPhase("TRANSITION", 20_000);
  });
});

describe("pausing the game (WCAG 2.2.1, 2.2.2; D84)", () => {
  it("holds warming up, a period and the highlight while paused, the videos stopped and the puck idle, then finishes the game and saves it", { timeout: 120_000 }, async () => {
    const student = await freshStudent("Pia");
    await skipTutorials(student._id);
    await studentDoc(student._id).update({ ...weakTeam(await storedStudent(student._id)) });
    await page.context().clearCookies();
    await logIn(page, student);
    // Speed 2: warming up and each period last 2.5 s, the highlight at most 2.5 s; every pause below is longer.
    await openSeason(2);
    const bodies: string[] = [];
    const onRequest = (request: { method(): string; postData(): string | null }) => {
      if (request.method() === "PUT" && (request.postData() ?? "").includes("playGame")) bodies.push(request.postData() ?? "");
    };
    page.on("request", onRequest);
    const pause = page.getByRole("button", { name: "Pause" });
    const resume = page.getByRole("button", { name: "Resume" });
    const message = page.getByTestId("jumbotron-message");
    // What a screen reader hears: the jumbotron's polite live region.
    const heard = jumbotron().locator('[aria-live="polite"]');
    const phase = () => jumbotron().getAttribute("data-phase");
    const bonus = () => page.getByTestId("cheer-bonus").textContent();

    // Before a game nothing runs: nothing to pause.
    expect(await pause.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Mute game sound" }).click();
    await puck().click();

    // Warming up, paused for longer than it lasts: it stays, and says so.
    await waitForPhase("WARMING_UP");
    await pause.click();
    await message.getByText("Paused", { exact: true }).waitFor();
    await heard.getByText("Paused", { exact: true }).waitFor();
    // Paused, there is time to space the text out (WCAG 1.4.12): the versus view keeps every word.
    expect(await cutOffBySpacing(page, () => shot(page, "season-paused-spacing-WARMING_UP"))).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await shot(page, "season-paused-WARMING_UP");
    await page.setViewportSize(LAPTOP);
    await page.waitForTimeout(3500);
    expect(await phase()).toBe("WARMING_UP");
    await resume.click();
    await message.getByText("Warming up", { exact: true }).waitFor();
    await heard.getByText("Warming up", { exact: true }).waitFor();

    // A period: 15 cheers (+1), then paused for longer than the period lasts.
    await waitForPhase("GAME_ON");
    await page.getByRole("heading", { name: "SEASON" }).click();
    for (let i = 0; i < 15; i += 1) await page.keyboard.press("Space");
    await expect(bonus()).resolves.toBe("Cheer bonus: +1");
    const loop = page.locator('[data-clip-video="season/game-on"] video');
    await page.locator('[data-clip-video="season/game-on"][data-state="playing"]').waitFor();
    const period = await message.textContent();
    expect(period).toMatch(/Period$/);
    await pause.click();
    await message.getByText("Paused", { exact: true }).waitFor();
    await expect(loop.evaluate((video: HTMLVideoElement) => video.paused)).resolves.toBe(true);
    const frame = await loop.evaluate((video: HTMLVideoElement) => video.currentTime);
    await shot(page, "season-paused");
    await expectNoSeriousA11yViolations(page);
    expect(await cutOffBySpacing(page, () => shot(page, "season-paused-spacing-GAME_ON"))).toEqual([]);
    for (const size of [TABLET, { width: 320, height: 640 }]) {
      await page.setViewportSize(size);
      await shot(page, "season-paused");
    }
    await page.setViewportSize(LAPTOP);
    // The puck does nothing while paused: neither Space nor the mouse cheers.
    await page.getByRole("heading", { name: "SEASON" }).click();
    for (let i = 0; i < 15; i += 1) await page.keyboard.press("Space");
    const box = await puck().boundingBox();
    if (!box) throw new Error("the puck is not on screen");
    for (let i = 0; i < 15; i += 1) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(3500);
    expect(await phase()).toBe("GAME_ON");
    await expect(bonus()).resolves.toBe("Cheer bonus: +1");
    await expect(loop.evaluate((video: HTMLVideoElement) => video.paused)).resolves.toBe(true);
    await expect(loop.evaluate((video: HTMLVideoElement) => video.currentTime)).resolves.toBe(frame);
    expect(bodies).toEqual([]);
    // Resumed: the same period goes on, and so does the loop.
    await resume.click();
    await expect(message.textContent()).resolves.toBe(period);
    await expect(loop.evaluate((video: HTMLVideoElement) => new Promise<boolean>((done) => setTimeout(() => done(!video.paused && video.currentTime > 0), 300)))).resolves.toBe(true);

    // The highlight, paused: its clip stops and the game waits.
    await waitForPhase("GAME_HIGHLIGHT", 30_000);
    await page.locator('[data-clip] [data-clip-video][data-state="playing"]').waitFor();
    await pause.click();
    const clip = page.locator("[data-clip] video");
    await expect(clip.evaluate((video: HTMLVideoElement) => video.paused)).resolves.toBe(true);
    const at = await clip.evaluate((video: HTMLVideoElement) => video.currentTime);
    await page.waitForTimeout(3500);
    expect(await phase()).toBe("GAME_HIGHLIGHT");
    await expect(clip.evaluate((video: HTMLVideoElement) => video.currentTime)).resolves.toBe(at);
    await resume.click();
    await waitForPhase("TRANSITION", 15_000);

    // Saved once, with the cheer earned before the pause and none while paused.
    const saved = await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === 1);
    expect((saved.seasons as Student["seasons"])["1"]).toHaveLength(1);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('"cheerBonus":1');
    // Between games the Pause is off again.
    expect(await pause.isDisabled()).toBe(true);
    page.off("request", onRequest);
  });
});

describe("saving a game", () => {
  it("retries a lost answer with the same game number, then offers Try Again; the game counts once", async () => {
    const student = await freshStudent("Remy");
    await skipTutorials(student._id);
    await studentDoc(student._id).update({ ...weakTeam(await storedStudent(student._id)) });
    await page.context().clearCookies();
    await logIn(page, student);
    const logged: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === "error") logged.push(message.text());
    };
    page.on("console", onConsole);
    await openSeason(50);

    // The first save reaches the server but its answer is lost; the next three fail outright.
    let puts = 0;
    const bodies: string[] = [];
    await page.route("**/api/v1/student/**", async (route) => {
      // Only the game's save: the page visit and other moves go through.
      if (route.request().method() !== "PUT" || !(route.request().postData() ?? "").includes("playGame")) return route.continue();
      puts += 1;
      bodies.push(route.request().postData() ?? "");
      if (puts === 1) await route.fetch();
      return route.abort("connectionreset");
    });
    await puck().click();
    await jumbotron().getByRole("button", { name: "Try Again" }).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("jumbotron-message").textContent()).resolves.toBe("The result could not be saved. Check your connection and try again.");
    expect(await jumbotron().getAttribute("data-phase")).toBe("GAME_OVER");
    expect(puts).toBe(4);
    expect(new Set(bodies.map((body) => JSON.stringify((JSON.parse(body) as { moves: unknown }).moves))).size).toBe(1);
    expect(bodies[0]).toContain('"game":1');
    expect(logged.filter((text) => text.includes("Unexpected error updating student season"))).toHaveLength(4);
    expect(await puck().isDisabled()).toBe(true);
    await shot(page, "season-save-failed");
    await expectNoSeriousA11yViolations(page);

    // Leaving now is held with a warning.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    const warning = page.getByRole("alertdialog", { name: "Your game is not saved yet" });
    await warning.waitFor();
    await warning.getByRole("button", { name: "Stay Here" }).click();
    await warning.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/season");

    // Back online: Try Again sends game 1 again, which the server already has: played once.
    await page.unroute("**/api/v1/student/**");
    await jumbotron().getByRole("button", { name: "Try Again" }).click();
    await waitForPhase("TRANSITION", 20_000);
    const saved = await eventually(student._id, (s) => (s.season as Student["season"]).completedGames >= 1);
    expect((saved.season as Student["season"]).completedGames).toBe(1);
    expect((saved.seasons as Student["seasons"])["1"]).toHaveLength(1);
    page.off("console", onConsole);
  });
});

describe("the season screen on arrival", () => {
  it("shows the injury again when one is open, and says why the puck waits", async () => {
    const student = await freshStudent("Ivy");
    await skipTutorials(student._id);
    const state = playGames(weakTeam(await storedStudent(student._id)), 4, { beforeGame: (s) => s });
    expect(state.season.currentScenario).not.toBeNull();
    await studentDoc(student._id).update({ ...state });
    await page.context().clearCookies();
    await logIn(page, student);
    await page.goto(`${hostingUrl}/season`);
    const injury = page.getByRole("dialog", { name: "Injury!" });
    await injury.getByText("Replace the injured player").first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    await shot(page, "season-injury");
    await expectNoSeriousA11yViolations(page);
    expect(await puck().isDisabled()).toBe(true);
    await page.getByTestId("play-blocked").waitFor({ state: "attached" });
    // Pointed at, the orange button keeps its white words at >= 4.5:1 (it once read 4.42:1).
    await injury.getByRole("button", { name: "Go to Team" }).hover();
    await page.waitForTimeout(300);
    expect(await paintedContrast(injury.getByRole("button", { name: "Go to Team" }))).toBeGreaterThanOrEqual(4.5);
    await expectNoSeriousA11yViolations(page);
    await injury.getByRole("button", { name: "Go to Team" }).click();
    await page.waitForURL((url) => url.pathname === "/team");
  });

  /** A student with a team, the season's tutorial not yet seen, on /season at the tutorials' real timers (its first slide stays 5 s). */
  async function seasonTutorialAtRealTimers(name: string) {
    const student = await freshStudent(name);
    await skipTutorials(student._id);
    const state = weakTeam(await storedStudent(student._id));
    await studentDoc(student._id).update({ ...state, tutorials: { ...state.tutorials, season: false } });
    await page.context().clearCookies();
    await logIn(page, student);
    await page.evaluate(() => localStorage.setItem("rink-phase-speed", "1"));
    await page.goto(`${hostingUrl}/season`);
    const tutorial = page.getByRole("dialog", { name: /^Chip:/ });
    await tutorial.getByText("Press the puck to start a game").waitFor({ timeout: 15_000 });
    return tutorial;
  }

  it("points the season tutorial at the puck", async () => {
    // The first slide (5 s) must stay for the highlight and the photo.
    await seasonTutorialAtRealTimers("Tia");
    await page.locator("[data-highlighted]").filter({ has: puck() }).waitFor();
    await page.waitForTimeout(600);
    await shot(page, "season-tutorial");
  });

  it("holds Chip's timed slide while it is paused, its bar too, and goes on after Resume (WCAG 2.2.1)", { timeout: 60_000 }, async () => {
    const tutorial = await seasonTutorialAtRealTimers("Tao");
    await tutorial.getByRole("button", { name: "Pause" }).click();
    await tutorial.getByRole("button", { name: "Resume" }).waitFor();
    // The slide's bar stands still with it.
    const barStates = () => page.evaluate(() => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === "slide-timer").map((a) => a.playState));
    await expect(barStates()).resolves.toEqual(["paused"]);
    const barTime = () => page.evaluate(() => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === "slide-timer").map((a) => Number(a.currentTime)));
    const heldAt = await barTime();
    await page.waitForTimeout(6_000);
    await tutorial.getByText("Press the puck to start a game").waitFor({ timeout: 100 });
    await expect(tutorial.getByText("1 of 3").count()).resolves.toBe(1);
    await expect(barTime()).resolves.toEqual(heldAt);
    expect(heldAt[0]).toBeLessThan(5000);
    await shot(page, "season-tutorial-paused");
    await tutorial.getByRole("button", { name: "Resume" }).click();
    await expect(barStates()).resolves.toEqual(["running"]);
    await tutorial.getByText("During the game, click fast to").waitFor({ timeout: 8_000 });
  });

  it("shows the final standings and where to go when the season is over", async () => {
    const student = await freshStudent("Otto");
    await skipTutorials(student._id);
    const state = playGames(weakTeam(await storedStudent(student._id)), 99);
    expect(state.season.inTransition).toBe(true);
    await studentDoc(student._id).update({ ...state });
    await page.context().clearCookies();
    await logIn(page, student);
    await page.goto(`${hostingUrl}/season`);
    await page.getByTestId("season-over").waitFor({ timeout: 15_000 });
    expect(await puck().count()).toBe(0);
    await page.getByRole("link", { name: "See Your Season Debrief" }).waitFor();
    await page.getByRole("link", { name: "Go to Trophies" }).waitFor();
    await page.locator('[data-testid="standings"] tr[data-own="true"]').waitFor();
    await page.waitForTimeout(300);
    await shot(page, "season-over");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    await shot(page, "season-over");
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});

describe("the season's clips when they cannot play", () => {
  /** A fresh student with a full lineup on /season, phase timers `speed` times faster. */
  async function readyStudent(name: string, speed: number): Promise<void> {
    const student = await freshStudent(name);
    await skipTutorials(student._id);
    await studentDoc(student._id).update({ ...weakTeam(await storedStudent(student._id)) });
    await page.context().clearCookies();
    await logIn(page, student);
    await openSeason(speed);
  }

  it("shows the posters, never a playing video, for a reader who asks for reduced motion, and the game goes on", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    try {
      await readyStudent("Rhea", 10);
      await puck().click();
      await waitForPhase("GAME_ON");
      const gameOn = page.locator('[data-clip-video="season/game-on"]');
      await expect(gameOn.getAttribute("data-state")).resolves.toBe("poster");
      expect(await gameOn.locator("video").count()).toBe(0);
      const poster = gameOn.getByRole("img", { name: /^Game on:/ });
      await expect(poster.evaluate((img: HTMLImageElement) => img.src)).resolves.toMatch(/\/media\/season\/game-on\.jpg$/);
      await waitForPhase("TRANSITION", 30_000);
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
  });

  it("shows the clip's words when its files are missing, and the highlight still moves on", async () => {
    // Every clip file answers 404, as on a media root where a club deleted them.
    await page.route(/\/media\/(clips|season)\/[^/]+\.(webm|mp4|jpg|vtt)$/, (route) => route.fulfill({ status: 404, body: "" }));
    try {
      await readyStudent("Milo", 10);
      await puck().click();
      await waitForPhase("GAME_ON");
      const gameOn = page.locator('[data-clip-video="season/game-on"][data-state="poster"]');
      await gameOn.getByRole("img", { name: /^Game on:/ }).waitFor();
      await gameOn.getByText(/^Game on:/).waitFor();
      await waitForPhase("GAME_HIGHLIGHT", 30_000);
      await waitForPhase("TRANSITION", 15_000);
    } finally {
      await page.unrouteAll();
    }
  });
});
