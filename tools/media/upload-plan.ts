// What `npm run media:upload` would put into Storage, decided without touching Storage: a
// club's folder mirrors web/public/media, and only names the game already ships (and so
// shows) are taken, so a club replaces a picture or a clip by giving its file the same name.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The videos' budget: each under 2 MB, so a level-1 visit stays light. */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt",
};

export interface LocalFile {
  /** The path inside the folder, with forward slashes ('logos/teal-otters.svg'). */
  name: string;
  bytes: number;
}

export interface UploadItem extends LocalFile {
  /** Where it goes in the bucket: the same name under media/. */
  destination: string;
  contentType: string;
}

export interface UploadPlan {
  uploads: UploadItem[];
  /** Files that will not go up, with why; any refusal stops the whole upload. */
  refused: { name: string; why: string }[];
  /** Worth saying, not worth stopping for. */
  notes: string[];
  /** Hidden files (.DS_Store and the like), passed over without a word. */
  skipped: string[];
}

/** Every file under a folder, as names relative to it. */
export function listFolder(folder: string): LocalFile[] {
  const files: LocalFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push({ name: path.relative(folder, full).split(path.sep).join("/"), bytes: statSync(full).size });
    }
  };
  walk(folder);
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** The names the game knows: the files it ships under web/public/media. */
export function knownMediaNames(mediaRoot: string): Set<string> {
  return new Set(listFolder(mediaRoot).map((file) => file.name));
}

const isHidden = (name: string) => name.split("/").some((part) => part.startsWith(".") && part !== "." && part !== "..");

export interface DefaultsPlan {
  /** Defaults the bucket lacks: they go up. */
  uploads: UploadItem[];
  /** Names the bucket already holds (a club's file, or a default sent before): never overwritten. */
  kept: string[];
}

/**
 * `npm run media:upload -- --defaults` (run by `npm run deploy`, and by the local stack into the
 * Storage emulator): every shipped default whose object the bucket lacks, so Storage holds the
 * whole game while a club's own file (same name) is never overwritten.
 * `inBucket` holds object paths as Storage lists them ('media/logos/teal-otters.svg').
 */
export function planDefaults(defaults: readonly LocalFile[], inBucket: ReadonlySet<string>): DefaultsPlan {
  const plan: DefaultsPlan = { uploads: [], kept: [] };
  for (const file of defaults) {
    const contentType = CONTENT_TYPES[path.posix.extname(file.name).toLowerCase()];
    if (isHidden(file.name) || !contentType) continue;
    const destination = `media/${file.name}`;
    if (inBucket.has(destination)) plan.kept.push(file.name);
    else plan.uploads.push({ ...file, destination, contentType });
  }
  return plan;
}

const stem = (name: string) => name.slice(0, name.length - path.posix.extname(name).length);

export function planUpload(files: readonly LocalFile[], known: ReadonlySet<string>): UploadPlan {
  const plan: UploadPlan = { uploads: [], refused: [], notes: [], skipped: [] };
  for (const file of files) {
    // Hidden files; a '..' is no hidden file but a name outside media/, refused below.
    if (isHidden(file.name)) {
      plan.skipped.push(file.name);
      continue;
    }
    const contentType = CONTENT_TYPES[path.posix.extname(file.name).toLowerCase()];
    if (!known.has(file.name) || !contentType) {
      // A logo as .png where the game shows .svg: say which name it must take.
      const twin = [...known].find((name) => stem(name) === stem(file.name));
      plan.refused.push({
        name: file.name,
        why: twin
          ? `the game shows ${twin}: give the file that name and format`
          : "the game uses no file of this name (the names it uses are the files under web/public/media)",
      });
      continue;
    }
    if (file.bytes === 0) {
      plan.refused.push({ name: file.name, why: "the file is empty" });
      continue;
    }
    if (contentType.startsWith("video/") && file.bytes > VIDEO_MAX_BYTES) {
      plan.notes.push(`${file.name} is ${(file.bytes / 1024 / 1024).toFixed(1)} MB: videos should stay under 2 MB, or a visit gets slow`);
    }
    plan.uploads.push({ ...file, destination: `media/${file.name}`, contentType });
  }
  return plan;
}
