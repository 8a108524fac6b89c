import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

/**
 * WCAG AA for text: every button's and toast's words against their own background, in every
 * state, computed from the theme's tokens as the app renders them (so a colour changed later
 * that breaks a pair fails here). axe-core in the browser tests sees only the state on screen;
 * hover and pressed are checked here.
 */
const AA = 4.5;

type Rgb = [number, number, number];

/** The hex a colour token (or a literal colour) finally stands for, in the light mode. */
function resolveColour(value: string): string {
  const literal = value.trim();
  if (literal === 'white') return '#FFFFFF';
  if (literal.startsWith('#')) return literal;
  const name = literal.replace(/^\{colors\.(.+)\}$/, '$1');
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token "${name}"`);
  // A semantic token keeps its light and dark values in its conditions; a plain one in its value.
  const conditions = token.extensions?.conditions as { base?: string; _light?: string } | undefined;
  const next = conditions ? (conditions._light ?? conditions.base) : token.originalValue;
  if (typeof next !== 'string') throw new Error(`Colour token "${name}" has no light value`);
  return resolveColour(next);
}

function rgb(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A colour drawn at `opacity` over `under`, as the browser blends it. */
function blend(over: Rgb, under: Rgb, opacity: number): Rgb {
  return over.map((c, i) => Math.round(c * opacity + (under[i] ?? 0) * (1 - opacity))) as Rgb;
}

function contrast(fg: Rgb, bg: Rgb): number {
  const [a, b] = [luminance(fg), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** 'colorPalette.solid' in a recipe, for one palette: 'brand.solid'. */
const inPalette = (value: string, palette: string) => value.replace(/^colorPalette\./, `${palette}.`);

/** Every palette a button or anything else is given in web/src, and brand, the page's own. */
function palettesUsed(): string[] {
  const found = new Set(['brand']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !entry.includes('.test.')) {
        const text = readFileSync(path, 'utf8');
        // colorPalette="orange", colorPalette: 'orange', colorPalette={current ? 'orange' : 'brand'}
        for (const match of text.matchAll(/colorPalette(?:=|:\s*)(\{[^}]*\}|["']\w+["'])/g)) {
          for (const word of (match[1] ?? '').matchAll(/["'](\w+)["']/g)) if (word[1]) found.add(word[1]);
        }
      }
    }
  };
  walk(join(__dirname, '..'));
  return [...found].sort();
}

const buttonSolid = system.getRecipe('button').variants.variant.solid as {
  bg: string;
  color: string;
  _hover: { bg: string };
  _active?: { bg: string };
  _expanded: { bg: string };
};

/** A background as drawn on the page: 'brand.solid/90' is brand.solid at 90% over the ice. */
function drawnBackground(value: string): Rgb {
  const [colour, percent] = value.split('/');
  const solid = rgb(resolveColour(colour ?? value));
  return percent ? blend(solid, rgb(resolveColour('ice')), Number(percent) / 100) : solid;
}

describe('solid buttons: white words on every palette, in every state', () => {
  const palettes = palettesUsed();

  it('finds the palettes the app uses', () => {
    expect(palettes).toEqual(expect.arrayContaining(['brand', 'navy', 'orange', 'red']));
  });

  for (const palette of palettes) {
    for (const [state, bg] of [
      ['at rest', buttonSolid.bg],
      ['hovered', buttonSolid._hover.bg],
      // With no pressed style of its own, a pressed button stays as it is at rest.
      ['pressed', buttonSolid._active?.bg ?? buttonSolid.bg],
      ['expanded', buttonSolid._expanded.bg],
    ] as const) {
      it(`${palette} ${state}: >= ${AA}:1`, () => {
        const ratio = contrast(rgb(resolveColour(inPalette(buttonSolid.color, palette))), drawnBackground(inPalette(bg, palette)));
        expect(ratio, `${palette} ${state}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA);
      });
    }
  }
});

describe('outline, ghost and subtle buttons: the palette words on light backgrounds', () => {
  const variants = system.getRecipe('button').variants.variant as Record<string, { color?: string; bg?: string; _hover?: { bg?: string } }>;
  for (const palette of palettesUsed()) {
    for (const name of ['outline', 'ghost', 'subtle'] as const) {
      const variant = variants[name] ?? {};
      const backgrounds = [variant.bg && variant.bg !== 'transparent' ? variant.bg : 'ice', variant._hover?.bg ?? 'ice', 'white'];
      it(`${palette} ${name}: >= ${AA}:1 at rest and hovered`, () => {
        const fg = rgb(resolveColour(inPalette(variant.color ?? 'navy.900', palette)));
        for (const bg of backgrounds) {
          const ratio = contrast(fg, rgb(resolveColour(inPalette(bg, palette))));
          expect(ratio, `${palette} ${name} on ${bg}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA);
        }
      });
    }
  }
});

describe('toasts: the title, description and close button on every type', () => {
  const toast = system.getSlotRecipe('toast').base as {
    root: Record<string, unknown> & { bg: string; color: string };
    description: { opacity?: string };
    closeTrigger: { color?: string };
  };
  const types: Record<string, { bg: string; color: string }> = {
    info: toast.root,
    loading: toast.root,
    success: toast.root['&[data-type=success]'] as { bg: string; color: string },
    warning: toast.root['&[data-type=warning]'] as { bg: string; color: string },
    error: toast.root['&[data-type=error]'] as { bg: string; color: string },
  };
  // What dims the words: the description's opacity, the close button's 'currentColor/NN'.
  const descriptionOpacity = Number(toast.description.opacity ?? 1);
  const closeOpacity = /currentColor\/(\d+)/.exec(toast.closeTrigger.color ?? '')?.[1];

  for (const [type, { bg, color }] of Object.entries(types)) {
    it(`${type}: >= ${AA}:1`, () => {
      const background = rgb(resolveColour(bg));
      const words = rgb(resolveColour(color));
      for (const [part, opacity] of [
        ['title', 1],
        ['description', descriptionOpacity],
        ['close button', closeOpacity ? Number(closeOpacity) / 100 : 1],
      ] as const) {
        const ratio = contrast(blend(words, background, opacity), background);
        expect(ratio, `${type} ${part}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA);
      }
    });
  }
});

/** WCAG AA for the parts of a control that are not words (1.4.11 Non-text Contrast). */
const NON_TEXT = 3;

describe('text fields and selects: their border, their only outline, on the backgrounds around it', () => {
  it(`field.border: >= ${NON_TEXT}:1 on white and on the page's ice`, () => {
    const border = rgb(resolveColour('field.border'));
    for (const background of ['white', 'ice']) {
      const ratio = contrast(border, rgb(resolveColour(background)));
      expect(ratio, `field.border on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(NON_TEXT);
    }
  });
});
