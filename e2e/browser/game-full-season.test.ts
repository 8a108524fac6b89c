// A whole level-1 season as a new student meets it (the first of the
// season journeys): the login page, the tutorials, the savings, scouting by mouse drag, six players
// signed, twelve games (started with the mouse or with Space), both injuries (one covered by a
// trade from the player's card, one by signings), the summaries, the debrief, the trophies and
// promotion to level 2. Only the account and its seeded season are made with the Admin SDK;
// everything after the login is done through the screens, on the real clock with the phase-speed
// setting. At every result the jumbotron's words and score, the rank bars and the summary must
// agree with the game the server recorded; at every standings board every row must be a record
// a league could show; axe must find nothing serious on any screen.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { GAME_PHASES, injuryDue, isDoubleHeaderBreak, ordinal, studentPlace, type Student } from "@rink/game";
import type { BrowserSession } from "../support/browser";
import { eventually, freshStudent, logIn, onPath, skipLevelIntro, studentDoc } from "./game-helpers";
import {
  axeOnce,
  budgetTutorial,
  completeDialog,
  finishTutorial,
  injuryDialog,
  openSeasonBrowser,
  photographGame,
  playOneGame,
  replaceInjured,
  scoutByDrag,
  screenFrames,
  seasonScreen,
  shootBoth,
  signOnTeam,
  storedStudent,
  summaryDialog,
  tutorial,
  WHOLE_SEASON,
} from "./season-helpers";
import { expectResultShown, expectSummaryShown, impossibleStandings } from "./season-checks";
import { injuryPlan, playedOut, seededStart, strongestLineup, type Refill } from "../../testing/season-plans";

// The season's plan (WHOLE_SEASON, season-helpers.ts): its seed, savings, scouting and trade.
const { seed: SEED, scouted: SCOUT_PLAN, tradeAfter: TRADE_AFTER } = WHOLE_SEASON;
const refill: Refill = (s, game) => injuryPlan(s, game === TRADE_AFTER);

let browser: BrowserSession | undefined;
const axe = axeOnce();
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(() => {
  expect(axe.problems, "axe found serious or critical problems").toEqual([]);
});

