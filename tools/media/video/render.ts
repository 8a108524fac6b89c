// Renders one clip: its scene in headless Chromium, frame by frame (the page is told the
// looks of frame n, then photographed), each picture piped to one ffmpeg that writes both
// formats. The poster is the chosen frame's picture; the captions file comes from its cues.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import type { ClipSpec } from "./clips";
import { FIT_TEXT, MEDIA_DIR, page } from "./stage";
import { mixGraph } from "./audio";
import { toVtt } from "./vtt";

/** Sets each element's look; the only script on the page (no timers, no CSS animation). */
const APPLY = `window.__apply = (looks) => {
  for (const [id, look] of Object.entries(looks)) {
    const node = document.getElementById(id);
    if (!node) throw new Error('no element #' + id);
    const sx = look.scaleX ?? look.scale ?? 1, sy = look.scaleY ?? look.scale ?? 1;
    node.style.transform = 'translate(' + (look.x ?? 0) + 'px,' + (look.y ?? 0) + 'px) rotate(' + (look.rotate ?? 0) + 'deg) scale(' + sx + ',' + sy + ')';
    node.style.opacity = String(look.opacity ?? 1);
    if (look.text !== undefined && node.textContent !== look.text) node.textContent = look.text;
  }
};`;

/**
 * VP9 + Opus in WebM, H.264 + AAC in MP4 (for Safari), both yuv420p, the MP4's index first
 * (+faststart) so it plays while it downloads. The pictures come on stdin; the sound is
 * generated inside ffmpeg (audio.ts).
 */
function ffmpegArgs(clip: ClipSpec, webm: string, mp4: string): string[] {
  return [
    "-n", "19", "ffmpeg", "-y", "-hide_banner", "-loglevel", "error",
    "-f", "image2pipe", "-c:v", "png", "-framerate", String(clip.fps), "-i", "-",
    "-filter_complex", mixGraph(clip.sounds, clip.seconds, clip.loop),
    "-threads", "2",
    "-map", "0:v", "-map", "[a1]",
    "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-pix_fmt", "yuv420p",
    "-c:a", "libopus", "-b:a", "48k", "-t", String(clip.seconds), "-f", "webm", webm,
    "-map", "0:v", "-map", "[a2]",
    "-c:v", "libx264", "-preset", "medium", "-tune", "animation", "-crf", "27", "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "64k", "-t", String(clip.seconds), "-movflags", "+faststart", "-f", "mp4", mp4,
  ];
}

export interface Rendered {
  key: string;
  bytes: Record<string, number>;
  seconds: number;
}

export async function renderClip(browser: Browser, clip: ClipSpec): Promise<Rendered> {
  const started = Date.now();
  const base = path.join(MEDIA_DIR, clip.file);
  mkdirSync(path.dirname(base), { recursive: true });
  const scene = clip.scene();
  const tab = await browser.newPage({ viewport: { width: clip.width, height: clip.height } });
  try {
    await tab.setContent(page(scene, clip.width).replace("</body>", `<script>${APPLY}</script></body>`));
    await tab.evaluate("Promise.all(Array.from(document.images, (img) => img.decode()))");
    await tab.evaluate(FIT_TEXT);
    // Written beside the final files and renamed at the end: a failed build leaves the old clip.
    const webm = `${base}.tmp.webm`;
    const mp4 = `${base}.tmp.mp4`;
    const ffmpeg = spawn("nice", ffmpegArgs(clip, webm, mp4), { stdio: ["pipe", "inherit", "inherit"] });
    const exited = once(ffmpeg, "exit");
    const frames = Math.round(clip.seconds * clip.fps);
    const posterFrame = Math.min(frames - 1, Math.round(clip.posterAt * clip.fps));
    for (let frame = 0; frame < frames; frame++) {
      await tab.evaluate(`window.__apply(${JSON.stringify(scene.looks(frame / clip.fps))})`);
      const picture = await tab.screenshot({ type: "png" });
      if (!ffmpeg.stdin.write(picture)) await once(ffmpeg.stdin, "drain");
      if (frame === posterFrame) writeFileSync(`${base}.jpg`, await tab.screenshot({ type: "jpeg", quality: 80 }));
    }
    ffmpeg.stdin.end();
    const [code] = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed on ${clip.file} (exit ${String(code)})`);
    renameSync(webm, `${base}.webm`);
    renameSync(mp4, `${base}.mp4`);
  } catch (error) {
    for (const ext of ["webm", "mp4"]) rmSync(`${base}.tmp.${ext}`, { force: true });
    throw error;
  } finally {
    await tab.close();
  }
  if (clip.cues.length > 0) writeFileSync(`${base}.vtt`, toVtt(clip.cues));
  else rmSync(`${base}.vtt`, { force: true });
  const bytes = Object.fromEntries(["webm", "mp4", "jpg", "vtt"].flatMap((ext) => {
    try {
      return [[ext, statSync(`${base}.${ext}`).size]];
    } catch {
      return [];
    }
  }));
  return { key: clip.file, bytes, seconds: (Date.now() - started) / 1000 };
}
