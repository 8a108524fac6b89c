// Whole seasons through the screens (issue 9's "Done when", browser journeys 1, 2, 3 and 5;
// journey 4 is in game-scout.test.ts): a new student's first season to promotion, a lost
// season repeated, a level-3 season to the end of the game, and a season cheered at the
// student's own pace. Phase timers run 50x faster (the client's speed factor), so no test
// waits for real seconds; one game is played on Playwright's paused clock to photograph
// every phase. Set-ups written with the Admin SDK are made by the engine (season-plans.ts);
// every move of the season itself is made through the screens.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { GAME_PHASES, injuryDue, isDoubleHeaderBreak, ordinal, studentPlace, type Student } from "@rink/game";
import type { BrowserSession, Page } from "../support/browser";
import { eventually, freshStudent, hostingUrl, logIn, onPath, studentDoc, type StudentFixture } from "./game-helpers";
import {
  axeOnce,
  budgetTutorial,
  completeDialog,
  finishTutorial,
  injuryDialog,
  openSeason,
  openSeasonBrowser,
  photographGame,
  playOneGame,
  replaceInjured,
  scoutByDrag,
  seasonScreen,
  shootBoth,
  signOnTeam,
  storedStudent,
  studentIn,
  summaryDialog,
  type PlayOptions,
} from "./season-helpers";
import { beginLevel, cheapestFill, injuryPlan, playedOut, seededStart, strongestLineup, strongTeam, weakTeam, type Refill } from "./season-plans";

// Level 1's scouted players, as in game-scout.test.ts: Omar and Juno are too strong for the
// cheapest row, Ezra asks 'Are you sure?' in the dearest.
const SCOUT_PLAN = [
  ["Ezra Penn", 1],
  ["Omar Amory", 2],
  ["Juno Brook", 2],
  ["Hazel Hart", 3],
  ["Nico Ferreira", 3],
  ["Wren Varga", 3],
] as const;

/**
 * Seeds chosen with the engine (season-plans.ts) so each journey's outcome never depends on
 * the cheering: seed 1 at level 1 with $1 saved and the strongest lineup (scouted players
 * included) wins all 12 games even with no cheer bonus, injuries and trade included; seed 1
 * at level 3 with $100 saved finishes first. A weak lineup loses whatever the seed.
 */
const SEED = 1;

let browser: BrowserSession | undefined;
const axe = axeOnce();
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(() => {
  expect(axe.problems, "axe found serious or critical problems").toEqual([]);
});

async function open(student: StudentFixture, clock = false): Promise<Page> {
  browser = await openSeasonBrowser({ clock });
  await logIn(browser.page, student);
  return browser.page;
}

interface SeasonRun {
  play: PlayOptions;
  /** The first game is photographed in every phase (journey 1). */
  photographFirst?: boolean;
  /** What to do at an injury: the plan for the Team page, worked out from the stored student. */
  injury: Refill;
  /** After the summary of this game: 'Save and Exit', then back to the season from home. */
  saveAndExitAfter?: number;
  photographDialogs?: boolean;
  /** Called before each game (journey 5 checks and photographs its own things). */
  beforeGame?: (game: number) => Promise<void>;
}

/**
 * Plays every game of the season through the screens: the puck, the cheering, the summary
 * after each double-header ('Continue Season'), the injury scenario after every 4th game
 * (its 'Go to Team', the Team page, back to the season), until the season-complete dialog.
 * Checks the game counter, the phases each game went through and the server's copy.
 */
