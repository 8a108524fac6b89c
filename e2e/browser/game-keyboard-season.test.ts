// A whole level-1 season by keyboard alone, checked as a screen reader presents it (WCAG 2.2:
// 2.1.1 Keyboard, 4.1.2 Name, Role, Value, 4.1.3 Status Messages, 1.3.1 Info and Relationships;
// docs/accessibility.md). From the address bar's /login/student to promotion: the login, the level
// intro, the tutorials, the savings, scouting, signing, twelve games started and cheered with
// Space, the summaries, both injuries (a trade and signings), the season's end, the debrief, the
// trophies, the promotion's clips, the game's sound, the language and Exit, with Tab, Shift+Tab,
// Enter, Space, Home, End and the arrows only: the page counts every mouse, pointer and touch
// event a person's hand would make, and must count none.
// What a screen-reader user meets is read from the accessibility tree (Playwright's ARIA snapshot)
// and from the live regions: every dialog is named and takes the focus; the login's fields, the
// jumbotron, the cheer meter (a meter with a text value) and the standings (a table whose columns
// have headers) are what the tree says; and everything the jumbotron shows in a game, the result's
// score included, is spoken politely as it changes, agreeing with the game the server recorded.
// The same seed, scouting and lineup as game-full-season.test.ts (whose engine check promises the
// savings cup and a top-three finish), at the phase speed.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { StoredStudent } from "@rink/common";
import { GAME_OUTCOME_MESSAGES, highlightVideo, TUTORIALS, injuryDue, isDoubleHeaderBreak, ordinal, studentPlace, type Student } from "@rink/game";
import { SCREENSHOT_DIR, type BrowserSession, type Page } from "../support/browser";
import { spokenSoFar, watchHand } from "../support/keyboard-only";
import { eventually, freshStudent, onPath, studentDoc, tabTo } from "./game-helpers";
import { expectFocusBack, expectFocusIn, goTo, logInByKeyboard, press } from "./keyboard-helpers";
import {
  axeOnce,
  budgetTutorial,
  completeDialog,
  injuryDialog,
  openSeasonBrowser,
  phaseLog,
  reloadAtSpeed,
  screenFrames,
  seasonScreen,
  SLOT_LABEL,
  scoutOneByKeyboard,
  storedStudent,
  summaryDialog,
  gotItByKeyboard,
  WHOLE_SEASON,
} from "./season-helpers";
import { lastResult } from "./season-checks";
import { injuryPlan, seededStart, strongestLineup, type InjuryPlan, type SignStep, type TradeStep } from "../../testing/season-plans";

const { seed: SEED, scouted: SCOUT_PLAN, tradeAfter: TRADE_AFTER } = WHOLE_SEASON;
const GAMES = 12;
/** Presses of Space at the student's own pace: each a cheer level, three a bonus point, fifteen the full +5. */
const CHEERS = 15;

/** The Team page's status says what changed (the lineup shows it to everyone else). */
async function expectSpoken(page: Page, words: string): Promise<void> {
  await expect.poll(async () => (await spokenSoFar(page)).map((entry) => entry.text), { message: `'${words}' is heard` }).toContain(words);
}

