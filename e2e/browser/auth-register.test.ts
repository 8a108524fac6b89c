// Public teacher registration (docs/product.md#registration).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { showsProgrammeLogo } from "../support/programme-logo";
import { layoutProblems } from "./layout-checks";
import { unique } from "../support/server-sdk";
import { fieldByLabel, fieldMessage, fillRegistration } from "./form-fields";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

async function openForm() {
  await page.goto(`${hostingUrl}/register/teacher`);
  await page.getByRole("heading", { level: 1, name: "Teacher Registration" }).waitFor();
}

const field = (label: string) => fieldByLabel(page, label);

const messageOf = (label: string) => fieldMessage(page, label);

const fillGood = (id: string) => fillRegistration(page, { email: `robin${id}@example.com`, userName: `robin${id}`, password: "icetime99" });

describe("teacher registration", () => {
  it("at 1366x768 and 768x1024: the programme logo behind it, nothing cut off or drawn over, axe passing", async () => {
    for (const [width, height] of [
      [1366, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openForm();
      expect.soft(await layoutProblems(page), `the registration at ${width}x${height}`).toEqual([]);
      expect.soft(await showsProgrammeLogo(page), "the programme logo behind the registration (docs/product.md#routes)").toBe(true);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `register-${width}x${height}.png`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("shows the spec's messages for empty fields and focuses the first one", async () => {
    await openForm();
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("*Required.").first().waitFor();
    expect(await messageOf("Name")).toBe("*Required.");
    expect(await messageOf("State")).toBe("*Required.");
    expect(await messageOf("Grade Taught")).toBe("Required");
    expect(await messageOf("Class Size")).toBe("Required");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "register-errors-1366x768.png", { fullPage: true });
  });

  it("shows the spec's messages for invalid values, and clears them when fixed", async () => {
    await openForm();
    await fillGood(unique());
    await field("Name").fill("9 Lives");
    await field("Email").fill("not-an-email");
    await field("Zip Code").fill("123");
    await field("Grade Taught").fill("13");
    await field("Password").fill("short");
    await field("Confirm Password").fill("shorter");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Please enter a valid name.").waitFor();
    expect(await messageOf("Name")).toBe("Please enter a valid name.");
    expect(await messageOf("Email")).toBe("Please enter a valid email.");
    expect(await messageOf("Zip Code")).toBe("Please enter a valid zipcode.");
    expect(await messageOf("Grade Taught")).toBe("Invalid Grade");
    expect(await messageOf("Password")).toBe("Password must be at least 7 characters.");
    expect(await messageOf("Confirm Password")).toBe("Passwords do not match.");
    await field("Name").fill("Nine Lives");
    await expect.poll(() => messageOf("Name")).toBe("");
  });

  it("registers with good data, links to the teacher login, and the new account logs in", async () => {
    const id = unique();
    await openForm();
    await fillGood(id);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("status").filter({ hasText: "You're registered!" }).waitFor({ timeout: 20_000 });
    await saveScreenshot(page, "register-done-1366x768.png");
    await page.getByRole("link", { name: "Go To Teacher Login" }).click();
    await page.waitForURL((url) => url.pathname === "/login/teacher");
    await page.getByLabel("Username or Email").fill(`robin${id}`);
    await page.getByLabel("Password").fill("icetime99");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 20_000 });
  });

  it("shows 'Server Error. Could not register.' with the server's text when the username is taken", async () => {
    const id = unique();
    await openForm();
    await fillGood(id);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("status").filter({ hasText: "You're registered!" }).waitFor({ timeout: 20_000 });

    await openForm();
    await fillGood(id);
    await page.getByRole("button", { name: "Register" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Server Error. Could not register." });
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain("That username is already taken.");
    await saveScreenshot(page, "register-server-error-1366x768.png");
  });
});
