// The layout and axe checks of WCAG 2.2 AA that a screen's size or its text's spacing decide, shared
// by reflow.test.ts (the main pages) and axe-screens.test.ts (every other screen and dialog):
// - 1.4.10 Reflow: at 320 CSS px wide (a 1280 px window at 400%) the page does not scroll sideways
//   (widthOf);
// - 1.4.12 Text Spacing: the WCAG spacing forced on every element cuts off no text that was not cut
//   off before (clippedText, TEXT_SPACING);
// - axe-core's serious and critical violations (support/axe.ts, target-size on) at three widths.
import { expect } from "vitest";
import { seriousA11yViolations } from "../support/axe";
import { saveScreenshot, type Page } from "../support/browser";

export const NARROW = { width: 320, height: 640 } as const;
export const LAPTOP = { width: 1366, height: 768 } as const;
export const TABLET = { width: 768, height: 1024 } as const;

/** The three widths every screen is checked at: a school laptop, a tablet held upright, a 400% zoom. */
export const THREE_WIDTHS = [LAPTOP, TABLET, NARROW] as const;

// ---- 1.4.10 Reflow -------------------------------------------------------------------------------

/**
 * How wide the page is, and (to say what to fix) the elements that reach past the window's right
 * edge, outside any box that fits the window and keeps them in (a data table's own sideways scroll
 * is allowed).
 */
