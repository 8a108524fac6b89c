import { describe, expect, it } from 'vitest';
import { PLAYER_RANK_MAX, SCOUT_BLOCK_RANK, SCOUTED_PLAYER_COUNT } from '../levels';
import { contractCost } from '../scouting/contractCost';
import { marketContractLevel } from '../scouting/marketContractLevel';
import { LEVELS } from '../types';
import { SEASON_CLIPS } from './clips';
import { CUPS } from './cups';
import { FAQ } from './faq';
import { initialPlayers } from './players';
import { HOME_TEAMS, OPPONENT_TEAMS } from './teams';
import { TUTORIALS } from './tutorials';

describe('player catalogue', () => {
  it.each(LEVELS)('level %i keeps every overall rank within the level maximum', (level) => {
    for (const p of initialPlayers(level)) {
      expect(p.overallRank).toBeGreaterThanOrEqual(1);
      expect(p.overallRank).toBeLessThanOrEqual(PLAYER_RANK_MAX[level]);
      expect(p.playerLevel).toBe(level);
    }
  });
  it.each(LEVELS)('level %i prices market players by their contract level', (level) => {
    for (const p of initialPlayers(level)) expect(p.playerCost).toBe(contractCost(level, marketContractLevel(level, p.overallRank)));
  });
  it.each(LEVELS)('level %i gives skaters three ranks averaging the overall, goalies a save skill', (level) => {
    for (const p of initialPlayers(level)) {
      if (p.playerPosition === 'goalie') {
        expect(p.saveRank).toBe(p.overallRank);
        expect(p.offensiveRank + p.passRank + p.defensiveRank).toBe(0);
      } else {
        expect(Math.round((p.offensiveRank + p.passRank + p.defensiveRank) / 3)).toBe(p.overallRank);
        expect(p.saveRank).toBe(0);
      }
    }
  });
  it.each(LEVELS)('level %i has 6 scouted players that can all be placed (at most 3 too strong for row 3)', (level) => {
    const scouts = initialPlayers(level).filter((p) => p.playerAssignment === 'scoutPlayer');
    expect(scouts).toHaveLength(SCOUTED_PLAYER_COUNT);
    expect(scouts.filter((p) => p.overallRank >= SCOUT_BLOCK_RANK[level]).length).toBeLessThanOrEqual(3);
  });
  it('uses unique ids, names and picture keys across all levels', () => {
    const all = LEVELS.flatMap((l) => initialPlayers(l));
    expect(new Set(all.map((p) => p._id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.playerName)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.playerPicture)).size).toBe(all.length);
  });
  it('has enough market players of every position to fill a lineup', () => {
    for (const level of LEVELS) {
      const m = initialPlayers(level).filter((p) => p.playerAssignment === 'marketPlayer');
      expect(m.filter((p) => p.playerPosition === 'forward').length).toBeGreaterThanOrEqual(3 + 4);
      expect(m.filter((p) => p.playerPosition === 'defense').length).toBeGreaterThanOrEqual(2 + 4);
      expect(m.filter((p) => p.playerPosition === 'goalie').length).toBeGreaterThanOrEqual(1 + 3);
    }
  });
  it('returns fresh copies, so a student never shares the catalogue', () => {
    const a = initialPlayers(1);
    const b = initialPlayers(1);
    expect(a[0]).not.toBe(b[0]);
  });
});

