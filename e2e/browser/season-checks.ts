// What a student reads after a game, checked against the game the server recorded: the
// jumbotron's words and score, the rank bars (the team that played, not the one the injuries
// left), the double-header summary's figures, and the standings board (every row a record).
import { expect } from "vitest";
import type { StoredStudent } from "@rink/common";
import { formatMoney, GAME_OUTCOME_MESSAGES, highlightVideo, levelKey, teamCost, teamRank, type GameResult } from "@rink/game";
import type { Page } from "../support/browser";
import { screenFrames, summaryDialog, type ScreenFrame } from "./season-helpers";

/** The game the server recorded last. */
export function lastResult(s: StoredStudent): GameResult {
  const result = s.seasons[levelKey(s.level)].at(-1);
  if (!result) throw new Error("no game recorded");
  return result;
}

/** The home bar's own rank: 'R' alone, or R from 'R + B cheer bonus'. */
function homeRank(frame: ScreenFrame): number {
  const detail = frame.bars.find((line) => / \+ \d cheer bonus$/.test(line));
  return Number(detail ? detail.split(" + ")[0] : frame.bars[2]);
}

/**
 * The result as the screen showed it, from the frames recorded since `from` (a game's start):
 * the outcome's words with its score in GAME_OVER, the highlight's caption, and in both the
 * bars of the team that played (`before`, the stored student as the puck started the game)
 * against the opponent it played.
 */
export async function expectResultShown(page: Page, from: number, before: StoredStudent, after: StoredStudent, game: number): Promise<void> {
  const frames = (await screenFrames(page)).slice(from);
  const result = lastResult(after);
  const [ours, theirs] = result.score;
  const opponent = before.season.allOpponents[before.season.currentOpponentIndex];
  if (!opponent) throw new Error("no opponent");
  const home = before.season.homeTeam;
  const words = GAME_OUTCOME_MESSAGES[result.messageIndex];
  const shown = frames.filter((f) => f.phase === "GAME_OVER" && f.message === words);
  expect(shown.length, `game ${game}: '${words}' on the jumbotron`).toBeGreaterThan(0);
  expect(shown.map((f) => f.score), `game ${game}: the score`).toContain(`Final score: ${home.name} ${ours}, ${opponent.name} ${theirs}`);
  const caption = highlightVideo(result.score) === "win" ? `Goal after goal: ${ours} to ${theirs}!` : `So close! ${ours} to ${theirs}. Next time!`;
  const highlight = frames.filter((f) => f.phase === "GAME_HIGHLIGHT");
  expect(highlight.map((f) => f.message), `game ${game}: the highlight's caption`).toContain(caption);
  for (const frame of [...shown, ...highlight]) {
    const at = `game ${game}, ${frame.phase} '${frame.message}': the bars`;
    expect(frame.bars[1], at).toBe(home.nameFull);
    expect(homeRank(frame), at).toBe(teamRank(before));
    expect(frame.bars.slice(-2), at).toEqual([opponent.nameFull, String(opponent.teamRank)]);
  }
}

/** The summary's tiles: label to value. */
async function summaryFigures(page: Page): Promise<Record<string, string>> {
  return summaryDialog(page).evaluate((dialog) =>
    Object.fromEntries(
      Array.from(dialog.querySelectorAll("dt"), (dt) => {
        const dd = dt.nextElementSibling;
        const note = dd?.querySelector("span")?.textContent ?? "";
        return [dt.textContent ?? "", (dd?.textContent ?? "").slice(0, (dd?.textContent ?? "").length - note.length)];
      }),
    ),
  );
}

/**
 * The double-header summary after game `game`: the season's wins and regulation losses (an
 * overtime loss is counted apart, as the standings count it), and the money of the team that played.
 */
export async function expectSummaryShown(page: Page, before: StoredStudent, after: StoredStudent, game: number): Promise<void> {
  const results = after.seasons[levelKey(after.level)];
  const wins = results.filter((r) => r.win).length;
  const regulationLosses = results.filter((r) => !r.win && r.points === 0).length;
  const figures = await summaryFigures(page);
  expect(figures, `the summary after game ${game}`).toMatchObject({
    Wins: String(wins),
    Losses: String(regulationLosses),
    "Money spent": formatMoney(teamCost(before)),
    Savings: formatMoney(after.savingsBudget),
  });
}

/**
 * The standings board's rows that no hockey league could show after `gamesPlayed` games of the
 * student's: read by the column headers GP, W, L, OTL and PTS, every row must add up (W + L +
 * OTL = GP, PTS = 2 W + OTL) and every team has played as many games as the student.
 */
export async function impossibleStandings(page: Page, gamesPlayed: number): Promise<string[]> {
  const table = await page.getByTestId("standings").evaluate((el) => {
    const t = el instanceof HTMLTableElement ? el : el.querySelector("table");
    if (!t) return null;
    const headers = Array.from(t.querySelectorAll("thead th"), (th) => (th.textContent ?? "").trim().toUpperCase());
    const rows = Array.from(t.querySelectorAll("tbody tr"), (tr) => Array.from(tr.querySelectorAll("th, td"), (c) => (c.textContent ?? "").trim()));
    return { headers, rows };
  });
  if (!table) return [`after ${gamesPlayed} games: no table in the standings`];
  const column = (name: string) => table.headers.indexOf(name);
  const missing = ["GP", "W", "L", "OTL", "PTS"].filter((name) => column(name) < 0);
  if (missing.length > 0) return [`after ${gamesPlayed} games: the standings have no ${missing.join(", ")} column (headers: ${table.headers.join(" ")})`];
  return table.rows.flatMap((row) => {
    const cell = (name: string) => Number(row[column(name)]);
    const [gp, w, l, otl, pts] = [cell("GP"), cell("W"), cell("L"), cell("OTL"), cell("PTS")];
    const problems: string[] = [];
    if (w + l + otl !== gp) problems.push("W + L + OTL ≠ GP");
    if (pts !== 2 * w + otl) problems.push("PTS ≠ 2 W + OTL");
    if (gp !== gamesPlayed) problems.push(`GP is not ${gamesPlayed}`);
    return problems.length > 0 ? [`after ${gamesPlayed} games: ${row.join(" ")}: ${problems.join(", ")}`] : [];
  });
}
