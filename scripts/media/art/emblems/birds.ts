// Birds: heads in profile (facing right) from shared parts, a front-facing owl and a bird
// with spread wings, so the seven bird teams differ by beak, crest and pose.
import { line, type Emblem, type Paint } from "./paint";

type Beak = "curved" | "long" | "medium" | "hook" | "short" | "dagger";
type Crest = "none" | "plume" | "crown" | "collar" | "stripe";

const BEAKS: Record<Beak, string> = {
  curved: "M60 36 Q86 40 96 76 Q80 54 60 50 Z",
  long: "M60 36 L98 46 L60 52 Z",
  medium: "M60 36 L88 44 L60 50 Z",
  hook: "M58 32 Q82 32 82 54 Q74 46 60 50 Z",
  short: "M60 38 L80 44 L60 50 Z",
  dagger: "M60 36 L94 42 L60 48 Z",
};

function crest(kind: Crest, p: Paint): string {
  switch (kind) {
    case "plume":
      return `<path d="M26 32 Q8 26 2 34 Q12 30 24 40 Q8 40 4 48 Q16 42 26 46" fill="none" ${line(p, 3.5)}/>`;
    case "crown":
      return `<path d="M32 24 Q44 14 56 24 Q44 28 32 24 Z" fill="#E03131" ${line(p, 3)}/>`;
    case "collar":
      return `<path d="M22 66 Q40 72 56 64 M22 74 Q40 80 56 72" fill="none" stroke="${p.detail}" stroke-width="5"/>`;
    case "stripe":
      return `<path d="M46 50 Q44 62 38 70" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>`;
    case "none":
      return "";
  }
}

const bird =
  (beak: Beak, top: Crest): Emblem =>
  (p) =>
    `<path d="M22 50 Q14 80 22 98 L60 98 Q52 78 58 56 Z" fill="${p.fill}" ${line(p)}/>` +
    (top === "plume" ? crest(top, p) : "") +
    `<path d="${BEAKS[beak]}" fill="${p.detail}" ${line(p)}/>` +
    `<circle cx="40" cy="44" r="24" fill="${p.fill}" ${line(p)}/>` +
    (top === "plume" ? "" : crest(top, p)) +
    (beak === "hook" ? `<path d="M34 34 L58 36" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>` : "") +
    `<circle cx="48" cy="42" r="5.5" fill="${p.ink}"/><circle cx="49.5" cy="40.5" r="1.8" fill="#FFFFFF"/>`;

export const ibis = bird("curved", "none");
export const heron = bird("long", "plume");
export const crane = bird("medium", "crown");
export const kestrel = bird("hook", "stripe");
export const gull = bird("short", "none");
export const loon = bird("dagger", "collar");

/** An owl face: ear tufts, two big eyes in discs, a small beak. */
export const owl: Emblem = (p) =>
  `<path d="M16 34 L14 8 L36 22 Q50 18 64 22 L86 8 L84 34 Q92 74 50 94 Q8 74 16 34 Z" fill="${p.fill}" ${line(p)}/>` +
  `<circle cx="34" cy="44" r="15" fill="#FFFFFF" ${line(p, 3)}/><circle cx="66" cy="44" r="15" fill="#FFFFFF" ${line(p, 3)}/>` +
  `<circle cx="35" cy="45" r="7" fill="${p.ink}"/><circle cx="65" cy="45" r="7" fill="${p.ink}"/>` +
  `<path d="M44 56 L56 56 L50 70 Z" fill="${p.detail}" ${line(p, 3)}/>` +
  `<path d="M32 78 l4 -5 l4 5 M46 82 l4 -5 l4 5 M60 78 l4 -5 l4 5" fill="none" stroke="${p.detail}" stroke-width="3" stroke-linecap="round"/>`;

/** A hawk seen from the front with wings spread and a snowflake on its chest. */
export const snowhawk: Emblem = (p) =>
  `<path d="M50 40 Q30 26 4 22 Q12 34 10 40 Q22 42 16 52 Q30 52 30 60 Q40 58 44 66 L50 90 L56 66 Q60 58 70 60 Q70 52 84 52 Q78 42 90 40 Q88 34 96 22 Q70 26 50 40 Z" fill="${p.fill}" ${line(p)}/>` +
  `<circle cx="50" cy="30" r="12" fill="${p.fill}" ${line(p)}/><path d="M46 34 L50 44 L54 34 Z" fill="${p.detail}" ${line(p, 2.5)}/>` +
  `<circle cx="45" cy="28" r="2.8" fill="${p.ink}"/><circle cx="55" cy="28" r="2.8" fill="${p.ink}"/>` +
  `<path d="M50 52 V72 M41 57 L59 67 M59 57 L41 67" stroke="${p.detail}" stroke-width="3.5" stroke-linecap="round"/>`;

/** A dragon's head in profile: horns, a toothy jaw and a puff of flame. */
export const drake: Emblem = (p) =>
  `<path d="M60 58 Q76 52 82 62 Q90 56 98 62 Q90 66 96 74 Q86 72 82 78 Q76 68 62 70 Z" fill="#F59F00" ${line(p, 3)}/>` +
  `<path d="M26 30 L10 8 L34 22 M40 22 L36 2 L50 20" fill="${p.detail}" ${line(p)}/>` +
  `<path d="M20 96 Q12 60 26 34 Q40 16 60 28 L84 42 Q88 50 78 52 L60 54 L70 62 Q66 70 54 66 Q44 80 48 96 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M60 54 l4 6 l4 -5" fill="none" stroke="${p.ink}" stroke-width="2.5"/>` +
  `<path d="M40 38 Q48 32 56 38 Q48 40 40 38 Z" fill="${p.ink}"/><circle cx="76" cy="42" r="2" fill="${p.ink}"/>` +
  `<path d="M28 58 Q34 70 30 84" fill="none" stroke="${p.detail}" stroke-width="4" stroke-linecap="round"/>`;
