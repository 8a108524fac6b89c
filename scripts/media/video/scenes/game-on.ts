// Game on (spec point 2): the rink from above, the programme logo at centre ice, the puck
// sweeping a figure of eight and four skaters (the home team and the opponent, in their
// colours) chasing it, while the stands bounce. Every motion repeats a whole number of times
// per loop, so the last frame runs into the first without a seam. No words.
import { art, el, picture, STAGE, type Looks, type Scene } from "../stage";
import { wave } from "../timeline";
import { crowd, together } from "./backdrop";

export interface GameOnCast {
  home: { colour: string; players: readonly string[] };
  away: { colour: string; players: readonly string[] };
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
  /** The puck's path: a figure of eight across the rink, once per loop. */
  const puckAt = (t: number) => ({ x: CENTRE.x + 400 * wave(t, loop, 1), y: CENTRE.y + 150 * wave(t, loop, 2) });
  const skaters = [
    ...home.players.map((key, i) => ({ id: `home-${i}`, key, colour: home.colour, lag: 0.25 + i * 0.35, side: -1 })),
    ...away.players.map((key, i) => ({ id: `away-${i}`, key, colour: away.colour, lag: 0.45 + i * 0.4, side: 1 })),
  ];
  const SIZE = 120;
  const cast: Scene = {
    html:
      el("rink", RINK, rinkSvg) +
      picture("centre-logo", "rink-money-logo", { x: CENTRE.x - 105, y: CENTRE.y - 92, w: 210, h: 184 }, "opacity:.35") +
      skaters
        .map((s) =>
          el(
            s.id,
            { x: -SIZE / 2, y: -SIZE / 2, w: SIZE, h: SIZE },
            `<img alt="" src="${art(s.key)}" style="width:100%;height:100%;border-radius:50%">`,
            `border:8px solid ${s.colour};border-radius:50%;box-shadow:0 12px 10px rgba(11,31,58,.35);background:#fff`,
          ),
        )
        .join("") +
      el("puck", { x: -18, y: -18, w: 36, h: 36 }, "", "background:#0B1F3A;border-radius:50%;box-shadow:0 0 0 5px rgba(255,210,63,.9)"),
    looks: (t) => {
      const puck = puckAt(t);
      const looks: Looks = { puck };
      for (const s of skaters) {
        // Each skater follows where the puck was a moment ago, a little to one side, swaying.
        const p = puckAt(t - s.lag);
        looks[s.id] = { x: p.x + s.side * 40, y: p.y + s.side * 30 + 10 * wave(t, loop, 4, s.lag), rotate: 8 * wave(t, loop, 4, s.lag) };
      }
      return looks;
    },
  };
  return together(
    { html: el("sky", { x: 0, y: 0, w: STAGE.width, h: STAGE.height }, "", "background:#0B1F3A"), looks: () => ({}) },
    crowd(21, 0, 140, loop, 8),
    cast,
  );
}

