// The pieces every clip stands on: the arena (crowd, boards, ice), the programme logo as a
// broadcast corner mark, the mascot's speech bubble and confetti. Each is a small scene;
// `together` lays them on one stage.
import { art, el, escapeHtml, picture, STAGE, type Looks, type Scene } from "../stage";
import { easeOutBack, seeded, tween, wave } from "../timeline";

export function together(...scenes: Scene[]): Scene {
  return {
    html: scenes.map((s) => s.html).join("\n"),
    looks: (t) => scenes.reduce<Looks>((all, s) => ({ ...all, ...s.looks(t) }), {}),
  };
}

export const still = (html: string): Scene => ({ html, looks: () => ({}) });

const CROWD_COLOURS = ["#E8590C", "#FFD23F", "#2EC4B6", "#F4FAFD", "#D7263D", "#4F7CA8", "#9C6B30", "#7B3FA0"];

/**
 * Fans in the stands, in three layers that bounce in turn (`loop`: seconds in which each layer
 * bounces a whole number of times, so a looping clip meets itself). `excitement` (0..1) scales
 * the bounce: the crowd jumps at the big moments and sits still between them (which also keeps
 * the files small: still pictures cost the encoder almost nothing).
 */
export function crowd(seed: number, top: number, height: number, loop: number, bounce = 6, excitement: (t: number) => number = () => 1): Scene {
  const random = seeded(seed);
  const layers = ["", "", ""];
  for (let row = 0; row < 3; row++) {
    for (let x = -10 + row * 17; x < STAGE.width + 20; x += 34 + random() * 8) {
      const y = top + 28 + row * (height / 3.2) + random() * 6;
      const colour = CROWD_COLOURS[Math.floor(random() * CROWD_COLOURS.length)] ?? "#FFD23F";
      const layer = Math.floor(random() * 3);
      layers[layer] += `<circle cx="${x}" cy="${y}" r="13" fill="#F1C7A3" opacity="${0.75 + row * 0.1}"/><path d="M${x - 17} ${y + 34} q17 -30 34 0 z" fill="${colour}"/>`;
    }
  }
  const svg = (body: string) => `<svg width="${STAGE.width}" height="${height + 40}" viewBox="0 ${top - 20} ${STAGE.width} ${height + 40}">${body}</svg>`;
  return {
    html:
      el("crowd-bg", { x: 0, y: top - 20, w: STAGE.width, h: height + 20 }, "", "background:linear-gradient(#13294D,#1D3A66)") +
      layers.map((body, i) => el(`crowd-${i}`, { x: 0, y: top - 20, w: STAGE.width, h: height + 40 }, svg(body))).join(""),
    looks: (t) => Object.fromEntries(layers.map((_, i) => [`crowd-${i}`, { y: -Math.abs(wave(t, loop, bounce, i / 3)) * 9 * excitement(t) }])),
  };
}

/** The side view of the rink: boards with the game's colours and the ice in front of them. */
export function iceFloor(top: number): Scene {
  const panels = ["#0E95A0", "#E8590C", "#1D4E89", "#FFD23F"];
  const boards = panels
    .map((c, i) => `<rect x="${i * 320 + 6}" y="0" width="308" height="34" rx="6" fill="${c}" opacity=".9"/>`)
    .join("");
  return still(
    el("boards", { x: 0, y: top - 44, w: STAGE.width, h: 44 }, `<svg width="1280" height="44">${boards}<rect y="34" width="1280" height="10" fill="#F4FAFD"/></svg>`, "background:#0B1F3A") +
      el("ice", { x: 0, y: top, w: STAGE.width, h: STAGE.height - top }, "", "background:linear-gradient(#F4FAFD,#D6EEF7)") +
      el("red-line", { x: 632, y: top, w: 16, h: STAGE.height - top }, "", "background:#D7263D;opacity:.55") +
      el("blue-l", { x: 300, y: top, w: 14, h: STAGE.height - top }, "", "background:#1D4E89;opacity:.35") +
      el("blue-r", { x: 966, y: top, w: 14, h: STAGE.height - top }, "", "background:#1D4E89;opacity:.35"),
  );
}

/** Arena lights: two beams that sweep (periods per `loop` seconds). */
export function lights(loop: number): Scene {
  const beam = "background:linear-gradient(rgba(255,246,200,.28),rgba(255,246,200,0));clip-path:polygon(45% 0,55% 0,100% 100%,0 100%);transform-origin:50% 0";
  return {
    html:
      el("sky", { x: 0, y: 0, w: STAGE.width, h: STAGE.height }, "", "background:radial-gradient(ellipse at 50% 30%,#1D4E89,#0B1F3A 75%)") +
      el("beam-l", { x: 120, y: -20, w: 420, h: 760 }, "", beam) +
      el("beam-r", { x: 740, y: -20, w: 420, h: 760 }, "", beam),
    looks: (t) => ({ "beam-l": { rotate: 18 * wave(t, loop, 1) }, "beam-r": { rotate: -18 * wave(t, loop, 1) } }),
  };
}