async function playSeason(page: Page, id: string, run: SeasonRun): Promise<Set<string>> {
  const phases = new Set<string>();
  const start = await storedStudent(id);
  const games = start.season.allOpponents.length;
  for (let game = start.season.completedGames + 1; game <= games; game += 1) {
    await expect.poll(() => seasonScreen(page).counter.textContent()).toContain(`Game ${game} of ${games}`);
    await run.beforeGame?.(game);
    const seen = game === 1 && run.photographFirst ? await photographGame(page, axe) : await playOneGame(page, run.play);
    for (const phase of seen) phases.add(phase);
    expect(seen, `game ${game}'s phases`).toEqual(expect.arrayContaining(["UP_NEXT", "WARMING_UP", "GAME_ON", "GAME_OVER"]));
    await eventually(id, (s) => (s.season as Student["season"]).completedGames === game);

    if (isDoubleHeaderBreak(game, games)) {
      const summary = summaryDialog(page);
      await summary.waitFor();
      const after = await storedStudent(id);
      await summary.getByText(ordinal(studentPlace(after.season.standings)), { exact: false }).first().waitFor();
      if (run.photographDialogs && game === 2) await shootBoth(page, "season-summary");
      await axe(page, "summary dialog");
      if (game === run.saveAndExitAfter) {
        await summary.getByRole("button", { name: "Save and Exit" }).click();
        await onPath(page, "/home");
        await page.getByRole("navigation", { name: "Game pages" }).getByRole("link", { name: "Season" }).click();
        await openSeason(page);
      } else {
        await summary.getByRole("button", { name: "Continue Season" }).click();
        await summary.waitFor({ state: "hidden" });
      }
    }
    if (injuryDue(game, games)) {
      const injury = injuryDialog(page);
      await injury.waitFor();
      const hurt = await storedStudent(id);
      expect(hurt.season.currentScenario?.action).toBe("injury");
      if (run.photographDialogs && game === 4) await shootBoth(page, "season-injury");
      await axe(page, "injury dialog");
      await replaceInjured(page, id, (s) => run.injury(s, game), run.photographDialogs && game === 4 ? (name) => shootBoth(page, name) : undefined);
    }
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

describe("a whole season through the screens", () => {
  it("1: a new student plays a level-1 season to promotion and starts level 2", { timeout: 150_000 }, async () => {
    const student = await freshStudent("Nell");
    const fresh = await storedStudent(student._id);
    await studentDoc(student._id).update({ ...seededStart(fresh, SEED) });
    const page = await open(student, true);

    // The tutorials, the savings and the scouting, as a new student meets them.
    await finishTutorial(page, "Welcome, General Manager!");
    await page.getByRole("link", { name: /^BUDGET/ }).click();
    await onPath(page, "/budget");
    await budgetTutorial(page, student._id, 1);
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");
    await finishTutorial(page, "six spots");
    await page.getByRole("link", { name: /^SCOUT/ }).click();
    await onPath(page, "/scout");
    await finishTutorial(page, "Drag each one to a contract level");
    await scoutByDrag(page, SCOUT_PLAN);
    await eventually(student._id, (s) => (s.season as Student["season"]).scoutingComplete === true);

    // The strongest lineup the $14 left pays for, scouted players included, signed on /team.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");
    for (const step of strongestLineup(await storedStudent(student._id))) await signOnTeam(page, step);
    await page.getByRole("link", { name: /^SEASON/ }).click();
    await onPath(page, "/season");
    await finishTutorial(page, "Press the puck to start a game");
    await eventually(student._id, (s) => (s.tutorials as Record<string, boolean>).season === true);

    // READY: the jumbotron, the counter, the standings and the next opponents.
    const screen = seasonScreen(page);
    await screen.jumbotron.and(page.locator('[data-phase="READY"]')).waitFor();
    await screen.message.getByText("Your team is ready to play").waitFor();
    await screen.counter.getByText("Game 1 of 12").waitFor();
    await screen.standings.locator('[data-own="true"]').waitFor();
    await screen.teamCard.waitFor();

    // The seed's promise, checked with the engine before the browser plays it out.
    const predicted = await worstCase(student._id, strongRefill(4));
    expect(predicted.season.awards).toMatchObject({ savingsCup: true, thirdCup: true });

    const phases = await playSeason(page, student._id, {
      play: { start: "click", cheer: { style: "fast", clicks: 12 } },
      photographFirst: true,
      injury: strongRefill(4),
      photographDialogs: true,
    });
    expect([...phases].sort(), "every phase of point 4 seen").toEqual([...GAME_PHASES].sort());

    // The season's end: the place, the debrief, the trophies.
    const done = await storedStudent(student._id);
    expect(done.season.awards).toMatchObject({ savingsCup: true, thirdCup: true });
    expect(studentPlace(done.season.standings)).toBeLessThanOrEqual(studentPlace(predicted.season.standings));
    const complete = completeDialog(page);
    await complete.getByText(`Your team finished ${ordinal(studentPlace(done.season.standings))}`).waitFor();
    await shootBoth(page, "season-complete");
    await axe(page, "season complete dialog");
    await complete.getByRole("button", { name: "See Your Season Debrief" }).click();
    await onPath(page, "/season/debrief");
    await page.getByRole("heading", { name: "Season Debrief" }).waitFor();
    await page.getByText(`finished ${ordinal(studentPlace(done.season.standings))}`).first().waitFor();
    await page.waitForTimeout(300);
    await shootBoth(page, "season-debrief");
    await axe(page, "debrief");
    await page.getByRole("button", { name: "Go to Trophies" }).or(page.getByRole("link", { name: "Go to Trophies" })).first().click();
    await onPath(page, "/trophies");
    await page.getByRole("link", { name: "Read Your Season Debrief" }).waitFor();
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    await shootBoth(page, "season-trophy-case");
    await axe(page, "trophies after the season");

    // Promotion: the level-complete clip, the level-2 intro, home at level 2.
    await page.getByRole("button", { name: "Accept Promotion" }).click();
    for (const title of ["Level 1 Complete!", "Welcome to Level 2"]) {
      const clip = page.getByRole("dialog", { name: title });
      await clip.waitFor();
      await clip.getByRole("button", { name: /^(Skip|Next|Continue)$/ }).click();
    }
    await onPath(page, "/home");
    const promoted = await eventually(student._id, (s) => s.level === 2);
    expect((promoted.awards as Student["awards"])["1"]).toMatchObject({ savingsCup: true, thirdCup: true });
    expect((promoted.season as Student["season"]).completedGames).toBe(0);
  });

  it("2: a weak team with nothing saved loses the season, gets only Repeat Season, and starts again", { timeout: 90_000 }, async () => {
    const student = await studentIn("Rudy", (stored) => weakTeam(beginLevel(stored, 1, SEED)));
    // Even the full cheer bonus in every game would not save this team.
    const best = playedOut(await storedStudent(student._id), 5, cheapRefill);
    expect(best.season.awards.thirdCup && best.season.awards.savingsCup).toBe(false);
    const page = await open(student);
    await openSeason(page);
    await playSeason(page, student._id, { play: { start: "space", cheer: { style: "none" } }, injury: cheapRefill, saveAndExitAfter: 2 });

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
    const student = await studentIn("Ava", (stored) => strongTeam(beginLevel(stored, 3, SEED), 100));
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
    const student = await studentIn("Sky", (stored) => strongTeam(beginLevel(stored, 1, SEED), 1));
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



