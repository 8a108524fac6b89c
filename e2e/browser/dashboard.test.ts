import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { paintedContrast } from "../support/contrast";
import { showsProgrammeLogo } from "../support/programme-logo";
import { makeAdmin, makeStudent, makeTeacher } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

describe("the dashboard", () => {
  it("shows the four ways in: Student, Teachers, Registration and Admin Login, and the programme logo as a picture, not behind the page", async () => {
    const { page } = browser;
    await page.goto(`${hostingUrl}/dashboard`);
    for (const name of ["Student", "Teachers", "Registration", "Admin Login"]) {
      await page.getByRole("link", { name, exact: true }).waitFor({ state: "visible" });
    }
    // docs/product.md#routes: the one page without the logo as its background shows it as a picture.
    const logo = page.getByRole("img", { name: /programme logo/ });
    await logo.waitFor({ state: "visible" });
    expect(await logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), "the logo picture loaded").toBe(true);
    expect(await showsProgrammeLogo(page), "the programme logo behind the dashboard").toBe(false);
    await saveScreenshot(page, "dashboard-1366x768.png");
  });

  it.each([
    ["Student", "/login/student", "Student Login"],
    ["Teachers", "/login/teacher", "Teacher Login"],
    ["Registration", "/register/teacher", "Teacher Registration"],
    ["Admin Login", "/admin/login", "Admin Login"],
  ])("the %s entry leads to %s", async (name, expectedPath, heading) => {
    const { page } = browser;
    await page.goto(`${hostingUrl}/dashboard`);
    await page.getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === expectedPath);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor({ state: "visible" });
  });

  it("keeps each way in readable when pointed at: white words on the hover colour at >= 4.5:1", async () => {
    const { page } = browser;
    await page.goto(`${hostingUrl}/dashboard`);
    // Orange, teal and navy: the three solid colours of the app's buttons.
    for (const name of ["Student", "Teachers", "Registration"]) {
      const link = page.getByRole("link", { name, exact: true });
      await link.hover();
      // Judged once the hover colour has faded in.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
      // axe leaves a translucent (color-mix) background to review: measured here as painted.
      expect(await paintedContrast(link), `${name}, hovered`).toBeGreaterThanOrEqual(4.5);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `dashboard-hover-${name.toLowerCase()}-1366x768.png`);
    }
  });

  it("opens from the bare host name too", async () => {
    const { page } = browser;
    await page.goto(`${hostingUrl}/`);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("link", { name: "Student", exact: true }).waitFor({ state: "visible" });
  });
});

describe("an unknown path", () => {
  it("shows 'Page Not Found', and Go Home leads back to the dashboard", async () => {
    const { page } = browser;
    await page.goto(`${hostingUrl}/no/such/page`);
    const heading = page.getByRole("heading", { name: "Page Not Found" });
    await heading.waitFor();
    await expect(page.title()).resolves.toBe("Page Not Found");
    await saveScreenshot(page, "not-found-1366x768.png");
    await page.getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("link", { name: "Registration", exact: true }).waitFor({ state: "visible" });
  });
});

describe("an unknown path when signed in", () => {
  // Each role logs in through its own page, then mistypes a path: the 404 page, not a redirect,
  // and Go Home leads to that role's home.
  it.each([
    ["teacher", "/login/teacher", "Username or Email", "/teacher/home", "Teacher Dashboard"],
    ["admin", "/admin/login", "Username", "/admin", null],
    ["student", "/login/student", "Username", "/home", null],
  ] as const)("a signed-in %s sees 'Page Not Found', and Go Home leads to their home", async (role, loginPath, label, home, homeHeading) => {
    const session = await openBrowser();
    try {
      const { page } = session;
      const teacher = await makeTeacher();
      const account =
        role === "teacher" ? teacher : role === "admin" ? await makeAdmin() : ((await makeStudent(teacher.uid)) as { userName: string; password: string });
      await page.goto(`${hostingUrl}${loginPath}`);
      await page.getByLabel(label).fill(account.userName);
      await page.getByLabel("Password").fill(account.password);
      await page.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });

      await page.goto(`${hostingUrl}/no/such/page`);
      await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe("/no/such/page");
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `not-found-${role}-1366x768.png`);
      await page.getByRole("link", { name: "Go Home" }).click();
      await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
      if (homeHeading) await page.getByRole("heading", { level: 1, name: homeHeading }).waitFor({ timeout: 20_000 });
    } finally {
      await session.close();
    }
  });
});

describe("the API through Hosting", () => {
  it("answers /api/v1/health with success", async () => {
    const response = await fetch(`${hostingUrl}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it("answers an unknown API path with a 404 in the API's error shape", async () => {
    const response = await fetch(`${hostingUrl}/api/v1/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Not found" });
  });
});
