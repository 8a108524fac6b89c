// Keyboard-only journeys (WCAG 2.2 2.1.1 Keyboard; docs/accessibility.md): the page reports every
// mouse, pointer, touch and wheel event a person's hand makes, and what its live regions say, so a
// test that acts with page.keyboard alone can prove at its end that no hand touched the page.
// Shared by e2e/browser/game-keyboard-season.test.ts and e2e/browser/keyboard-only.test.ts.
import type { BrowserSession, Page } from "./browser";

declare global {
  interface Window {
    /** Tells the test of a mouse, pointer, touch or wheel event a person's hand made (kept by the test across page loads). */
    __rinkHand?: (event: string) => void;
    /** What the live regions said, in order: each region's words after each change. */
    __rinkSpoken?: Array<{ region: string; text: string }>;
  }
}

/**
 * Runs before the app in every document: counts the hand's events (a click the keyboard makes
 * has detail 0; a mouse's has 1 or more), and records what each live region says after each
 * change, as a screen reader hears a polite region (its whole text when aria-atomic).
 */
export function watchHandAndSpeech(): void {
  const hand = (event: string) => window.__rinkHand?.(event);
  const spoken: Array<{ region: string; text: string }> = [];
  window.__rinkSpoken = spoken;
  const where = (target: EventTarget | null) => (target instanceof Element ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ""}` : "window");
  const types = ["pointerdown", "pointerup", "pointermove", "mousedown", "mouseup", "mousemove", "touchstart", "touchend", "touchmove", "wheel", "contextmenu", "dblclick"];
  for (const type of types) {
    window.addEventListener(type, (event) => event.isTrusted && hand(`${type} on ${where(event.target)}`), { capture: true });
  }
  window.addEventListener("click", (event) => event.isTrusted && event.detail > 0 && hand(`mouse click on ${where(event.target)}`), { capture: true });
  const names = new WeakMap<Element, string>();
  const last = new Map<string, string>();
  const regionOf = (node: Node | null): Element | null => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    return element?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]') ?? null;
  };
  new MutationObserver((records) => {
    const changed = new Set<Element>();
    for (const record of records) {
      const region = regionOf(record.target);
      if (region) changed.add(region);
    }
    for (const region of changed) {
      if (!names.has(region)) names.set(region, region.getAttribute("data-testid") || region.id || region.getAttribute("role") || region.tagName.toLowerCase());
      const name = names.get(region) ?? "";
      const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text && last.get(name) !== text) {
        last.set(name, text);
        spoken.push({ region: name, text });
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Watches every page of `session` from its next document on: returns the list the hand's events
 * are added to (it must stay empty in a keyboard-only journey). Call before the first page.goto.
 */
export async function watchHand(session: BrowserSession): Promise<string[]> {
  const hand: string[] = [];
  await session.context.exposeFunction("__rinkHand", (event: string) => hand.push(event));
  await session.context.addInitScript(watchHandAndSpeech);
  return hand;
}

/** What the page's live regions said so far (this document's), in order. */
export const spokenSoFar = async (page: Page): Promise<Array<{ region: string; text: string }>> => (await page.evaluate(() => window.__rinkSpoken)) ?? [];
