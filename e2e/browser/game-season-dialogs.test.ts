// One dialog after another on the season's pages, with the mouse, on the real clock (the
// phase-speed setting only). Trading as a student meets it: game 4 played on
// the season screen, the injury dialog's 'Go to Team', a starter's card, Trade, the market board,
// a player, Confirm Trade; on the way, the result of game 4 and its summary show the team that
// played it, not the one the injuries saved with it left. The board once closed by itself the moment it opened: the card's
// dialog, unmounting, gave the focus back to the slot button behind the board a moment later,
// and the board took that for the student leaving it. And the puck clicked just after closing
// Help: the closing dialog's backdrop used to take that click.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { injuryDue, teamRank, type Student } from "@rink/game";
import type { BrowserSession } from "../support/browser";
import { eventually, logIn, onPath } from "./game-helpers";
import {
  axeOnce,
  injuryDialog,
  openSeason,
  openSeasonBrowser,
  phaseLog,
  readyToStart,
  screenFrames,
  SLOT_LABEL,
  seasonScreen,
  shootBoth,
  storedStudent,
  studentIn,
  summaryDialog,
} from "./season-helpers";
import { expectResultShown, expectSummaryShown } from "./season-checks";
import { injuryPlan, studentAt, type SeasonPoint } from "../../testing/season-plans";

let browser: BrowserSession | undefined;
const axe = axeOnce();
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(() => {
  expect(axe.problems, "axe found serious or critical problems").toEqual([]);
});

/** Level 1, seed 1, $1 saved and the strongest lineup the rest pays for. */
const STRONG: SeasonPoint = { seed: 1, savings: 1, team: "strong", cheerBonus: 0 };

