// The ends of seasons through the screens (season journeys 2, 3 and 5; journey 1, a new
// student's first whole season to promotion, is game-full-season.test.ts; journey 4 is in
// game-scout.test.ts): a lost season repeated, a level-3 season to the end of the game, and a
// season cheered at the student's own pace. Each journey starts a few games before the
// season's end, in a state the engine computes (studentAt in testing/season-plans.ts, written
// with the Admin SDK): the games before it are the same engine's, and what these journeys
// check (the last double-header, the last game, the season's end and what follows) is met
// through the screens with the mouse and the keyboard. Phase timers run 50x faster (the
// client's speed factor) on the real clock.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { StoredStudent } from "@rink/common";
import { injuryDue, isDoubleHeaderBreak, ordinal, studentPlace, type Student } from "@rink/game";
import type { BrowserSession, Page } from "../support/browser";
import { eventually, hostingUrl, logIn, onPath, type StudentFixture } from "./game-helpers";
import {
  axeOnce,
  completeDialog,
  injuryDialog,
  openSeason,
  openSeasonBrowser,
  playOneGame,
  replaceInjured,
  seasonScreen,
  shootBoth,
  storedStudent,
  studentIn,
  summaryDialog,
  type PlayOptions,
} from "./season-helpers";
import { cheapestFill, injuryPlan, playedOut, refillStrongest, studentAt, type Refill, type SeasonPoint } from "../../testing/season-plans";

/**
 * Seeds chosen with the engine (testing/season-plans.ts) so each journey's outcome never depends on
 * the cheering: seed 1 at level 3 with $100 saved and the strongest lineup finishes in the top
 * three even with no cheer bonus, injuries included. A weak lineup loses whatever the seed.
 */
const SEED = 1;

/** The student at `point` with only the season's last `left` games still to play (an injury after the last engine game left open). */
function gamesLeft(stored: StoredStudent, point: SeasonPoint, left: number): Student {
  const games = studentAt(stored, point).season.allOpponents.length;
  return studentAt(stored, { ...point, games: games - left });
}

let browser: BrowserSession | undefined;
const axe = axeOnce();
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(() => {
  expect(axe.problems, "axe found serious or critical problems").toEqual([]);
});

async function open(student: StudentFixture): Promise<Page> {
  browser = await openSeasonBrowser();
  await logIn(browser.page, student);
  return browser.page;
}

interface SeasonRun {
  play: PlayOptions;
  /** What to do at an injury: the plan for the Team page, worked out from the stored student. */
  injury: Refill;
  /** After the summary of this game: 'Save and Exit' (logged out), then logged in again and back to the season. */
  saveAndExitAfter?: number;
  logInAgain?: () => Promise<void>;
  /** Called before each game (journey 5 checks and photographs its own things). */
  beforeGame?: (game: number) => Promise<void>;
}

/**
 * Plays the rest of the season through the screens: the puck, the cheering, the summary
 * after each double-header ('Continue Season'), the injury scenario after every 4th game
 * (its 'Go to Team', the Team page, back to the season; one open on arrival first), until
 * the season-complete dialog. Checks the game counter, the phases each game went through and
 * the server's copy.
 */
