// Game on (docs/product.md#season-page): the rink from above, the programme logo at centre ice, the puck
// sweeping a figure of eight and four skaters (the home team and the opponent, in their
// colours) chasing it, while the stands bounce. Every motion repeats a whole number of times
// per loop, so the last frame runs into the first without a seam. No words.
import { el, picture, STAGE, type Looks, type Scene } from "../stage";
import { clamp, wave } from "../timeline";
import { crowd, together, token } from "./backdrop";

/** A team on the ice: its colour, two skaters' and a goalie's picture keys. */
export interface Side {
  colour: string;
  players: readonly string[];
  goalie: string;
}

export interface GameOnCast {
  home: Side;
  away: Side;
  /** Loop length, seconds. */
  loop: number;
}

const RINK = { x: 70, y: 150, w: 1140, h: 550 };
const CENTRE = { x: RINK.x + RINK.w / 2, y: RINK.y + RINK.h / 2 };

const rinkSvg = `<svg width="${RINK.w}" height="${RINK.h}" viewBox="0 0 ${RINK.w} ${RINK.h}">
  <rect x="4" y="4" width="${RINK.w - 8}" height="${RINK.h - 8}" rx="150" fill="#F4FAFD" stroke="#0B1F3A" stroke-width="8"/>
  <line x1="${RINK.w / 2}" y1="8" x2="${RINK.w / 2}" y2="${RINK.h - 8}" stroke="#D7263D" stroke-width="10" opacity=".6"/>
  <line x1="${RINK.w * 0.33}" y1="8" x2="${RINK.w * 0.33}" y2="${RINK.h - 8}" stroke="#1D4E89" stroke-width="10" opacity=".45"/>
  <line x1="${RINK.w * 0.67}" y1="8" x2="${RINK.w * 0.67}" y2="${RINK.h - 8}" stroke="#1D4E89" stroke-width="10" opacity=".45"/>
  <circle cx="${RINK.w / 2}" cy="${RINK.h / 2}" r="120" fill="none" stroke="#1D4E89" stroke-width="6" opacity=".45"/>
  <line x1="80" y1="20" x2="80" y2="${RINK.h - 20}" stroke="#D7263D" stroke-width="4" opacity=".5"/>
  <line x1="${RINK.w - 80}" y1="20" x2="${RINK.w - 80}" y2="${RINK.h - 20}" stroke="#D7263D" stroke-width="4" opacity=".5"/>
  <path d="M80 ${RINK.h / 2 - 50} a50 50 0 0 1 0 100 z" fill="#8FDCE2" opacity=".6"/>
  <path d="M${RINK.w - 80} ${RINK.h / 2 - 50} a50 50 0 0 0 0 100 z" fill="#8FDCE2" opacity=".6"/>
  <rect x="50" y="${RINK.h / 2 - 36}" width="30" height="72" fill="none" stroke="#D7263D" stroke-width="7"/>
  <rect x="${RINK.w - 80}" y="${RINK.h / 2 - 36}" width="30" height="72" fill="none" stroke="#D7263D" stroke-width="7"/>
</svg>`;

export function gameOn({ home, away, loop }: GameOnCast): Scene {
  /** The puck's path: a figure of eight from one end to the other, once per loop. */
  const puckAt = (t: number) => ({ x: CENTRE.x + 430 * wave(t, loop, 1), y: CENTRE.y + 150 * wave(t, loop, 2) });
  // Skaters follow where the puck was a moment ago (lag, seconds), each from its own side of it,
  // circling it (a whole number of turns per loop) so they spread out rather than pile up.
  const skaters = [
    ...home.players.map((key, i) => ({ id: `home-${i}`, key, colour: home.colour, lag: 0.15 + i * 0.5, angle: i * 0.5, reach: 110 + i * 40 })),
    ...away.players.map((key, i) => ({ id: `away-${i}`, key, colour: away.colour, lag: 0.35 + i * 0.45, angle: 0.25 + i * 0.5, reach: 130 + i * 30 })),
  ];
  const goalies = [
    { id: "home-goalie", key: home.goalie, colour: home.colour, x: RINK.x + 95 },
    { id: "away-goalie", key: away.goalie, colour: away.colour, x: RINK.x + RINK.w - 95 },
  ];
  const SIZE = 124;
  const box = { x: -SIZE / 2, y: -SIZE / 2, w: SIZE, h: SIZE };
  const cast: Scene = {
    html:
      el("rink", RINK, rinkSvg) +
      picture("centre-logo", "rink-money-logo", { x: CENTRE.x - 105, y: CENTRE.y - 92, w: 210, h: 184 }, "opacity:.35") +
      goalies.map((g) => token(g.id, g.key, { x: g.x - 50, y: CENTRE.y - 50, w: 100, h: 100 }, g.colour)).join("") +
      skaters.map((s) => token(s.id, s.key, box, s.colour)).join("") +
      el("puck", { x: -18, y: -18, w: 36, h: 36 }, "", "background:#0B1F3A;border-radius:50%;box-shadow:0 0 0 5px rgba(255,210,63,.9)"),
    looks: (t) => {
      const puck = puckAt(t);
      const looks: Looks = { puck };
      for (const s of skaters) {
        const p = puckAt(t - s.lag);
        const turn = 2 * Math.PI * (t / loop + s.angle);
        // Kept on the ice: clamping a looping path keeps it looping.
        looks[s.id] = {
          x: clamp(p.x + s.reach * Math.cos(turn), RINK.x + 100, RINK.x + RINK.w - 100),
          y: clamp(p.y + s.reach * 0.6 * Math.sin(turn), RINK.y + 75, RINK.y + RINK.h - 75),
          rotate: 8 * wave(t, loop, 4, s.lag),
        };
      }
      // Goalies slide across their crease, watching the puck's height.
      for (const g of goalies) looks[g.id] = { y: 0.35 * (puck.y - CENTRE.y), rotate: 5 * wave(t, loop, 2) };
      return looks;
    },
  };
  return together(
    { html: el("sky", { x: 0, y: 0, w: STAGE.width, h: STAGE.height }, "", "background:#0B1F3A"), looks: () => ({}) },
    crowd(21, 0, 140, loop, 8),
    cast,
  );
}
