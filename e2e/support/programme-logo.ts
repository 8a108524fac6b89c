import type { Page } from "playwright-core";

/**
 * Whether the page shows the programme logo as its faint background (docs/product.md#routes): some
 * element's `::before` layer paints the logo file, visibly (not transparent, not hidden), and the
 * file itself loads. Read from the computed styles, as the browser paints them.
 */
export function showsProgrammeLogo(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const layer = Array.from(document.querySelectorAll("body *")).find((el) => {
      const before = getComputedStyle(el, "::before");
      return before.backgroundImage.includes("rink-money-logo.svg") && Number(before.opacity) > 0 && before.display !== "none" && getComputedStyle(el).visibility !== "hidden";
    });
    if (!layer) return false;
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(layer, "::before").backgroundImage)?.[1];
    return url !== undefined && (await fetch(url)).ok;
  });
}
