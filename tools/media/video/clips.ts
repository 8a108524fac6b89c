// The clips the game plays, one entry per media key (docs/decisions.md#d19; the keys are the ones the game
// already uses: game/src/content/clips.ts for the level clips, the season's highlight and
// game-on pictures). Each says how long it runs, its output size, which frame is its poster,
// the words it shows (its captions) and the scene that draws it. The words come from the
// game's content, so the captions and the game never disagree.
import { CUPS, HOME_TEAMS, LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS, LEVEL_CLIPS, OPPONENT_TEAMS, type Level, type Player } from "@rink/game";
import { LANGUAGES, type Language } from "@rink/common";
import { cheer, clang, claps, crowd, fanfare, horn, note, ooh, type Sound } from "./audio";
import type { Scene } from "./stage";
import { gameOn } from "./scenes/game-on";
import { highlight, PUCK_ARRIVES } from "./scenes/highlight";
import { CUP_LANDINGS, levelComplete } from "./scenes/level-complete";
import { levelIntro, teamArrives } from "./scenes/level-intro";
import { clipWords, type ClipWords } from "./words";

export interface Cue {
  /** Seconds from the clip's start. */
  start: number;
  end: number;
  text: string;
}

export interface ClipSpec {
  /** Media key: the files are web/public/media/<key>.{webm,mp4,jpg,vtt}. */
  key: string;
  /** The language of the words drawn into the picture (English for a clip with none). */
  language: Language;
  /**
   * The files' name: the key in English; `<key>.<language>` for another language's picture
   * (clips/level-1-intro.es.webm, .mp4, .jpg, .vtt), which the web picks for a reader of it.
   */
  file: string;
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
  /** What it sounds like (audio.ts), mixed by ffmpeg. */
  sounds: Sound[];
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
const TEAM_ARRIVES = teamArrives(INTRO_LINES);
/** A note as each cup lands, a step up a major chord. */
const CUP_NOTES = [1, 1.26, 1.5].map((ratio, i) => ({ at: CUP_LANDINGS[i] ?? 2, ratio }));

/** A clip's files in a language: English under its key, any other beside it as <key>.<language>. */
const fileOf = (key: string, language: Language): string => (language === "en" ? key : `${key}.${language}`);

function levelClips(level: Level, language: Language, words: ClipWords): ClipSpec[] {
  const { intro, complete } = LEVEL_CLIPS[level];
  const introWords = words.level(level, "intro");
  const completeWords = words.level(level, "complete");
  return [
    {
      key: intro.media,
      language,
      file: fileOf(intro.media, language),
      seconds: LEVEL_SECONDS,
      fps: FPS,
      ...FULL,
      loop: false,
      posterAt: 6.5,
      cues: cuesOf(introWords.lines, INTRO_LINES, LEVEL_SECONDS),
      // A fanfare as LEVEL N pops up, another and a cheer as the team arrives.
      sounds: [crowd(LEVEL_SECONDS, 0.16), ...fanfare(LEVEL_SECONDS, 0.1), cheer(LEVEL_SECONDS, TEAM_ARRIVES, 0.35), ...fanfare(LEVEL_SECONDS, TEAM_ARRIVES, 523)],
      scene: () =>
        levelIntro({ clip: intro, ...introWords, team: HOME_TEAMS[level], players: threePlayers(level), league: OPPONENT_TEAMS[level].map((t) => t.logo), lineTimes: INTRO_LINES, seconds: LEVEL_SECONDS }),
    },
    {
      key: complete.media,
      language,
      file: fileOf(complete.media, language),
      seconds: LEVEL_SECONDS,
      fps: FPS,
      ...FULL,
      loop: false,
      posterAt: 6.5,
      cues: cuesOf(completeWords.lines, COMPLETE_LINES, LEVEL_SECONDS),
      // A fanfare, a bright note as each cup lands, the crowd roaring.
      sounds: [
        crowd(LEVEL_SECONDS, 0.2),
        ...fanfare(LEVEL_SECONDS, 0.1),
        ...CUP_NOTES.flatMap(({ at, ratio }) => note(LEVEL_SECONDS, 523 * ratio, at, 0.2, 2)),
        cheer(LEVEL_SECONDS, CUP_LANDINGS[1], 0.6),
      ],
      scene: () => levelComplete({ clip: complete, ...completeWords, cups: CUPS[level], lineTimes: COMPLETE_LINES, seconds: LEVEL_SECONDS }),
    },
  ];
}

const HIGHLIGHT_SECONDS = 4;
/** When each of a highlight's lines (HIGHLIGHT_WORDS: win "GOAL!"; loss "SO CLOSE!", "Next time!") comes up, seconds. */
const LINE_TIMES = { win: [1.5], loss: [1.6, 2.3] } as const;
const GAME_ON_LOOP = 4;

function highlightClip(kind: "win" | "loss", language: Language, clipWords: ClipWords): ClipSpec {
  const words = { lines: clipWords.highlight(kind), times: LINE_TIMES[kind] };
  const cues = cuesOf(words.lines, words.times, HIGHLIGHT_SECONDS).map((cue, i) => ({ ...cue, text: words.lines.slice(0, i + 1).join(" ") }));
  const key = `clips/highlight-${kind}`;
  return {
    key,
    language,
    file: fileOf(key, language),
    seconds: HIGHLIGHT_SECONDS,
    fps: FPS,
    ...JUMBOTRON,
    loop: false,
    posterAt: kind === "win" ? 2.6 : 3.2,
    cues,
    // Win: the goal horn and a roar; loss: the ring of the post and the crowd's "ooh".
    sounds:
      kind === "win"
        ? [crowd(HIGHLIGHT_SECONDS, 0.25), ...horn(HIGHLIGHT_SECONDS, PUCK_ARRIVES, 1.4), cheer(HIGHLIGHT_SECONDS, PUCK_ARRIVES, 0.7)]
        : [crowd(HIGHLIGHT_SECONDS, 0.25), ...clang(HIGHLIGHT_SECONDS, PUCK_ARRIVES), ooh(HIGHLIGHT_SECONDS, PUCK_ARRIVES + 0.05)],
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
    language: "en",
    file: "season/game-on",
    seconds: GAME_ON_LOOP,
    fps: FPS,
    ...JUMBOTRON,
    loop: true,
    // A moment with the skaters spread over the ice and both goalies in sight.
    posterAt: 0.5,
    cues: [],
    // The crowd and claps on the half second: 8 claps per 4 s loop, so the sound loops too.
    sounds: [crowd(GAME_ON_LOOP, 0.3), claps(GAME_ON_LOOP, 0.5, 0.35)],
    scene: () =>
      gameOn({
        home: { colour: HOME_TEAMS[1].color, players: faces.slice(0, 2), goalie: faces[2] ?? "players/l1-g01" },
        away: { colour: away.color, players: others.slice(0, 2), goalie: others[2] ?? "players/l2-g01" },
        loop: GAME_ON_LOOP,
      }),
  };
}

/** The clips with words drawn into them, in one language. */
function clipsWithWords(language: Language): ClipSpec[] {
  const words = clipWords(language);
  return [...levelClips(1, language, words), ...levelClips(2, language, words), ...levelClips(3, language, words), highlightClip("win", language, words), highlightClip("loss", language, words)];
}

/**
 * Every clip file the game ships: each clip with words once per language the game speaks
 * (English under its key, the others as <key>.<language>), and game on, which has no words, once.
 */
export const CLIPS: readonly ClipSpec[] = [...LANGUAGES.flatMap(clipsWithWords), gameOnClip()];
