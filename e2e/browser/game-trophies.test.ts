// The trophies page (docs/product.md#trophies-page; docs/product.md#season-end): the trophy
// case, the cup overlay, the end-of-season choices, the promotion clips and the finale.
// Each student's state is made by the engine (startLevel, then moves through applyMove) and
// written with the Admin SDK, as the API would write it; only the opponents' ranks are set to
// the bottom of the level's own range (a draw the engine can make), so a best-value lineup
// wins the season.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredStudent } from "@rink/common";
import { OPPONENT_RANK_RANGE, promotionClips, remainingBudget, type Level, type Player, type SlotName, type Student } from "@rink/game";
import { beginLevel, applyOrThrow, playGames } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { eventually, hostingUrl, logIn, onPath, requestIdsOf, shot, tabTo, waitingLine, type StudentFixture } from "./game-helpers";
import { studentIn } from "./season-helpers";

// ---- Engine-made states ------------------------------------------------------------------

function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => choose(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}

const market = (s: Student, position: Player["playerPosition"]) =>
  s.players.filter((p) => p.playerAssignment === "marketPlayer" && p.playerPosition === position);

/** Signs the highest-ranked lineup the remaining budget pays for (or the cheapest one). */
function signLineup(s: Student, best: boolean): Student {
  let pick: Player[] = [];
  let score = -Infinity;
  for (const f of choose(market(s, "forward"), 3))
    for (const d of choose(market(s, "defense"), 2))
      for (const g of market(s, "goalie")) {
        const team = [...f, ...d, g];
        const cost = team.reduce((sum, p) => sum + p.playerCost, 0);
        const rank = team.reduce((sum, p) => sum + p.overallRank, 0);
        const value = best ? rank : -cost;
        if (cost <= remainingBudget(s) && value > score) [pick, score] = [team, value];
      }
  const slots: SlotName[] = ["fOne", "fTwo", "fThree", "dOne", "dTwo", "gOne"];
  return pick.reduce((acc, p, i) => applyOrThrow(acc, { type: "sign", slot: slots[i] ?? "gOne", playerId: p._id }), s);
}

/** Opponents at the bottom of the level's rank range: still a draw the engine's season can make. */
const weakOpponents = (s: Student): Student => ({
  ...s,
  season: { ...s.season, allOpponents: s.season.allOpponents.map((t) => ({ ...t, teamRank: OPPONENT_RANK_RANGE[s.level][0] })) },
});

/** A finished season with savings and a best-value lineup that earned both cups (first such seed). */
function seasonWithBothCups(stored: StoredStudent, level: Level, savings: number): Student {
  for (let seed = 1; seed < 60; seed += 1) {
    const s = playGames(signLineup(weakOpponents(applyOrThrow(beginLevel(stored, level, seed), { type: "setSavings", amount: savings })), true), 99);
    if (s.season.awards.thirdCup && s.season.awards.savingsCup) return s;
  }
  throw new Error("no seed earned both cups");
}

// ---- The browser -------------------------------------------------------------------------

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

async function openTrophies(student: StudentFixture): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, student);
  await page.goto(`${hostingUrl}/trophies`);
  await page.getByRole("heading", { name: "Trophy Case" }).waitFor();
}

/** The clip on screen: its dialog, named by its title. */
const clip = (title: string) => page.getByRole("dialog", { name: title });
const clipButton = (title: string) => clip(title).getByRole("button", { name: /^(Skip|Next|Continue)$/ });
/**
 * A clip's words as the dialog gives them to a screen reader: all its lines, there for as long as
 * the clip is. The line on screen changes every few seconds (ClipPlayer.test.tsx checks them line
 * by line), so a wait for one line could miss it.
 */
const clipWords = (title: string, captions: readonly string[]) => clip(title).getByText(captions.join(" "), { exact: true });