async function playSeason(page: Page, id: string, run: SeasonRun): Promise<Set<string>> {
  const phases = new Set<string>();
  const start = await storedStudent(id);
  const games = start.season.allOpponents.length;
  const coverInjury = async (game: number) => {
    const injury = injuryDialog(page);
    await injury.waitFor();
    const hurt = await storedStudent(id);
    expect(hurt.season.currentScenario?.action).toBe("injury");
    await axe(page, "injury dialog");
    await replaceInjured(page, id, (s) => run.injury(s, game));
  };
  if (start.season.currentScenario !== null) await coverInjury(start.season.completedGames);
  for (let game = start.season.completedGames + 1; game <= games; game += 1) {
    await expect.poll(() => seasonScreen(page).counter.textContent()).toContain(`Game ${game} of ${games}`);
    await run.beforeGame?.(game);
    const seen = await playOneGame(page, run.play);
    for (const phase of seen) phases.add(phase);
    expect(seen, `game ${game}'s phases`).toEqual(expect.arrayContaining(["UP_NEXT", "WARMING_UP", "GAME_ON", "GAME_OVER"]));
    await eventually(id, (s) => (s.season as Student["season"]).completedGames === game);

    if (isDoubleHeaderBreak(game, games)) {
      const summary = summaryDialog(page);
      await summary.waitFor();
      const after = await storedStudent(id);
      await summary.getByText(ordinal(studentPlace(after.season.standings)), { exact: false }).first().waitFor();
      await axe(page, "summary dialog");
      if (game === run.saveAndExitAfter) {
        // Save and Exit: the games are saved already; Exit's question saves the time played and logs out.
        const timeBefore = (await storedStudent(id)).timeSpent;
        await summary.getByRole("button", { name: "Save and Exit" }).click();
        const leaving = page.getByRole("alertdialog", { name: "Leaving the rink?" });
        await axe(page, "save and exit's question");
        await leaving.getByRole("button", { name: "Log Out" }).click();
        await onPath(page, "/dashboard");
        expect((await storedStudent(id)).timeSpent, "the time played is saved").toBeGreaterThan(timeBefore);
        expect((await storedStudent(id)).season.completedGames).toBe(game);
        if (!run.logInAgain) throw new Error("Save and Exit logs out: the run needs to log in again");
        await run.logInAgain();
        await page.getByRole("navigation", { name: "Game pages" }).getByRole("link", { name: "Season" }).click();
        await openSeason(page);
      } else {
        await summary.getByRole("button", { name: "Continue Season" }).click();
        await summary.waitFor({ state: "hidden" });
      }
    }
    if (injuryDue(game, games)) await coverInjury(game);
  }
  await completeDialog(page).waitFor();
  return phases;
}

/** An injury's refill: the strongest that keeps the savings (with one trade after game `tradeAfter`). */
const strongRefill = (tradeAfter: number | null): Refill => (s, game) => injuryPlan(s, game === tradeAfter);
/** The weak team stays weak: the cheapest players fill the empty slots. */
const cheapRefill: Refill = (s) => ({ trade: null, signs: cheapestFill(s), rank: 0 });

/** What the engine says the rest of the season gives with no cheer bonus at all (see playedOut). */
async function worstCase(id: string, refill: Refill): Promise<Student> {
  return playedOut(await storedStudent(id), 0, refill);
}