describe('teams, cups and texts', () => {
  it('has 12, 12 and 13 opponents, 37 in all, with unique names and a home team per level', () => {
    expect(LEVELS.map((l) => OPPONENT_TEAMS[l].length)).toEqual([12, 12, 13]);
    const names = LEVELS.flatMap((l) => OPPONENT_TEAMS[l].map((t) => t.nameFull));
    expect(new Set(names).size).toBe(37);
    for (const l of LEVELS) expect(HOME_TEAMS[l].nameFull).toBeTruthy();
  });
  it('gives every team the season clips: the game-on loop and the win and loss highlights', () => {
    const teams = LEVELS.flatMap((l) => [HOME_TEAMS[l], ...OPPONENT_TEAMS[l]]);
    expect(teams).toHaveLength(40);
    expect(SEASON_CLIPS).toEqual({ gameOn: 'season/game-on', gameOver: { win: 'clips/highlight-win', loss: 'clips/highlight-loss' } });
    for (const t of teams) expect({ team: t.nameFull, videos: t.videos }).toEqual({ team: t.nameFull, videos: SEASON_CLIPS });
  });
  it('names level 1\'s opponents after colours: each a different colour, its full name led by it, drawn in that colour', () => {
    // A colour word and where it sits on the colour wheel (its hue in degrees), or null for a grey.
    const COLOURS: Record<string, number | null> = {
      Crimson: 348, Scarlet: 8, Red: 0, Maroon: 0, Ruby: 337, Orange: 39, Amber: 45, Gold: 51, Yellow: 60,
      Lime: 75, Green: 120, Emerald: 140, Jade: 158, Teal: 180, Turquoise: 174, Cyan: 180, Azure: 210,
      Blue: 240, Cobalt: 215, Navy: 240, Sapphire: 216, Indigo: 275, Violet: 274, Purple: 300, Magenta: 300,
      Pink: 350, Bronze: 30, Copper: 29, Silver: null, Grey: null, Gray: null, Black: null, White: null,
    };
    const hueOf = (hex: string): { hue: number; grey: boolean } => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b);
      const spread = max - Math.min(r, g, b);
      const lightness = (max + Math.min(r, g, b)) / 2;
      const saturation = spread === 0 ? 0 : spread / (1 - Math.abs(2 * lightness - 1));
      const sector = spread === 0 ? 0 : max === r ? ((g - b) / spread + 6) % 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
      return { hue: sector * 60, grey: saturation < 0.2 };
    };
    const opponents = OPPONENT_TEAMS[1];
    expect(opponents).toHaveLength(12);
    expect(new Set(opponents.map((t) => t.name)).size).toBe(12);
    for (const t of opponents) {
      expect(Object.keys(COLOURS), `${t.nameFull}: '${t.name}' is a colour`).toContain(t.name);
      expect(t.nameFull.startsWith(`${t.name} `), `${t.nameFull} is led by ${t.name}`).toBe(true);
      const named = COLOURS[t.name];
      const drawn = hueOf(t.color);
      if (named === null || named === undefined) expect(drawn.grey, `${t.nameFull}'s colour ${t.color} is a grey`).toBe(true);
      else {
        const apart = Math.min(Math.abs(drawn.hue - named), 360 - Math.abs(drawn.hue - named));
        expect(!drawn.grey && apart <= 40, `${t.nameFull}'s colour ${t.color} (hue ${Math.round(drawn.hue)}) is ${t.name} (hue ${named})`).toBe(true);
      }
    }
  });
  it('has three cups per level, named as docs/product.md#cup-rules and D68 name them, each with a description', () => {
    expect(LEVELS.map((l) => CUPS[l].map((c) => [c.key, c.level, c.name]))).toEqual([
      [['savingsCup', 1, 'Level 1 Savings Cup'], ['thirdCup', 1, 'Level 1 Top Three Cup'], ['firstCup', 1, 'Bluebird Community Bank Cup']],
      [['savingsCup', 2, 'Level 2 Savings Cup'], ['thirdCup', 2, 'Level 2 Top Three Cup'], ['firstCup', 2, 'Silver Skate Trophy']],
      [['savingsCup', 3, 'Level 3 Savings Cup'], ['thirdCup', 3, 'Level 3 Top Three Cup'], ['firstCup', 3, 'Grand Glacier Cup']],
    ]);
    // D68: the first cup's description says what it is, the junior league's first place presented by
    // its sponsor bank, or the minor's or the major league's championship trophy.
    expect(CUPS[1][2]?.description).toMatch(/first place.*Bluebird Community Bank/i);
    expect(CUPS[2][2]?.description).toMatch(/minor league's championship trophy/);
    expect(CUPS[3][2]?.description).toMatch(/major league's championship trophy/);
    for (const l of LEVELS) for (const c of CUPS[l]) expect(c.description.trim(), c.name).not.toBe('');
  });
  it('has slides for all five tutorials and the FAQ answers the spec gives', () => {
    for (const name of ['home', 'budget', 'team', 'scout', 'season'] as const) expect(TUTORIALS[name].length).toBeGreaterThan(0);
    const text = FAQ.map((f) => f.answer).join(' ');
    expect(text).toContain('Releasing a player is possible only before the season starts');
    expect(text).toContain('Trading is possible only after the season starts');
    expect(text).toContain('One scouting round is allowed per season');
  });
});