describe("the trophies page", () => {
  it("shows the case at level 2 mid-season: level 3 dimmed, cups open by tap and by Enter", async () => {
    const student = await studentIn("Tess", (stored) =>
      playGames(signLineup(applyOrThrow(beginLevel(stored, 2, 7), { type: "setSavings", amount: 10 }), false), 3),
    );
    await openTrophies(student);
    await page.getByRole("region", { name: "Level 3 cups, not reached yet" }).waitFor();
    await page.getByRole("region", { name: "Level 2 cups" }).waitFor();
    await page.getByRole("region", { name: "Level 1 cups" }).waitFor();
    expect(await page.getByText("Season complete!").count()).toBe(0);
    await page.waitForTimeout(300);
    await shot(page, "trophies");
    await expectNoSeriousA11yViolations(page);

    // Tap a cup: its overlay has the name, the description and the trophy picture.
    await page.getByRole("button", { name: /^Level 2 Savings Cup Not won yet$/ }).click();
    const overlay = page.getByRole("dialog", { name: "Level 2 Savings Cup" });
    await overlay.getByText("You finished the season with money still in savings. Saving first pays off!").waitFor();
    await overlay.getByRole("img", { name: "Level 2 Savings Cup trophy" }).waitFor();
    await overlay.getByText("Not won yet. Keep playing!").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "trophies-cup");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await overlay.waitFor({ state: "hidden" });

    // Keyboard: Tab to a dimmed cup and press Enter.
    const glacier = page.getByRole("button", { name: /^Grand Glacier Cup Locked$/ });
    await page.getByRole("heading", { name: "Trophy Case" }).click(); // Tab starts from the case
    await tabTo(page, glacier);
    await page.keyboard.press("Enter");
    const locked = page.getByRole("dialog", { name: "Grand Glacier Cup" });
    await locked.getByText("The major league's championship trophy, the biggest prize in the game: your team finished first.").waitFor();
    await locked.getByText("Reach Level 3 to play for this cup.").waitFor();
    await locked.getByRole("button", { name: "Back to Trophies" }).click();
    await locked.waitFor({ state: "hidden" });

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    await shot(page, "trophies");
    await page.getByRole("button", { name: /^Level 1 Top Three Cup/ }).click();
    await page.getByRole("dialog", { name: "Level 1 Top Three Cup" }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, "trophies-cup");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("promotes a level-1 champion: level-complete clip, level-2 intro, then level 2 at home", async () => {
    const student = await studentIn("Pia", (stored) => seasonWithBothCups(stored, 1, 1));
    await openTrophies(student);
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    expect(await page.getByRole("button", { name: "Accept Award" }).count()).toBe(0);
    await page.getByRole("button", { name: "Repeat Season" }).waitFor();
    await page.getByRole("button", { name: /^Level 1 Savings Cup Won!$/ }).waitFor();
    await shot(page, "trophies-season-end");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await shot(page, "trophies-season-end");
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByRole("button", { name: "Accept Promotion" }).click();
    const [levelComplete, levelIntro] = promotionClips(1);
    await clipWords("Level 1 Complete!", levelComplete!.captions).waitFor();
    expect(levelComplete!.captions[0]).toBe("You finished the junior league in the top three!");
    // The level's video plays (not its poster); its captions track is loaded but left to the
    // clip player's own caption line, so the words are not drawn twice.
    await clip("Level 1 Complete!").locator('[data-clip-video="clips/level-1-complete"][data-state="playing"]').waitFor();
    expect(await clip("Level 1 Complete!").locator("video").evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode)).toBe("hidden");
    await page.waitForTimeout(700); // the video's title has popped in
    await shot(page, "clip-level-complete");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await shot(page, "clip-level-complete");
    await page.setViewportSize({ width: 1366, height: 768 });
    await clipButton("Level 1 Complete!").click();
    await clipWords("Welcome to Level 2", levelIntro!.captions).waitFor();
    expect(levelIntro!.captions[0]).toBe("Welcome to the minor league!");
    await page.waitForTimeout(700);
    await shot(page, "clip-intro");
    await expectNoSeriousA11yViolations(page);
    await clipButton("Welcome to Level 2").click();
    await onPath(page, "/home");
    const promoted = await eventually(student._id, (s) => s.level === 2);
    expect((promoted.season as Student["season"]).inTransition).toBe(false);
    expect((promoted.awards as Student["awards"])["1"]).toMatchObject({ savingsCup: true, thirdCup: true });
  });

  it("offers only Repeat Season after a season without the cups, and it starts the season again", async () => {
    const student = await studentIn("Rudy", (stored) => playGames(signLineup(beginLevel(stored, 1, 3), false), 99));
    await openTrophies(student);
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    expect(await page.getByRole("button", { name: "Accept Promotion" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Accept Award" }).count()).toBe(0);
    await page.getByRole("button", { name: "Repeat Season" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Repeat this season?" });
    await page.waitForTimeout(300);
    await shot(page, "trophies-repeat");
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Repeat Season" }).click();
    await onPath(page, "/home");
    const again = await eventually(student._id, (s) => (s.season as Student["season"]).inTransition === false);
    expect(again.level).toBe(1);
    expect((again.season as Student["season"]).completedGames).toBe(0);
    expect(again.fOne).toBeNull();
  });

  it("repeats the season chosen while the network is gone, once it is back, and once", async () => {
    const student = await studentIn("Rhea", (stored) => playGames(signLineup(beginLevel(stored, 1, 3), false), 99));
    await openTrophies(student);
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    const repeatRequests = requestIdsOf(page, "repeatSeason");
    const context = page.context();
    await context.setOffline(true);
    try {
      await page.getByRole("button", { name: "Repeat Season" }).click();
      await page.getByRole("alertdialog", { name: "Repeat this season?" }).getByRole("button", { name: "Repeat Season" }).click();
      await waitingLine(page).waitFor({ timeout: 15_000 });
      await shot(page, "trophies-waiting-for-network");
      expect(((await eventually(student._id, () => true)).season as Student["season"]).inTransition, "nothing reached the server").toBe(true);
    } finally {
      await context.setOffline(false);
    }
    await onPath(page, "/home");
    const again = await eventually(student._id, (s) => (s.season as Student["season"]).inTransition === false);
    expect((again.season as Student["season"]).completedGames).toBe(0);
    // Every try of the request carried one id (the same request sent again): the server applies an id once.
    expect(new Set(repeatRequests).size, "one request for the choice").toBe(1);
    expect(await page.getByText("That change did not go through").count()).toBe(0);
  });

  it("lets a level-3 champion accept the award: the level-complete clip, the finale, and wonGame", async () => {
    const student = await studentIn("Ava", (stored) => seasonWithBothCups(stored, 3, 100));
    await openTrophies(student);
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    expect(await page.getByRole("button", { name: "Accept Promotion" }).count()).toBe(0);
    await page.getByRole("button", { name: "Accept Award" }).click();
    await clip("Level 3 Complete!").waitFor();
    await clipButton("Level 3 Complete!").click();
    const finale = page.getByRole("dialog", { name: "Champion Manager!" });
    await finale.getByText("Congratulations, Ava!", { exact: false }).waitFor();
    await shot(page, "finale");
    await expectNoSeriousA11yViolations(page);
    await eventually(student._id, (s) => s.wonGame === true);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    await shot(page, "finale");
    await finale.getByRole("button", { name: "See My Trophies" }).click();
    await finale.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "You won Rink Money!" }).waitFor();
    await shot(page, "trophies-won");
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
