// A scene is plain HTML on a 1280x720 stage plus a function from time to each element's look
// (position offset, scale, turn, opacity, text). The page draws no animation of its own: the
// renderer applies one time's looks, takes the picture, and moves to the next frame.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../../scripts/stack/defaults";

export const STAGE = { width: 1280, height: 720 } as const;
export const MEDIA_DIR = path.join(ROOT, "web", "public", "media");

export interface Look {
  x?: number;
  y?: number;
  scale?: number;
  scaleX?: number;
  scaleY?: number;
  /** Degrees. */
  rotate?: number;
  opacity?: number;
  text?: string;
}
export type Looks = Record<string, Look>;

export interface Scene {
  /** The stage's elements; each one a scene moves has an id. */
  html: string;
  /** The looks at time t (seconds from the clip's start). */
  looks(t: number): Looks;
}

/** The game's own art (web/public/media/<key>.svg) as a data URL: a club's redrawn art flows into the clips on the next build. */
export function art(key: string): string {
  const svg = readFileSync(path.join(MEDIA_DIR, `${key}.svg`));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const place = (b: Box): string => `left:${b.x}px;top:${b.y}px;width:${b.w}px;height:${b.h}px`;

/** A positioned element; `style` adds to its box. */
export const el = (id: string, b: Box, inner: string, style = "", extraClass = ""): string =>
  `<div class="el ${extraClass}" id="${id}" style="${place(b)};${style}">${inner}</div>`;

/** A piece of the game's art in a box (scaled to fit, whatever the art's own size). */
export const picture = (id: string, key: string, b: Box, style = ""): string => el(id, b, `<img alt="" src="${art(key)}">`, style);

/**
 * Big readable words: centred in their box (class "big": the yellow headline look; class "fit":
 * one line whose size shrinks until it fits its box, FIT_TEXT, for a language whose words are longer).
 */
export const words = (id: string, b: Box, text: string, style: string, extraClass = ""): string =>
  el(id, b, `<span class="words">${escapeHtml(text)}</span>`, `display:flex;align-items:center;justify-content:center;text-align:center;${style}`, extraClass);

/**
 * Run once on the page before the first frame: each .fit element's words shrink, 2 px at a
 * time, until their line is no wider than the box less 80 px (room for a headline's pulse and
 * its stroke; layout sizes, which the frames' transforms do not change).
 */
export const FIT_TEXT = `for (const box of document.querySelectorAll('.fit')) {
  const line = box.querySelector('.words');
  let size = parseFloat(getComputedStyle(box).fontSize);
  while (line && line.offsetWidth > box.clientWidth - 80 && size > 24) { size -= 2; box.style.fontSize = size + 'px'; }
}`;

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page around a scene, scaled from the stage to the output size. */
export function page(scene: Scene, width: number): string {
  const scale = width / STAGE.width;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#0B1F3A;overflow:hidden}
*{animation:none!important;transition:none!important}
#stage{position:relative;width:${STAGE.width}px;height:${STAGE.height}px;overflow:hidden;transform-origin:0 0;transform:scale(${scale});
  font-family:"Trebuchet MS","DejaVu Sans","Liberation Sans",sans-serif;font-weight:800;color:#fff}
.el{position:absolute;transform-origin:50% 50%;box-sizing:border-box}
.el>img{display:block;width:100%;height:100%;object-fit:contain}
.big{color:#FFD23F;-webkit-text-stroke:6px #0B1F3A;paint-order:stroke fill;text-shadow:0 8px 0 rgba(11,31,58,.55);letter-spacing:2px}
</style></head><body><div id="stage">${scene.html}</div></body></html>`;
}