/** The programme logo in the top corner, as a broadcast would show it. */
export const logoBug = (): Scene => still(picture("logo-bug", "rink-money-logo", { x: 1100, y: 14, w: 160, h: 140 }, "opacity:.95"));

/**
 * The mascot's speech bubble: pops in at `from`, shows `lines[i]` from `times[i]`; the words
 * swap with a little squash so a reader notices the new line.
 */
export function bubble(id: string, box: { x: number; y: number; w: number; h: number }, lines: readonly string[], times: readonly number[], tail: { side: "bottom" | "left"; at: number }): Scene {
  // The tail points at the speaker: down from the bottom edge, or out of the left edge.
  const tailSvg =
    tail.side === "bottom"
      ? `<svg style="position:absolute;left:${tail.at}px;top:${box.h - 12}px" width="64" height="56"><path d="M0 0 L64 0 L8 50 Z" fill="#fff"/><path d="M4 6 L8 50 L60 6" fill="none" stroke="#0B1F3A" stroke-width="6"/></svg>`
      : `<svg style="position:absolute;left:-54px;top:${tail.at}px" width="60" height="64"><path d="M60 0 L60 64 L4 8 Z" fill="#fff"/><path d="M54 4 L4 8 L54 60" fill="none" stroke="#0B1F3A" stroke-width="6"/></svg>`;
  // One size for all the lines, so the words do not jump: smaller when a line is long (3 rows).
  const longest = Math.max(...lines.map((line) => line.length));
  const inner =
    tailSvg +
    `<div id="${id}-text" style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;text-align:center;padding:12px 36px;color:#0B1F3A;font-size:${longest > 60 ? 38 : 44}px;line-height:1.2">${escapeHtml(lines[0] ?? "")}</div>`;
  const from = times[0] ?? 0;
  return {
    html: el(id, box, inner, `background:#fff;border:6px solid #0B1F3A;border-radius:36px;box-shadow:0 10px 0 rgba(11,31,58,.35);transform-origin:${tail.side === "bottom" ? "10% 100%" : "0 50%"}`),
    looks: (t) => {
      let index = 0;
      times.forEach((start, i) => {
        if (t >= start) index = i;
      });
      const since = t - (times[index] ?? 0);
      const squash = index > 0 && since < 0.25 ? 1 - 0.06 * Math.sin((since / 0.25) * Math.PI) : 1;
      return {
        [id]: { scale: tween(t, from - 0.3, from, 0, 1, easeOutBack) * squash, opacity: t < from - 0.3 ? 0 : 1 },
        [`${id}-text`]: { text: lines[index] ?? "" },
      };
    },
  };
}

const CONFETTI = ["#FFD23F", "#E8590C", "#2EC4B6", "#D7263D", "#F4FAFD", "#7B3FA0"];

/** Confetti that starts falling at `start` seconds. */
export function confetti(seed: number, count: number, start: number): Scene {
  const random = seeded(seed);
  const pieces = Array.from({ length: count }, (_, i) => ({
    id: `confetti-${seed}-${i}`,
    x: random() * STAGE.width,
    delay: random() * 1.2,
    speed: 260 + random() * 260,
    drift: 20 + random() * 40,
    spin: 180 + random() * 540,
    colour: CONFETTI[i % CONFETTI.length] ?? "#FFD23F",
    wide: random() > 0.5,
  }));
  return {
    html: pieces.map((p) => el(p.id, { x: p.x, y: -40, w: p.wide ? 26 : 14, h: p.wide ? 14 : 24 }, "", `background:${p.colour};border-radius:3px`)).join(""),
    looks: (t) =>
      Object.fromEntries(
        pieces.map((p) => {
          const s = t - start - p.delay;
          return [p.id, s < 0 ? { opacity: 0 } : { y: s * p.speed, x: Math.sin(s * 3 + p.x) * p.drift, rotate: s * p.spin, scaleX: Math.cos(s * 6 + p.delay * 9) }];
        }),
      ),
  };
}

/** A player's portrait as a round token ringed in the team's colour: on the ice, the ring tells the teams apart. */
export const token = (id: string, key: string, box: { x: number; y: number; w: number; h: number }, colour: string): string =>
  el(
    id,
    box,
    `<img alt="" src="${art(key)}" style="width:100%;height:100%;border-radius:50%">`,
    `border:9px solid ${colour};border-radius:50%;box-shadow:0 12px 10px rgba(11,31,58,.35);background:#fff`,
  );
