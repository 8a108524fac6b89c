// The clips the game plays, one entry per media key (issue 11; the keys are the ones the game
// already uses: game/src/content/clips.ts for the level clips, the season's highlight and
// game-on pictures). Each says how long it runs, its output size, which frame is its poster,
// the words it shows (its captions) and the scene that draws it. The words come from the
// game's content, so the captions and the game never disagree.
import { CUPS, HOME_TEAMS, LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS, LEVEL_CLIPS, OPPONENT_TEAMS, type Level, type Player } from "@rink/game";
import type { Scene } from "./stage";
import { gameOn } from "./scenes/game-on";
import { highlight } from "./scenes/highlight";
import { levelComplete } from "./scenes/level-complete";
import { levelIntro } from "./scenes/level-intro";

export interface Cue {
  /** Seconds from the clip's start. */
  start: number;
  end: number;
  text: string;
}

export interface ClipSpec {
  /** Media key: the files are web/public/media/<key>.{webm,mp4,jpg,vtt}. */
  key: string;
  seconds: number;
  fps: number;
  width: number;
  height: number;
  /** A loop's motion repeats exactly, so the player can loop it without a seam. */
  loop: boolean;
  /** The poster's moment, seconds. */
  posterAt: number;
  /** The words on screen; none: no captions file. */
  cues: readonly Cue[];
  /** Built only when rendered (it reads the art files). */
  scene: () => Scene;
}

const FPS = 24;
/** Full-screen clips (trophies) are 720p; the jumbotron's are smaller on screen, so 540p. */
const FULL = { width: 1280, height: 720 };
const JUMBOTRON = { width: 960, height: 540 };

const PLAYERS: Record<Level, readonly Player[]> = { 1: LEVEL_1_PLAYERS, 2: LEVEL_2_PLAYERS, 3: LEVEL_3_PLAYERS };

/** The first forward, defender and goalie of a level's catalogue: the faces of its intro. */
function threePlayers(level: Level): string[] {
  return (["forward", "defense", "goalie"] as const).flatMap((position) => {
    const player = PLAYERS[level].find((p) => p.playerPosition === position);
    return player ? [player.playerPicture] : [];
  });
}

/** Cues from lines shown one after another: each stays until the next, the last until the end. */
function cuesOf(lines: readonly string[], times: readonly number[], end: number): Cue[] {
  return lines.map((text, i) => ({ start: times[i] ?? 0, end: times[i + 1] ?? end, text }));
}

const LEVEL_SECONDS = 8;
/** The bubble's lines change about every 3.5 s, the pace the clip player's captions use. */
const INTRO_LINES = [1.4, 4.8];
const COMPLETE_LINES = [1.0, 4.6];

function levelClips(level: Level): ClipSpec[] {
  const { intro, complete } = LEVEL_CLIPS[level];
  return [
    {
      key: intro.media,
      seconds: LEVEL_SECONDS,
      fps: FPS,
      ...FULL,
      loop: false,
      posterAt: 6.5,
      cues: cuesOf(intro.captions, INTRO_LINES, LEVEL_SECONDS),
      scene: () => levelIntro({ clip: intro, team: HOME_TEAMS[level], players: threePlayers(level), league: OPPONENT_TEAMS[level].map((t) => t.logo), lineTimes: INTRO_LINES, seconds: LEVEL_SECONDS }),
    },
    {
      key: complete.media,
      seconds: LEVEL_SECONDS,
      fps: FPS,
      ...FULL,
      loop: false,
      posterAt: 6.5,
      cues: cuesOf(complete.captions, COMPLETE_LINES, LEVEL_SECONDS),
      scene: () => levelComplete({ clip: complete, cups: CUPS[level], lineTimes: COMPLETE_LINES, seconds: LEVEL_SECONDS }),
    },
  ];
}

const HIGHLIGHT_SECONDS = 4;
const WIN = { lines: ["GOAL!"], times: [1.5] };
const LOSS = { lines: ["SO CLOSE!", "Next time!"], times: [1.6, 2.3] };
const GAME_ON_LOOP = 4;

function highlightClip(kind: "win" | "loss"): ClipSpec {
  const words = kind === "win" ? WIN : LOSS;
  const cues = cuesOf(words.lines, words.times, HIGHLIGHT_SECONDS).map((cue, i) => ({ ...cue, text: words.lines.slice(0, i + 1).join(" ") }));
  return {
    key: `clips/highlight-${kind}`,
    seconds: HIGHLIGHT_SECONDS,
    fps: FPS,
    ...JUMBOTRON,
    loop: false,
    posterAt: kind === "win" ? 2.6 : 3.2,
    cues,
    scene: () =>
      highlight({
        kind,
        shooter: { key: threePlayers(1)[0] ?? "players/l1-f01", colour: HOME_TEAMS[1].color },
        goalie: { key: threePlayers(2)[2] ?? "players/l2-g01", colour: (OPPONENT_TEAMS[1][0] ?? HOME_TEAMS[2]).color },
        lines: words.lines,
        lineTimes: words.times,
        seconds: HIGHLIGHT_SECONDS,
      }),
  };
}

function gameOnClip(): ClipSpec {
  const away = OPPONENT_TEAMS[1][0] ?? HOME_TEAMS[2];
  const faces = threePlayers(1);
  const others = threePlayers(2);
  return {
    key: "season/game-on",
    seconds: GAME_ON_LOOP,
    fps: FPS,
    ...JUMBOTRON,
    loop: true,
    posterAt: 0,
    cues: [],
    scene: () =>
      gameOn({
        home: { colour: HOME_TEAMS[1].color, players: faces.slice(0, 2), goalie: faces[2] ?? "players/l1-g01" },
        away: { colour: away.color, players: others.slice(0, 2), goalie: others[2] ?? "players/l2-g01" },
        loop: GAME_ON_LOOP,
      }),
  };
}

export const CLIPS: readonly ClipSpec[] = [...levelClips(1), ...levelClips(2), ...levelClips(3), highlightClip("win"), highlightClip("loss"), gameOnClip()];
