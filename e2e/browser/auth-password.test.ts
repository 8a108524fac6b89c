// Forgot and reset password (docs/product.md#password-reset), end to end with the Auth
// emulator standing in for the e-mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { showsProgrammeLogo } from "../support/programme-logo";
import { layoutProblems } from "./layout-checks";
import { resetCodeFor } from "../support/auth-emulator";
import { makeTeacher } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

async function requestReset(email: string) {
  await page.goto(`${hostingUrl}/forgot-password`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await page.getByRole("status").filter({ hasText: "Check your email" }).waitFor({ timeout: 20_000 });
}

async function fillReset(email: string, password: string, verify: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("New Password").fill(password);
  await page.getByLabel("Verify Password").fill(verify);
  await page.getByRole("button", { name: "Reset Password" }).click();
}

describe("forgot password", () => {
  it("at 1366x768 and 768x1024: the programme logo behind it, nothing cut off or drawn over, axe passing", async () => {
    for (const [width, height] of [
      [1366, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${hostingUrl}/forgot-password`);
      await page.getByRole("heading", { level: 1, name: "Forgot Password" }).waitFor();
      expect.soft(await layoutProblems(page), `/forgot-password at ${width}x${height}`).toEqual([]);
      expect.soft(await showsProgrammeLogo(page), "the programme logo behind /forgot-password (docs/product.md#routes)").toBe(true);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `forgot-${width}x${height}.png`);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("says 'Email Required' for an empty address", async () => {
    await page.goto(`${hostingUrl}/forgot-password`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Email Required").waitFor();
  });

  it("shows the server's message after sending", async () => {
    const teacher = await makeTeacher();
    await requestReset(teacher.email);
    expect(await page.getByRole("status").textContent()).toContain("If that email is registered, a reset link is on its way.");
    await saveScreenshot(page, "forgot-sent-1366x768.png");
  });
});

describe("when the network is gone (cut in the browser)", () => {
  it("says 'Unexpected error sending email. Please try again' and logs it; sends once the network is back", async () => {
    const teacher = await makeTeacher();
    const logged: string[] = [];
    const listen = (message: { type(): string; text(): string }) => message.type() === "error" && logged.push(message.text());
    page.on("console", listen);
    await page.goto(`${hostingUrl}/forgot-password`);
    await page.getByLabel("Email").fill(teacher.email);
    await browser.context.setOffline(true);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Unexpected error sending email. Please try again", { exact: true }).waitFor({ timeout: 20_000 });
    expect(logged.some((line) => line.includes("Unexpected error sending email"))).toBe(true);
    await browser.context.setOffline(false);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("status").filter({ hasText: "Check your email" }).waitFor({ timeout: 20_000 });
    page.off("console", listen);
  });

  it("says 'Unexpected error resetting password. Please try again' and logs it", async () => {
    const logged: string[] = [];
    const listen = (message: { type(): string; text(): string }) => message.type() === "error" && logged.push(message.text());
    page.on("console", listen);
    await page.goto(`${hostingUrl}/reset/some-token`);
    await page.getByRole("heading", { level: 1, name: "Reset Password" }).waitFor();
    await browser.context.setOffline(true);
    await fillReset("someone@example.com", "newpass123", "newpass123");
    await page.getByText("Unexpected error resetting password. Please try again", { exact: true }).waitFor({ timeout: 20_000 });
    expect(logged.some((line) => line.includes("Unexpected error resetting password"))).toBe(true);
    await browser.context.setOffline(false);
    page.off("console", listen);
  });
});

describe("reset password", () => {
  it("at 1366x768 and 768x1024: the programme logo behind it, nothing cut off or drawn over, axe passing", async () => {
    for (const [width, height] of [
      [1366, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${hostingUrl}/reset/some-token`);
      await page.getByRole("heading", { level: 1, name: "Reset Password" }).waitFor();
      expect.soft(await layoutProblems(page), `/reset/some-token at ${width}x${height}`).toEqual([]);
      expect.soft(await showsProgrammeLogo(page), "the programme logo behind /reset/some-token (docs/product.md#routes)").toBe(true);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `reset-${width}x${height}.png`);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("checks the fields before sending", async () => {
    await page.goto(`${hostingUrl}/reset/some-token`);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter email and new password" }).waitFor();
    await fillReset("someone@example.com", "newpass123", "newpass124");
    await page.getByRole("alert").filter({ hasText: "Passwords do not match" }).waitFor();
    expect(await page.getByLabel("New Password").getAttribute("maxlength")).toBe("100");
  });

  it("resets a teacher's password from the e-mail link (?oobCode=), and the new password logs in", async () => {
    const teacher = await makeTeacher();
    await requestReset(teacher.email);
    const { oobCode } = await resetCodeFor(teacher.email);
    await page.goto(`${hostingUrl}/reset/email-link?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
    await fillReset(teacher.email, "brand-new-77", "brand-new-77");
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor({ timeout: 20_000 });
    await saveScreenshot(page, "reset-done-1366x768.png");

    await page.getByRole("link", { name: "Go To Teacher Login" }).click();
    await page.waitForURL((url) => url.pathname === "/login/teacher");
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill("brand-new-77");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 20_000 });
  });

  it("opens the link from the e-mail as the teacher would, onto the app's reset page", async () => {
    const teacher = await makeTeacher();
    await requestReset(teacher.email);
    // The e-mail, locally: the Auth emulator's out-of-band code for this address, with its link.
    const { oobCode, oobLink } = await resetCodeFor(teacher.email);
    await page.goto(oobLink);
    await page.waitForURL((url) => url.origin === new URL(hostingUrl).origin && url.pathname === "/reset/email-link", { timeout: 20_000 });
    const landed = new URL(page.url());
    expect(landed.searchParams.get("mode")).toBe("resetPassword");
    expect(landed.searchParams.get("oobCode")).toBe(oobCode);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "reset-from-email-link-1366x768.png");
    await fillReset(teacher.email, "from-the-mail-8", "from-the-mail-8");
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor({ timeout: 20_000 });

    await page.getByRole("link", { name: "Go To Teacher Login" }).click();
    await page.waitForURL((url) => url.pathname === "/login/teacher");
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill("from-the-mail-8");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 20_000 });
  });

  it("takes the code from the path too (/reset/{token})", async () => {
    const teacher = await makeTeacher();
    await requestReset(teacher.email);
    const { oobCode } = await resetCodeFor(teacher.email);
    await page.goto(`${hostingUrl}/reset/${encodeURIComponent(oobCode)}`);
    await fillReset(teacher.email, "another-88", "another-88");
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor({ timeout: 20_000 });
  });

  it("shows the server's message with Try Again for a bad link", async () => {
    await page.goto(`${hostingUrl}/reset?oobCode=not-a-real-code`);
    await fillReset("someone@example.com", "whatever-99", "whatever-99");
    await page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired" }).waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "reset-refused-1366x768.png");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByLabel("New Password").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("someone@example.com");
  });

  it("explains a link without a code", async () => {
    await page.goto(`${hostingUrl}/reset/email-link`);
    await page.getByRole("alert").filter({ hasText: "This link is not complete" }).waitFor();
    await page.getByRole("link", { name: "Get A New Link" }).waitFor();
  });
});
