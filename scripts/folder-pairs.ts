// Folders that import each other (docs/decisions.md#d95). Inside each workspace's src, two
// folders side by side that each import from the other are one tangle: a change must be made in
// both at once, and a reader cannot tell which stands on which. ESLint already refuses import
// circles between files (import-x/no-cycle) and the layers' wrong-way imports (zones); this finds
// the loops a folder makes with a sibling even when no file imports in a circle.
//
// Run: node --import tsx scripts/folder-pairs.ts (lists the pairs; exits 1 if there are any).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The folders checked: each workspace's src; `alias` is the prefix its tsconfig maps to src. */
export const WORKSPACE_SOURCES: Array<{ src: string; alias?: string }> = [
  { src: "game/src" },
  { src: "common/src" },
  { src: "functions/src" },
  { src: "web/src", alias: "@/" },
];

const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$/;
// Static imports and re-exports (`from '…'`), side-effect imports and dynamic import('…').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(name) && !NOT_SOURCE.test(name)) out.push(full);
  }
  return out;
}

function resolve(from: string, specifier: string, srcDir: string, alias: string | undefined): string | undefined {
  let base: string;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (alias && specifier.startsWith(alias)) base = path.join(srcDir, specifier.slice(alias.length));
  else return undefined; // a package, or another workspace: not a folder of this src
  // An import written with .js (ESM style) names the .ts file beside it.
  const stem = base.replace(/\.js$/, "");
  for (const suffix of SUFFIXES) {
    const candidate = stem + suffix;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * The two rooms an import joins: below the folder both files share, the entry that holds each (a
 * folder, or a file lying in the shared folder, which stands beside the folders as one room).
 */
function roomsOf(fromRel: string, toRel: string): [string, string] | undefined {
  const a = fromRel.split("/");
  const b = toRel.split("/");
  let shared = 0;
  while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared++;
  const prefix = a.slice(0, shared).join("/");
  const roomA = a[shared];
  const roomB = b[shared];
  if (roomA === undefined || roomB === undefined || roomA === roomB) return undefined;
  const join = (room: string) => (prefix ? `${prefix}/${room}` : room);
  return [join(roomA), join(roomB)];
}

/** Each pair of sibling folders (or a folder and a file beside it) of `src` that import each other, with one import each way. */
export function folderPairs(root: string, { src, alias }: { src: string; alias?: string }): string[] {
  const srcDir = path.join(root, src);
  const arrows = new Map<string, string>(); // "A -> B" to one import that draws it
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const target = match[1] === undefined ? undefined : resolve(file, match[1], srcDir, alias);
      if (!target) continue;
      const rooms = roomsOf(path.relative(srcDir, file).split(path.sep).join("/"), path.relative(srcDir, target).split(path.sep).join("/"));
      if (!rooms) continue;
      const key = `${rooms[0]} -> ${rooms[1]}`;
      if (!arrows.has(key)) arrows.set(key, `${path.relative(root, file)} imports ${match[1]}`);
    }
  }
  const pairs: string[] = [];
  for (const [key, example] of arrows) {
    const [from, to] = key.split(" -> ");
    if (from === undefined || to === undefined || from > to) continue;
    const back = arrows.get(`${to} -> ${from}`);
    if (back) pairs.push(`${src}: ${from} <-> ${to} (${example}; ${back})`);
  }
  return pairs.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, "..");
  const pairs = WORKSPACE_SOURCES.flatMap((workspace) => folderPairs(root, workspace));
  console.log(pairs.length === 0 ? "No two folders import each other." : pairs.join("\n"));
  process.exit(pairs.length === 0 ? 0 : 1);
}
