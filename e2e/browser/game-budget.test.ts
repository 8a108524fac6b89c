// The budget page (docs/product.md#budget-page; the savings slider and rollover, docs/product.md#savings-rules and docs/product.md#rollover;
// the 1 s debounce), and a change made on the server showing up without a reload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { eventually, freshStudent, hostingUrl, logIn, onPath, readStudent, shot, skipTutorials, studentDoc, tabTo, type StudentFixture } from "./game-helpers";

let browser: BrowserSession;
let page: Page;
let student: StudentFixture;

beforeAll(async () => {
  student = await freshStudent("Bea");
  await skipTutorials(student._id);
  browser = await openBrowser();
  page = browser.page;
  await logIn(page, student);
});
afterAll(async () => browser?.close());

const slider = () => page.getByRole("slider", { name: "Savings" });
const equation = () => page.getByRole("group", { name: /^Budget:/ });

describe("the budget page", () => {
  it("shows the equation and a stick slider from $0 to total minus spent, step $1", async () => {
    await page.getByRole("link", { name: /^BUDGET/ }).click();
    await onPath(page, "/budget");
    expect(await equation().getAttribute("aria-label")).toBe("Budget: $15 total minus $0 savings minus $0 spent equals $15 remaining");
    expect(await slider().getAttribute("aria-valuemin")).toBe("0");
    expect(await slider().getAttribute("aria-valuemax")).toBe("15");
    // One tick per dollar at $15 (no thinning at or below 15).
    for (const tick of ["$0", "$7", "$15"]) await page.getByText(tick, { exact: true }).first().waitFor();
    await shot(page, "budget");
    await expectNoSeriousA11yViolations(page);
    const visited = await eventually(student._id, (s) => (s.pagesVisited as string[]).includes("budget"));
    expect((visited.objectives as Record<string, { isComplete: boolean }>).LEARN_BUDGET?.isComplete).toBe(true);
  });

  it("moves savings with the keyboard and saves 1 s after the last change", async () => {
    await tabTo(page, slider());
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.getByRole("status").filter({ hasText: "Saving…" }).waitFor();
    expect((await readStudent(student._id)).savingsBudget).toBe(0); // still inside the debounce
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor({ timeout: 10_000 });
    expect((await readStudent(student._id)).savingsBudget).toBe(2);
    expect(await equation().getAttribute("aria-label")).toContain("$2 savings");
    expect(await equation().getAttribute("aria-label")).toContain("$13 remaining");
  });

  it("moves savings with the mouse", async () => {
    const control = await slider().evaluate((el) => {
      const track = el.closest("[data-part='root']")?.querySelector("[data-part='track']");
      const r = (track as HTMLElement).getBoundingClientRect();
      return { x: r.left, y: r.top + r.height / 2, w: r.width };
    });
    await page.mouse.click(control.x + control.w * 0.999, control.y);
    await expect.poll(() => slider().getAttribute("aria-valuenow")).toBe("15");
    await eventually(student._id, (s) => s.savingsBudget === 15);
    await page.mouse.click(control.x + 2, control.y);
    await expect.poll(() => slider().getAttribute("aria-valuenow")).toBe("0");
    await eventually(student._id, (s) => s.savingsBudget === 0);
  });

  it("offers last season's savings when there are some, and adds the chosen amount to the total", async () => {
    expect(await page.getByRole("button", { name: /Last Season/ }).count()).toBe(0);
    await studentDoc(student._id).update({ rollOverBudget: 6 });
    const open = page.getByRole("button", { name: "Use Last Season’s Savings ($6)" });
    await open.waitFor(); // arrives through the live listener, no reload
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Roll over your savings" });
    await dialog.getByText("Total budget: $15 → $21").waitFor();
    const rolloverSlider = dialog.getByRole("slider");
    await rolloverSlider.focus();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("Total budget: $15 → $20").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "rollover-dialog");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Add to Total Budget" }).click();
    await dialog.waitFor({ state: "hidden" });
    const saved = await eventually(student._id, (s) => s.totalBudget === 20);
    expect(saved.rollOverBudget).toBe(1);
    expect(await equation().getAttribute("aria-label")).toContain("$20 total");
    // Above $15 the ticks thin out: every $5.
    expect(await page.getByText("$7", { exact: true }).count()).toBe(0);
    await page.getByText("$20", { exact: true }).first().waitFor();
  });

  it("shows a change made on the server while the page is open", async () => {
    await page.goto(`${hostingUrl}/home`);
    await page.getByRole("heading", { name: "Welcome, Bea!" }).waitFor();
    await studentDoc(student._id).update({ firstName: "Robin" });
    await page.getByRole("heading", { name: "Welcome, Robin!" }).waitFor({ timeout: 10_000 });
    await shot(page, "home");
    await expectNoSeriousA11yViolations(page);
  });

  it("fits a 768x1024 screen: home, budget and the rollover dialog", async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole("heading", { name: "Welcome, Robin!" }).waitFor();
    await shot(page, "home");
    await page.getByRole("link", { name: /^BUDGET/ }).click();
    await onPath(page, "/budget");
    await slider().waitFor();
    await shot(page, "budget");
    await page.getByRole("button", { name: "Use Last Season’s Savings ($1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Roll over your savings" });
    await dialog.getByText("Total budget: $20 → $21").waitFor();
    await page.waitForTimeout(300);
    await shot(page, "rollover-dialog");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });
});
