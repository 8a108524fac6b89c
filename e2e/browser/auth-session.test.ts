// The session (docs/product.md#session): logout with confirmation saves time spent first;
// closing the tab saves it too.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { db, makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { skipLevelIntro } from "./game-helpers";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;

beforeAll(async () => {
  teacher = await makeTeacher();
});
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterEach(async () => browser?.close());

async function timeSpentOf(uid: string): Promise<number> {
  const snapshot = await db().collection("students").doc(uid).get();
  return Number(snapshot.get("timeSpent") ?? 0);
}

async function logInAsNewStudent() {
  const student = await makeStudent(teacher.uid, { firstName: "Tess", lastName: "Timer" });
  await page.goto(`${hostingUrl}/login/student`);
  await page.getByLabel("Username").fill(student.userName);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/home", { timeout: 20_000 });
  await skipLevelIntro(page);
  return student;
}

/** Whether the browser holds a signed-in user (IndexedDB: the first persistence the app gives Firebase Auth). */
const storedUser = (): Promise<boolean> =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("firebaseLocalStorageDb");
        open.onerror = () => resolve(true);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("firebaseLocalStorage")) return resolve(false);
          const keys = db.transaction("firebaseLocalStorage").objectStore("firebaseLocalStorage").getAllKeys();
          keys.onerror = () => resolve(true);
          keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith("firebase:authUser")));
        };
      }),
  );

/**
 * Logout moves to /dashboard first, then signs out here (useLogout.ts says why): the stored user
 * is gone once Firebase has signed out. A page opened before that would still find it (the reload
 * that once kept /home open in CI).
 */
async function signedOutHere(): Promise<void> {
  await expect.poll(storedUser, { timeout: 20_000, message: "the browser still holds the signed-in user" }).toBe(false);
}

describe("logging out", () => {
  it("asks for confirmation, saves time spent, and returns to /dashboard", async () => {
    const student = await logInAsNewStudent();
    const before = await timeSpentOf(student._id);
    await page.waitForTimeout(2_500);

    const exit = page.getByRole("button", { name: "Exit" });
    await exit.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to log out?").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.waitForTimeout(400); // the opening animation
    await saveScreenshot(page, "logout-confirm-1366x768.png");

    // Cancel keeps the student in the game.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/home");

    await exit.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 20_000 });

    const after = await timeSpentOf(student._id);
    expect(after - before).toBeGreaterThanOrEqual(2_000);
    expect(after - before).toBeLessThan(120_000);
    expect(await page.evaluate(() => sessionStorage.getItem("rink.sessionStartedAt"))).toBeNull();

    // Logged out: the game is closed to this browser now.
    await signedOutHere();
    await page.goto(`${hostingUrl}/home`);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });

  it("logs out even when the time-spent save fails, and logs the failure", async () => {
    const student = await logInAsNewStudent();
    const before = await timeSpentOf(student._id);
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    // The server refuses the save (the game's moves go to PUT /student/{id}; logout's own call is another path).
    const timeSave = (url: URL) => url.pathname === `/api/v1/student/${student._id}`;
    await page.route(timeSave, (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Server is down" }) }));
    expect(await storedUser(), "the signed-in user is stored in the browser").toBe(true);
    await page.getByRole("button", { name: "Exit" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 20_000 });
    expect(logged.some((line) => line.includes("Unexpected error saving time spent"))).toBe(true);
    expect(await timeSpentOf(student._id)).toBe(before);
    await signedOutHere();
    await page.goto(`${hostingUrl}/home`);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });

  it("works from the keyboard: Escape cancels, Enter on Log Out logs out", async () => {
    await logInAsNewStudent();
    const exit = page.getByRole("button", { name: "Exit" });
    await exit.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    // Cancel has focus first, so a stray Enter never logs out.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await exit.focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Log Out");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 20_000 });
  });
});

describe("closing the tab", () => {
  it("saves the time spent", async () => {
    const student = await logInAsNewStudent();
    const before = await timeSpentOf(student._id);
    await page.waitForTimeout(2_500);
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await timeSpentOf(student._id)) - before, { timeout: 15_000, interval: 500 })
      .toBeGreaterThanOrEqual(2_000);
  });
});
