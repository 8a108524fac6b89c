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
  it('has three cups per level with names and descriptions', () => {
    for (const l of LEVELS) {
      expect(CUPS[l].map((c) => c.key)).toEqual(['savingsCup', 'thirdCup', 'firstCup']);
      for (const c of CUPS[l]) expect(c.name && c.description).toBeTruthy();
    }
  });
  it('has slides for all five tutorials and the FAQ answers the spec gives', () => {
    for (const name of ['home', 'budget', 'team', 'scout', 'season'] as const) expect(TUTORIALS[name].length).toBeGreaterThan(0);
    const text = FAQ.map((f) => f.answer).join(' ');
    expect(text).toContain('Releasing a player is possible only before the season starts');
    expect(text).toContain('Trading is possible only after the season starts');
    expect(text).toContain('One scouting round is allowed per season');
  });
});
