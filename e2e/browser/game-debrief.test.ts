// The season debrief (docs/product.md#debrief-page) at /season/debrief: after a season, the page ties the results to
// the money choices with the figures the engine stored (lastDebrief), and the trophies page
// links to it. The season is played by the engine (testing/season-plans.ts: startLevel, then moves
// through applyMove, injuries covered by the engine's own lineupAdvice plan), so the debrief and
// the injury log are the real ones, and written with the Admin SDK as the API would write it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredStudent } from "@rink/common";
import { formatMoney, injuryStory, lastDebrief, ordinal, type SeasonDebrief, type Student } from "@rink/game";
import { followAdvice, studentAt } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { freshStudent, hostingUrl, logIn, onPath, shot, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { storedStudent } from "./season-helpers";

// ---- Engine-made states ------------------------------------------------------------------

/** A whole level-1 season played with a cheap lineup and $2 saved (seeded, so the same every run). */
function finishedSeason(stored: StoredStudent): Student {
  const s = studentAt(stored, { savings: 2, games: 99, beforeGame: followAdvice });
  if (!s.season.inTransition) throw new Error("the season did not finish");
  return s;
}

/** A new student (tutorials done) in the state `build` makes from their stored document. */
async function studentIn(name: string, build: (stored: StoredStudent) => Student): Promise<{ fixture: StudentFixture; state: Student }> {
  const fixture = await freshStudent(name);
  await skipTutorials(fixture._id);
  const state = build(await storedStudent(fixture._id));
  await studentDoc(fixture._id).update({ ...state });
  return { fixture, state };
}

// ---- The browser -------------------------------------------------------------------------

let browser: BrowserSession;
let page: Page;

/** Render errors the router's error page caught (it hides them from the locators). */
const renderErrors: string[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("React Router caught")) renderErrors.push(message.text().slice(0, 300));
  });
});
afterAll(async () => browser?.close());

async function openAs(student: StudentFixture, pathname: string): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, student);
  await page.goto(`${hostingUrl}${pathname}`);
}

/** The whole page too, to look at below the fold. */
async function fullShot(name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await saveScreenshot(page, `game-${name}-${width}x${height}-full.png`, { fullPage: true });
}

describe("the season debrief", () => {
  it("shows the stored figures of the season just played, and links with the trophies page both ways", async () => {
    const { fixture, state } = await studentIn("Dee", finishedSeason);
    const debrief: SeasonDebrief | null = lastDebrief(state);
    if (!debrief) throw new Error("the season did not leave a debrief");
    expect(debrief.injuries.length).toBeGreaterThan(0);

    await openAs(fixture, "/season/debrief");
    await page.getByRole("heading", { name: "Season Debrief" }).waitFor();
    const main = page.getByRole("main");

    // What was saved and what it became.
    expect(await main.getByTestId("debrief-savings").textContent()).toBe(formatMoney(debrief.savings));
    expect(await main.getByTestId("debrief-rollover").textContent()).toBe(formatMoney(debrief.rolloverAvailable));
    if (debrief.savingsCup) {
      await main.getByText(`You finished the season with ${formatMoney(debrief.savings)} still in savings.`).waitFor();
      await main.getByText("That won the Level 1 Savings Cup!").waitFor();
    }
    await main.getByText(`${formatMoney(debrief.rolloverAvailable)} now waits for you`, { exact: false }).waitFor();

    // What was spent and on whom.
    await main.getByText(`You spent ${formatMoney(debrief.moneySpent)} of your ${formatMoney(debrief.totalBudget)} budget`, { exact: false }).waitFor();
    const starters = main.getByRole("table", { name: "Your starters at the end of the season" });
    for (const p of debrief.players) {
      const row = starters.getByRole("row", { name: new RegExp(`^${p.name}\\b`) });
      expect(await row.textContent()).toContain(`${formatMoney(p.cost)}${p.rank}`);
    }

    // How injuries were covered, in the engine's words.
    const injuries = main.getByTestId("debrief-injuries").getByRole("listitem");
    expect(await injuries.allTextContents()).toEqual(debrief.injuries.map(injuryStory));

    // The results and the one suggestion.
    await main.getByText(`Your team finished ${ordinal(debrief.place)} of ${debrief.teams} teams.`).waitFor();
    expect(await main.getByTestId("debrief-suggestion").textContent()).toBe(debrief.suggestion.text);

    await page.waitForTimeout(300);
    await shot(page, "debrief");
    await fullShot("debrief");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    await shot(page, "debrief");
    await fullShot("debrief");
    await page.setViewportSize({ width: 1366, height: 768 });

    // On to the trophies, and back through its link.
    await main.getByRole("button", { name: "Go to Trophies" }).click();
    await onPath(page, "/trophies");
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    const link = page.getByRole("link", { name: "Read Your Season Debrief" });
    await link.waitFor();
    await page.waitForTimeout(300);
    await shot(page, "trophies-debrief-link");
    await expectNoSeriousA11yViolations(page);
    await link.click();
    await onPath(page, "/season/debrief");
    await page.getByRole("heading", { name: "Season Debrief" }).waitFor();
    expect(await page.getByTestId("debrief-suggestion").textContent()).toBe(debrief.suggestion.text);
    expect(renderErrors).toEqual([]);
  });

  it("mid-season: a friendly note with the way to the season, and no debrief link on trophies", async () => {
    const { fixture } = await studentIn("Max", (stored) => studentAt(stored, { seed: 4, games: 3, beforeGame: followAdvice }));
    await openAs(fixture, "/season/debrief");
    await page.getByRole("heading", { name: "Season Debrief" }).waitFor();
    await page.getByText("Your season debrief appears here when your season ends.", { exact: false }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, "debrief-empty");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Go to the Season" }).click();
    await onPath(page, "/season");
    await page.goto(`${hostingUrl}/trophies`);
    await page.getByRole("heading", { name: "Trophy Case" }).waitFor();
    expect(await page.getByRole("link", { name: "Read Your Season Debrief" }).count()).toBe(0);
    expect(renderErrors).toEqual([]);
  });
});