describe("a whole level-1 season through the screens", () => {
  it("a new student plays from the first login to promotion, and every result, summary and standings board adds up", { timeout: 600_000 }, async () => {
    const student = await freshStudent("Nell");
    await studentDoc(student._id).update({ ...seededStart(await storedStudent(student._id), SEED) });
    browser = await openSeasonBrowser();
    const { page } = browser;
    await logIn(page, student);
    await skipLevelIntro(page);

    // The tutorials, the savings and the scouting, as a new student meets them (each tutorial
    // waited through to its last slide, the one with 'Got it!', at the phase speed).
    await tutorial(page).getByText("Start with your budget!").waitFor();
    await axe(page, "home tutorial");
    await finishTutorial(page, "Start with your budget!");
    await axe(page, "home");
    await page.getByRole("link", { name: /^BUDGET/ }).click();
    await onPath(page, "/budget");
    await budgetTutorial(page, student._id, WHOLE_SEASON.savings);
    await axe(page, "budget");
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");
    await finishTutorial(page, "After it starts, you can only trade.");
    await axe(page, "team");
    await page.getByRole("link", { name: /^SCOUT/ }).click();
    await onPath(page, "/scout");
    await finishTutorial(page, "You can scout once per season.");
    await axe(page, "scout");
    await scoutByDrag(page, SCOUT_PLAN);
    await eventually(student._id, (s) => (s.season as Student["season"]).scoutingComplete === true);

    // The strongest lineup the $14 left pays for, scouted players included, signed on /team.
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");
    for (const step of strongestLineup(await storedStudent(student._id))) await signOnTeam(page, step);
    await axe(page, "team signed");
    await page.getByRole("link", { name: /^SEASON/ }).click();
    await onPath(page, "/season");
    await finishTutorial(page, "Finish in the top three");
    await eventually(student._id, (s) => (s.tutorials as Record<string, boolean>).season === true);

    const screen = seasonScreen(page);
    await screen.jumbotron.and(page.locator('[data-phase="READY"]')).waitFor();
    await screen.counter.getByText("Game 1 of 12").waitFor();
    const standingsProblems = await impossibleStandings(page, 0);

    // The seed's promise, checked with the engine before the browser plays it out.
    const predicted = playedOut(await storedStudent(student._id), 0, refill);
    expect(predicted.season.awards).toMatchObject({ savingsCup: true, thirdCup: true });

    const phases = new Set<string>();
    let trades = 0;
    const games = 12;
    for (let game = 1; game <= games; game += 1) {
      await expect.poll(() => screen.counter.textContent()).toContain(`Game ${game} of ${games}`);
      const before = await storedStudent(student._id);
      const from = (await screenFrames(page)).length;
      const afterGame = async (frameFrom: number) => {
        const after = await storedStudent(student._id);
        await expectResultShown(page, frameFrom, before, after, game);
      };
      let seen: string[];
      if (game === 1) {
        // Game 1 at the product's real timers: every phase photographed and checked with axe.
        seen = await photographGame(page, axe, async () => {
          await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === 1);
          await afterGame(0);
        });
      } else {
        // Mouse for odd games, the keyboard's Space for even ones.
        seen = await playOneGame(page, { start: game % 2 === 1 ? "click" : "space", cheer: { style: "fast", clicks: 12 } });
        await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === game);
        await afterGame(from);
      }
      for (const phase of seen) phases.add(phase);
      expect(seen, `game ${game}'s phases`).toEqual(expect.arrayContaining(["UP_NEXT", "WARMING_UP", "GAME_ON", "GAME_OVER"]));
      const after = await storedStudent(student._id);

      if (isDoubleHeaderBreak(game, games)) {
        const summary = summaryDialog(page);
        await summary.waitFor();
        await summary.getByText(ordinal(studentPlace(after.season.standings)), { exact: false }).first().waitFor();
        await expectSummaryShown(page, before, after, game);
        if (game === 4) await shootBoth(page, "full-season-summary-game-4");
        await axe(page, "summary dialog");
        await summary.getByRole("button", { name: "Continue Season" }).click();
        await summary.waitFor({ state: "hidden" });
      }
      if (injuryDue(game, games)) {
        const injury = injuryDialog(page);
        await injury.waitFor();
        expect(after.season.currentScenario?.action).toBe("injury");
        await axe(page, "injury dialog");
        const photograph = async (name: string) => {
          if (game === TRADE_AFTER) await shootBoth(page, `full-${name}`);
          await axe(page, name);
        };
        const plan = await replaceInjured(page, student._id, (s) => refill(s, game), photograph);
        if (plan.trade) trades += 1;
        expect(plan.signs.length, `the injury after game ${game} is covered by signings`).toBeGreaterThan(0);
      }
      if (game < games) {
        await screen.standings.waitFor();
        standingsProblems.push(...(await impossibleStandings(page, game)));
      }
    }
    expect(trades, "one injury covered by a trade").toBe(1);
    expect([...phases].sort(), "every game phase seen").toEqual([...GAME_PHASES].sort());

    // The season's end: the place, the final standings, the debrief, the trophies.
    const done = await storedStudent(student._id);
    expect(done.season.awards).toMatchObject({ savingsCup: true, thirdCup: true });
    expect(studentPlace(done.season.standings)).toBeLessThanOrEqual(studentPlace(predicted.season.standings));
    const complete = completeDialog(page);
    await complete.getByText(`Your team finished ${ordinal(studentPlace(done.season.standings))}`).waitFor();
    await shootBoth(page, "season-complete");
    await axe(page, "season complete dialog");
    standingsProblems.push(...(await impossibleStandings(page, games)));
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
      await axe(page, `clip ${title}`);
      await clip.getByRole("button", { name: /^(Skip|Next|Continue)$/ }).click();
    }
    await onPath(page, "/home");
    await axe(page, "home at level 2");
    const promoted = await eventually(student._id, (s) => s.level === 2);
    expect((promoted.awards as Student["awards"])["1"]).toMatchObject({ savingsCup: true, thirdCup: true });
    expect((promoted.season as Student["season"]).completedGames).toBe(0);

    // Last, so the whole season is checked first: every standings board a league could show.
    expect(standingsProblems, "impossible standings rows").toEqual([]);
  });
});
