// `npm run media:video`: renders every clip of the game (tools/media/video/clips.ts) into
// web/public/media/<key>.{webm,mp4,jpg,vtt}, and each clip with words once more per other
// language into <key>.<language>.{webm,mp4,jpg,vtt} (clips/level-1-intro.es.webm). The outputs
// are committed, so only someone changing the clips needs ffmpeg and Chromium; CI never runs this.
//   --only <text>   render only the clips whose file name contains <text> (repeatable):
//                   `--only .es` renders the Spanish pictures, `--only level-1-intro` both of its languages
// Everything runs at the lowest CPU priority (nice 19), on a machine others share. Chromium
// raises its own browser and GPU processes' priority when it may (as root it may), so it starts
// through a small wrapper: nice 19 and, where util-linux's setpriv is found, without the right
// to raise priority (CAP_SYS_NICE).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium, launchChromium } from "../../../testing/chromium";
import { CLIPS } from "./clips";
import { renderClip } from "./render";

function fail(message: string): never {
  console.error(`\nmedia:video: ${message}\n`);
  process.exit(1);
}

function checkFfmpeg(): void {
  const run = spawnSync("ffmpeg", ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (run.error || run.status !== 0) {
    fail(
      "ffmpeg was not found. Install it, then run this again:\n" +
        "  Debian/Ubuntu: sudo apt-get install -y ffmpeg\n" +
        "  macOS:         brew install ffmpeg\n" +
        "The committed videos in web/public/media stay as they are; nothing else needs ffmpeg.",
    );
  }
  for (const encoder of ["libvpx-vp9", "libx264"]) {
    if (!run.stdout.includes(encoder)) fail(`this ffmpeg has no ${encoder} encoder; install a full build (Debian: apt-get install -y ffmpeg).`);
  }
}

const only = process.argv.flatMap((arg, i) => (process.argv[i - 1] === "--only" ? [arg] : []));
const clips = CLIPS.filter((clip) => only.length === 0 || only.some((part) => clip.file.includes(part)));
if (clips.length === 0) fail(`no clip matches ${only.join(", ")}; files: ${CLIPS.map((c) => c.file).join(", ")}`);

checkFfmpeg();
const executablePath = findChromium();
if (!executablePath) fail("Chromium was not found. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.");
os.setPriority(19);

/** A launcher for Chromium at nice 19 that cannot raise itself back up. */
function niceChromium(binary: string, dir: string): string {
  const setpriv = spawnSync("setpriv", ["--version"]).status === 0 ? "setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice " : "";
  const wrapper = path.join(dir, "chromium-nice.sh");
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n 19 ${setpriv}"${binary}" "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "media-video-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
const browser = await launchChromium({ executablePath: niceChromium(executablePath, scratch), extraArgs: ["--hide-scrollbars", "--force-device-scale-factor=1", "--font-render-hinting=none"] });
try {
  for (const clip of clips) {
    const result = await renderClip(browser, clip);
    const sizes = Object.entries(result.bytes).map(([ext, n]) => `${ext} ${(n / 1024).toFixed(0)} KB`);
    console.log(`${result.key}: ${sizes.join(", ")} (${result.seconds.toFixed(0)} s)`);
  }
} finally {
  await browser.close();
}
