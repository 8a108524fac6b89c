import { describe, expect, it } from "vitest";
import { newStudent } from "@rink/game";
import { isOlderStudent, nextRevision, readStoredStudent, revisionOf, type StoredStudent } from "./student";

const current: StoredStudent = { ...newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7 }), _id: "s1", classId: "t1" };

describe("reading a student's document", () => {
  it("reads a document of the current shape as it is", () => {
    expect(readStoredStudent(current)).toEqual(current);
  });

  it("refuses a document without the cheer style or with one the game does not know", () => {
    const { cheerStyle: _cheerStyle, ...without } = current;
    expect(readStoredStudent(without)).toBeUndefined();
    expect(readStoredStudent({ ...current, cheerStyle: "steady" })?.cheerStyle).toBe("steady");
    expect(readStoredStudent({ ...current, cheerStyle: "slow" })).toBeUndefined();
  });

  it("refuses a document without its debriefs or its season's injury log", () => {
    const { debriefs: _debriefs, ...withoutDebriefs } = current;
    const { injuries: _injuries, ...seasonWithoutInjuries } = current.season;
    expect(readStoredStudent(withoutDebriefs)).toBeUndefined();
    expect(readStoredStudent({ ...current, season: seasonWithoutInjuries })).toBeUndefined();
  });

  it("refuses a document of data shape 4, before a student had a class, and reads one with no teacher's class", () => {
    const { classId: _classId, ...shape4 } = current;
    expect(readStoredStudent(shape4)).toBeUndefined();
    expect(readStoredStudent({ ...current, classId: 7 })).toBeUndefined();
    expect(readStoredStudent({ ...current, teacherId: null, classId: null })?.classId).toBeNull();
  });

  it("refuses a document whose fields are of the wrong kind", () => {
    expect(readStoredStudent({ ...current, debriefs: "none" })).toBeUndefined();
    expect(readStoredStudent({ ...current, totalBudget: "15" })).toBeUndefined();
    expect(readStoredStudent({ ...current, _id: undefined })).toBeUndefined();
    expect(readStoredStudent(null)).toBeUndefined();
  });
});

describe("a student document's revision", () => {
  it("counts the server's writes from 0 for a document the server has not rewritten since creating it", () => {
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

describe("a student document's languages (docs/decisions.md#d81)", () => {
  it("reads a document without them (made before the languages, or never chosen)", () => {
    expect(readStoredStudent(current)?.language).toBeUndefined();
    expect(readStoredStudent(current)?.classLanguage).toBeUndefined();
  });

  it("reads the student's own language and the class's default", () => {
    expect(readStoredStudent({ ...current, language: "es", classLanguage: "en" })).toMatchObject({ language: "es", classLanguage: "en" });
  });

  it("refuses a language the product does not speak", () => {
    expect(readStoredStudent({ ...current, language: "fr" })).toBeUndefined();
    expect(readStoredStudent({ ...current, classLanguage: "ES" })).toBeUndefined();
    expect(readStoredStudent({ ...current, language: null })).toBeUndefined();
  });
});
