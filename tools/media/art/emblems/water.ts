// Water emblems: fish, a narwhal, a snake, a wave and a ferry boat.
import { line, type Emblem } from "./paint";

/** A leaping salmon, curved, with a tail fin and spots. */
export const salmon: Emblem = (p) =>
  `<path d="M12 70 Q30 30 70 26 Q88 26 94 36 Q86 48 70 52 Q44 58 30 78 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M30 78 L8 94 L14 74 L4 62 Z" fill="${p.detail}" ${line(p)}/>` +
  `<path d="M50 34 L60 18 L66 30 Z" fill="${p.detail}" ${line(p, 3)}/>` +
  `<circle cx="80" cy="34" r="3.5" fill="${p.ink}"/><path d="M74 42 Q84 44 92 38" fill="none" stroke="${p.ink}" stroke-width="2.5"/>` +
  `<g fill="${p.detail}"><circle cx="46" cy="46" r="2.5"/><circle cx="56" cy="40" r="2.5"/><circle cx="38" cy="56" r="2.5"/></g>`;

/** A sturgeon: long body, pointed snout, a row of bony plates. */
export const sturgeon: Emblem = (p) =>
  `<path d="M4 52 Q6 40 16 44 L22 50 Q40 34 70 38 Q86 40 98 46 Q88 60 70 60 Q40 64 22 56 L16 62 Q6 64 4 52 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M4 52 L0 34 L12 46 M4 52 L0 70 L12 58" fill="${p.detail}" ${line(p, 3)}/>` +
  `<path d="M30 44 l4 -6 l4 5 l4 -6 l4 5 l4 -6 l4 5 l4 -5 l4 5" fill="none" stroke="${p.detail}" stroke-width="3.5" stroke-linejoin="round"/>` +
  `<circle cx="82" cy="46" r="3.2" fill="${p.ink}"/><path d="M84 56 l0 8 M88 55 l2 8" stroke="${p.ink}" stroke-width="2.5" stroke-linecap="round"/>` +
  `<path d="M50 62 L46 74 L58 62 Z" fill="${p.detail}" ${line(p, 3)}/>`;

/** A narwhal: round whale body, a long spiral tusk, a tail. */
export const narwhal: Emblem = (p) =>
  `<path d="M62 40 L98 8" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/><path d="M62 40 L98 8" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-dasharray="4 3"/>` +
  `<path d="M8 74 Q10 40 46 40 Q76 40 74 62 Q70 82 40 82 Q26 82 18 78 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M18 78 L2 90 L6 74 L0 62 Z" fill="${p.fill}" ${line(p)}/>` +
  `<g fill="${p.detail}"><circle cx="32" cy="56" r="3"/><circle cx="42" cy="50" r="2.5"/><circle cx="26" cy="66" r="2.5"/></g>` +
  `<circle cx="58" cy="58" r="4" fill="${p.ink}"/><path d="M54 70 Q62 72 68 66" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/>`;

/** A coiled viper with a forked tongue. */
export const viper: Emblem = (p) =>
  `<path d="M22 92 Q4 80 18 66 Q30 56 56 62 Q80 68 78 52 Q76 40 52 42 Q28 44 30 30" fill="none" stroke="${p.ink}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M22 92 Q4 80 18 66 Q30 56 56 62 Q80 68 78 52 Q76 40 52 42 Q28 44 30 30" fill="none" stroke="${p.fill}" stroke-width="12" stroke-linecap="round"/>` +
  `<path d="M22 92 Q4 80 18 66 Q30 56 56 62 Q80 68 78 52 Q76 40 52 42" fill="none" stroke="${p.detail}" stroke-width="4" stroke-dasharray="3 7"/>` +
  `<path d="M52 18 L72 10 L60 22" fill="none" stroke="#E03131" stroke-width="3" stroke-linecap="round"/>` +
  `<path d="M16 28 Q22 10 40 10 Q58 12 56 24 Q48 38 30 38 Q16 38 16 28 Z" fill="${p.fill}" ${line(p)}/>` +
  `<circle cx="40" cy="20" r="4" fill="${p.ink}"/><path d="M34 14 L46 16" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/>`;

/** A curling wave with foam. */
export const wave: Emblem = (p) =>
  `<path d="M4 86 Q10 50 40 22 Q64 4 86 18 Q98 30 86 44 Q80 30 66 34 Q56 40 62 52 Q68 60 80 56 Q70 74 96 86 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M18 72 Q26 50 44 36 M28 80 Q34 62 50 50" fill="none" stroke="${p.detail}" stroke-width="4" stroke-linecap="round"/>` +
  `<g fill="#FFFFFF" ${line(p, 2.5)}><circle cx="90" cy="30" r="4"/><circle cx="94" cy="44" r="3"/></g>`;

/** A ferry boat with a cabin, a funnel and waves under it. */
export const ferry: Emblem = (p) =>
  `<path d="M40 34 h10 v-16 h10 v16" fill="${p.detail}" ${line(p)}/>` +
  `<rect x="26" y="34" width="48" height="22" rx="3" fill="#FFFFFF" ${line(p)}/>` +
  `<g fill="${p.ink}"><rect x="33" y="40" width="8" height="8" rx="2"/><rect x="46" y="40" width="8" height="8" rx="2"/><rect x="59" y="40" width="8" height="8" rx="2"/></g>` +
  `<path d="M6 56 H94 L82 78 H18 Z" fill="${p.fill}" ${line(p)}/>` +
  `<path d="M4 90 Q14 82 24 90 T44 90 T64 90 T84 90 T100 88" fill="none" stroke="${p.detail}" stroke-width="5" stroke-linecap="round"/>`;
