import { describe, expect, it } from "vitest";
import { isLineupComplete, newStudent, teamRank, type Student } from "@rink/game";
import { applyOrThrow, refillStrongest, studentAt } from "./season-plans";

const stored = (): Student => newStudent({ firstName: "Pat", lastName: "Puck", userName: "pat1", seed: 42 });

describe("applyOrThrow", () => {
  it("gives the state of a move the rules allow", () => {
    expect(applyOrThrow(stored(), { type: "setSavings", amount: 1 }).savingsBudget).toBe(1);
  });

  it("throws, naming the move and the rule, when the rules refuse it", () => {
    expect(() => applyOrThrow(stored(), { type: "playGame", cheerBonus: 0, game: 1 })).toThrow(/^playGame refused: \S+/);
  });
});

describe("studentAt", () => {
  it("stops where it is asked: the level, the savings, the tutorials and the games played", () => {
    const s = studentAt(stored(), { level: 2, savings: 10, games: 3 });
    expect(s.level).toBe(2);
    expect(s.savingsBudget).toBe(10);
    expect(s.season.completedGames).toBe(3);
    expect(s.tutorials).toEqual({ home: true, budget: true, team: true, scout: true, season: true });
  });

  it("signs the strongest lineup the money pays for, or the cheapest", () => {
    const strong = studentAt(stored(), { team: "strong" });
    const weak = studentAt(stored(), { team: "weak" });
    expect(isLineupComplete(strong) && isLineupComplete(weak)).toBe(true);
    expect(teamRank(strong)).toBeGreaterThan(teamRank(weak));
  });

  it("plays the whole season when asked for more games than it holds", () => {
    expect(studentAt(stored(), { games: 99 }).season.inTransition).toBe(true);
  });

  it("is the same student for the same seed, and another for another", () => {
    const games = (seed: number) => studentAt(stored(), { seed, games: 99 }).seasons["1"].map((g) => g.win);
    expect(games(3)).toEqual(games(3));
    expect(studentAt(stored(), { seed: 3 }).season.allOpponents).not.toEqual(studentAt(stored(), { seed: 4 }).season.allOpponents);
  });
});

describe("refillStrongest", () => {
  it("fills the slots an injury emptied, keeping the savings, and leaves a full lineup alone", () => {
    const hurt = studentAt(stored(), { savings: 1, team: "strong", games: 4, cheerBonus: 0 });
    expect(hurt.season.currentScenario?.action).toBe("injury");
    const refilled = refillStrongest(hurt);
    expect(isLineupComplete(refilled)).toBe(true);
    expect(refilled.season.currentScenario).toBeNull();
    expect(refilled.savingsBudget).toBe(1);
    expect(refillStrongest(refilled)).toBe(refilled);
  });
});
