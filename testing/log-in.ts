// Signing a student in through the page, as a student does: the one sign-in e2e/ and tools/ use.
import type { Page } from "playwright-core";

/** Signs in through `origin`/login/student and waits for /home. */
export async function logInStudent(page: Page, origin: string, student: { userName: string; password: string }, timeoutMs = 30_000): Promise<void> {
  await page.goto(`${origin}/login/student`);
  await page.getByLabel("Username").fill(student.userName);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/home", { timeout: timeoutMs });
}