const slotButton = (page: Page, slot: keyof typeof SLOT_LABEL, who: string) => page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL[slot]} ${who}`) });

/** Signs a player: the empty slot, the player on the board, Confirm, each reached by Tab. */
async function signByKeyboard(page: Page, { slot, player }: SignStep): Promise<void> {
  await press(page, slotButton(page, slot, "Sign a"));
  const board = page.getByRole("dialog", { name: `Sign a player: ${SLOT_LABEL[slot]}` });
  await expectFocusIn(board, "the sign board");
  await press(page, board.getByRole("button", { name: new RegExp(`^${player.playerName} `) }));
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" });
  await expectFocusIn(confirm, "the signing's confirmation");
  await press(page, confirm.getByRole("button", { name: "Confirm" }));
  await slotButton(page, slot, player.playerName).waitFor();
  await expectSpoken(page, `${player.playerName} signed!`);
  await expectFocusBack(page, slotButton(page, slot, player.playerName), "after signing");
}

/** Trades a starter: the player's card, Trade, the market player, Confirm Trade. */
async function tradeByKeyboard(page: Page, { slot, outgoing, incoming }: TradeStep): Promise<void> {
  await press(page, slotButton(page, slot, outgoing.playerName));
  const cardDialog = page.getByRole("dialog", { name: `${SLOT_LABEL[slot]}: ${outgoing.playerName}` });
  await expectFocusIn(cardDialog, "the player's card");
  await press(page, cardDialog.getByRole("button", { name: "Trade" }));
  const board = page.getByRole("dialog", { name: `Trade ${outgoing.playerName} for…` });
  await expectFocusIn(board, "the trade board");
  await press(page, board.getByRole("button", { name: new RegExp(`^${incoming.playerName} `) }));
  const confirm = page.getByRole("alertdialog", { name: `Are you sure you want to trade ${outgoing.playerName} for this player?` });
  await expectFocusIn(confirm, "the trade's confirmation");
  await press(page, confirm.getByRole("button", { name: "Confirm Trade" }));
  await slotButton(page, slot, incoming.playerName).waitFor();
  await expectSpoken(page, `Trade done: ${incoming.playerName} joins your team!`);
  await expectFocusBack(page, slotButton(page, slot, incoming.playerName), "after the trade");
}

/** Scouting by keyboard (Space to pick up, Down to each open level, Space to drop), then its finish. */
async function scoutByKeyboard(page: Page): Promise<void> {
  for (const [name, level] of SCOUT_PLAN) await scoutOneByKeyboard(page, name, level);
  await press(page, page.getByRole("button", { name: "Click here when you finish!" }));
  const done = page.getByRole("dialog", { name: "Nice job Scouting" });
  await expectFocusIn(done, "'Nice job Scouting'");
  await press(page, done.getByRole("button", { name: "Close" }).first());
  await done.waitFor({ state: "hidden" });
}

/** The season's screen as the accessibility tree gives it: the jumbotron, the meter, the puck. */
async function expectSeasonTree(page: Page, game: number): Promise<void> {
  const tree = await page.getByRole("main").ariaSnapshot();
  expect(tree, "the jumbotron is a named region with the game's number and its words").toContain('region "Jumbotron"');
  expect(tree).toContain(`Game ${game} of ${GAMES}`);
  expect(tree, "the cheer meter is a meter").toContain('meter "Cheer meter"');
  const meter = page.getByRole("meter", { name: "Cheer meter" });
  expect(await meter.getAttribute("aria-valuetext"), "with a text value").toBe(`Cheer level ${await meter.getAttribute("aria-valuenow")} of 15`);
  expect(tree, "the puck is a button that says what it does").toContain('button "Start the game"');
}

/**
 * The standings as a screen reader reads a table: a caption, column headers, and each row's
 * cells in the headers' order (the place, the team, GP, W, L, OTL, PTS).
 */
async function expectStandingsTable(page: Page, home: string): Promise<void> {
  // Named by its caption (with the columns' words for a screen reader).
  const table = seasonScreen(page).standings.getByRole("table", { name: /^Standings/ });
  const tree = await table.ariaSnapshot();
  const headers = await table.getByRole("columnheader").allTextContents();
  expect(headers.slice(1)).toEqual(["Team", "GP", "W", "L", "OTL", "PTS"]);
  const rows = table.getByRole("row");
  const count = await rows.count();
  expect(count, "a header row and the top five").toBe(6);
  for (let i = 1; i < count; i += 1) expect(await rows.nth(i).getByRole("cell").count(), `row ${i}'s cells`).toBe(7);
  expect(tree, "the student's own team is a row of the table").toContain(home);
}

/** Presses Space CHEERS times, each heard on the meter before the next (a steady meter goes up a level a press, never down). */
async function cheerAtOwnPace(page: Page): Promise<void> {
  const meter = page.getByRole("meter", { name: "Cheer meter" });
  for (let press = 1; press <= CHEERS; press += 1) {
    await page.keyboard.press("Space");
    await expect.poll(() => meter.getAttribute("aria-valuetext"), { timeout: 5_000 }).toBe(`Cheer level ${press} of 15`);
  }
}

/** The jumbotron as the accessibility tree gives it, once for each of its phases and messages. */
interface PhaseTree {
  phase: string;
  spoken: string;
  tree: string;
}

/**
 * Game 1 at the product's real timers (each phase 2 s or more): the puck started with Space, the
 * jumbotron's ARIA snapshot taken at every phase and message as it shows, and the cheers pressed
 * in GAME_ON. Returns the trees, in order.
 */
