// The game's highlight (docs/product.md#game-phases), shared by every level. Win: a home forward skates in
// and shoots, the goalie dives the wrong way, the net shakes, the goal lamp flashes and GOAL!
// pops over confetti. Loss: the same rush, but the shot rings off the post and flies away;
// SO CLOSE! and Next time! come up, and Chip the mascot gives a thumbs up.
import { el, picture, words, type Looks, type Scene } from "../stage";
import { easeInCubic, easeOutBack, easeOutCubic, progress, tween } from "../timeline";
import { confetti, crowd, iceFloor, lights, logoBug, together, token } from "./backdrop";

export interface HighlightCast {
  kind: "win" | "loss";
  /** Picture keys and ring colours: a home forward, the other team's goalie. */
  shooter: { key: string; colour: string };
  goalie: { key: string; colour: string };
  /** The words on screen, in order, in the clip's language: win ["GOAL!"], loss ["SO CLOSE!", "Next time!"] in English. */
  lines: readonly string[];
  /** When each line appears, seconds. */
  lineTimes: readonly number[];
  seconds: number;
}

const SHOT = 1.1;
/** When the shot reaches the net (win) or the post (loss), seconds: the sound follows it. */
export const PUCK_ARRIVES = 1.45;
const ARRIVES = PUCK_ARRIVES;

const net = `<svg width="220" height="240" viewBox="0 0 220 240">
  <path d="M20 230 L20 20 L190 20 L210 60 L210 230" fill="rgba(255,255,255,.55)" stroke="#D7263D" stroke-width="14" stroke-linejoin="round"/>
  <g stroke="#8E9AA6" stroke-width="3" opacity=".8">${Array.from({ length: 8 }, (_, i) => `<line x1="${30 + i * 22}" y1="26" x2="${30 + i * 22}" y2="226"/>`).join("")}${Array.from({ length: 8 }, (_, i) => `<line x1="26" y1="${40 + i * 26}" x2="204" y2="${40 + i * 26}"/>`).join("")}</g>
  <line x1="20" y1="20" x2="20" y2="230" stroke="#D7263D" stroke-width="16" stroke-linecap="round"/></svg>`;

