// Chip, the game's mascot (tutorials call him "Chip"): a hockey puck with a helmet, orange
// gloves and skates. These are his body parts; poses.ts puts them together per pose.

export const C = {
  ink: "#0B1F3A",
  body: "#1E2E4D",
  top: "#2E4672",
  rim: "#4A6AA5",
  helmet: "#0E95A0",
  helmetDark: "#0B505A",
  stripe: "#FFD23F",
  glove: "#F76707",
  gloveDark: "#A33D00",
  mouth: "#7A1F2B",
  tongue: "#FF8FA3",
  blush: "#FF8FA3",
  blade: "#ADB5BD",
} as const;

const OUT = `stroke="${C.ink}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;

/** The puck body; `lift` raises it (a jump). */
export function body(lift = 0): string {
  const y = (v: number): number => v - lift;
  return (
    `<path d="M38 ${y(96)} V${y(150)} A62 22 0 0 0 162 ${y(150)} V${y(96)} Z" fill="${C.body}" ${OUT}/>` +
    `<path d="M38 ${y(132)} A62 22 0 0 0 162 ${y(132)}" fill="none" stroke="${C.rim}" stroke-width="3"/>` +
    `<ellipse cx="100" cy="${y(96)}" rx="62" ry="22" fill="${C.top}" ${OUT}/>`
  );
}

/** A hockey helmet sitting on the puck, with a stripe and a little visor. */
export function helmet(lift = 0, tilt = 0): string {
  const y = 0 - lift;
  return (
    `<g transform="translate(0 ${y}) rotate(${tilt} 100 80)">` +
    `<path d="M58 90 Q56 42 100 38 Q144 42 142 90 Q100 80 58 90 Z" fill="${C.helmet}" ${OUT}/>` +
    `<path d="M94 38 Q92 60 94 84 L106 84 Q108 60 106 38 Z" fill="${C.stripe}"/>` +
    `<path d="M58 90 Q100 80 142 90" fill="none" stroke="${C.helmetDark}" stroke-width="7"/>` +
    `<circle cx="68" cy="74" r="4" fill="${C.helmetDark}"/><circle cx="132" cy="74" r="4" fill="${C.helmetDark}"/></g>`
  );
}

export type Eyes = "open" | "right" | "up" | "happy" | "wink";

/** Eyes and eyebrows; the pupils look where the pose looks. */
export function eyes(kind: Eyes, lift = 0): string {
  const y = 122 - lift;
  const brow = kind === "up" ? `<path d="M66 ${y - 22} Q78 ${y - 30} 90 ${y - 24} M110 ${y - 26} Q122 ${y - 32} 134 ${y - 22}" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round"/>` : "";
  if (kind === "happy")
    return `<path d="M66 ${y + 2} Q78 ${y - 14} 90 ${y + 2} M110 ${y + 2} Q122 ${y - 14} 134 ${y + 2}" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/>`;
  const dx = kind === "right" ? 5 : kind === "up" ? -3 : 1;
  const dy = kind === "up" ? -6 : 0;
  const left = kind === "wink"
    ? `<path d="M66 ${y} Q78 ${y - 10} 90 ${y}" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/>`
    : `<ellipse cx="78" cy="${y}" rx="13" ry="15" fill="#FFFFFF"/><circle cx="${78 + dx}" cy="${y + 2 + dy}" r="7" fill="${C.ink}"/><circle cx="${81 + dx}" cy="${y - 1 + dy}" r="2.5" fill="#FFFFFF"/>`;
  return (
    brow +
    left +
    `<ellipse cx="122" cy="${y}" rx="13" ry="15" fill="#FFFFFF"/><circle cx="${122 + dx}" cy="${y + 2 + dy}" r="7" fill="${C.ink}"/><circle cx="${125 + dx}" cy="${y - 1 + dy}" r="2.5" fill="#FFFFFF"/>`
  );
}

export type Mouth = "smile" | "open" | "hmm" | "grin";

