// Reset Season from the home page's header (docs/product.md#level-rules, docs/decisions.md#d71): a
// level-2 student three games into a season, with level 1's cups won, money rolled over and time
// played (the engine's studentAt, written with the Admin SDK), opens the question, cancels it (nothing
// changes), opens it again and resets. The season, its games, the objectives, the savings and the
// page visits are cleared, with the players and the lineup; the cups, the rolled-over money, the
// tutorials, the time played, the level and the total budget are kept.
import { afterAll, describe, expect, it } from "vitest";
import { budgetOf, formatMoney, levelCaps, newObjectives, teamRank, type Student } from "@rink/game";
import { studentAt } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openBrowser, type BrowserSession } from "../support/browser";
import { hostingUrl, logIn, onPath, readStudent, shot } from "./game-helpers";
import { studentIn } from "./season-helpers";

const LEVEL_ONE_CUPS = { savingsCup: true, thirdCup: true, firstCup: false };
const ROLLED_OVER = 7;
const PLAYED_MS = 25 * 60_000;

let browser: BrowserSession | undefined;
afterAll(async () => browser?.close());

const SLOTS = ["fOne", "fTwo", "fThree", "dOne", "dTwo", "gOne"] as const;

describe("Reset Season", () => {
  it("asks first, then clears this level's season and keeps the cups, the rolled-over money and the time played", { timeout: 120_000 }, async () => {
    let before: Omit<Student, "_id"> | undefined;
    const student = await studentIn("Remy", (stored) => {
      const midSeason = studentAt(stored, { level: 2, savings: 10, team: "strong", games: 3 });
      before = { ...midSeason, awards: { ...midSeason.awards, "1": LEVEL_ONE_CUPS }, rollOverBudget: ROLLED_OVER, timeSpent: PLAYED_MS };
      return before;
    });
    if (!before) throw new Error("no state was built");
    expect(before.season.completedGames).toBe(3);
    expect(SLOTS.every((slot) => before?.[slot] !== null)).toBe(true);

    browser = await openBrowser();
    const { page } = browser;
    await logIn(page, student);
    await page.goto(`${hostingUrl}/home`);
    await onPath(page, "/home");
    await page.getByText(`Savings: ${formatMoney(10)}`).waitFor();
    // Home as the spec draws it: the two bars with the engine's figures, and the four sticks' words.
    const { spent, savings, total } = budgetOf(before);
    await page.getByText(`${teamRank(before)} of ${levelCaps(before).teamRank}`, { exact: true }).waitFor();
    await page.getByText(`${formatMoney(spent)} spent of ${formatMoney(total - savings)}`, { exact: true }).waitFor();
    const sticks = page.getByRole("navigation", { name: "Where to next" });
    const STICKS: Array<[string, string]> = [
      ["TEAM", "Build your team by signing players!"],
      ["BUDGET", "Manage your team’s money."],
      ["SEASON", "Play games and win the championship!"],
      ["TROPHIES", "See your badges and trophies!"],
    ];
    for (const [label, words] of STICKS) {
      await sticks.getByText(label, { exact: true }).waitFor();
      await sticks.getByText(words, { exact: true }).waitFor();
    }

    const reset = page.getByRole("banner").getByRole("button", { name: "Reset Season" });
    const question = page.getByRole("alertdialog", { name: "Reset the season?" });
    await reset.click();
    await question.getByText("Your level 2 season starts over: your lineup, savings, objectives and games played are cleared.").waitFor();
    await expectNoSeriousA11yViolations(page);
    await shot(page, "reset-season-question");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    expect((await readStudent(student._id)).season).toEqual(before.season);

    await reset.click();
    await question.getByRole("button", { name: "Reset Season" }).click();
    await page.getByText("Season reset. Good luck!").waitFor();
    await question.waitFor({ state: "hidden" });
    await shot(page, "reset-season-done");

    const after = (await readStudent(student._id)) as unknown as Student;
    // Cleared: this level's season and its games, the objectives, the savings, the page visits, the lineup.
    expect(after.season.completedGames).toBe(0);
    expect(after.season.scoutingComplete).toBe(false);
    expect(after.seasons["2"]).toEqual([]);
    expect(after.objectives).toEqual(newObjectives());
    expect(after.savingsBudget).toBe(0);
    // Home's visit is recorded again at once (the student is on it); no other page's stays.
    expect(after.pagesVisited.filter((visited) => visited !== "home")).toEqual([]);
    expect(SLOTS.map((slot) => after[slot])).toEqual(SLOTS.map(() => null));
    expect(after.players.every((player) => player.playerAssignment === "marketPlayer" || player.playerAssignment === "scoutPlayer")).toBe(true);
    // Kept: the cups of every level, the rolled-over money, the tutorials, the time, the level and its budget.
    expect(after.awards).toEqual(before.awards);
    expect(after.rollOverBudget).toBe(ROLLED_OVER);
    expect(after.tutorials).toEqual(before.tutorials);
    expect(after.timeSpent).toBeGreaterThanOrEqual(PLAYED_MS);
    expect(after.level).toBe(2);
    expect(after.totalBudget).toBe(before.totalBudget);
    expect(after.seasons["1"]).toEqual(before.seasons["1"]);

    // The home page reads the fresh season: nothing saved, nobody signed.
    await page.getByText(`Savings: ${formatMoney(0)}`).waitFor();
    await page.getByText(`${formatMoney(0)} spent of ${formatMoney(after.totalBudget)}`).waitFor();
  });
});
