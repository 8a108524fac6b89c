// A real fault (docs/decisions.md#d46): the browser loses its network in the middle of a season game, and
// again right as the game is over. The network is cut in Chromium itself
// (context.setOffline), on the real clock with fast phase timers. Nothing is mocked: the
// result must be kept in the page, the screen must say it waits for the internet, and the
// game must be saved by itself once the network is back, exactly once. Each cut lasts what the
// product's own timers need to have acted, at the phase speed, not a fixed half minute.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { gamesPlayed, levelKey } from "@rink/game";
import type { BrowserSession } from "../support/browser";
import { logIn } from "./game-helpers";
import { axeOnce, FAST, openSeason, openSeasonBrowser, phaseOf, readyToStart, seasonScreen, shootBoth, storedStudent, studentIn } from "./season-helpers";
import { beginLevel, strongTeam } from "../../testing/season-plans";
import { ONLINE_CHECK_MS, SAVE_RETRY_DELAYS_MS } from "../../web/src/features/season/save/retry";

const SEED = 1;
/** How long at least the network stays cut during GAME_ON: the brief's 30 s of a game, at the phase speed. */
const OFFLINE_IN_GAME_MS = 30_000 / FAST;
/**
 * How long the network stays cut once the game is over, after the screenshots and axe: every
 * automatic retry's pause at the phase speed (1 s, 2 s, 4 s: 140 ms at 50x), had an offline try
 * counted as one, and two of the waiting save's online checks (unscaled), had one ended the wait.
 */
const OFFLINE_AT_GAME_OVER_MS = SAVE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms / FAST, 0) + 2 * ONLINE_CHECK_MS;
/** The page's live connection to Firestore (the student's document), a WebChannel. */
const isFirestoreListen = (url: string) => url.includes("google.firestore.v1.Firestore/Listen");

let browser: BrowserSession | undefined;
const axe = axeOnce();
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(() => {
  expect(axe.problems, "axe found serious or critical problems").toEqual([]);
});

describe("a season game when the browser goes offline", () => {
  // Its own limit, as every test that waits by design (a loaded machine's page loads, two cuts).
  it("keeps the result while offline, says it is waiting for the internet, and saves the game once when the network is back", { timeout: 180_000 }, async () => {
    // Cheering at their own pace holds the game in GAME_ON after the periods until the student
    // finishes it: the test decides when GAME_OVER comes, so the second cut is right at it.
    const student = await studentIn("Olive", (stored) => ({ ...strongTeam(beginLevel(stored, 1, SEED), 1), cheerStyle: "steady" }));
    browser = await openSeasonBrowser();
    const { page, context } = browser;
    await logIn(page, student);
    await openSeason(page);
    const screen = seasonScreen(page);
    await readyToStart(page);
    await screen.puck.click();
    await screen.jumbotron.and(page.locator('[data-phase="GAME_ON"]')).waitFor({ timeout: 15_000 });

    // 1. Offline in GAME_ON, until the page's live connection to Firestore has broken and the
    // brief's 30 s of game time have passed: the game goes on in the page; nothing is lost.
    const listenBroke = page.waitForEvent("requestfailed", { predicate: (request) => isFirestoreListen(request.url()), timeout: 60_000 });
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine), "Chromium knows it is offline").toBe(false);
    await Promise.all([listenBroke, page.waitForTimeout(OFFLINE_IN_GAME_MS)]);
    expect(await phaseOf(page), "the game is still on, its connection broken").toBe("GAME_ON");
    await context.setOffline(false);
    await screen.finish.waitFor({ timeout: 15_000 });

    // 2. Offline again right at GAME_OVER: the student finishes the game with no network.
    await context.setOffline(true);
    await screen.finish.click();
    const waiting = page.getByRole("status").filter({ hasText: "No internet right now" });
    await waiting.waitFor({ timeout: 10_000 });
    expect(await phaseOf(page)).toBe("GAME_OVER");
    await expect.poll(() => screen.message.textContent()).toBe("Waiting for the internet…");
    await shootBoth(page, "fault-offline-waiting");
    await axe(page, "season GAME_OVER waiting for the internet");
    await page.waitForTimeout(OFFLINE_AT_GAME_OVER_MS);
    // Still waiting, never asking the student to do anything, and nothing saved yet.
    expect(await waiting.isVisible(), "still waiting after every automatic retry").toBe(true);
    expect(await page.getByRole("button", { name: "Try Again" }).count()).toBe(0);
    expect((await storedStudent(student._id)).season.completedGames).toBe(0);

    // 3. The network is back: the game is saved by itself, and the screen shows the result.
    await context.setOffline(false);
    await page.waitForFunction(
      () => {
        const log = window.__rinkPhases ?? [];
        const now = document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase");
        return log.includes("GAME_HIGHLIGHT") || now === "TRANSITION";
      },
      undefined,
      { timeout: 30_000 },
    );
    await readyToStart(page);

    // Exactly once in the student's document (read with the Admin SDK).
    const saved = await storedStudent(student._id);
    expect(saved.season.completedGames).toBe(1);
    expect(saved.seasons[levelKey(saved.level)]).toHaveLength(1);
    expect(gamesPlayed(saved.season.homeTeam.stats), "GP in the standings").toBe(1);
    await expect.poll(() => screen.counter.textContent()).toContain("Game 2 of");
  });
});
