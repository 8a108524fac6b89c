// Player portraits: head and shoulders in the jersey of the level's home team (the student's
// club), with a number. Faces vary by a seed from the player's id (skin tone, hair style and
// colour, brows, smile, freckles). Forwards are bare-headed, defence wear a helmet, goalies a
// painted mask with a cage and big pads, and a badge names the position.
import { LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS, type Player } from "@rink/game";
import { darken, lighten } from "./colour";
import { pick, seeded, svgDoc, text } from "./svg";
import { TEAM_ART, type TeamArt } from "./team-design";

const INK = "#0B1F3A";
const SKIN = ["#FFDBC4", "#F5C6A5", "#E0A47E", "#C68642", "#8D5524", "#5C3A1E"];
const HAIR = ["#1B1B1B", "#3B2414", "#6F4A2B", "#A0522D", "#D9A441", "#B5651D", "#E8D3A2"];
const STYLES = ["crop", "buzz", "curly", "long", "bun", "afro", "side"] as const;
type Style = (typeof STYLES)[number];

function hairBack(style: Style, c: string): string {
  if (style === "long") return `<path d="M64 84 Q58 40 100 40 Q142 40 136 84 Q142 110 134 130 H66 Q58 110 64 84 Z" fill="${c}"/>`;
  if (style === "afro") return `<circle cx="100" cy="68" r="44" fill="${c}"/>`;
  if (style === "bun") return `<circle cx="100" cy="40" r="14" fill="${c}"/>`;
  return "";
}

function hairFront(style: Style, c: string): string {
  switch (style) {
    case "crop":
    case "bun":
    case "long":
      return `<path d="M64 86 Q60 44 100 44 Q140 44 136 86 Q128 62 100 62 Q74 62 64 86 Z" fill="${c}"/>`;
    case "buzz":
      return `<path d="M67 74 Q68 48 100 48 Q132 48 133 74 Q100 58 67 74 Z" fill="${c}"/>`;
    case "curly":
      return `<g fill="${c}"><circle cx="72" cy="66" r="10"/><circle cx="84" cy="54" r="11"/><circle cx="100" cy="50" r="12"/><circle cx="116" cy="54" r="11"/><circle cx="128" cy="66" r="10"/></g>`;
    case "afro":
      return `<path d="M68 70 Q72 52 100 52 Q128 52 132 70 Q116 60 100 60 Q84 60 68 70 Z" fill="${c}"/>`;
    case "side":
      return `<path d="M64 86 Q60 42 106 44 Q142 48 136 82 Q122 58 86 66 Q70 70 64 86 Z" fill="${c}"/>`;
  }
}

function face(rand: () => number, skin: string, hair: string): string {
  const brow = darken(hair, 0.2);
  const smile = rand() < 0.5 ? `<path d="M88 100 Q100 110 112 100" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>` : `<path d="M86 98 Q100 100 114 98 Q110 112 100 112 Q90 112 86 98 Z" fill="#FFFFFF" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
  const freckles = rand() < 0.25 ? `<g fill="${darken(skin, 0.25)}"><circle cx="80" cy="94" r="1.6"/><circle cx="86" cy="97" r="1.6"/><circle cx="114" cy="97" r="1.6"/><circle cx="120" cy="94" r="1.6"/></g>` : "";
  const tilt = Math.round(rand() * 6) - 3;
  return (
    `<circle cx="66" cy="88" r="7" fill="${skin}" stroke="${INK}" stroke-width="3"/><circle cx="134" cy="88" r="7" fill="${skin}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="100" cy="84" r="34" fill="${skin}" stroke="${INK}" stroke-width="3.5"/>` +
    `<circle cx="88" cy="84" r="4" fill="${INK}"/><circle cx="112" cy="84" r="4" fill="${INK}"/><circle cx="89.5" cy="82.5" r="1.3" fill="#FFFFFF"/><circle cx="113.5" cy="82.5" r="1.3" fill="#FFFFFF"/>` +
    `<path d="M80 ${74 + tilt} L95 74 M105 74 L120 ${74 + tilt}" stroke="${brow}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M100 86 Q97 94 101 95" fill="none" stroke="${darken(skin, 0.3)}" stroke-width="2.5" stroke-linecap="round"/>` +
    freckles + smile
  );
}

function jersey(t: TeamArt, num: number, goalie: boolean): string {
  const w = goalie ? 10 : 0;
  const s = t.secondary;
  return (
    `<path d="M${22 - w} 204 Q${24 - w} 140 ${66 - w} 128 L134 128 Q${176 + w} 140 ${178 + w} 204 Z" fill="${t.primary}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>` +
    `<path d="M${30 - w} 160 Q${36 - w} 144 ${70 - w} 136 M${170 + w} 160 Q${164 + w} 144 ${130 + w} 136" fill="none" stroke="${s}" stroke-width="8"/>` +
    `<path d="M82 126 L100 146 L118 126" fill="${lighten(t.primary, 0.15)}" stroke="${s}" stroke-width="6" stroke-linejoin="round"/>` +
    text(100, 180, 32, s, String(num), ` stroke="${INK}" stroke-width="1.5"`)
  );
}

