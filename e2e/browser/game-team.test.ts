// The team page (docs/product.md#team-page; docs/product.md#lineup-rules; the budget rule,
// docs/product.md#budget-rules): a lineup signed by keyboard and by mouse, one insufficient-budget refusal, one release.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { eventually, freshStudent, logIn, onPath, shot, skipTutorials, tabTo, type StudentFixture } from "./game-helpers";

let browser: BrowserSession;
let page: Page;
let student: StudentFixture;

beforeAll(async () => {
  student = await freshStudent("Theo");
  await skipTutorials(student._id);
  browser = await openBrowser();
  page = browser.page;
  await logIn(page, student);
});
afterAll(async () => browser?.close());

const slot = (label: string) => page.getByRole("button", { name: new RegExp(`^${label} `) });
const confirmDialog = () => page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" });

async function signByMouse(slotLabel: string, playerName: string) {
  await slot(slotLabel).click();
  await page.getByRole("button", { name: new RegExp(`^${playerName} `) }).click();
  await confirmDialog().getByRole("button", { name: "Confirm" }).click();
}

describe("the team page", () => {
  it("shows the club, its money and rank, and six empty slots", async () => {
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await onPath(page, "/team");
    await page.getByRole("heading", { name: "Cedar Valley Cubs" }).waitFor();
    await page.getByRole("img", { name: "Cedar Valley Cubs logo" }).waitFor();
    const board = page.getByRole("group", { name: "Budget and rank" });
    for (const text of ["Total", "$15", "Remaining", "0 / 160"]) await board.getByText(text, { exact: true }).first().waitFor();
    for (const label of ["Forward 1", "Forward 2", "Forward 3", "Defense 1", "Defense 2", "Goalie"]) {
      await page.getByRole("button", { name: new RegExp(`^${label} Sign a`) }).waitFor();
    }
    await shot(page, "team");
    await expectNoSeriousA11yViolations(page);
  });

  it("signs a player by keyboard: board with the slot's tab first, then the confirmation", async () => {
    await tabTo(page, slot("Forward 1"));
    await page.keyboard.press("Enter");
    const board = page.getByRole("dialog", { name: "Sign a player: Forward 1" });
    await board.waitFor();
    expect(await board.getByRole("tab", { name: "Forwards" }).getAttribute("aria-selected")).toBe("true");
    // A defense slot opens its own tab first.
    const milo = board.getByRole("button", { name: /^Milo Marchetti / });
    await milo.waitFor();
    await board.getByRole("img", { name: "Overall rank 21 of 30" }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, "sign-board");
    await expectNoSeriousA11yViolations(page);
    await milo.focus();
    await page.keyboard.press("Enter");
    const confirm = confirmDialog();
    await confirm.waitFor();
    await confirm.getByText("$15 → $12").waitFor();
    await confirm.getByText("0 → 21").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "sign-confirm");
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Confirm" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: /^Forward 1 Milo Marchetti / }).waitFor();
    await eventually(student._id, (s) => s.fOne === "l1-f01");
  });

  it("refuses a player the budget cannot pay for, with the spec's words and two ways out", async () => {
    await signByMouse("Forward 2", "Ava Quill");
    await signByMouse("Forward 3", "Theo Pell");
    await signByMouse("Defense 1", "Eli Gale");
    await signByMouse("Goalie", "Leo Lachance");
    await page.getByRole("button", { name: /^Goalie Leo Lachance / }).waitFor();
    // $15 spent: the next $3 contract is refused.
    await slot("Defense 2").click();
    await page.getByRole("dialog", { name: "Sign a player: Defense 2" }).getByRole("tab", { name: "Defense" }).waitFor();
    await page.getByRole("button", { name: /^Zara Nash / }).click();
    await confirmDialog().getByText("not enough!").waitFor();
    await confirmDialog().getByRole("button", { name: "Confirm" }).click();
    const refused = page.getByRole("alertdialog", { name: "You don't have enough money in your budget for this player!" });
    await refused.getByText("You'll have to find a way to increase your budget.").waitFor();
    expect(await refused.getByRole("link", { name: "Go to Budget" }).getAttribute("href")).toBe("/budget");
    await page.waitForTimeout(300);
    await shot(page, "insufficient-budget");
    await expectNoSeriousA11yViolations(page);
    await refused.getByRole("button", { name: "Back to Team" }).click();
    await refused.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: /^Defense 2 Sign a/ }).waitFor();
  });

  it("releases a player before the season (no trade yet) and fills the lineup", async () => {
    await page.getByRole("button", { name: /^Forward 2 Ava Quill / }).click();
    const card = page.getByRole("dialog", { name: "Forward 2: Ava Quill" });
    await card.getByText("Offense 21 · Passing 17 · Defense 16").waitFor();
    expect(await card.getByRole("button", { name: "Trade" }).count()).toBe(0);
    await page.waitForTimeout(300);
    await shot(page, "player-card");
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("button", { name: "Release" }).click();
    const release = page.getByRole("alertdialog", { name: "Are you sure you want to release this player?" });
    await release.getByText("$0 → $3").waitFor();
    await release.getByRole("button", { name: "Release" }).click();
    await page.getByRole("button", { name: /^Forward 2 Sign a/ }).waitFor();
    await eventually(student._id, (s) => s.fTwo === null);

    await signByMouse("Defense 2", "Maya Halloway");
    await page.getByRole("button", { name: /^Defense 2 Maya Halloway / }).waitFor();
    await signByMouse("Forward 2", "Nora Zell");
    await page.getByRole("button", { name: /^Forward 2 Nora Zell / }).waitFor();
    const saved = await eventually(student._id, (s) => ["fOne", "fTwo", "fThree", "dOne", "dTwo", "gOne"].every((k) => s[k] !== null));
    expect((saved.objectives as Record<string, { isComplete: boolean }>).FILL_TEAM?.isComplete).toBe(true);
    await page.getByRole("group", { name: "Budget and rank" }).getByText("93 / 160").waitFor();
  });

  it("fits a 768x1024 screen: team, player card, sign board and confirmation", async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole("group", { name: "Budget and rank" }).waitFor();
    await shot(page, "team");
    await page.getByRole("button", { name: /^Goalie Leo Lachance / }).click();
    const card = page.getByRole("dialog", { name: "Goalie: Leo Lachance" });
    await card.getByText("Saves 20").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "player-card");
    await card.getByRole("button", { name: "Release" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Release" }).click();
    await slot("Goalie").and(page.getByRole("button", { name: /Sign a/ })).click();
    const board = page.getByRole("dialog", { name: "Sign a player: Goalie" });
    expect(await board.getByRole("tab", { name: "Goalies" }).getAttribute("aria-selected")).toBe("true");
    await page.waitForTimeout(300);
    await shot(page, "sign-board");
    await board.getByRole("button", { name: /^Ruby Merriweather / }).click();
    await confirmDialog().getByText("$3 → $0").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "sign-confirm");
    await expectNoSeriousA11yViolations(page);
    await confirmDialog().getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("button", { name: /^Goalie Ruby Merriweather / }).waitFor();
  });
});
