// The two screens every teacher page is checked at: a school laptop and a tablet held upright.
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./axe";

export const LAPTOP = { width: 1366, height: 768 } as const;
export const TABLET = { width: 768, height: 1024 } as const;

/**
 * Axe and a picture at both sizes of what is on screen now, then back to the laptop.
 * `shot` names the picture; it is given the name with the size appended.
 */
export async function checkBothSizes(page: Page, name: string, shot: (name: string) => Promise<unknown>): Promise<void> {
  // The pointer off the last button clicked: a hovered button is a passing state, not the page.
  await page.mouse.move(0, 0);
  for (const { width, height } of [LAPTOP, TABLET]) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousA11yViolations(page);
    await shot(`${name}-${width}x${height}`);
  }
  await page.setViewportSize(LAPTOP);
}