function helmet(t: TeamArt): string {
  return (
    `<path d="M62 92 Q58 40 100 40 Q142 40 138 92 L130 92 Q128 64 100 64 Q72 64 70 92 Z" fill="${t.primary}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>` +
    `<path d="M100 40 V64" stroke="${t.secondary}" stroke-width="6"/><path d="M72 70 Q100 62 128 70" fill="none" stroke="${INK}" stroke-width="3"/>`
  );
}

const MASK_PAINT = [
  (c: string) => `<path d="M82 44 Q100 70 118 44" fill="none" stroke="${c}" stroke-width="7"/>`,
  (c: string) => `<path d="M66 70 L76 56 L84 66 L92 48 L100 62 L108 48 L116 66 L124 56 L134 70" fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round"/>`,
  (c: string) => `<path d="M100 40 Q140 40 136 90 Q134 120 100 124 Z" fill="${c}" opacity="0.85"/>`,
  (c: string) => `<path d="${"M" + [0, 1, 2].map((i) => `${84 + i * 16} 48 l2.5 5 l5.5 .5 l-4 4 l1 5.5 l-5 -2.5 l-5 2.5 l1 -5.5 l-4 -4 l5.5 -.5 Z`).join(" M")}" fill="${c}"/>`,
] as const;

function goalieMask(t: TeamArt, rand: () => number, skin: string): string {
  return (
    `<path d="M64 90 Q60 40 100 40 Q140 40 136 90 Q134 120 100 124 Q66 120 64 90 Z" fill="${t.primary}" stroke="${INK}" stroke-width="3.5"/>` +
    pick(rand, MASK_PAINT)(t.secondary) +
    `<path d="M76 74 H124 V104 Q112 116 100 116 Q88 116 76 104 Z" fill="${skin}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="89" cy="86" r="4" fill="${INK}"/><circle cx="111" cy="86" r="4" fill="${INK}"/><path d="M92 102 Q100 107 108 102" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M76 80 H124 M76 94 H124 M88 74 V114 M100 74 V116 M112 74 V114" stroke="#F1F3F5" stroke-width="2.5"/>`
  );
}

const badge = (letter: string): string =>
  `<circle cx="32" cy="34" r="20" fill="#FFFFFF" stroke="${INK}" stroke-width="3"/>` + text(32, 42, 22, INK, letter);

export const ALL_PLAYERS: readonly Player[] = [...LEVEL_1_PLAYERS, ...LEVEL_2_PLAYERS, ...LEVEL_3_PLAYERS];

/** Numbers 2-98, different for every player of a level (each level is one roster). */
function jerseyNumber(p: Player): number {
  const level = ALL_PLAYERS.filter((q) => q.playerLevel === p.playerLevel);
  const rand = seeded(`numbers-${p.playerLevel}`);
  const pool = Array.from({ length: 97 }, (_, i) => i + 2);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool[level.indexOf(p)] ?? 99;
}

export function portrait(p: Player): string {
  const team = TEAM_ART[p.playerLevel - 1];
  if (!team) throw new Error(`No home team for level ${p.playerLevel}`);
  const rand = seeded(p._id);
  const skin = pick(rand, SKIN);
  const hair = pick(rand, HAIR);
  const style = pick(rand, STYLES);
  const num = jerseyNumber(p);
  const pos = p.playerPosition;
  const head =
    pos === "goalie"
      ? goalieMask(team, rand, skin)
      : pos === "defense"
        ? hairBack(style === "long" ? style : "crop", hair) + face(rand, skin, hair) + helmet(team)
        : hairBack(style, hair) + face(rand, skin, hair) + hairFront(style, hair);
  const pads =
    pos === "goalie"
      ? `<path d="M14 150 Q40 132 64 150 L62 196 H14 Z" fill="${team.secondary}" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/><path d="M24 160 Q40 150 54 160" fill="none" stroke="${INK}" stroke-width="3"/>` +
        `<rect x="140" y="146" width="44" height="52" rx="8" fill="#FFFFFF" stroke="${INK}" stroke-width="3.5"/><rect x="148" y="156" width="28" height="10" rx="3" fill="${team.primary}"/>`
      : "";
  const body =
    `<clipPath id="c"><circle cx="100" cy="100" r="98"/></clipPath><circle cx="100" cy="100" r="98" fill="${lighten(team.primary, 0.85)}"/>` +
    `<g clip-path="url(#c)"><rect x="88" y="110" width="24" height="24" fill="${skin}" stroke="${INK}" stroke-width="3"/>${jersey(team, num, pos === "goalie")}${head}${pads}</g>` +
    badge(pos === "forward" ? "F" : pos === "defense" ? "D" : "G");
  return svgDoc(200, 200, `${p.playerName}, ${pos === "defense" ? "defence" : pos}`, body);
}