describe("trading during the season", () => {
  it("trades a starter from the injury dialog's way out, with the mouse", { timeout: 240_000 }, async () => {
    const student = await studentIn("Tess", (stored) => studentAt(stored, { ...STRONG, games: 3 })); // game 4, the first injury's, is next
    browser = await openSeasonBrowser();
    const { page } = browser;
    await logIn(page, student);
    // Game 4 at a third of the real time (its result shows 1.7 s), long enough to photograph at both sizes;
    // the recorded frames see every phase, however short. Set for the tab before the season page loads.
    await page.evaluate(() => sessionStorage.setItem("rink-test-phase-speed", "3"));
    await openSeason(page);
    const before = await storedStudent(student._id);
    const from = (await screenFrames(page)).length;
    await readyToStart(page);
    await seasonScreen(page).puck.click();
    await page.waitForFunction(
      (start) => (window.__rinkFrames ?? []).slice(start).some((f) => f.phase === "GAME_OVER" && f.score !== ""),
      from,
      { timeout: 60_000, polling: 50 },
    );
    await shootBoth(page, "season-result-game-4", 0);
    await page.waitForFunction(() => document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase") === "TRANSITION", undefined, { timeout: 60_000 });
    expect(injuryDue(4, 12)).toBe(true);
    const after = await eventually(student._id, (s) => (s.season as Student["season"]).currentScenario !== null).then(() => storedStudent(student._id));
    // The result and its highlight show the team that played game 4, not
    // the one the injuries saved with it left; so does the summary that follows.
    expect(teamRank(after), "the injuries took rank away").toBeLessThan(teamRank(before));
    await expectResultShown(page, from, before, after, 4);
    await summaryDialog(page).waitFor();
    await expectSummaryShown(page, before, after, 4);
    // Game 4 ends a double-header: its summary first, then the injury.
    await summaryDialog(page).getByRole("button", { name: "Continue Season" }).click();

    const injury = injuryDialog(page);
    await injury.waitFor();
    await injury.getByText("Short on money? Trade a player for a cheaper one.").waitFor();
    await injury.getByRole("button", { name: "Go to Team" }).click();
    await onPath(page, "/team");

    const hurt = await storedStudent(student._id);
    const plan = injuryPlan(hurt, true);
    const trade = plan.trade;
    if (!trade) throw new Error("the plan has no trade");
    const label = SLOT_LABEL[trade.slot];
    await page.getByRole("button", { name: new RegExp(`^${label} ${trade.outgoing.playerName}`) }).click();
    const card = page.getByRole("dialog", { name: `${label}: ${trade.outgoing.playerName}` });
    await card.getByRole("button", { name: "Trade" }).click();

    // The board opens and stays open: a student takes a moment to read it.
    const board = page.getByRole("dialog", { name: `Trade ${trade.outgoing.playerName} for…` });
    await board.waitFor();
    await page.waitForTimeout(1_000);
    expect(await board.isVisible(), "the trade board is still open a second later").toBe(true);
    await card.waitFor({ state: "hidden" });
    await shootBoth(page, "season-trade-board");
    await axe(page, "trade board");

    await board.getByRole("button", { name: new RegExp(`^${trade.incoming.playerName} `) }).click();
    const confirm = page.getByRole("alertdialog", { name: `Are you sure you want to trade ${trade.outgoing.playerName} for this player?` });
    await confirm.waitFor();
    await page.waitForTimeout(500);
    expect(await confirm.isVisible(), "the confirmation stays open").toBe(true);
    await axe(page, "trade confirm");
    await confirm.getByRole("button", { name: "Confirm Trade" }).click();
    await page.getByRole("button", { name: new RegExp(`^${label} ${trade.incoming.playerName}`) }).waitFor();
    await eventually(student._id, (s) => s[trade.slot] === trade.incoming._id);
    expect(await page.getByRole("dialog").count(), "no dialog is left over").toBe(0);

    // The rest of the plan fills the injured slots; the season goes on.
    for (const step of plan.signs) {
      await page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL[step.slot]} Sign a`) }).click();
      await page.getByRole("dialog", { name: `Sign a player: ${SLOT_LABEL[step.slot]}` }).getByRole("button", { name: new RegExp(`^${step.player.playerName} `) }).click();
      await page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" }).getByRole("button", { name: "Confirm" }).click();
      await page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL[step.slot]} ${step.player.playerName}`) }).waitFor();
    }
    await eventually(student._id, (s) => (s.season as Student["season"]).currentScenario === null);
    await page.getByRole("link", { name: /^SEASON/ }).click();
    await openSeason(page);
    await seasonScreen(page).counter.getByText("Game 5 of 12").waitFor();
  });
});

describe("the puck after Help", () => {
  it("starts the game with the first click after closing Help, by either Close button", { timeout: 180_000 }, async () => {
    const student = await studentIn("Hal", (stored) => studentAt(stored, STRONG));
    browser = await openSeasonBrowser();
    const { page } = browser;
    await logIn(page, student);
    await openSeason(page);
    const screen = seasonScreen(page);
    const help = page.getByRole("dialog", { name: "Ask Chip" });
    for (const [game, close] of [
      [1, () => help.getByRole("button", { name: "Close", exact: true }).click()],
      [2, () => help.getByRole("button", { name: "Close help" }).click()],
    ] as const) {
      await readyToStart(page);
      await screen.counter.getByText(`Game ${game} of 12`).waitFor();
      // Where the puck is: a student's hand goes straight there, with no wait for the page.
      const box = await screen.puck.boundingBox();
      if (!box) throw new Error("no puck");
      await page.getByRole("button", { name: "Help" }).click();
      await help.getByRole("heading", { name: "Questions and answers" }).waitFor();
      await page.waitForTimeout(400);
      if (game === 1) await axe(page, "help");
      await close();
      const before = (await phaseLog(page)).length;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction((from) => (window.__rinkPhases ?? []).slice(from).includes("UP_NEXT"), before, { timeout: 5_000 });
      if (game === 1) await shootBoth(page, "season-after-help", 0);
      await page.waitForFunction(
        (from) => (window.__rinkPhases ?? []).slice(from).includes("GAME_OVER") && document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase") === "TRANSITION",
        before,
        { timeout: 30_000 },
      );
    }
  });
});
