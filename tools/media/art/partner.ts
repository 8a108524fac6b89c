// The savings partner: Bluebird Community Bank, an invented bank that sponsors the level-1
// first-place cup (game/src/content/cups.ts), and its mascot, a bluebird holding a coin,
// who presents the savings rollover step.
import { svgDoc, text } from "./svg";

const P = { ink: "#0B1F3A", blue: "#2F7BC4", light: "#7CC0F2", breast: "#F08C3A", beak: "#FFC233", coin: "#FFD23F", coinDark: "#B07D00" };
const OUT = `stroke="${P.ink}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;

/** The bank's mark: a round bluebird in flight, in a 100 x 100 box. */
export function bluebirdMark(): string {
  return (
    `<path d="M30 58 Q6 48 4 24 Q24 32 40 44 Z" fill="${P.blue}" ${OUT}/>` +
    `<path d="M20 60 Q22 24 56 22 Q84 22 88 46 Q90 76 58 82 Q30 86 20 60 Z" fill="${P.blue}" ${OUT}/>` +
    `<path d="M40 80 Q46 56 72 60 Q86 62 86 52 Q88 74 62 82 Q50 84 40 80 Z" fill="${P.breast}"/>` +
    `<path d="M86 38 L100 44 L86 50 Z" fill="${P.beak}" ${OUT}/>` +
    `<path d="M34 52 Q50 36 66 50 Q52 66 34 52 Z" fill="${P.light}" ${OUT}/>` +
    `<circle cx="72" cy="38" r="5" fill="${P.ink}"/><circle cx="73.5" cy="36.5" r="1.6" fill="#FFFFFF"/>`
  );
}

function coin(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${P.coin}" ${OUT}/><circle cx="${x}" cy="${y}" r="${r - 6}" fill="none" stroke="${P.coinDark}" stroke-width="2.5"/>` +
    text(x, y + r * 0.42, r * 1.2, P.coinDark, "$")
  );
}

/** The bluebird character, standing and holding a big coin out to the student. */
export function bluebirdCharacter(): string {
  const body =
    `<ellipse cx="100" cy="212" rx="50" ry="6" fill="${P.ink}" opacity="0.14"/>` +
    `<path d="M86 186 v20 M114 186 v20 M78 208 h16 M106 208 h16" stroke="${P.beak}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M56 176 Q34 196 26 214 Q52 206 70 186 Z" fill="${P.blue}" ${OUT}/>` +
    `<path d="M46 150 Q44 70 100 62 Q156 70 154 150 Q150 196 100 196 Q50 196 46 150 Z" fill="${P.blue}" ${OUT}/>` +
    `<path d="M68 150 Q70 112 100 110 Q130 112 132 150 Q130 186 100 188 Q70 186 68 150 Z" fill="${P.breast}"/>` +
    `<path d="M84 46 Q90 28 100 38 Q104 24 114 36" fill="none" stroke="${P.blue}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="100" cy="82" r="44" fill="${P.blue}" ${OUT}/>` +
    `<ellipse cx="84" cy="80" rx="11" ry="13" fill="#FFFFFF"/><ellipse cx="116" cy="80" rx="11" ry="13" fill="#FFFFFF"/>` +
    `<circle cx="86" cy="82" r="6" fill="${P.ink}"/><circle cx="118" cy="82" r="6" fill="${P.ink}"/><circle cx="88" cy="79" r="2" fill="#FFFFFF"/><circle cx="120" cy="79" r="2" fill="#FFFFFF"/>` +
    `<path d="M90 98 Q100 92 110 98 L100 114 Z" fill="${P.beak}" ${OUT}/>` +
    `<ellipse cx="70" cy="100" rx="7" ry="4" fill="#FF8FA3" opacity="0.6"/><ellipse cx="130" cy="100" rx="7" ry="4" fill="#FF8FA3" opacity="0.6"/>` +
    `<path d="M50 120 Q26 146 48 168 Q60 150 62 128 Z" fill="${P.light}" ${OUT}/>`;
  const wingAndCoin =
    `<path d="M140 124 Q166 130 178 152 Q156 164 136 150 Z" fill="${P.light}" ${OUT}/>` + coin(162, 124, 26);
  return svgDoc(200, 220, "Bea the Bluebird from Bluebird Community Bank, holding a coin", body + wingAndCoin);
}

/** The bank's logo: the mark in a roundel above the bank's name. */
export function bankLogo(): string {
  return svgDoc(
    320,
    120,
    "Bluebird Community Bank logo",
    `<rect x="2" y="2" width="316" height="116" rx="20" fill="#FFFFFF" stroke="${P.blue}" stroke-width="4"/>` +
      `<circle cx="60" cy="60" r="46" fill="#E3F1FC" stroke="${P.blue}" stroke-width="4"/>` +
      `<g transform="translate(18 22) scale(0.82)">${bluebirdMark()}</g>` +
      text(210, 56, 34, P.blue, "Bluebird") +
      text(210, 90, 19, P.ink, "COMMUNITY BANK", ' letter-spacing="2"'),
  );
}
