// The programme's own marks: the Rink Money logo (the faint background of every screen but
// the dashboard, and the printed login cards), the favicon, and the two UI pieces the budget
// screen uses (the stick and the yellow puck of the savings slider; their shapes keep the
// placeholders' proportions, which the slider's layout assumes).
import { FONT, svgDoc, text } from "./svg";

const B = { ink: "#0B1F3A", teal: "#0B7A85", ice: "#E6F7F8", iceLine: "#8FDCE2", orange: "#E8590C", gold: "#FFD23F", goldDark: "#8A6700", puck: "#13294D", puckTop: "#1F3A6B", wood: "#C98B4B", woodDark: "#5F230E" };

/** A puck seen from the side, its top face at (cx, cy); the face carries a "$". */
function puck(cx: number, cy: number, rx: number, colours: { side: string; top: string; mark: string; line: string }): string {
  const ry = rx * 0.34;
  const h = rx * 0.6;
  return (
    `<path d="M${cx - rx} ${cy} v${h} a${rx} ${ry} 0 0 0 ${rx * 2} 0 v${-h} Z" fill="${colours.side}" stroke="${colours.line}" stroke-width="4"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colours.top}" stroke="${colours.line}" stroke-width="4"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.78}" ry="${ry * 0.7}" fill="none" stroke="${colours.mark}" stroke-width="2.5" opacity="0.6"/>` +
    text(cx, cy + ry * 0.55, ry * 1.5, colours.mark, "$")
  );
}

const stick = (flip: boolean): string =>
  `<g${flip ? ' transform="matrix(-1 0 0 1 320 0)"' : ""}><path d="M62 20 L190 170" stroke="${B.woodDark}" stroke-width="18" stroke-linecap="round"/><path d="M62 20 L190 170" stroke="${B.wood}" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="M180 158 L196 176 Q204 184 218 184 L248 184 Q256 184 254 194 L196 196 Q180 196 172 184 Z" fill="${B.ink}" stroke="${B.woodDark}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M70 30 L84 46" stroke="${B.ink}" stroke-width="12" stroke-linecap="round"/></g>`;

export function programmeLogo(): string {
  const body =
    `<circle cx="160" cy="112" r="104" fill="${B.ice}" stroke="${B.teal}" stroke-width="10"/>` +
    `<path d="M66 150 Q160 178 254 150 M160 14 V60" fill="none" stroke="${B.iceLine}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="160" cy="112" r="40" fill="none" stroke="${B.iceLine}" stroke-width="5"/>` +
    stick(false) +
    stick(true) +
    `<g stroke="${B.orange}" stroke-width="9" stroke-linecap="round"><path d="M52 92 H84 M42 114 H80 M52 136 H84"/></g>` +
    puck(164, 100, 62, { side: B.puck, top: B.puckTop, mark: B.gold, line: B.ink }) +
    `<path d="M20 208 H300 L288 230 L300 252 H20 L32 230 Z" fill="${B.ink}"/>` +
    `<text x="160" y="246" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="800" letter-spacing="1"><tspan fill="#FFFFFF">RINK</tspan><tspan fill="${B.gold}" dx="10">MONEY</tspan></text>` +
    `<path d="M10 268 Q160 286 310 268" fill="none" stroke="${B.teal}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
  return svgDoc(320, 280, "Rink Money", body);
}

/** The favicon: the logo's puck alone on the ice badge, bold enough for 16 px. */
export function favicon(): string {
  return svgDoc(
    64,
    64,
    "Rink Money",
    `<circle cx="32" cy="32" r="30" fill="${B.teal}"/><circle cx="32" cy="32" r="24" fill="${B.ice}"/>` +
      puck(32, 26, 20, { side: B.puck, top: B.puckTop, mark: B.gold, line: B.ink }).replace(/stroke-width="4"/g, 'stroke-width="2"'),
  );
}

export function hockeyStick(): string {
  return svgDoc(
    600,
    80,
    "Hockey stick",
    `<rect x="4" y="22" width="520" height="22" rx="8" fill="${B.wood}" stroke="${B.woodDark}" stroke-width="4"/>` +
      `<rect x="4" y="22" width="80" height="22" rx="8" fill="${B.ink}"/><path d="M30 22 l-8 22 M48 22 l-8 22 M66 22 l-8 22" stroke="#3B5B8C" stroke-width="3"/>` +
      `<path d="M200 33 H330" stroke="#E0B07A" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M518 22 Q540 24 560 44 L596 70 Q598 78 590 78 L500 78 Q486 78 490 66 L514 44 Z" fill="${B.ink}" stroke="${B.woodDark}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M512 58 L590 72" stroke="#FFFFFF" stroke-width="3" stroke-dasharray="6 5" opacity="0.8"/>`,
  );
}

export function yellowPuck(): string {
  return svgDoc(80, 64, "Yellow puck", puck(40, 22, 34, { side: "#C99700", top: B.gold, mark: "#5F4700", line: B.goldDark }).replace(/stroke-width="4"/g, 'stroke-width="3"'));
}
