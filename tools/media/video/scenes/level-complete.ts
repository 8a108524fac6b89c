// A level's end: LEVEL N COMPLETE! over a turning sunburst, the level's three cups rise one
// after another (the first-place cup in the middle, biggest), confetti falls and Chip the
// mascot jumps for joy while saying the clip's lines.
import type { Cup, LevelClip } from "@rink/game";
import { el, picture, words, type Scene } from "../stage";
import { easeOutBack, tween, wave } from "../timeline";
import { bubble, confetti, logoBug, lights, together } from "./backdrop";

export interface CompleteCast {
  clip: LevelClip;
  /** The words drawn, in the clip's language: LEVEL N COMPLETE!, and the mascot's lines in order. */
  headline: string;
  lines: readonly string[];
  cups: readonly Cup[];
  lineTimes: readonly number[];
  seconds: number;
}

const rays = (): string => {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI * 2) / 16;
    const b = a + Math.PI / 16;
    const p = (angle: number) => `${(450 + 450 * Math.cos(angle)).toFixed(1)},${(450 + 450 * Math.sin(angle)).toFixed(1)}`;
    return `<polygon points="450,450 ${p(a)} ${p(b)}" fill="#FFD23F" opacity=".22"/>`;
  }).join("");
  return `<svg width="900" height="900">${spokes}</svg>`;
};

/** When each cup (left, middle, right) lands after rising, seconds. */
export const CUP_LANDINGS = [1.5, 1.9, 2.3] as const;
const RISE = 0.6;

export function levelComplete({ clip, headline, lines, cups, lineTimes, seconds }: CompleteCast): Scene {
  // Middle: the first-place cup; left and right: savings and top three.
  const order = [cups.find((c) => c.key === "savingsCup"), cups.find((c) => c.key === "firstCup"), cups.find((c) => c.key === "thirdCup")];
  const slots = [
    { x: 330, y: 250, w: 180, h: 260 },
    { x: 545, y: 190, w: 230, h: 330 },
    { x: 810, y: 250, w: 180, h: 260 },
  ];
  const cast: Scene = {
    html:
      el("rays", { x: 210, y: -90, w: 900, h: 900 }, rays()) +
      el("stage-floor", { x: 0, y: 500, w: 1280, h: 220 }, "", "background:linear-gradient(#1D4E89,#0B1F3A)") +
      slots.map((slot, i) => { const cup = order[i]; return cup ? picture(`cup-${i}`, cup.image, slot) : ""; }).join("") +
      words("title", { x: 20, y: 40, w: 1080, h: 130 }, headline, "font-size:84px;white-space:nowrap", "big fit") +
      picture("mascot", "mascot/cheer", { x: 20, y: 300, w: 300, h: 330 }),
    looks: (t) => ({
      rays: { rotate: t * 8, opacity: tween(t, 0.6, 1.4, 0, 1) },
      title: { scale: tween(t, 0, 0.6, 0.3, 1, easeOutBack) * (1 + 0.03 * Math.max(0, wave(t, 1, 1))), opacity: tween(t, 0, 0.2, 0, 1) },
      "cup-0": { y: tween(t, CUP_LANDINGS[0] - RISE, CUP_LANDINGS[0], 500, 0, easeOutBack), rotate: wave(t, 2, 1) * 3 },
      "cup-1": { y: tween(t, CUP_LANDINGS[1] - RISE, CUP_LANDINGS[1], 560, 0, easeOutBack), scale: 1 + 0.04 * Math.max(0, wave(t, 1.2, 1)) },
      "cup-2": { y: tween(t, CUP_LANDINGS[2] - RISE, CUP_LANDINGS[2], 500, 0, easeOutBack), rotate: -wave(t, 2, 1) * 3 },
      // Chip jumps (a bounce every 0.8 s) once the cups are up.
      mascot: { x: tween(t, 0.2, 0.9, -400, 0, easeOutBack), y: t > 2 ? -Math.abs(wave(t, 1.6, 1)) * 40 : 0 },
    }),
  };
  return together(
    lights(seconds),
    cast,
    confetti(clip.level * 7, 70, 1.9),
    bubble("bubble", { x: 330, y: 530, w: 920, h: 170 }, lines, lineTimes, { side: "left", at: 40 }),
    logoBug(),
  );
}
