import { describe, expect, it } from 'vitest';
import { applyMove } from '../moves/applyMove';
import { createRng } from '../random';
import { SLOTS } from '../lineup/slots';
import { byId, cheapLineup, fresh, play, playGames, refill, refused } from '../testing/helpers';
import { chooseInjured, injuryDue } from './injuries';

describe('injuries', () => {
  it('happen after every 4th game and never after the last', () => {
    expect([1, 2, 3, 4, 5, 8, 12].map((g) => injuryDue(g, 12))).toEqual([false, false, false, true, false, true, false]);
    expect(injuryDue(12, 13)).toBe(true);
    expect(injuryDue(0, 12)).toBe(false);
  });
  it('hit the second-best starter and one other random starter', () => {
    const s = cheapLineup(fresh());
    const ranked = SLOTS.map((slot) => byId(s, s[slot] as string)).sort((a, b) => b.overallRank - a.overallRank);
    for (let seed = 0; seed < 30; seed++) {
      const injured = chooseInjured(s, createRng(seed));
      expect(injured).toHaveLength(2);
      expect(injured[0]?._id).toBe(ranked[1]?._id);
      expect(injured[1]?._id).not.toBe(injured[0]?._id);
    }
  });
  it('after the 4th game take two players out of their slots and make them unavailable', () => {
    const before = playGames(cheapLineup(fresh()), 3);
    const after = playGames(before, 1);
    const scenario = after.season.currentScenario;
    expect(scenario?.injuredPlayers).toHaveLength(2);
    for (const id of scenario?.injuredPlayers ?? []) {
      expect(byId(after, id).playerAssignment).toBe('unavailable');
      expect(SLOTS.some((slot) => after[slot] === id)).toBe(false);
    }
    expect(SLOTS.filter((slot) => after[slot] === null)).toHaveLength(2);
  });
  it("set the urgent objective 'Replace the injured player' and block the next game", () => {
    const s = playGames(cheapLineup(fresh()), 4);
    expect(s.objectives.SEASON_SCENARIO).toMatchObject({ objective: 'Replace the injured player', isComplete: false, isUrgent: true });
    expect(s.season.currentScenario?.gameButtonAction).toBe('/team');
    expect(refused(applyMove(s, { type: 'playGame', cheerBonus: 0 })).code).toBe('season/scenario-open');
  });
  it('close the scenario once replacements fill the lineup', () => {
    const s = refill(playGames(cheapLineup(fresh()), 4));
    expect(s.season.currentScenario).toBeNull();
    expect(s.objectives.SEASON_SCENARIO?.isComplete).toBe(true);
    expect(s.objectives.FILL_TEAM?.isComplete).toBe(true);
    expect(play(s, { type: 'playGame', cheerBonus: 0 }).season.completedGames).toBe(5);
  });
  it("leave 'Replace the injured player' open after a short-handed game, and close it once the lineup is full again", () => {
    const injured = playGames(cheapLineup(fresh()), 4);
    const signedIds = new Set(SLOTS.map((slot) => injured[slot]));
    const noneLeft = { ...injured, players: injured.players.map((p) => (signedIds.has(p._id) ? p : { ...p, playerAssignment: 'unavailable' as const })) };
    const afterShortHanded = play(noneLeft, { type: 'playGame', cheerBonus: 0 });
    expect(afterShortHanded.season.currentScenario).toBeNull();
    expect(afterShortHanded.objectives.SEASON_SCENARIO).toMatchObject({ isComplete: false, isUrgent: true });
    const marketBack = { ...afterShortHanded, players: afterShortHanded.players.map((p) => injured.players.find((q) => q._id === p._id && q.playerAssignment !== 'unavailable') ?? p) };
    const refilled = refill(marketBack);
    expect(SLOTS.every((slot) => refilled[slot] !== null)).toBe(true);
    expect(refilled.objectives.SEASON_SCENARIO?.isComplete).toBe(true);
  });
  it('injured players cannot be signed again this season', () => {
    const s = playGames(cheapLineup(fresh()), 4);
    const [id] = s.season.currentScenario?.injuredPlayers ?? [];
    const slot = SLOTS.find((x) => s[x] === null) ?? 'fOne';
    expect(refused(applyMove(s, { type: 'sign', slot, playerId: id ?? '' })).code).toBe('player/not-available');
  });
});
