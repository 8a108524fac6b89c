import { describe, expect, it } from "vitest";
import { applyMove, newStudent, type Move, type Player, type SlotName, type Student } from "@rink/game";
import { activityOf, NO_ACTIVITY, playedMs, progressOf, SESSION_GAP_MS, studentProgressSchema } from "./studentProgress";

const fresh = (): Student => newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7 });

const play = (student: Student, ...moves: Move[]): Student =>
  moves.reduce((state, move) => {
    const result = applyMove(state, move);
    if ("error" in result) throw new Error(`${move.type} refused: ${result.error.code}`);
    return result.state;
  }, student);

const allTutorials = (student: Student): Student =>
  play(student, ...(["home", "budget", "team", "scout", "season"] as const).map((tutorial): Move => ({ type: "completeTutorial", tutorial })));

const cheapest = (student: Student, position: Player["playerPosition"]): Player[] =>
  student.players.filter((p) => p.playerAssignment === "marketPlayer" && p.playerPosition === position).sort((a, b) => a.playerCost - b.playerCost);

function fullLineup(student: Student): Student {
  const [f1, f2, f3] = cheapest(student, "forward");
  const [d1, d2] = cheapest(student, "defense");
  const [g1] = cheapest(student, "goalie");
  const picks: Array<[SlotName, Player | undefined]> = [["fOne", f1], ["fTwo", f2], ["fThree", f3], ["dOne", d1], ["dTwo", d2], ["gOne", g1]];
  return play(student, ...picks.map(([slot, player]): Move => ({ type: "sign", slot, playerId: player?._id ?? "missing" })));
}

describe("a student's progress document", () => {
  it("says a new student has not started, with no activity and the level's whole budget free", () => {
    const student = fresh();
    const progress = progressOf(student, NO_ACTIVITY);
    expect(progress).toMatchObject({ teacherId: "t1", firstName: "Bea", stage: "notStarted", lastActiveAt: null, away: false, scouted: false });
    expect(progress.money).toEqual({ totalBudget: student.totalBudget, spent: 0, saved: 0, left: student.totalBudget, rollover: 0 });
    expect(studentProgressSchema.parse(progress)).toEqual(progress);
  });

  it("refuses a progress document without overtime losses or the start of the stretch of play", () => {
    const progress = progressOf(fresh(), NO_ACTIVITY);
    const { overtimeLosses: _own, ...seasonWithout } = progress.season;
    const { sessionStartedAt: _started, ...withoutStart } = progress;
    expect(studentProgressSchema.safeParse({ ...progress, season: seasonWithout }).success).toBe(false);
    expect(studentProgressSchema.safeParse(withoutStart).success).toBe(false);
  });

  it("follows the tutorials, then the team being built, then the season's games", () => {
    const started = play(fresh(), { type: "completeTutorial", tutorial: "home" });
    expect(progressOf(started, NO_ACTIVITY)).toMatchObject({ stage: "tutorials", tutorialsDone: 1 });

    const building = allTutorials(started);
    expect(progressOf(building, NO_ACTIVITY).stage).toBe("team");

    const ready = fullLineup(building);
    const progress = progressOf(ready, NO_ACTIVITY);
    expect(progress.stage).toBe("playing");
    expect(progress.money.spent).toBeGreaterThan(0);
    expect(progress.money.left).toBe(ready.totalBudget - progress.money.spent);

    const twoGames = play(ready, { type: "playGame", cheerBonus: 5 }, { type: "playGame", cheerBonus: 5 });
    const season = progressOf(twoGames, NO_ACTIVITY).season;
    expect(season.gamesPlayed).toBe(2);
    expect(season.wins + season.losses + season.overtimeLosses).toBe(2);
    const { wins, losses, overtimeLosses } = twoGames.season.homeTeam.stats;
    expect(season).toMatchObject({ wins, losses, overtimeLosses });
    expect(season.games).toBe(twoGames.season.allOpponents.length);
    expect(season.place).toBeGreaterThanOrEqual(1);
    expect(season.place).toBeLessThanOrEqual(season.teams);
  });

  it("shows savings as saved money, beside what is spent", () => {
    const saving = play(allTutorials(fresh()), { type: "setSavings", amount: 2 });
    expect(progressOf(saving, NO_ACTIVITY).money).toMatchObject({ saved: 2, left: saving.totalBudget - 2 });
  });

  it("counts a student's own request as activity, and one that only saves time spent as leaving", () => {
    expect(activityOf([{ type: "setSavings" }], 1_000)).toEqual({ lastActiveAt: 1_000, away: false, sessionStartedAt: 1_000 });
    expect(activityOf([{ type: "recordTimeSpent" }], 2_000)).toEqual({ lastActiveAt: 2_000, away: true, sessionStartedAt: null });
    expect(activityOf([{ type: "recordTimeSpent" }, { type: "visitPage" }], 3_000).away).toBe(false);
  });

  it("keeps a stretch of play going from move to move, and starts a new one after a long gap or a logout", () => {
    const first = activityOf([{ type: "sign" }], 1_000);
    const second = activityOf([{ type: "setSavings" }], 61_000, first);
    expect(second).toEqual({ lastActiveAt: 61_000, away: false, sessionStartedAt: 1_000 });
    const afterGap = activityOf([{ type: "sign" }], 61_000 + SESSION_GAP_MS, second);
    expect(afterGap.sessionStartedAt).toBe(61_000 + SESSION_GAP_MS);
    const left = activityOf([{ type: "recordTimeSpent" }], 70_000, second);
    expect(activityOf([{ type: "sign" }], 80_000, left).sessionStartedAt).toBe(80_000);
  });

  it("counts the stretch under way on top of the saved time, and nothing more once the student has left", () => {
    expect(playedMs({ timeSpent: 120_000, lastActiveAt: 400_000, sessionStartedAt: 100_000, away: false })).toBe(420_000);
    expect(playedMs({ timeSpent: 420_000, lastActiveAt: 410_000, sessionStartedAt: null, away: true })).toBe(420_000);
    expect(playedMs({ timeSpent: 0, lastActiveAt: null, sessionStartedAt: null, away: false })).toBe(0);
  });

  it("keeps only the newest debriefs' figures, so the document stays small", () => {
    const student = fresh();
    const progress = progressOf(student, NO_ACTIVITY);
    expect(progress.debriefs).toEqual([]);
    expect(JSON.stringify(progress).length).toBeLessThan(2_000);
  });
});
