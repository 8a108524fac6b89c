// Form fields as the browser tests find, read and fill them: by label, their message, and the
// teacher registration form (docs/product.md#registration).
import type { Page } from "../support/browser";

/** A form control by its label (whose text ends in the required star). */
export function fieldByLabel(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** The message shown under a field (its accessible description); "" when there is none. */
export async function fieldMessage(page: Page, label: string): Promise<string> {
  const describedBy = await fieldByLabel(page, label).getAttribute("aria-describedby");
  if (!describedBy) return "";
  const texts = await Promise.all(describedBy.split(" ").map((one) => page.locator(`[id="${one}"]`).textContent()));
  return texts.join(" ").trim();
}

/** Fills every field with good values for the given account. */
export async function fillRegistration(page: Page, account: { email: string; userName: string; password: string }): Promise<void> {
  const field = (label: string) => fieldByLabel(page, label);
  await field("Name").fill("Robin Rinkside");
  await field("Email").fill(account.email);
  await field("School Name").fill("Maple Leaf Elementary");
  await field("School District").fill("North Shore District");
  await field("School Address").fill("12 Blue Line Road");
  await field("City").fill("Duluth");
  await field("State").selectOption("MN");
  await field("Zip Code").fill("55802");
  await field("Grade Taught").fill("5");
  await field("Class Size").fill("27");
  await field("Username").fill(account.userName);
  await field("Password").fill(account.password);
  await field("Confirm Password").fill(account.password);
}
