import { describe, expect, it } from "vitest";
import { newStudent, SEASON_CLIPS, type SeasonTeam } from "@rink/game";
import { isOlderStudent, nextRevision, readStoredStudent, revisionOf, type StoredStudent } from "./student";

const current: StoredStudent = { ...newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7 }), _id: "s1" };

describe("reading a student's document", () => {
  it("reads a document of the current shape as it is", () => {
    expect(readStoredStudent(current)).toEqual(current);
  });

  it("fills in what a document saved before debriefs and the injury log means by leaving them out", () => {
    const { debriefs: _debriefs, ...older } = current;
    const { injuries: _injuries, ...olderSeason } = current.season;
    const read = readStoredStudent({ ...older, season: olderSeason });
    expect(read?.debriefs).toEqual([]);
    expect(read?.season.injuries).toEqual([]);
    expect(read?.season.completedGames).toBe(current.season.completedGames);
  });

  it("reads a document saved before the cheer style as the spec's fast cheer", () => {
    const { cheerStyle: _cheerStyle, ...older } = current;
    expect(readStoredStudent(older)?.cheerStyle).toBe("fast");
    expect(readStoredStudent({ ...current, cheerStyle: "steady" })?.cheerStyle).toBe("steady");
    expect(readStoredStudent({ ...current, cheerStyle: "slow" })).toBeUndefined();
  });

  it("gives a season saved before the clips existed the shared clip names, on every team", () => {
    // Such documents named each team's clips 'videos/<team>/...', where no file was ever made.
    const old = (team: SeasonTeam, key: string): SeasonTeam => ({
      ...team,
      videos: { gameOn: `videos/${key}/game-on`, gameOver: { win: `videos/${key}/win`, loss: `videos/${key}/loss` } },
    });
    const { season } = current;
    expect(season.allOpponents).toHaveLength(12);
    const olderSeason = {
      ...season,
      homeTeam: old(season.homeTeam, "home-1"),
      allOpponents: season.allOpponents.map((t) => old(t, "level-1")),
      standings: season.standings.map((t) => old(t, t.isStudentTeam ? "home-1" : "level-1")),
    };
    const read = readStoredStudent({ ...current, season: olderSeason });
    expect(read?.season.homeTeam.videos).toEqual(SEASON_CLIPS);
    expect(read?.season.allOpponents.map((t) => t.videos)).toEqual(season.allOpponents.map(() => SEASON_CLIPS));
    expect(read?.season.standings.map((t) => t.videos)).toEqual(season.standings.map(() => SEASON_CLIPS));
    expect(read?.season.allOpponents.map((t) => t.nameFull)).toEqual(season.allOpponents.map((t) => t.nameFull));
  });

  it("reads a season saved before overtime losses existed as possible records (the game's withRealRecords)", () => {
    const { season } = current;
    const old = (team: SeasonTeam): SeasonTeam => ({ ...team, stats: { wins: 0, losses: 0, points: 0 } as SeasonTeam["stats"] });
    const olderSeason = { ...season, homeTeam: old(season.homeTeam), allOpponents: season.allOpponents.map(old), standings: season.standings.map(old) };
    const read = readStoredStudent({ ...current, season: olderSeason });
    expect(read?.season.homeTeam.stats).toEqual({ wins: 0, losses: 0, overtimeLosses: 0, points: 0 });
    expect(read?.season.standings.every((t) => t.stats.overtimeLosses === 0)).toBe(true);
  });

  it("keeps the debriefs and injuries a document has", () => {
    const withLog = { ...current, season: { ...current.season, injuries: [{ marker: 1 }] }, debriefs: [{ seasonNumber: 1 }] };
    const read = readStoredStudent(withLog);
    expect(read?.debriefs).toEqual([{ seasonNumber: 1 }]);
    expect(read?.season.injuries).toEqual([{ marker: 1 }]);
  });

  it("refuses a document whose fields are of the wrong kind", () => {
    expect(readStoredStudent({ ...current, debriefs: "none" })).toBeUndefined();
    expect(readStoredStudent({ ...current, totalBudget: "15" })).toBeUndefined();
    expect(readStoredStudent({ ...current, _id: undefined })).toBeUndefined();
    expect(readStoredStudent(null)).toBeUndefined();
  });
});

describe("a student document's revision", () => {
  it("counts the server's writes from 0 for a document written before revisions were counted", () => {
    expect(revisionOf(current)).toBe(0);
    const once = nextRevision(current, { ...current, savingsBudget: 3 });
    expect(once).toMatchObject({ revision: 1, savingsBudget: 3 });
    expect(nextRevision(once, once).revision).toBe(2);
  });

  it("tells an older write of the same document from a newer one, and never across documents", () => {
    const older = { ...current, revision: 4 };
    const newer = { ...current, revision: 5 };
    expect(isOlderStudent(older, newer)).toBe(true);
    expect(isOlderStudent(newer, older)).toBe(false);
    expect(isOlderStudent(newer, { ...newer })).toBe(false);
    expect(isOlderStudent(older, { ...newer, _id: "s2" })).toBe(false);
  });

  it("reads a document with a revision, and refuses one whose revision is not a number", () => {
    expect(readStoredStudent({ ...current, revision: 3 })?.revision).toBe(3);
    expect(readStoredStudent({ ...current, revision: "3" })).toBeUndefined();
  });
});
