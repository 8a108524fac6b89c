// The contrast of an element's words as the browser paints them now (hovered or not): its colour,
// with every opacity on the way up, on the backgrounds below it blended to an opaque colour.
// axe-core leaves a translucent or color-mix() background "to review" rather than failing it,
// which is how a 4.24:1 hover colour passed; this measures it.
import type { Locator } from "playwright-core";

export async function paintedContrast(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    // rgb(255 255 255 / 0.8), rgba(...), or for a color-mix() color(srgb 1 1 1 / 0.6).
    const parse = (colour: string): [number, number, number, number] => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return colour.startsWith("color(srgb") ? [r * 255, g * 255, b * 255, a] : [r, g, b, a];
    };
    const over = (top: number[], under: number[], alpha: number) => top.slice(0, 3).map((c, i) => c * alpha + (under[i] ?? 255) * (1 - alpha));
    const lum = (rgb: number[]) =>
      rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    // The backgrounds from the element up to the page, blended from the bottom (white) up.
    const layers: Array<[number, number, number, number]> = [];
    for (let node: Element | null = target; node; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
    let background = [255, 255, 255];
    for (const layer of layers.reverse()) background = over(layer, background, layer[3]);
    let opacity = 1;
    for (let node: Element | null = target; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    const colour = parse(getComputedStyle(target).color);
    const words = over(colour, background, colour[3] * opacity);
    const [x, y] = [lum(words), lum(background)];
    return Math.round(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100;
  });
}
