// Contrast as the browser paints it: colours with every opacity on the way up, on the backgrounds
// below them blended to an opaque colour. axe-core leaves a translucent or color-mix() background
// "to review" rather than failing it, which is how a 4.24:1 hover colour passed; this measures it.
// paintedContrast measures an element's words (hovered or not); the colour helpers serve any
// colour read from the page (a focus ring, a field's border: a11y-checks.test.ts).
import type { Locator } from "playwright-core";

export type Rgb = [number, number, number];
export type Rgba = [number, number, number, number];

/** A colour as getComputedStyle gives it: rgb(255 255 255 / 0.8), rgba(...), or for a color-mix() color(srgb 1 1 1 / 0.6). */
export function parseColour(colour: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return colour.startsWith("color(srgb") ? [r * 255, g * 255, b * 255, a] : [r, g, b, a];
}

/** `top` painted at `alpha` over the opaque `under`. */
export function blend(top: Rgba | Rgb, under: Rgb, alpha: number): Rgb {
  return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + under[i]! * (1 - alpha)) as Rgb;
}

/**
 * The opaque colour a stack of backgrounds paints: `layers` are the background colours from an
 * element up to the page's root, blended from the bottom (white) up.
 */
export function paintedBackground(layers: readonly string[]): Rgb {
  let background: Rgb = [255, 255, 255];
  for (const layer of [...layers].reverse()) {
    const colour = parseColour(layer);
    background = blend(colour, background, colour[3]);
  }
  return background;
}

const luminance = (rgb: Rgb) =>
  rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);

/** WCAG's contrast ratio of two opaque colours, to two decimals. */
export function contrastRatio(one: Rgb, other: Rgb): number {
  const [x, y] = [luminance(one), luminance(other)];
  return Math.round(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100;
}

/** The contrast of an element's words on what is painted behind them, as the page is now (hovered or not). */
export async function paintedContrast(element: Locator): Promise<number> {
  const { colour, layers, opacity } = await element.evaluate((target) => {
    const below: string[] = [];
    let faded = 1;
    for (let node: Element | null = target; node; node = node.parentElement) {
      below.push(getComputedStyle(node).backgroundColor);
      faded *= Number(getComputedStyle(node).opacity);
    }
    return { colour: getComputedStyle(target).color, layers: below, opacity: faded };
  });
  const background = paintedBackground(layers);
  const words = parseColour(colour);
  return contrastRatio(blend(words, background, words[3] * opacity), background);
}