export function mouth(kind: Mouth, lift = 0): string {
  const y = 146 - lift;
  const blush = `<ellipse cx="60" cy="${y - 6}" rx="8" ry="5" fill="${C.blush}" opacity="0.6"/><ellipse cx="140" cy="${y - 6}" rx="8" ry="5" fill="${C.blush}" opacity="0.6"/>`;
  switch (kind) {
    case "smile":
      return blush + `<path d="M86 ${y - 4} Q100 ${y + 8} 114 ${y - 4}" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>`;
    case "open":
      return blush + `<path d="M84 ${y - 6} Q100 ${y - 2} 116 ${y - 6} Q114 ${y + 14} 100 ${y + 14} Q86 ${y + 14} 84 ${y - 6} Z" fill="${C.mouth}" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round"/><path d="M92 ${y + 9} Q100 ${y + 3} 108 ${y + 9}" fill="${C.tongue}"/>`;
    case "grin":
      return blush + `<path d="M82 ${y - 6} Q100 ${y - 2} 118 ${y - 6} Q112 ${y + 10} 100 ${y + 10} Q88 ${y + 10} 82 ${y - 6} Z" fill="#FFFFFF" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round"/>`;
    case "hmm":
      return `<path d="M88 ${y} Q94 ${y - 5} 100 ${y} T112 ${y - 2}" fill="none" stroke="#FFFFFF" stroke-width="4.5" stroke-linecap="round"/>`;
  }
}

/** An arm from the shoulder through an elbow to the hand. */
export function arm(d: string): string {
  return `<path d="${d}" fill="none" stroke="${C.ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${C.body}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const G = `fill="${C.glove}" ${OUT}`;

/** Gloves: a fist, an open hand, a pointing hand and a thumb up, at (x, y), turned `rot` degrees. */
export const glove = {
  fist: (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="12" ${G}/><path d="M${x - 6} ${y - 4} h12" stroke="${C.gloveDark}" stroke-width="3" stroke-linecap="round"/>`,
  open: (x: number, y: number, rot = 0): string =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-11 6 V-8 a3.5 3.5 0 0 1 7 0 V-12 a3.5 3.5 0 0 1 7 0 V-10 a3.5 3.5 0 0 1 7 0 V-2 L18 -8 a3.5 3.5 0 0 1 4 6 L6 12 Q-11 14 -11 6 Z" ${G}/></g>`,
  point: (x: number, y: number, rot = 0): string =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-10 -9 H26 a4.5 4.5 0 0 1 0 9 H10 V10 Q-10 14 -12 2 Z" ${G}/><path d="M-2 2 h10" stroke="${C.gloveDark}" stroke-width="3" stroke-linecap="round"/></g>`,
  thumb: (x: number, y: number): string =>
    `<g transform="translate(${x} ${y})"><path d="M-13 -1 V-21 a5.5 5.5 0 0 1 11 0 V-6 Z" ${G}/><rect x="-14" y="-7" width="28" height="22" rx="8" ${G}/><path d="M-1 -1 h11 M-1 5 h11" stroke="${C.gloveDark}" stroke-width="2.5" stroke-linecap="round"/></g>`,
};

/** Two legs and skates (toes out); `lift` raises them, `spread` moves the feet apart. */
export function legs(lift = 0, spread = 0): string {
  const y = 190 - lift;
  const skate = (x: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s} 1)"><path d="M-9 -16 H5 V-8 Q19 -8 21 0 V4 H-9 Z" fill="#FFFFFF" ${OUT}/>` +
    `<path d="M-3 -12 h6 M-3 -6 h6" stroke="${C.helmet}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M-5 5 V11 M15 5 V11" stroke="${C.ink}" stroke-width="3"/><path d="M-12 12 H24" stroke="${C.blade}" stroke-width="4" stroke-linecap="round"/></g>`;
  const l = 80 - spread;
  const r = 120 + spread;
  return (
    `<path d="M84 ${166 - lift} L${l} ${y - 14} M116 ${166 - lift} L${r} ${y - 14}" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>` +
    skate(l, -1) + skate(r, 1)
  );
}
