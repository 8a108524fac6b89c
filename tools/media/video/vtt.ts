// WebVTT captions for a clip's words (https://www.w3.org/TR/webvtt1/): the writer the build
// uses and a small reader the tests use to check what was written.
import type { Cue } from "./clips";

const stamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

export function toVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}\n`).join("\n")}`;
}

const TIMING = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3}) --> (?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})(?: .*)?$/;

const seconds = (h: string | undefined, m: string, s: string, ms: string): number => Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** Reads a WebVTT file's cues; throws on a missing header, a bad timing line, a cue that ends before it starts, or cues out of order. */
export function parseVtt(text: string): Cue[] {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  const header = blocks.shift() ?? "";
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header.split("\n")[0] ?? "")) throw new Error("no WEBVTT header");
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split("\n").filter((line) => line.length > 0);
    if (lines.length === 0 || lines[0]?.startsWith("NOTE")) continue;
    const timingAt = lines.findIndex((line) => line.includes("-->"));
    const match = TIMING.exec(lines[timingAt] ?? "");
    if (timingAt < 0 || timingAt > 1 || !match) throw new Error(`bad cue timing: ${block}`);
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
    const cue = { start: seconds(h1, m1 ?? "", s1 ?? "", ms1 ?? ""), end: seconds(h2, m2 ?? "", s2 ?? "", ms2 ?? ""), text: lines.slice(timingAt + 1).join("\n") };
    if (!(cue.end > cue.start)) throw new Error(`cue ends before it starts: ${block}`);
    const last = cues.at(-1);
    if (last && cue.start < last.start) throw new Error(`cues out of order: ${block}`);
    if (cue.text.length === 0) throw new Error(`cue without words: ${block}`);
    cues.push(cue);
  }
  return cues;
}
