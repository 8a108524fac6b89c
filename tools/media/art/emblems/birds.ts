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

/** A hawk seen from the front, wings raised with feather tips, a snowflake on its chest. */
export const snowhawk: Emblem = (p) =>
  `<path d="M44 44 Q26 40 14 6 Q6 22 4 38 L12 36 L6 50 L16 48 L12 60 L24 56 L24 66 Q36 62 44 62 Z M56 44 Q74 40 86 6 Q94 22 96 38 L88 36 L94 50 L84 48 L88 60 L76 56 L76 66 Q64 62 56 62 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M38 80 L32 96 L44 90 L50 98 L56 90 L68 96 L62 80 Z" fill="${p.detail}" ${line(p, 3)}/>` +
  `<ellipse cx="50" cy="62" rx="16" ry="22" fill="${p.fill}" ${line(p)}/>` +
  `<circle cx="50" cy="30" r="13" fill="${p.fill}" ${line(p)}/><path d="M46 34 Q50 30 56 34 Q58 42 50 46 Q54 40 46 38 Z" fill="#FFC233" ${line(p, 2.5)}/>` +
  `<path d="M40 24 L48 28 M60 24 L52 28" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/><circle cx="45" cy="29" r="2.6" fill="${p.ink}"/><circle cx="55" cy="29" r="2.6" fill="${p.ink}"/>` +
  `<path d="M50 54 V74 M41 59 L59 69 M59 59 L41 69" stroke="${p.detail}" stroke-width="3.5" stroke-linecap="round"/>`;

/** A dragon's head in profile: a spiky neck, horns, teeth and a puff of flame. */
export const drake: Emblem = (p) =>
  `<path d="M26 44 L8 36 L18 52 L2 56 L16 66 L2 76 L16 82 L6 94 L20 94 Z" fill="${p.detail}" ${line(p, 3)}/>` +
  `<path d="M40 34 L30 6 L52 30 Z M52 30 L50 10 L64 30 Z" fill="${p.detail}" ${line(p, 3)}/>` +
  `<path d="M86 56 Q98 52 100 60 Q94 62 100 68 Q92 70 90 76 Q86 68 80 66 Z" fill="#F59F00" ${line(p, 2.5)}/>` +
  `<path d="M16 96 Q10 64 24 46 Q34 30 56 30 L84 38 Q96 42 92 52 L74 54 L86 60 Q84 70 70 68 Q56 68 48 76 Q44 86 46 96 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M74 54 l3 5 l3 -4 l3 5" fill="none" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
  `<path d="M50 44 Q58 36 68 42 Q58 48 50 44 Z" fill="${p.ink}"/><path d="M48 38 L68 36" stroke="${p.ink}" stroke-width="3.5" stroke-linecap="round"/><circle cx="86" cy="44" r="2.2" fill="${p.ink}"/>` +
  `<path d="M30 60 Q36 74 32 90" fill="none" stroke="${p.detail}" stroke-width="4" stroke-linecap="round"/>`;