async function gameThroughTheTree(page: Page): Promise<PhaseTree[]> {
  const screen = seasonScreen(page);
  const trees: PhaseTree[] = [];
  const from = (await phaseLog(page)).length;
  await page.keyboard.press("Space");
  let cheered = false;
  for (let step = 0; step < 1_200; step += 1) {
    const read = async () => ({ phase: (await screen.jumbotron.getAttribute("data-phase")) ?? "", spoken: ((await page.getByTestId("jumbotron-spoken").textContent()) ?? "").trim() });
    const { phase, spoken } = await read();
    const last = trees.at(-1);
    if (!last || last.phase !== phase || last.spoken !== spoken) {
      const tree = await screen.jumbotron.ariaSnapshot();
      // Kept only when the jumbotron still shows what was read before the snapshot: a short message
      // ("Saving the result…" when the server answers at once) can change while the tree is read.
      const after = await read();
      if (after.phase === phase && after.spoken === spoken) trees.push({ phase, spoken, tree });
    }
    if (phase === "GAME_ON" && !cheered) {
      cheered = true;
      await cheerAtOwnPace(page);
    }
    const log = (await phaseLog(page)).slice(from);
    if (log.includes("GAME_OVER") && (phase === "TRANSITION" || phase === "READY")) return trees;
    await page.waitForTimeout(100);
  }
  throw new Error("game 1 did not end");
}

/**
 * What a screen-reader user finds in the jumbotron at each phase: the game's number, the words
 * it shows once (the visible copy is hidden from the tree, the spoken one is there), and in
 * GAME_OVER the score as a picture named by its words.
 */
function expectTrees(trees: PhaseTree[], result: { home: string; opponent: string; score: readonly [number, number] }): void {
  const phases = trees.map((t) => t.phase);
  for (const phase of ["UP_NEXT", "WARMING_UP", "GAME_ON", "GAME_OVER", "GAME_HIGHLIGHT"]) expect(phases, `the tree seen in ${phase}`).toContain(phase);
  for (const { phase, spoken, tree } of trees) {
    const at = `${phase} '${spoken}'`;
    expect(tree, at).toMatch(/^- region "Jumbotron"/);
    // After the result the counter names the next game.
    expect(tree, `${at}: the game's number`).toContain(phase === "TRANSITION" ? "Game 2 of 12" : "Game 1 of 12");
    if (spoken) expect(tree.split(spoken).length - 1, `${at}: its words once`).toBe(1);
  }
  const [ours, theirs] = result.score;
  const over = trees.filter((t) => t.phase === "GAME_OVER" && t.spoken.includes("Final score"));
  expect(over.length, "the result in the tree").toBeGreaterThan(0);
  // The score is one picture, said once by its name (its digits and names are not read again).
  // (A line with a colon in it is quoted in the snapshot's YAML.)
  const picture = `- img "Final score: ${result.home} ${ours}, ${result.opponent} ${theirs}"`;
  for (const { tree } of over) expect(tree.split("\n").map((line) => line.trim()), "the score's picture").toContain(`- '${picture.slice(2)}'`);
}

interface GameSpeech {
  game: number;
  before: StoredStudent;
  after: StoredStudent;
  /** What the live regions said during this game. */
  spoken: string[];
  /** The jumbotron's messages during this game, by phase. */
  shown: Array<{ phase: string; message: string }>;
}

/**
 * A game heard as shown: every message the jumbotron showed was spoken, the result with the
 * score the server recorded, and the cheer bonus's changes.
 */
