// Things, not animals: tools, trees, lights, sky and weather.
import { line, type Emblem, type Paint } from "./paint";

/** A five-point star path centred at (cx, cy). */
export function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(" L")} Z`;
}

/** A comet: a star head with three streaks behind it. */
export const comet: Emblem = (p) =>
  `<path d="M58 42 L8 92 M48 32 L14 58 M68 52 L42 86" stroke="${p.detail}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="${star(66, 34, 30)}" fill="${p.fill}" ${line(p)}/>`;

const tool = (head: string, p: Paint, flip: boolean): string =>
  `<g${flip ? ' transform="matrix(-1 0 0 1 100 0)"' : ""}><path d="M20 90 L74 26" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/><path d="M20 90 L74 26" stroke="#C98B4B" stroke-width="6" stroke-linecap="round"/>${head}</g>`;

/** Two crossed axes. */
export const axes: Emblem = (p) => {
  const head = `<path d="M60 22 L70 12 L80 22 Q94 18 98 30 Q92 44 80 46 Q84 36 72 34 Z" fill="${p.fill}" ${line(p)}/>`;
  return tool(head, p, false) + tool(head, p, true);
};

/** Two crossed pickaxes and a lamp. */
export const pickaxes: Emblem = (p) => {
  const head = `<path d="M52 10 Q76 12 94 40 Q78 26 66 28 Q58 22 52 10 Z" fill="${p.fill}" ${line(p)}/>`;
  return tool(head, p, false) + tool(head, p, true) + `<circle cx="50" cy="70" r="9" fill="#FFD43B" ${line(p, 3)}/>`;
};

/** A pine tree on a stump. */
export const pine: Emblem = (p) =>
  `<rect x="43" y="78" width="14" height="18" fill="#8B5A2B" ${line(p)}/>` +
  `<path d="M50 4 L72 34 H62 L80 58 H68 L88 82 H12 L32 58 H20 L38 34 H28 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M50 22 V70" stroke="${p.detail}" stroke-width="4" stroke-linecap="round"/>`;

const paw = (x: number, y: number, s: number, p: Paint): string =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${p.fill}" ${line(p, 3 / s)}><ellipse cx="0" cy="6" rx="10" ry="8"/><circle cx="-11" cy="-6" r="4.5"/><circle cx="-4" cy="-12" r="4.5"/><circle cx="4" cy="-12" r="4.5"/><circle cx="11" cy="-6" r="4.5"/></g>`;

/** A trail of three paw prints. */
export const paws: Emblem = (p) => paw(26, 76, 1.05, p) + paw(72, 58, 1.15, p) + paw(34, 30, 1.25, p);

/** A lighthouse with its beams. */
export const lighthouse: Emblem = (p) =>
  `<path d="M56 24 L98 8 V40 Z M44 24 L2 8 V40 Z" fill="#FFE066" opacity="0.9"/>` +
  `<path d="M36 94 L42 34 H58 L64 94 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M39 64 H61 M38 80 H62" stroke="${p.detail}" stroke-width="8"/>` +
  `<rect x="40" y="18" width="20" height="16" fill="#FFE066" ${line(p)}/><path d="M36 18 L50 6 L64 18 Z" fill="${p.detail}" ${line(p)}/>`;

/** A gear with a rivet in the middle. */
export const gear: Emblem = (p) => {
  const teeth: string[] = [];
  for (let i = 0; i < 8; i++) teeth.push(`<rect x="42" y="4" width="16" height="20" rx="3" transform="rotate(${i * 45} 50 50)"/>`);
  return (
    `<g fill="${p.fill}" ${line(p)}>${teeth.join("")}<circle cx="50" cy="50" r="32"/></g>` +
    `<circle cx="50" cy="50" r="13" fill="${p.detail}" ${line(p)}/><circle cx="46" cy="46" r="4" fill="#FFFFFF" opacity="0.8"/>`
  );
};

/** An anvil. */
export const anvil: Emblem = (p) =>
  `<path d="M4 30 H74 Q94 30 96 40 Q80 44 70 52 Q62 58 62 66 L70 80 H30 L38 66 Q38 56 26 52 Q10 46 4 30 Z" fill="${p.fill}" ${line(p)}/>` +
  `<rect x="20" y="80" width="60" height="12" rx="2" fill="${p.detail}" ${line(p)}/><path d="M14 38 H70" stroke="#FFFFFF" stroke-width="3" opacity="0.7"/>`;

/** A cyclone: a spiral funnel. */
export const cyclone: Emblem = (p) =>
  `<path d="M10 18 Q50 2 90 18 Q92 26 80 28 Q50 36 18 28 Q8 26 10 18 Z M22 36 Q50 44 80 36 Q80 46 70 48 Q50 54 30 48 Q22 44 22 36 Z M32 56 Q50 62 68 56 Q66 66 58 68 Q48 70 40 66 Q34 62 32 56 Z M42 74 Q52 78 60 74 Q58 84 52 96 Q46 84 42 74 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M30 20 Q50 16 70 22" fill="none" stroke="${p.detail}" stroke-width="4" stroke-linecap="round"/>`;

/** Aurora ribbons over a star and snowy peaks. */
export const aurora: Emblem = (p) =>
  `<path d="M4 40 Q24 10 44 34 Q64 58 96 20 L96 40 Q66 74 44 52 Q24 32 4 60 Z" fill="${p.detail}" ${line(p, 3)}/>` +
  `<path d="${star(76, 58, 10)}" fill="#FFE066" ${line(p, 2.5)}/>` +
  `<path d="M2 96 L30 58 L46 76 L60 62 L98 96 Z" fill="${p.fill}" ${line(p)}/><path d="M22 70 L30 58 L38 68 L32 66 Z" fill="#FFFFFF"/>`;

/** A horse's head in profile with a flowing mane. */
export const stallion: Emblem = (p) =>
  `<path d="M30 96 Q26 62 38 40 Q44 24 52 14 L56 22 Q70 22 84 46 Q92 58 86 66 Q80 72 70 64 Q62 60 60 70 Q66 86 68 96 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M52 14 Q30 20 24 40 Q16 54 22 70 Q12 80 18 96 L30 96 Q26 62 38 40 Q44 24 52 14 Z" fill="${p.detail}" ${line(p)}/>` +
  `<circle cx="64" cy="38" r="4" fill="${p.ink}"/><circle cx="82" cy="60" r="2.5" fill="${p.ink}"/>`;