describe("the end of a season through the screens", () => {
  it("2: a weak team with nothing saved loses the season, gets only Repeat Season, and starts again", { timeout: 90_000 }, async () => {
    // Nine games lost by the engine (no cheering; the cheapest players fill the injured slots),
    // then the last double-header's second game, its summary and the last two games here.
    const student = await studentIn("Rudy", (stored) => gamesLeft(stored, { seed: SEED, cheerBonus: 0 }, 3));
    // Even the full cheer bonus in every game left would not save this team.
    const best = playedOut(await storedStudent(student._id), 5, cheapRefill);
    expect(best.season.awards.thirdCup && best.season.awards.savingsCup).toBe(false);
    const page = await open(student);
    await openSeason(page);
    await playSeason(page, student._id, { play: { start: "space", cheer: { style: "none" } }, injury: cheapRefill, saveAndExitAfter: 10, logInAgain: () => logIn(page, student) });

    const lost = await storedStudent(student._id);
    expect(lost.season.awards.thirdCup && lost.season.awards.savingsCup).toBe(false);
    await completeDialog(page).getByRole("button", { name: "Go to Trophies" }).click();
    await onPath(page, "/trophies");
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    expect(await page.getByRole("button", { name: "Accept Promotion" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Accept Award" }).count()).toBe(0);
    await page.getByRole("button", { name: "Repeat Season" }).click();
    await page.getByRole("alertdialog", { name: "Repeat this season?" }).getByRole("button", { name: "Repeat Season" }).click();
    await onPath(page, "/home");
    const again = await eventually(student._id, (s) => (s.season as Student["season"]).inTransition === false);
    expect(again.level).toBe(1);
    expect((again.season as Student["season"]).completedGames).toBe(0);

    // Game 1 of a fresh season: the lineup is empty, and the screen says what to do.
    await page.goto(`${hostingUrl}/season`);
    await openSeason(page);
    await seasonScreen(page).counter.getByText("Game 1 of 12").waitFor();
    await seasonScreen(page).blocked.getByRole("link", { name: "Go to Team" }).waitFor();
    expect(await seasonScreen(page).puck.isDisabled()).toBe(true);
    // The jumbotron names the stop rather than calling the team ready.
    expect(await seasonScreen(page).message.textContent()).toBe("Your team is not ready to play");
    await shootBoth(page, "season-blocked");
    await axe(page, "season blocked");
  });

  it("3: a level-3 team earns the award and reaches the end of the game", { timeout: 120_000 }, async () => {
    // Every game but the last played by the engine with no cheering; the injury after the one
    // before it is open on arrival, covered on the Team page, then the last game.
    const point: SeasonPoint = { level: 3, seed: SEED, savings: 100, team: "strong", cheerBonus: 0, beforeGame: refillStrongest };
    const student = await studentIn("Ava", (stored) => gamesLeft(stored, point, 1));
    expect((await storedStudent(student._id)).season.currentScenario?.action).toBe("injury");
    expect((await worstCase(student._id, strongRefill(null))).season.awards).toMatchObject({ savingsCup: true, thirdCup: true });
    const page = await open(student);
    await openSeason(page);
    await playSeason(page, student._id, { play: { start: "click", cheer: { style: "fast", clicks: 8 } }, injury: strongRefill(null) });

    await completeDialog(page).getByRole("button", { name: "Go to Trophies" }).click();
    await onPath(page, "/trophies");
    await page.getByRole("button", { name: "Accept Award" }).click();
    const clip = page.getByRole("dialog", { name: "Level 3 Complete!" });
    await clip.getByRole("button", { name: /^(Skip|Next|Continue)$/ }).click();
    const finale = page.getByRole("dialog", { name: "Champion Manager!" });
    await finale.getByText("Congratulations, Ava!", { exact: false }).waitFor();
    await eventually(student._id, (s) => s.wonGame === true);
    await finale.getByRole("button", { name: "See My Trophies" }).click();
    await page.getByRole("heading", { name: "You won Rink Money!" }).waitFor();
  });

  it("5: a season cheered at the student's own pace reaches the full bonus every game", { timeout: 120_000 }, async () => {
    // The last two games cheered here, the ones before by the engine (with the full bonus).
    const student = await studentIn("Sky", (stored) => gamesLeft(stored, { seed: SEED, savings: 1, team: "strong", beforeGame: refillStrongest }, 2));
    const page = await open(student);
    await openSeason(page);
    const setting = page.getByLabel("Cheer at my own pace");
    expect(await setting.isChecked()).toBe(false);
    await setting.check();
    await eventually(student._id, (s) => s.cheerStyle === "steady");
    await page.reload();
    await openSeason(page);
    expect(await page.getByLabel("Cheer at my own pace").isChecked()).toBe(true);

    let waited = false;
    const onWait = async () => {
      if (waited) return;
      waited = true;
      await seasonScreen(page).finish.waitFor();
      await shootBoth(page, "season-steady-wait", 150);
      await axe(page, "season steady wait");
    };
    await playSeason(page, student._id, {
      play: { start: "click", cheer: { style: "steady", presses: 15, gapMs: 45, onWait } },
      injury: strongRefill(null),
    });
    expect(waited).toBe(true);
    const done = await storedStudent(student._id);
    expect(done.cheerStyle).toBe("steady");
    expect(done.season.inTransition).toBe(true);
  });
});