export function highlight({ kind, shooter, goalie, lines, lineTimes, seconds }: HighlightCast): Scene {
  const win = kind === "win";
  const cast: Scene = {
    html:
      el("lamp-glow", { x: 1030, y: 180, w: 180, h: 180 }, "", "border-radius:50%;background:radial-gradient(rgba(255,80,80,.9),rgba(255,80,80,0) 70%)") +
      el("lamp", { x: 1085, y: 246, w: 70, h: 84 }, `<svg viewBox="0 0 70 84"><path d="M8 60 a27 44 0 0 1 54 0 z" fill="#D7263D" stroke="#0B1F3A" stroke-width="5"/><rect x="2" y="58" width="66" height="22" rx="5" fill="#0B1F3A"/></svg>`) +
      el("net", { x: 1020, y: 330, w: 220, h: 240 }, net) +
      token("goalie", goalie.key, { x: 880, y: 390, w: 170, h: 170 }, goalie.colour) +
      token("shooter", shooter.key, { x: 200, y: 400, w: 200, h: 200 }, shooter.colour) +
      el("trail", { x: -52, y: 582, w: 500, h: 18 }, "", "background:linear-gradient(90deg,rgba(11,31,58,0),rgba(11,31,58,.45));border-radius:9px;transform-origin:100% 50%") +
      el("puck", { x: 420, y: 580, w: 56, h: 22 }, "", "background:#0B1F3A;border-radius:50%;box-shadow:0 -5px 0 #13294D inset") +
      el("ding", { x: 1000, y: 300, w: 120, h: 120 }, `<svg viewBox="0 0 120 120"><path d="M60 0 L72 44 L120 60 L72 76 L60 120 L48 76 L0 60 L48 44 Z" fill="#FFD23F" stroke="#fff" stroke-width="4"/></svg>`) +
      words("line-0", { x: 90, y: 40, w: 1100, h: 220 }, lines[0] ?? "", `font-size:${win ? 200 : 150}px;white-space:nowrap`, "big fit") +
      (lines[1] ? words("line-1", { x: 190, y: 240, w: 900, h: 110 }, lines[1], "font-size:84px;white-space:nowrap;color:#fff;-webkit-text-stroke:5px #0B1F3A;paint-order:stroke fill", "fit") : "") +
      picture("mascot", win ? "mascot/cheer" : "mascot/thumbsUp", { x: 10, y: 390, w: 290, h: 320 }),
    looks: (t) => {
      // The rush: the shooter skates from the left, the puck on the stick, until the shot.
      const skaterX = tween(t, 0, SHOT, -420, 0, easeOutCubic) + tween(t, SHOT, SHOT + 1.5, 0, 200, easeOutCubic);
      const shot = progress(t, SHOT, ARRIVES);
      const puck = t < SHOT ? { x: skaterX, y: 0 } : flight(win, t, shot);
      const looks: Looks = {
        shooter: { x: skaterX, rotate: t < SHOT ? Math.sin(t * 14) * 4 : tween(t, SHOT, SHOT + 0.15, -14, 0) },
        puck,
        trail: { x: puck.x, y: puck.y, opacity: shot > 0 && shot < 1 ? 1 : 0, scaleX: 1 },
        goalie: win
          ? { x: tween(t, SHOT, ARRIVES, 0, -60), y: tween(t, SHOT, ARRIVES, 0, 70), rotate: tween(t, SHOT, ARRIVES, 0, -55) }
          : { x: tween(t, SHOT, ARRIVES, 0, 20), y: Math.sin(t * 6) * 4 },
        net: { x: win && t > ARRIVES ? Math.sin((t - ARRIVES) * 50) * 10 * Math.max(0, 1 - (t - ARRIVES) * 2) : 0 },
        "lamp-glow": { opacity: win && t > ARRIVES && Math.floor((t - ARRIVES) / 0.22) % 2 === 0 ? 1 : 0, scale: 1.2 },
        ding: { opacity: !win && t > ARRIVES && t < ARRIVES + 0.35 ? 1 : 0, scale: tween(t, ARRIVES, ARRIVES + 0.35, 0.3, 1.3), rotate: t * 90 },
        "line-0": { scale: tween(t, lineTimes[0] ?? 0, (lineTimes[0] ?? 0) + 0.5, 0, 1, easeOutBack), opacity: t < (lineTimes[0] ?? 0) ? 0 : 1 },
        mascot: { y: tween(t, (lineTimes[0] ?? 0) + 0.3, (lineTimes[0] ?? 0) + 0.8, 420, 0, easeOutBack) + (win ? -Math.abs(Math.sin(t * 5)) * 24 : 0) },
      };
      if (lines[1]) looks["line-1"] = { y: tween(t, lineTimes[1] ?? 0, (lineTimes[1] ?? 0) + 0.4, 60, 0, easeOutBack), opacity: tween(t, lineTimes[1] ?? 0, (lineTimes[1] ?? 0) + 0.2, 0, 1) };
      return looks;
    },
  };
  return together(lights(seconds), crowd(win ? 3 : 4, 40, 250, seconds, 10, (t) => (win ? progress(t, ARRIVES, ARRIVES + 0.2) : 0.4 * progress(t, ARRIVES, ARRIVES + 0.2) * (1 - progress(t, ARRIVES + 0.6, ARRIVES + 1.2)))), iceFloor(330), logoBug(), cast, win ? confetti(5, 60, ARRIVES + 0.1) : still());
}

const still = (): Scene => ({ html: "", looks: () => ({}) });

/** The puck's offset from its spot on the stick once shot: into the net, or off the post and away. */
function flight(win: boolean, t: number, shot: number): { x: number; y: number } {
  if (win) return { x: 700 * shot, y: -120 * shot + 40 * Math.sin(shot * Math.PI) * -1 };
  if (shot < 1) return { x: 610 * shot, y: -220 * easeInCubic(shot) };
  // Off the post: up and back over the rink, out of the picture.
  const away = progress(t, ARRIVES, ARRIVES + 0.8);
  return { x: 610 - 700 * away, y: -220 - 500 * easeOutCubic(away) };
}
