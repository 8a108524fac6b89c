// The standings board as a hockey fan reads it (docs/decisions.md#d47): a student whose first game
// the engine played (studentAt in testing/season-plans.ts, written with the Admin SDK) plays the
// next two through the screens (the puck, the double-header summary), and on arrival and after
// each game every row of the board is a possible record: games played the student's count for every
// team (the other teams play clubs outside the table each game day), W + L + OTL = GP and
// PTS = 2W + OTL, the own row the server's record. The board is
// read the way the full-season test reads it: a table whose column headers are exactly GP, W,
// L, OTL and PTS. Real clock, the phase timers 50x faster (localStorage['rink-phase-speed']).
import { afterAll, describe, expect, it } from "vitest";
import { gamesPlayed, type Student } from "@rink/game";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { eventually, logIn, shot } from "./game-helpers";
import { BIG, openSeason, openSeasonBrowser, playOneGame, seasonScreen, storedStudent, studentIn, summaryDialog, TABLET } from "./season-helpers";
import { studentAt } from "../../testing/season-plans";

const RECORD_COLUMNS = ["GP", "W", "L", "OTL", "PTS"] as const;
type Row = { team: string; own: boolean } & Record<(typeof RECORD_COLUMNS)[number], number>;

/** The board's rows, each cell found by its column header's text. */
async function boardRows(page: Page): Promise<Row[]> {
  const table = seasonScreen(page).standings.getByRole("table");
  const headers = (await table.locator("thead th").allTextContents()).map((text) => text.trim());
  for (const column of RECORD_COLUMNS) expect(headers, `a column headed ${column}`).toContain(column);
  const rows = await table.locator("tbody tr").all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = (await row.locator("th, td").allTextContents()).map((text) => text.trim());
      const value = (column: string) => Number(cells[headers.indexOf(column)]);
      return {
        team: cells[headers.indexOf("Team")] ?? "",
        own: (await row.getAttribute("data-own")) === "true",
        GP: value("GP"),
        W: value("W"),
        L: value("L"),
        OTL: value("OTL"),
        PTS: value("PTS"),
      };
    }),
  );
}

/** Every row a record a league could have after `games` game days. */
function expectPossibleRecords(rows: readonly Row[], games: number): void {
  expect(rows).toHaveLength(5);
  for (const row of rows) {
    const where = `${row.team} after ${games} games: ${row.GP} GP ${row.W} W ${row.L} L ${row.OTL} OTL ${row.PTS} PTS`;
    expect(row.W + row.L + row.OTL, where).toBe(row.GP);
    expect(row.PTS, where).toBe(2 * row.W + row.OTL);
    expect(row.GP, where).toBe(games);
  }
  expect(rows.filter((row) => row.own)).toHaveLength(1);
}

/** Neither the page nor the board scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => {
    const board = document.querySelector('[data-testid="standings"]');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      board: board ? board.scrollWidth - board.clientWidth : -1,
    };
  });
  expect(sizes, "sideways overflow (page, board)").toEqual({ page: 0, board: 0 });
}

let browser: BrowserSession | undefined;
afterAll(async () => browser?.close());

describe("the standings board", () => {
  it("shows possible hockey records after every game: GP, W, L, OTL and PTS that add up", { timeout: 180_000 }, async () => {
    // Game 1 played by the engine; the board before any game is game-full-season's (every row at 0 GP).
    const student = await studentIn("Rory", (stored) => studentAt(stored, { team: "strong", games: 1, cheerBonus: 0 }));
    browser = await openSeasonBrowser();
    const page = browser.page;
    await logIn(page, student);
    await openSeason(page);

    expectPossibleRecords(await boardRows(page), 1);
    for (let game = 2; game <= 3; game += 1) {
      await playOneGame(page, { start: "click", cheer: { style: "none" } });
      await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === game);
      if (game === 2) {
        const summary = summaryDialog(page);
        await summary.waitFor();
        await summary.getByRole("button", { name: "Continue Season" }).click();
        await summary.waitFor({ state: "hidden" });
      }
      await expect.poll(() => seasonScreen(page).counter.textContent()).toContain(`Game ${game + 1} of 12`);
      const rows = await boardRows(page);
      expectPossibleRecords(rows, game);
      // The own row is the server's record of the student's team.
      const { stats } = (await storedStudent(student._id)).season.homeTeam;
      expect(rows.find((row) => row.own)).toMatchObject({ GP: gamesPlayed(stats), W: stats.wins, L: stats.losses, OTL: stats.overtimeLosses, PTS: stats.points });
    }

    // Looked at: the board in its column on a laptop and on a tablet, nothing scrolling sideways.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expectNoSidewaysScroll(page);
    await shot(page, "standings-after-3");
    await saveScreenshot(seasonScreen(page).standings, "game-standings-board-1366x768.png");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(TABLET);
    await page.waitForTimeout(500);
    await expectNoSidewaysScroll(page);
    await seasonScreen(page).standings.scrollIntoViewIfNeeded();
    await shot(page, "standings-after-3");
    await saveScreenshot(seasonScreen(page).standings, "game-standings-board-768x1024.png");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(BIG);
  });
});

describe("the standings board with the longest names", () => {
  it("fits Glacier Hounds and Wolverines (level 3) in its column on a laptop and a tablet", { timeout: 120_000 }, async () => {
    // Seed 61 at level 3 with a weak team: after 3 games the board shows Glacier Hounds and Wolverines.
    const student = await studentIn("Lee", (stored) => studentAt(stored, { level: 3, seed: 61, games: 3, cheerBonus: 0 }));
    browser = await openSeasonBrowser();
    const page = browser.page;
    await logIn(page, student);
    await openSeason(page);
    const rows = await boardRows(page);
    expectPossibleRecords(rows, 3);
    expect(rows.map((row) => row.team)).toEqual(expect.arrayContaining(["Glacier Hounds", "Wolverines"]));
    for (const size of [BIG, TABLET]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(500);
      await expectNoSidewaysScroll(page);
      // Each name whole: no cell's text runs past its cell.
      const clipped = await seasonScreen(page).standings.locator("tbody td").evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
      expect(clipped).toEqual([]);
      await saveScreenshot(seasonScreen(page).standings, `game-standings-level3-board-${size.width}x${size.height}.png`);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