function expectHeard({ game, before, after, spoken, shown }: GameSpeech): void {
  const result = lastResult(after);
  const [ours, theirs] = result.score;
  const opponent = before.season.allOpponents[before.season.currentOpponentIndex];
  if (!opponent) throw new Error("no opponent");
  const outcome = GAME_OUTCOME_MESSAGES[result.messageIndex];
  const at = `game ${game}`;
  expect(spoken, `${at}: the result is heard with its score`).toContain(`${outcome} Final score: ${before.season.homeTeam.name} ${ours}, ${opponent.name} ${theirs}`);
  const caption = highlightVideo(result.score) === "win" ? `Goal after goal: ${ours} to ${theirs}!` : `So close! ${ours} to ${theirs}. Next time!`;
  expect(spoken, `${at}: the highlight's caption`).toContain(caption);
  expect(spoken, `${at}: the match-up`).toContain(`${before.season.homeTeam.nameFull} vs ${opponent.nameFull}`);
  for (const { phase, message } of shown) {
    if (!message || phase === "GAME_OVER") continue;
    expect(spoken, `${at}: '${message}' (${phase}) is heard`).toContain(message);
  }
  for (const bonus of [1, 2, 3, 4, 5]) expect(spoken, `${at}: the cheer bonus heard as it grows`).toContain(`Cheer bonus: +${bonus}`);
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

describe("a whole season by keyboard alone, as a screen reader presents it", () => {
  it("plays from /login/student to promotion with no mouse or touch, every dialog named and focused, every result heard", { timeout: 600_000 }, async () => {
    const student = await freshStudent("Kay");
    await studentDoc(student._id).update({ ...seededStart(await storedStudent(student._id), SEED) });
    browser = await openSeasonBrowser();
    const { page } = browser;
    const hand = await watchHand(browser);

    // The login: the tree names its fields; the first has the focus.
    await logInByKeyboard(page, student, async () => {
      const login = await page.getByRole("main").ariaSnapshot();
      for (const control of ['textbox "Username"', 'textbox "Password"', 'button "Log In"']) expect(login).toContain(control);
    });

    // The level intro, skipped; the tutorials, the savings, scouting and the lineup.
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    await expectFocusIn(intro, "the level intro");
    await press(page, intro.getByRole("button", { name: "Skip" }));
    await intro.waitFor({ state: "hidden" });
    await gotItByKeyboard(page, "Start with your budget!");
    // Every slide of the first tutorial is heard as it appears, the first included.
    const heard = (await spokenSoFar(page)).map((entry) => entry.text);
    for (const slide of TUTORIALS.home) expect(heard, `'${slide.message}' is heard`).toContain(slide.message);
    await axe(page, "home");
    await goTo(page, "BUDGET", "/budget");
    await budgetTutorial(page, student._id, WHOLE_SEASON.savings);
    await goTo(page, "TEAM", "/team");
    await gotItByKeyboard(page, "After it starts, you can only trade.");
    await goTo(page, "SCOUT", "/scout");
    await gotItByKeyboard(page, "You can scout once per season.");
    await scoutByKeyboard(page);
    await eventually(student._id, (s) => (s.season as Student["season"]).scoutingComplete === true);
    await axe(page, "scout done");
    await goTo(page, "TEAM", "/team");
    for (const step of strongestLineup(await storedStudent(student._id))) await signByKeyboard(page, step);
    await axe(page, "team signed");

    await goTo(page, "SEASON", "/season");
    await gotItByKeyboard(page, "Finish in the top three");
    // Cheering at one's own pace: the game waits for the cheers instead of a fast hand (WCAG 2.2.1).
    const ownPace = page.getByRole("switch", { name: "Cheer at my own pace" });
    await press(page, ownPace, "Space");
    await expect.poll(() => ownPace.isChecked()).toBe(true);
    // The game's sound, off and on again by keyboard: the button says what it will do next.
    await press(page, page.getByRole("button", { name: "Mute game sound" }));
    await press(page, page.getByRole("button", { name: "Unmute game sound" }));
    await page.getByRole("button", { name: "Mute game sound" }).waitFor();
    const screen = seasonScreen(page);
    await screen.jumbotron.and(page.locator('[data-phase="READY"]')).waitFor();
    await expectSeasonTree(page, 1);
    await expectStandingsTable(page, (await storedStudent(student._id)).season.homeTeam.name);
    await axe(page, "season ready");

    let trades = 0;
    for (let game = 1; game <= GAMES; game += 1) {
      const startButton = screen.puck.and(page.getByRole("button", { name: "Start the game" }));
      await startButton.waitFor({ timeout: 15_000 });
      await expect.poll(() => startButton.isEnabled(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => screen.counter.textContent()).toContain(`Game ${game} of ${GAMES}`);
      // Game 1 at the product's real timers, walked through the accessibility tree phase by phase.
      if (game === 1) await reloadAtSpeed(page, 1);
      const before = await storedStudent(student._id);
      const [spokenFrom, framesFrom, phasesFrom] = [(await spokenSoFar(page)).length, (await screenFrames(page)).length, (await phaseLog(page)).length];
      // The puck keeps the focus between games; after a dialog, a page or a reload the student tabs back to it.
      if (!(await screen.puck.evaluate((el) => el === document.activeElement))) await tabTo(page, screen.puck);
      const trees = game === 1 ? await gameThroughTheTree(page) : [];
      if (game > 1) {
        await page.keyboard.press("Space");
        await screen.jumbotron.and(page.locator('[data-phase="GAME_ON"]')).waitFor({ timeout: 15_000 });
        await cheerAtOwnPace(page);
      }
      await page.waitForFunction(
        (from) => {
          const log = (window.__rinkPhases ?? []).slice(from);
          const now = document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase");
          return log.includes("GAME_OVER") && (now === "TRANSITION" || now === "READY");
        },
        phasesFrom,
        { timeout: 30_000 },
      );
      const after = await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === game).then(() => storedStudent(student._id));
      // What was shown first, then what was heard: every message shown by then was spoken by then.
      const shown = (await screenFrames(page)).slice(framesFrom).map(({ phase, message }) => ({ phase, message }));
      const spoken = (await spokenSoFar(page)).slice(spokenFrom).map((entry) => entry.text);
      expectHeard({ game, before, after, spoken, shown });
      if (game === 1) {
        const opponent = before.season.allOpponents[before.season.currentOpponentIndex];
        writeFileSync(path.join(SCREENSHOT_DIR, "keyboard-season-game-1-aria.txt"), trees.map((t) => `## ${t.phase}: ${t.spoken}\n${t.tree}\n`).join("\n"));
        expectTrees(trees, { home: before.season.homeTeam.name, opponent: opponent?.name ?? "", score: lastResult(after).score });
        await reloadAtSpeed(page, null);
      }
      if (game < GAMES) expect(spoken, `game ${game}: the next game is named`).toContain(`Up next: ${after.season.allOpponents[after.season.currentOpponentIndex]?.nameFull}`);

      if (isDoubleHeaderBreak(game, GAMES)) {
        const summary = summaryDialog(page);
        await expectFocusIn(summary, "the double-header summary");
        await axe(page, "summary dialog");
        await press(page, summary.getByRole("button", { name: "Continue Season" }));
        await summary.waitFor({ state: "hidden" });
      }
      if (injuryDue(game, GAMES)) {
        const injury = injuryDialog(page);
        await expectFocusIn(injury, "the injury dialog");
        await axe(page, "injury dialog");
        await press(page, injury.getByRole("button", { name: "Go to Team" }));
        await onPath(page, "/team");
        const plan: InjuryPlan = injuryPlan(await storedStudent(student._id), game === TRADE_AFTER);
        if (plan.trade) {
          await tradeByKeyboard(page, plan.trade);
          trades += 1;
        }
        for (const step of plan.signs) await signByKeyboard(page, step);
        await eventually(student._id, (s) => (s.season as Student["season"]).currentScenario === null);
        await goTo(page, "SEASON", "/season");
        await screen.puck.waitFor();
      }
    }
    expect(trades, "one injury covered by a trade").toBe(1);

    // The season's end, the debrief, the trophies and the promotion.
    const done = await storedStudent(student._id);
    expect(done.season.awards).toMatchObject({ savingsCup: true, thirdCup: true });
    const complete = completeDialog(page);
    await expectFocusIn(complete, "the season's end");
    await complete.getByText(`Your team finished ${ordinal(studentPlace(done.season.standings))}`).waitFor();
    await axe(page, "season complete dialog");
    await press(page, complete.getByRole("button", { name: "See Your Season Debrief" }));
    await onPath(page, "/season/debrief");
    await page.getByRole("heading", { name: "Season Debrief" }).waitFor();
    await axe(page, "debrief");
    await press(page, page.getByRole("button", { name: "Go to Trophies" }).or(page.getByRole("link", { name: "Go to Trophies" })).first());
    await onPath(page, "/trophies");
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    await axe(page, "trophies");
    await press(page, page.getByRole("button", { name: "Accept Promotion" }));
    for (const title of ["Level 1 Complete!", "Welcome to Level 2"]) {
      const clip = page.getByRole("dialog", { name: title });
      await expectFocusIn(clip, title);
      await press(page, clip.getByRole("button", { name: /^(Skip|Next|Continue)$/ }).first());
      await clip.waitFor({ state: "hidden" });
    }
    await onPath(page, "/home");
    await eventually(student._id, (s) => s.level === 2);

    // The language by keyboard (the closed select's End and Home), kept on the account, then Exit:
    // its question has the focus on Cancel, Tab to Log Out, Enter.
    const language = page.getByRole("combobox", { name: "Language" });
    await tabTo(page, language);
    await page.keyboard.press("End");
    await page.getByRole("combobox", { name: "Idioma" }).waitFor();
    await eventually(student._id, (s) => s.language === "es");
    await page.keyboard.press("Home");
    await language.waitFor();
    await eventually(student._id, (s) => s.language === "en");
    await press(page, page.getByRole("button", { name: "Exit" }));
    const exit = page.getByRole("alertdialog");
    await expectFocusIn(exit, "the Exit question");
    await press(page, exit.getByRole("button", { name: "Log Out" }));
    await onPath(page, "/dashboard");

    expect(hand, "no mouse, pointer or touch event from the first page to the last").toEqual([]);
  });
});
