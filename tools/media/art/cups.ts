// The nine cups (spec: three rows, levels 1-3; savings, top-three and first-place cups).
// One cup shape grows with the level (more base tiers, taller bowl, level stars on the base);
// the metal and the emblem on the bowl say which cup it is. The first-place cups carry the
// invented names of game/src/content/cups.ts: Bluebird Community Bank Cup (a bluebird),
// Silver Skate Trophy (a skate on the lid) and Grand Glacier Cup (ice and a mountain).
import { CUPS, type Cup } from "@rink/game";
import { star } from "./emblems/objects";
import { bluebirdMark } from "./partner";
import { svgDoc, text } from "./svg";

interface Metal {
  light: string;
  mid: string;
  dark: string;
}

const GOLD: Metal = { light: "#FFE066", mid: "#F2B705", dark: "#8A6700" };
const SILVER: Metal = { light: "#F8F9FA", mid: "#ADB5BD", dark: "#495057" };
const BRONZE: Metal = { light: "#F4C095", mid: "#CD7F32", dark: "#6B3E14" };
const GREEN: Metal = { light: "#B2F2BB", mid: "#2F9E44", dark: "#1B4D2A" };
const ICE: Metal = { light: "#E7F5FF", mid: "#74C0FC", dark: "#1864AB" };
const INK = "#0B1F3A";

function metalFor(cup: Cup): Metal {
  if (cup.key === "savingsCup") return GREEN;
  if (cup.key === "thirdCup") return BRONZE;
  return cup.level === 1 ? GOLD : cup.level === 2 ? SILVER : ICE;
}

const piggy = (): string =>
  `<ellipse cx="80" cy="74" rx="22" ry="16" fill="#FFC9DE" stroke="${INK}" stroke-width="3"/><path d="M66 62 l-4 -10 l10 6 Z" fill="#FFC9DE" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
  `<rect x="98" y="68" width="9" height="11" rx="3" fill="#FFA8C5" stroke="${INK}" stroke-width="3"/><path d="M68 88 v6 M90 88 v6" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="90" cy="70" r="2.5" fill="${INK}"/><path d="M74 60 h12" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><circle cx="80" cy="48" r="8" fill="${GOLD.mid}" stroke="${GOLD.dark}" stroke-width="2.5"/>`;

const podium = (): string =>
  `<path d="M56 94 V76 H70 V64 H90 V80 H104 V94 Z" fill="${BRONZE.light}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
  text(80, 60, 22, INK, "3") + `<path d="${star(63, 70, 5)} ${star(97, 74, 5)}" fill="#FFFFFF"/>`;

const skate = (): string =>
  `<g transform="translate(44 4)"><path d="M14 34 V10 Q14 4 22 4 H34 V20 Q54 22 60 30 Q62 36 56 36 H14 Z" fill="#FFFFFF" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M8 44 H66 Q70 44 68 40" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/><path d="M20 36 V44 M52 36 V44" stroke="${INK}" stroke-width="3"/><path d="M22 12 h10 M22 18 h10" stroke="${SILVER.dark}" stroke-width="2"/></g>`;

const glacier = (): string =>
  `<path d="M50 96 L70 64 L80 76 L92 56 L112 96 Z" fill="#FFFFFF" stroke="${ICE.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M64 74 L70 64 L74 70 Z M86 66 L92 56 L98 68 Z" fill="${ICE.mid}"/>` +
  `<path d="${star(80, 46, 9)}" fill="${GOLD.mid}" stroke="${GOLD.dark}" stroke-width="2"/>`;

function emblem(cup: Cup): string {
  if (cup.key === "savingsCup") return piggy();
  if (cup.key === "thirdCup") return podium();
  if (cup.level === 1) return `<circle cx="80" cy="70" r="24" fill="#E3F1FC" stroke="${INK}" stroke-width="3"/><g transform="translate(60 50) scale(0.4)">${bluebirdMark()}</g>`;
  if (cup.level === 2) return `<circle cx="80" cy="72" r="22" fill="#FFFFFF" stroke="${SILVER.dark}" stroke-width="3"/>` + text(80, 82, 28, SILVER.dark, "1");
  return glacier();
}

