// A level's intro: LEVEL N pops up, Chip the mascot skates in waving and says the clip's
// lines (the game's own words, game/src/content/clips.ts, in the clip's language: words.ts), and the level's home team rolls
// in (its logo, name and three of its players) while Chip points at them.
import type { LevelClip, TeamInfo } from "@rink/game";
import { picture, words, type Looks, type Scene } from "../stage";
import { easeOutBack, progress, tween, wave } from "../timeline";
import { bubble, iceFloor, lights, logoBug, crowd, together } from "./backdrop";

export interface IntroCast {
  clip: LevelClip;
  /** The words drawn, in the clip's language: LEVEL N, and the mascot's lines in order. */
  headline: string;
  lines: readonly string[];
  team: TeamInfo;
  /** Picture keys of three of the level's players. */
  players: readonly string[];
  /** Logo keys of the level's other teams: the league Chip welcomes the student to. */
  league: readonly string[];
  /** When each caption line appears, seconds. */
  lineTimes: readonly number[];
  seconds: number;
}

/** When the team rolls in: just before the bubble's second line, seconds. */
export const teamArrives = (lineTimes: readonly number[]): number => (lineTimes[1] ?? 4) - 0.4;

export function levelIntro({ clip, headline, lines, team, players, league, lineTimes, seconds }: IntroCast): Scene {
  const teamAt = teamArrives(lineTimes);
  const cast: Scene = {
    html:
      words("title", { x: 140, y: 150, w: 1000, h: 150 }, headline, "font-size:140px;white-space:nowrap", "big fit") +
      picture("team-logo", team.logo, { x: 390, y: 440, w: 190, h: 190 }) +
      words("team-name", { x: 330, y: 636, w: 720, h: 64 }, team.nameFull, `font-size:38px;background:${team.color};border:4px solid #fff;border-radius:32px`) +
      players.map((key, i) => picture(`player-${i}`, key, { x: 610 + i * 175, y: 450, w: 160, h: 160 })).join("") +
      league.map((key, i) => picture(`league-${i}`, key, leagueSpot(i, league.length))).join("") +
      picture("mascot-wave", "mascot/wave", { x: 30, y: 330, w: 320, h: 352 }) +
      picture("mascot-point", "mascot/point", { x: 30, y: 330, w: 320, h: 352 }),
    looks: (t) => {
      const pointing = tween(t, teamAt, teamAt + 0.25, 0, 1);
      const bob = t > 1.2 ? wave(t, 1, 1) * 8 : 0;
      const mascotX = tween(t, 0.3, 1.2, -420, 0, easeOutBack);
      const looks: Looks = {
        // The title drops in, then lifts to make room for the bubble.
        title: { scale: tween(t, 0, 0.6, 0.2, 1, easeOutBack), opacity: tween(t, 0, 0.2, 0, 1), y: tween(t, 1.0, 1.5, 0, -135) },
        "mascot-wave": { x: mascotX, y: bob, opacity: 1 - pointing, rotate: wave(t, 0.8, 1) * 3 },
        "mascot-point": { x: mascotX, y: bob, opacity: pointing },
        "team-logo": { scale: tween(t, teamAt, teamAt + 0.5, 0, 1, easeOutBack), rotate: tween(t, teamAt, teamAt + 0.5, -90, 0) },
        "team-name": { y: tween(t, teamAt + 0.3, teamAt + 0.8, 120, 0, easeOutBack) },
      };
      // The league's logos pop up one by one while Chip welcomes the student, and make way for the team.
      league.forEach((_, i) => {
        const start = (lineTimes[0] ?? 1) + 0.3 + i * 0.1;
        const leave = teamAt - 0.5 + i * 0.02;
        looks[`league-${i}`] = { scale: tween(t, start, start + 0.4, 0, 1, easeOutBack) * tween(t, leave, leave + 0.3, 1, 0), rotate: tween(t, start, start + 0.4, -30, 0) };
      });
      players.forEach((_, i) => {
        const start = teamAt + 0.2 + i * 0.18;
        // Each player skates in from the right and keeps gliding a little, side to side.
        looks[`player-${i}`] = { x: tween(t, start, start + 0.7, 900, 0, easeOutBack) + wave(t, 2, 1, i / 3) * 6, rotate: wave(t, 1, 1, i / 4) * 4 };
      });
      return looks;
    },
  };
  return together(
    lights(seconds),
    // The crowd jumps as LEVEL N comes up and again when the team arrives.
    crowd(clip.level * 11, 150, 230, seconds, 8, (t) => Math.max(1 - progress(t, 1.2, 1.8), progress(t, teamAt, teamAt + 0.4))),
    iceFloor(420),
    logoBug(),
    bubble("bubble", { x: 330, y: 175, w: 900, h: 190 }, lines, lineTimes, { side: "bottom", at: 40 }),
    cast,
  );
}

/** Two rows of logos across the ice, right of Chip. */
function leagueSpot(i: number, count: number): { x: number; y: number; w: number; h: number } {
  const perRow = Math.ceil(count / 2);
  const row = i < perRow ? 0 : 1;
  const col = row === 0 ? i : i - perRow;
  return { x: 390 + col * 122 + row * 40, y: 430 + row * 130, w: 108, h: 108 };
}
