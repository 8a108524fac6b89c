// Front-facing animal heads from one set of parts (ears, head, muzzle, markings, antlers),
// so a bear, a fox and a moose share a drawing style but read as different animals.
import { line, type Emblem, type Paint } from "./paint";

type Ears = "round" | "pointed" | "tufted" | "floppy" | "small" | "none";
type Head = "round" | "fox" | "wide" | "long";
type Top = "none" | "antlers" | "palmate" | "horns" | "stag";
type Marks = "none" | "stripe" | "spots" | "cheeks" | "mask" | "whiskers";

interface Face {
  ears: Ears;
  head: Head;
  top?: Top;
  marks?: Marks;
  muzzle?: "big" | "small" | "long";
}

function ears(kind: Ears, p: Paint): string {
  const l = line(p);
  switch (kind) {
    case "round":
      return `<circle cx="26" cy="30" r="12" fill="${p.fill}" ${l}/><circle cx="74" cy="30" r="12" fill="${p.fill}" ${l}/><circle cx="26" cy="30" r="5" fill="${p.detail}"/><circle cx="74" cy="30" r="5" fill="${p.detail}"/>`;
    case "small":
      return `<circle cx="28" cy="34" r="8" fill="${p.fill}" ${l}/><circle cx="72" cy="34" r="8" fill="${p.fill}" ${l}/>`;
    case "pointed":
    case "tufted": {
      const tuft = kind === "tufted" ? `<path d="M27 12 L25 2 M73 12 L75 2" ${l} fill="none"/>` : "";
      return `${tuft}<path d="M22 48 L27 10 L46 32 Z M78 48 L73 10 L54 32 Z" fill="${p.fill}" ${l}/><path d="M28 38 L29 20 L38 31 Z M72 38 L71 20 L62 31 Z" fill="${p.detail}"/>`;
    }
    case "floppy":
      return `<path d="M30 30 Q12 30 10 58 Q12 72 22 70 Q28 56 32 44 Z M70 30 Q88 30 90 58 Q88 72 78 70 Q72 56 68 44 Z" fill="${p.detail}" ${l}/>`;
    case "none":
      return "";
  }
}

function top(kind: Top, p: Paint): string {
  const l = line(p, 5);
  switch (kind) {
    case "antlers":
      return `<path d="M36 30 Q26 18 16 6 M24 16 L12 18 M30 24 L22 6 M64 30 Q74 18 84 6 M76 16 L88 18 M70 24 L78 6" fill="none" ${l}/>`;
    case "stag":
      return `<path d="M38 30 Q24 20 20 2 M27 16 L10 12 M22 8 L12 2 M62 30 Q76 20 80 2 M73 16 L90 12 M78 8 L88 2" fill="none" ${l}/>`;
    case "palmate":
      return `<path d="M36 34 Q16 34 8 14 L14 18 L16 8 L22 16 L26 6 L30 18 L36 12 Z M64 34 Q84 34 92 14 L86 18 L84 8 L78 16 L74 6 L70 18 L64 12 Z" fill="${p.detail}" ${line(p)}/>`;
    case "horns":
      return `<path d="M26 44 Q2 40 8 8 Q16 28 34 30 Z M74 44 Q98 40 92 8 Q84 28 66 30 Z" fill="#FFFFFF" ${line(p)}/><path d="M30 34 Q50 14 70 34 Q50 30 30 34 Z" fill="${p.ink}"/>`;
    case "none":
      return "";
  }
}

function head(kind: Head, p: Paint): string {
  const l = line(p);
  switch (kind) {
    case "round":
      return `<circle cx="50" cy="56" r="32" fill="${p.fill}" ${l}/>`;
    case "wide":
      return `<ellipse cx="50" cy="58" rx="38" ry="28" fill="${p.fill}" ${l}/>`;
    case "fox":
      return `<path d="M16 40 Q50 22 84 40 Q80 62 50 92 Q20 62 16 40 Z" fill="${p.fill}" ${l}/>`;
    case "long":
      return `<path d="M30 34 Q50 22 70 34 Q72 62 64 84 Q50 94 36 84 Q28 62 30 34 Z" fill="${p.fill}" ${l}/>`;
  }
}

