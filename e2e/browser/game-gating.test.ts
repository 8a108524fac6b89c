// Page gating (docs/product.md#gating-rules; docs/product.md#navigation): early visits
// redirect at level 1 and level 2, visits are recorded, and the footer follows the rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { eventually, freshStudent, hostingUrl, logIn, onPath, skipLevelIntro, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ width: 768, height: 1024 });
  page = browser.page;
});
afterAll(async () => browser?.close());

const footer = () => page.getByRole("navigation", { name: "Game pages" });

async function visit(path: string, expected: string) {
  await page.goto(`${hostingUrl}${path}`);
  await onPath(page, expected);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("gating at level 1", () => {
  let student: StudentFixture;

  it("sends a new student from every tutorial-locked page back home", async () => {
    student = await freshStudent("Lev");
    await logIn(page, student);
    await skipLevelIntro(page);
    await page.getByRole("heading", { level: 1, name: "HOME" }).waitFor();
    for (const path of ["/budget", "/team", "/scout", "/season"]) await visit(path, "/home");
    // Trophies is always open.
    await visit("/trophies", "/trophies");
    await page.getByRole("heading", { level: 1, name: "TROPHIES" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("opens budget after the home tutorial, team after the budget tutorial, and sends scout back to team", async () => {
    await studentDoc(student._id).update({ "tutorials.home": true });
    await visit("/budget", "/budget");
    await page.getByRole("heading", { level: 1, name: "BUDGET" }).waitFor();
    await visit("/team", "/home");
    await studentDoc(student._id).update({ "tutorials.budget": true });
    await visit("/team", "/team");
    await visit("/scout", "/team");
    await visit("/season", "/team");
  });
});

describe("gating at level 2", () => {
  it("needs home visited first, and team needs budget visited; the footer agrees", async () => {
    const student = await freshStudent("Lou");
    await skipTutorials(student._id, { level: 2, totalBudget: 150, pagesVisited: [] });
    await page.goto(`${hostingUrl}/dashboard`);
    await logIn(page, student);
    await eventually(student._id, (s) => (s.pagesVisited as string[]).includes("home"));

    // Level 2: Team waits for a budget visit, Season for a full lineup.
    expect(await footer().getByRole("button", { name: "Team" }).isDisabled()).toBe(true);
    expect(await footer().getByRole("button", { name: "Season" }).isDisabled()).toBe(true);
    await footer().getByRole("link", { name: "Trophies" }).waitFor();
    await visit("/team", "/home");

    await footer().getByRole("link", { name: "Budget" }).click();
    await onPath(page, "/budget");
    await eventually(student._id, (s) => (s.pagesVisited as string[]).includes("budget"));
    // Level 2 steps the savings slider by $10.
    expect(await page.getByRole("slider", { name: "Savings" }).getAttribute("aria-valuemax")).toBe("150");
    await page.getByRole("slider", { name: "Savings" }).focus();
    await page.keyboard.press("ArrowRight");
    await eventually(student._id, (s) => s.savingsBudget === 10);

    await footer().getByRole("link", { name: "Team" }).click();
    await onPath(page, "/team");
    await page.getByRole("heading", { name: "Cedar Valley Currents" }).waitFor();
    expect(await footer().getByRole("button", { name: "Season" }).isDisabled()).toBe(true);
    // From level 2 the season page itself needs only the home visit; its footer button waits for the lineup.
    await visit("/season", "/season");
    await eventually(student._id, (s) => (s.pagesVisited as string[]).includes("season"));

    // A season reset clears the visits: home again first.
    await studentDoc(student._id).update({ pagesVisited: [] });
    await page.getByRole("heading", { level: 1, name: "HOME" }).waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