function cupBody(cup: Cup): string {
  const m = metalFor(cup);
  const tiers = cup.level;
  const baseTop = 184 - (tiers - 1) * 14;
  const line = `stroke="${m.dark}" stroke-width="4" stroke-linejoin="round"`;
  const bowlTop = cup.key === "firstCup" && cup.level === 2 ? 54 : cup.level === 3 ? 26 : 36;
  let base = "";
  for (let i = 0; i < tiers; i++) {
    const w = 96 + i * 16;
    base += `<rect x="${80 - w / 2}" y="${baseTop + i * 14}" width="${w}" height="${i === tiers - 1 ? 30 : 16}" rx="4" fill="${i % 2 ? m.mid : INK}" ${line}/>`;
  }
  const lastY = baseTop + (tiers - 1) * 14;
  const stars = Array.from({ length: cup.level }, (_, i) => star(80 + (i - (cup.level - 1) / 2) * 20, lastY + 15, 7)).join(" ");
  const handles =
    cup.level === 1
      ? `<path d="M36 ${bowlTop + 16} Q12 ${bowlTop + 16} 18 ${bowlTop + 44} Q24 ${bowlTop + 66} 48 ${bowlTop + 70} M124 ${bowlTop + 16} Q148 ${bowlTop + 16} 142 ${bowlTop + 44} Q136 ${bowlTop + 66} 112 ${bowlTop + 70}" fill="none" stroke="${m.dark}" stroke-width="12" stroke-linecap="round"/><path d="M36 ${bowlTop + 16} Q12 ${bowlTop + 16} 18 ${bowlTop + 44} Q24 ${bowlTop + 66} 48 ${bowlTop + 70} M124 ${bowlTop + 16} Q148 ${bowlTop + 16} 142 ${bowlTop + 44} Q136 ${bowlTop + 66} 112 ${bowlTop + 70}" fill="none" stroke="${m.mid}" stroke-width="6" stroke-linecap="round"/>`
      : `<path d="M34 ${bowlTop + 8} Q2 ${bowlTop + 30} 44 ${bowlTop + 76} M126 ${bowlTop + 8} Q158 ${bowlTop + 30} 116 ${bowlTop + 76}" fill="none" stroke="${m.dark}" stroke-width="12" stroke-linecap="round"/><path d="M34 ${bowlTop + 8} Q2 ${bowlTop + 30} 44 ${bowlTop + 76} M126 ${bowlTop + 8} Q158 ${bowlTop + 30} 116 ${bowlTop + 76}" fill="none" stroke="${m.mid}" stroke-width="6" stroke-linecap="round"/>`;
  const bowl =
    `<path d="M30 ${bowlTop} H130 V${bowlTop + 30} Q130 ${bowlTop + 92} 80 ${bowlTop + 100} Q30 ${bowlTop + 92} 30 ${bowlTop + 30} Z" fill="${m.mid}" ${line}/>` +
    `<path d="M40 ${bowlTop + 8} V${bowlTop + 34} Q42 ${bowlTop + 70} 60 ${bowlTop + 84}" fill="none" stroke="${m.light}" stroke-width="7" stroke-linecap="round" opacity="0.9"/>` +
    `<rect x="24" y="${bowlTop - 10}" width="112" height="14" rx="6" fill="${m.light}" ${line}/>`;
  const stem =
    `<path d="M70 ${bowlTop + 96} Q74 ${baseTop - 30} 60 ${baseTop - 4} H100 Q86 ${baseTop - 30} 90 ${bowlTop + 96} Z" fill="${m.mid}" ${line}/>` +
    `<rect x="54" y="${baseTop - 12}" width="52" height="12" rx="4" fill="${m.light}" ${line}/>`;
  const lid = cup.key === "firstCup" && cup.level === 2 ? skate() : "";
  const shine = `<path d="${star(122, 28, 7)} ${star(30, 100, 5)}" fill="#FFFFFF" stroke="${m.dark}" stroke-width="1.5"/>`;
  return (
    `<ellipse cx="80" cy="222" rx="66" ry="6" fill="${INK}" opacity="0.15"/>` +
    handles + stem + bowl + `<g transform="translate(0 ${bowlTop - 36})">${emblem(cup)}</g>` + lid + base +
    `<path d="${stars}" fill="${GOLD.light}" stroke="${GOLD.dark}" stroke-width="1.5"/>` + shine
  );
}

export const ALL_CUPS: readonly Cup[] = [...CUPS[1], ...CUPS[2], ...CUPS[3]];

export function cupArt(cup: Cup): string {
  return svgDoc(160, 230, `${cup.name} trophy`, cupBody(cup));
}