function marks(kind: Marks, p: Paint): string {
  switch (kind) {
    case "stripe":
      return `<path d="M44 26 Q50 24 56 26 L54 62 L46 62 Z" fill="${p.detail}"/><path d="M22 52 Q32 40 40 50 L38 60 Z M78 52 Q68 40 60 50 L62 60 Z" fill="${p.detail}"/>`;
    case "spots":
      return `<g fill="${p.detail}"><circle cx="30" cy="50" r="3.5"/><circle cx="70" cy="50" r="3.5"/><circle cx="36" cy="38" r="3"/><circle cx="64" cy="38" r="3"/><circle cx="50" cy="34" r="3.5"/><circle cx="26" cy="62" r="3"/><circle cx="74" cy="62" r="3"/></g>`;
    case "cheeks":
      return `<path d="M18 42 Q34 56 50 62 Q36 84 50 92 Q20 66 18 42 Z M82 42 Q66 56 50 62 Q64 84 50 92 Q80 66 82 42 Z" fill="${p.detail}"/>`;
    case "mask":
      return `<path d="M20 46 Q50 36 80 46 L78 56 Q50 48 22 56 Z" fill="${p.detail}"/>`;
    case "whiskers":
      return `<path d="M34 70 L14 66 M34 74 L16 78 M66 70 L86 66 M66 74 L84 78" stroke="${p.ink}" stroke-width="2.5" stroke-linecap="round"/>`;
    case "none":
      return "";
  }
}

function muzzle(kind: Face["muzzle"], p: Paint): string {
  const eyes = `<circle cx="38" cy="50" r="4.5" fill="${p.ink}"/><circle cx="62" cy="50" r="4.5" fill="${p.ink}"/><circle cx="39.5" cy="48.5" r="1.5" fill="#FFFFFF"/><circle cx="63.5" cy="48.5" r="1.5" fill="#FFFFFF"/>`;
  if (kind === "long")
    return `${eyes}<ellipse cx="50" cy="74" rx="15" ry="13" fill="${p.detail}" ${line(p, 3)}/><ellipse cx="44" cy="76" rx="3" ry="4" fill="${p.ink}"/><ellipse cx="56" cy="76" rx="3" ry="4" fill="${p.ink}"/>`;
  const r = kind === "big" ? 15 : 11;
  return `${eyes}<ellipse cx="50" cy="70" rx="${r}" ry="${r - 3}" fill="#FFFFFF" opacity="0.85"/><path d="M43 64 Q50 60 57 64 Q54 70 50 70 Q46 70 43 64 Z" fill="${p.ink}"/><path d="M50 70 V75 M44 76 Q50 80 56 76" fill="none" stroke="${p.ink}" stroke-width="2.5" stroke-linecap="round"/>`;
}

const face =
  (f: Face): Emblem =>
  (p) =>
    top(f.top ?? "none", p) + ears(f.ears, p) + head(f.head, p) + marks(f.marks ?? "none", p) + muzzle(f.muzzle ?? "small", p);

export const bear = face({ ears: "round", head: "round", muzzle: "big" });
export const fox = face({ ears: "pointed", head: "fox", marks: "cheeks" });
export const otter = face({ ears: "small", head: "wide", marks: "whiskers", muzzle: "big" });
export const badger = face({ ears: "small", head: "round", marks: "stripe" });
export const ocelot = face({ ears: "pointed", head: "round", marks: "spots" });
export const bobcat = face({ ears: "tufted", head: "wide", marks: "whiskers" });
export const hound = face({ ears: "floppy", head: "round", muzzle: "big" });
export const wolverine = face({ ears: "small", head: "wide", marks: "mask" });
export const elk = face({ ears: "pointed", head: "long", top: "antlers", muzzle: "long" });
export const stag = face({ ears: "pointed", head: "long", top: "stag", muzzle: "long" });
export const moose = face({ ears: "small", head: "long", top: "palmate", muzzle: "long" });
const bisonFace = face({ ears: "small", head: "wide", top: "horns", muzzle: "big" });
/** A bison: a wide face with white horns under a shaggy dark fringe. */
export const bison: Emblem = (p) =>
  bisonFace(p) +
  `<path d="M22 48 Q20 30 34 30 Q40 22 50 26 Q60 22 66 30 Q80 30 78 48 Q70 40 62 44 Q56 36 50 42 Q44 36 38 44 Q30 40 22 48 Z" fill="${p.ink}"/>`;

/** A mammoth: big ears, a domed head, a curled trunk and two tusks. */
export const mammoth: Emblem = (p) =>
  `<path d="M30 34 Q4 30 6 56 Q8 76 30 70 Z M70 34 Q96 30 94 56 Q92 76 70 70 Z" fill="${p.detail}" ${line(p)}/>` +
  `<path d="M28 44 Q26 14 50 12 Q74 14 72 44 Q72 62 60 68 Q58 80 64 86 Q70 88 70 80 Q76 82 74 90 Q64 100 52 90 Q46 82 44 68 Q28 62 28 44 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M40 66 Q22 70 20 52 M60 66 Q78 70 80 52" fill="none" stroke="${p.ink}" stroke-width="11" stroke-linecap="round"/><path d="M40 66 Q22 70 20 52 M60 66 Q78 70 80 52" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="40" cy="44" r="4" fill="${p.ink}"/><circle cx="60" cy="44" r="4" fill="${p.ink}"/><path d="M38 22 Q50 16 62 22" fill="none" stroke="${p.detail}" stroke-width="4" stroke-linecap="round"/>`;
