// Team logos: a crest shape family (round, shield, hexagon, ...), the team's emblem on its
// first colour, and the initials on a banner in its second colour. Drawn on 200 x 200 and
// kept bold (4-unit outlines, big emblem) so they still read at 48 px.
import { darken } from "./colour";
import { n, svgDoc, text } from "./svg";
import type { Crest, TeamArt } from "./team-design";

function polygon(sides: number, r: number, turn: number): string {
  const pts: string[] = [];
  for (let i = 0; i < sides; i++) {
    const a = turn + (2 * Math.PI * i) / sides;
    pts.push(`${n(100 + r * Math.cos(a))} ${n(100 + r * Math.sin(a))}`);
  }
  return `M${pts.join(" L")} Z`;
}

/** The crest outline, shrunk by `inset` units from the 200 x 200 edge. */
export function crestPath(crest: Crest, inset: number): string {
  const a = 4 + inset;
  const b = 196 - inset;
  switch (crest) {
    case "round":
      return `M100 ${a} A${96 - inset} ${96 - inset} 0 1 1 99.9 ${a} Z`;
    case "shield":
      return `M${a + 6} ${a + 6} Q100 ${a - 4} ${b - 6} ${a + 6} V96 Q${b - 6} 160 100 ${b} Q${a + 6} 160 ${a + 6} 96 Z`;
    case "hex":
      return polygon(6, 98 - inset, Math.PI / 6);
    case "octagon":
      return polygon(8, 100 - inset, Math.PI / 8);
    case "arch":
      return `M${a + 8} 80 Q${a + 8} ${a} 100 ${a} Q${b - 8} ${a} ${b - 8} 80 V${b - 30} Q100 ${b + 8} ${a + 8} ${b - 30} Z`;
    case "tab":
      return `M${a + 30} ${a + 8} H${b - 30} Q${b - 6} ${a + 8} ${b - 6} ${a + 32} V${b - 32} Q${b - 6} ${b - 8} ${b - 30} ${b - 8} H${a + 30} Q${a + 6} ${b - 8} ${a + 6} ${b - 32} V${a + 32} Q${a + 6} ${a + 8} ${a + 30} ${a + 8} Z`;
    case "home": {
      // A round crest with a scalloped edge: the three Cedar Valley clubs share it.
      const pts: string[] = [];
      for (let i = 0; i < 24; i++) {
        const ang = (Math.PI * 2 * i) / 24 - Math.PI / 2;
        const r = (i % 2 === 0 ? 97 : 89) - inset;
        pts.push(`${n(100 + r * Math.cos(ang))} ${n(100 + r * Math.sin(ang))}`);
      }
      return `M${pts.join(" L")} Z`;
    }
  }
}

/** The inner drawing of a logo, reused by other art (jerseys, cups) via <g transform>. */
export function logoBody(t: TeamArt): string {
  const rim = darken(t.primary, 0.45);
  const banner = t.initials.length > 2 ? 124 : 92;
  return (
    `<path d="${crestPath(t.crest, 0)}" fill="${rim}"/>` +
    `<path d="${crestPath(t.crest, 8)}" fill="${t.primary}" stroke="${t.secondary}" stroke-width="5"/>` +
    (t.crest === "home" ? `<path d="M100 18 l5 10 l11 1 l-8 7 l3 11 l-11 -6 l-11 6 l3 -11 l-8 -7 l11 -1 Z" fill="${t.secondary}"/>` : "") +
    `<g transform="translate(38 ${t.crest === "home" ? 30 : 18}) scale(1.24)">${t.emblem(t.paint)}</g>` +
    `<rect x="${100 - banner / 2}" y="140" width="${banner}" height="44" rx="9" fill="${t.secondary}" stroke="${rim}" stroke-width="4"/>` +
    text(100, 175, 40, t.secondaryInk, t.initials)
  );
}

export function teamLogo(t: TeamArt): string {
  return svgDoc(200, 200, `${t.team.nameFull} logo`, logoBody(t));
}
