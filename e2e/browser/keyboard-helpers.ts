// What a keyboard-only user does, shared by the keyboard journeys (game-keyboard-season.test.ts,
// keyboard-only.test.ts): reach a control with Tab or Shift+Tab, press it, type into a field, log
// in, and check that a dialog takes the focus and gives it back.
import { expect } from "vitest";
import type { Locator } from "playwright-core";
import type { Page } from "../support/browser";
import { hostingUrl, onPath, tabTo, type StudentFixture } from "./game-helpers";

/**
 * Reaches `target` with Tab when it comes after the focus in the page, Shift+Tab when before, as a
 * person goes back up a page (tabTo's own, once it is enabled and outside no open modal dialog).
 */
export async function keyTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  // Already there (the focus given back to it after a dialog): a person does not Tab away and round.
  if (await target.evaluate((el) => el === document.activeElement)) return;
  const before = await target.evaluate((el) => {
    const focused = document.activeElement;
    return !!focused && focused !== document.body && (el.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  if (!before) return tabTo(page, target);
  await expect.poll(() => target.isEnabled(), { timeout: 30_000 }).toBe(true);
  const handle = await target.elementHandle();
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press("Shift+Tab");
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
  }
  throw new Error(`Shift+Tab never reached ${target.toString()}`);
}

/** Reach `target` by keyboard and press `key` on it. */
export async function press(page: Page, target: Locator, key = "Enter"): Promise<void> {
  await keyTo(page, target);
  await page.keyboard.press(key);
}

/** A footer stick ('BUDGET', 'TEAM'...), reached by Tab and followed with Enter. */
export async function goTo(page: Page, stick: string, pathname: string): Promise<void> {
  await press(page, page.getByRole("link", { name: new RegExp(`^${stick}`) }));
  await onPath(page, pathname);
}

/** Tab to a field and type into it (what was there first selected and replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await keyTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

export const focusIn = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement));

/** A dialog takes the focus once it is open. */
export async function expectFocusIn(dialog: Locator, what: string): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => focusIn(dialog), { message: `${what} takes the focus` }).toBe(true);
}

/** After a dialog closes the focus is on `where` (the control that opened it, or what took its place), not lost on the page's body. */
export async function expectFocusBack(page: Page, where: Locator, what: string): Promise<void> {
  // A dialog gives the focus back once its closing animation ends: on a busy machine (ci3: two
  // focus returns at once, in a run where both lanes drew pages) that took more than expect.poll's
  // default second. A focus that never comes back fails, naming where it is instead.
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"` : "nothing";
  });
  try {
    await expect.poll(() => where.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
  } catch {
    throw new Error(`${what}: the focus is not back on ${where.toString()} within 5 s; it is on ${await focused()}`);
  }
}

/**
 * While a toast is open, the focused control is not under it (WCAG 2.4.11): the page scrolls it
 * clear (web/src/components/ui/toast-clearance.ts).
 */
export async function expectFocusClearOfToasts(page: Page, what: string): Promise<void> {
  const toast = page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');
  await toast.first().waitFor();
  const covered = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return "nothing has the focus";
      const box = focused.getBoundingClientRect();
      const toasts = Array.from(document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]')).map((el) => el.getBoundingClientRect());
      const meets = toasts.some((t) => t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom);
      return meets ? `${focused.getAttribute("aria-label") ?? focused.textContent} is under a toast` : "clear";
    });
  await expect.poll(covered, { message: `${what}: the focused control is clear of the toasts`, timeout: 2_000 }).toBe("clear");
  expect(await toast.count(), `${what}: a toast is still open`).toBeGreaterThan(0);
}

/**
 * A student logs in as the keyboard does it from the address bar: the first field has the focus,
 * the username typed, Tab, the password, Enter (`beforeTyping` looks at the page first).
 */
export async function logInByKeyboard(page: Page, student: Pick<StudentFixture, "userName" | "password">, beforeTyping?: () => Promise<void>): Promise<void> {
  await page.goto(`${hostingUrl}/login/student`);
  await page.getByLabel("Username").waitFor();
  await beforeTyping?.();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("username");
  await page.keyboard.type(student.userName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(student.password);
  await page.keyboard.press("Enter");
  await onPath(page, "/home");
}