export async function widthOf(page: Page): Promise<{ scrollWidth: number; past: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let at = el?.parentElement ?? null; at && at !== document.body; at = at.parentElement) {
        const overflowX = getComputedStyle(at).overflowX;
        if (overflowX === "visible" || at.getBoundingClientRect().right > width + 1) continue;
        // A box of its own that keeps the overflow in (and fits the window itself): one that clips
        // on purpose (an ellipsis), or a data table's, which may scroll sideways (WCAG 1.4.10's
        // exception). A dialog or a page part that scrolls sideways to show its words is a loss.
        if (overflowX === "hidden" || overflowX === "clip") return true;
        const table = el?.closest("table");
        if (table && at.contains(table)) return true;
      }
      return false;
    };
    const describe = (el: Element) =>
      `${getComputedStyle(el).position} ${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").slice(0, 2).join(".")}` : ""}${el.id ? `#${el.id}` : ""}${el.getAttribute("aria-label") ? `[${el.getAttribute("aria-label")}]` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`;
    const past = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.right > width + 1 && !scrollsSideways(el);
      })
      // The outermost of each: its children say nothing more.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .map(describe);
    const all = Array.from(document.body.querySelectorAll("*")).filter((el) => el.getBoundingClientRect().right > width + 1);
    const outer = all.filter((el) => !all.some((other) => other !== el && other.contains(el))).slice(0, 8).map(describe);
    // Nothing past the edge outside a box that keeps it in, yet the page scrolls: what reaches past it at all.
    if (document.documentElement.scrollWidth > width + 1 && past.length === 0) past.push(...outer.map((line) => `inside a box: ${line}`));
    return { scrollWidth: document.documentElement.scrollWidth, past };
  });
}

// ---- Controls drawn over -----------------------------------------------------------------------------

/**
 * The controls in the window whose centre is another element's, drawn over them in the same layer
 * (Chip's picture over the tutorial's Back button at 320 px): neither a click nor the eye reaches
 * them there. What a fixed or sticky layer covers (the footer, a panel, a toast over the page
 * scrolling under it) is 2.4.11's, checked by Tab in reflow.test.ts; hidden inputs drawn by a
 * custom box (a tick box, a switch) are left out.
 */
export async function controlsDrawnOver(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Every element hit-tested as it is drawn: a picture that lets clicks through (pointer-events:
    // none) still hides the words under it.
    const seeAll = document.createElement("style");
    seeAll.textContent = "* { pointer-events: auto !important; }";
    document.head.append(seeAll);
    const layer = (el: Element | null): Element | null => {
      for (let at = el; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === "fixed" || position === "sticky") return at;
      }
      return null;
    };
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, a[href], select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), [role="slider"], [role="tab"]'));
    const found: string[] = [];
    for (const el of controls) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 8 || box.height < 8 || box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) continue;
      if (getComputedStyle(el).visibility === "hidden") continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      if (!top || el.contains(top) || top.contains(el)) continue;
      if (layer(top) !== layer(el)) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      found.push(`${el.tagName.toLowerCase()} "${name}" under ${top.tagName.toLowerCase()}${top.getAttribute("alt") ? ` [${top.getAttribute("alt")}]` : ""} "${(top.textContent ?? "").trim().slice(0, 30)}"`);
    }
    seeAll.remove();
    // A picture under a control without a background of its own, in the same layer: an outline
    // button's words over Chip, say, where they cannot be read (the hit test above sees the button,
    // drawn last, on top). A control on its own solid background (the clips' sound button) reads.
    const solid = (el: Element) => {
      const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
      const alpha = match?.[1]?.split(",")[3];
      return !!match && (alpha === undefined || Number(alpha) >= 0.95);
    };
    const pictures = Array.from(document.querySelectorAll("img, video")).filter((pic) => !pic.closest('[inert], [aria-hidden="true"]'));
    for (const el of controls) {
      if (el.closest('[inert], [aria-hidden="true"]') || solid(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 8 || box.height < 8) continue;
      for (const pic of pictures) {
        if (el.contains(pic) || pic.contains(el) || layer(pic) !== layer(el)) continue;
        const p = pic.getBoundingClientRect();
        const across = Math.min(box.right, p.right) - Math.max(box.left, p.left);
        const down = Math.min(box.bottom, p.bottom) - Math.max(box.top, p.top);
        if (across > 4 && down > 4) {
          const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
          found.push(`${el.tagName.toLowerCase()} "${name}" over a picture [${pic.getAttribute("alt") ?? ""}] by ${Math.round(across)}x${Math.round(down)} px`);
        }
      }
    }
    return found;
  });
}

// ---- 1.4.12 Text Spacing ---------------------------------------------------------------------------

/** WCAG 1.4.12's spacing, forced on everything (as the W3C's text-spacing bookmarklet does). */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Boxes that hide their overflow and have more text than they show: `mark` remembers the ones cut
 * off before the spacing (a name cut short on purpose, with its title), so that only what the
 * spacing cut off is reported. With a dialog open, only the dialog is read: the page behind it is
 * inert, and checked on its own.
 */
export async function clippedText(page: Page, mark: boolean): Promise<string[]> {
  return page.evaluate((marking) => {
    const hides = (value: string) => value === "hidden" || value === "clip";
    const clipped: string[] = [];
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')).filter((dialog) => dialog.getClientRects().length > 0);
    const roots = dialogs.length > 0 ? dialogs : [document.body];
    for (const el of roots.flatMap((root) => [root, ...Array.from(root.querySelectorAll<HTMLElement>("*"))])) {
      const style = getComputedStyle(el);
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      // A screen-reader-only box (1 px, clipped by design) or one not drawn.
      if (el.clientWidth <= 2 || el.clientHeight <= 2 || style.visibility === "hidden") continue;
      if (!(el.innerText ?? "").trim()) continue;
      const cutDown = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const cutAcross = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (!cutDown && !cutAcross) continue;
      if (marking) {
        el.dataset.clippedBefore = "true";
        continue;
      }
      if (el.dataset.clippedBefore) continue;
      clipped.push(
        `${el.tagName.toLowerCase()} "${el.innerText.trim().slice(0, 50)}" ${cutDown ? `${el.scrollHeight}>${el.clientHeight} high` : ""}${cutAcross ? ` ${el.scrollWidth}>${el.clientWidth} wide` : ""}`,
      );
    }
    return clipped;
  }, mark);
}

/**
 * The text newly cut off once the WCAG spacing is forced on the page as it is now (`photograph` is
 * called with the spacing on), the spacing taken off again after.
 */
export async function cutOffBySpacing(page: Page, photograph: () => Promise<unknown>): Promise<string[]> {
  await clippedText(page, true);
  const style = await page.addStyleTag({ content: TEXT_SPACING });
  await page.waitForTimeout(400);
  await photograph();
  const clipped = await clippedText(page, false);
  await style.evaluate((el) => (el as Element).remove());
  await page.evaluate(() => document.querySelectorAll<HTMLElement>("[data-clipped-before]").forEach((el) => delete el.dataset.clippedBefore));
  return clipped;
}

// ---- The layout as it is ---------------------------------------------------------------------------

/**
 * What is wrong with the layout on show, at the window's size as it is: the page wider than the
 * window (what reaches past its right edge), a control drawn over by another element or over a
 * picture (controlsDrawnOver), text cut off by a box that hides its overflow (clippedText). One line
 * each; none for a layout that shows everything.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await layoutSettled(page);
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  const problems: string[] = [];
  const { scrollWidth, past } = await widthOf(page);
  if (scrollWidth > width + 1 || past.length > 0) problems.push(`the page is ${scrollWidth} px wide in a ${width} px window: ${past.join("; ")}`);
  for (const line of await controlsDrawnOver(page)) problems.push(`a control drawn over: ${line}`);
  for (const line of await clippedText(page, false)) problems.push(`text cut off: ${line}`);
  return problems;
}

// ---- Every screen at three widths -------------------------------------------------------------------

/**
 * Waits until the page's CSS transitions and finite animations have run to their end (a dialog's
 * opening fade would otherwise be judged half-transparent), at most 3 s: a spinner never ends.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

export interface ScreenCheck {
  /**
   * The screen on show now, at 1366x768, 768x1024 and 320x640 (back to 1366x768 after): axe's
   * serious and critical violations at each, at 320 no sideways scroll and a screenshot
   * (`<prefix>-<name>-320x640.png`); with `spacing`, the WCAG text spacing at 1366x768 too.
   * `widths`: other widths than the three.
   */
  (name: string, options?: { spacing?: boolean; widths?: ReadonlyArray<{ width: number; height: number }> }): Promise<void>;
  /** Every problem found so far, one line each, named by screen and width. */
  problems: string[];
}

/** The check of every screen a file reaches; the file fails with `problems`, the whole list, at its end. */
export function screenChecks(page: Page, prefix: string): ScreenCheck {
  const problems: string[] = [];
  const check: ScreenCheck = Object.assign(async (name: string, { spacing = false, widths = THREE_WIDTHS }: { spacing?: boolean; widths?: ReadonlyArray<{ width: number; height: number }> } = {}) => {
    // The pointer off the last control clicked: a hovered button is a passing state, not the screen.
    await page.mouse.move(0, 0);
    for (const size of widths) {
      await page.setViewportSize(size);
      // The layout of the new width: a frame for the media queries, then any transition they start.
      await page.waitForTimeout(150);
      await layoutSettled(page);
      const at = `${name} at ${size.width}x${size.height}`;
      for (const line of await seriousA11yViolations(page)) problems.push(`${at}: ${line}`);
      for (const line of await controlsDrawnOver(page)) problems.push(`${at}: a control drawn over: ${line}`);
      if (size.width === NARROW.width) {
        await saveScreenshot(page, `${prefix}-${name}-${size.width}x${size.height}.png`);
        const { scrollWidth, past } = await widthOf(page);
        if (scrollWidth > NARROW.width + 1 || past.length > 0) problems.push(`${at}: the page is ${scrollWidth} px wide: ${past.join("; ")}`);
      }
      if (spacing && size.width === LAPTOP.width) {
        const clipped = await cutOffBySpacing(page, () => saveScreenshot(page, `${prefix}-spacing-${name}-${size.width}x${size.height}.png`));
        for (const line of clipped) problems.push(`${at}: text cut off with the WCAG text spacing: ${line}`);
      }
    }
    await page.setViewportSize(LAPTOP);
    await page.waitForTimeout(150);
  }, { problems });
  return check;
}

/** Fails with every problem the file's checks found (called once, at the end of a test or the file). */
export function expectNoProblems(checks: ScreenCheck, what: string): void {
  expect(checks.problems, what).toEqual([]);
}
