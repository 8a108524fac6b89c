// The committed clips (npm run media:video) match the media contract (docs/decisions.md#d19): every clip
// file (each clip with words in every language: <key>.<language> beside the English <key>) has a
// VP9 WebM and an H.264 MP4 (each with its sound) under 2 MB, a JPEG poster under 150 KB and, where
// the clip shows words, WebVTT captions that parse with cues in order. Reads files only.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEVEL_CLIPS } from "@rink/game";
import { LANGUAGES } from "@rink/common";
import { CLIPS } from "./clips";
import { MEDIA_DIR } from "./stage";
import { parseVtt, toVtt } from "./vtt";

const MAX_VIDEO = 2 * 1024 * 1024;
const MAX_POSTER = 150 * 1024;
const file = (key: string, ext: string) => path.join(MEDIA_DIR, `${key}.${ext}`);

/** The top-level boxes of an MP4, in order (size, type), to see where the index (moov) sits. */
function mp4Boxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

describe("the game's clips", () => {
  it("cover every clip the game plays: each level's intro and complete, both highlights and game on", () => {
    const keys = CLIPS.map((clip) => clip.key);
    for (const level of [1, 2, 3] as const) {
      expect(keys).toContain(LEVEL_CLIPS[level].intro.media);
      expect(keys).toContain(LEVEL_CLIPS[level].complete.media);
    }
    expect(keys).toEqual(expect.arrayContaining(["clips/highlight-win", "clips/highlight-loss", "season/game-on"]));
    const files = CLIPS.map((clip) => clip.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it("draw each clip with words once per language, beside the English (<key>.<language>), alike but for the words", () => {
    const english = CLIPS.filter((clip) => clip.language === "en" && clip.cues.length > 0);
    expect(english).toHaveLength(8);
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      for (const clip of english) {
        const other = CLIPS.find((c) => c.key === clip.key && c.language === language);
        expect(other?.file, clip.key).toBe(`${clip.key}.${language}`);
        const { seconds, fps, width, height, loop, posterAt, sounds } = clip;
        expect(other && { seconds: other.seconds, fps: other.fps, width: other.width, height: other.height, loop: other.loop, posterAt: other.posterAt, sounds: other.sounds }).toEqual({ seconds, fps, width, height, loop, posterAt, sounds });
        // The same cue times; other words (the catalogue's, tools/media/video/words.ts).
        expect(other?.cues.map((cue) => [cue.start, cue.end])).toEqual(clip.cues.map((cue) => [cue.start, cue.end]));
        expect(other?.cues.map((cue) => cue.text)).not.toEqual(clip.cues.map((cue) => cue.text));
      }
    }
    expect(CLIPS.filter((clip) => clip.key === "season/game-on").map((clip) => clip.file)).toEqual(["season/game-on"]);
  });

  for (const clip of CLIPS) {
    describe(clip.file, () => {
      it("has a WebM (VP9 + Opus) and an MP4 (H.264 + AAC, index first), each under 2 MB", () => {
        const webm = readFileSync(file(clip.file, "webm"));
        const mp4 = readFileSync(file(clip.file, "mp4"));
        expect(webm.subarray(0, 4).toString("hex")).toBe("1a45dfa3"); // EBML: a Matroska/WebM file
        expect(webm.includes(Buffer.from("V_VP9"))).toBe(true);
        expect(webm.includes(Buffer.from("A_OPUS"))).toBe(true);
        const boxes = mp4Boxes(mp4);
        expect(boxes[0]).toBe("ftyp");
        expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
        expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat")); // +faststart: plays while it downloads
        expect(mp4.includes(Buffer.from("avc1"))).toBe(true);
        expect(mp4.includes(Buffer.from("mp4a"))).toBe(true);
        expect(webm.length).toBeLessThan(MAX_VIDEO);
        expect(mp4.length).toBeLessThan(MAX_VIDEO);
      });

      it("has a JPEG poster under 150 KB", () => {
        const poster = readFileSync(file(clip.file, "jpg"));
        expect(poster.subarray(0, 2).toString("hex")).toBe("ffd8");
        expect(statSync(file(clip.file, "jpg")).size).toBeLessThan(MAX_POSTER);
      });

      if (clip.cues.length > 0) {
        it("has captions for its words: a WebVTT file whose cues run in order within the clip", () => {
          const cues = parseVtt(readFileSync(file(clip.file, "vtt"), "utf8"));
          expect(cues.map((cue) => cue.text)).toEqual(clip.cues.map((cue) => cue.text));
          for (const [i, cue] of cues.entries()) {
            expect(cue.end).toBeGreaterThan(cue.start);
            expect(cue.end).toBeLessThanOrEqual(clip.seconds);
            if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
          }
        });
      } else {
        it("shows no words, so it has no captions file", () => {
          expect(existsSync(file(clip.file, "vtt"))).toBe(false);
        });
      }
    });
  }
});

describe("the scenes' timelines", () => {
  it("draw the same picture for the same time: the clock is the frame number, not the wall clock", () => {
    for (const clip of CLIPS) {
      const scene = clip.scene();
      const at = clip.posterAt;
      expect(scene.looks(at), clip.key).toEqual(clip.scene().looks(at));
    }
  });

  it("make a loop's end meet its start, so game on loops without a seam", () => {
    const loops = CLIPS.filter((clip) => clip.loop);
    expect(loops.map((clip) => clip.key)).toEqual(["season/game-on"]);
    for (const clip of loops) {
      const scene = clip.scene();
      const start = scene.looks(0);
      const end = scene.looks(clip.seconds);
      for (const [id, look] of Object.entries(start)) {
        for (const [property, value] of Object.entries(look)) {
          const other: unknown = Reflect.get(end[id] ?? {}, property);
          if (typeof value === "number" && typeof other === "number") expect(other, `${id}.${property}`).toBeCloseTo(value, 6);
          else expect(other, `${id}.${property}`).toEqual(value);
        }
      }
    }
  });
});

describe("the captions reader", () => {
  it("reads back what the writer wrote", () => {
    const cues = [
      { start: 1.4, end: 4.8, text: "Welcome!" },
      { start: 4.8, end: 8, text: "Build a team." },
    ];
    expect(parseVtt(toVtt(cues))).toEqual(cues);
  });

  it("refuses a file without the WEBVTT header", () => {
    expect(() => parseVtt("00:00:01.000 --> 00:00:02.000\nHi\n")).toThrow(/header/);
  });

  it("refuses cues out of order or ending before they start", () => {
    expect(() => parseVtt("WEBVTT\n\n00:00:03.000 --> 00:00:04.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n")).toThrow(/order/);
    expect(() => parseVtt("WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nA\n")).toThrow(/ends before/);
  });
});
