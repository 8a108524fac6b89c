import { describe, expect, it } from "vitest";
import { foldText, isFoundBy, nameKeyOf, SEARCH_KEY_LENGTH, searchIndexOf, searchKeyOf, searchKeysOf } from "./teacherSearch";

const teacher = { name: "Éva O'Neil-Smith", gradeTaught: 11, school: "Lincoln Elementary School", schoolDistrict: "Blue Line District" };

describe("the admin's teacher search", () => {
  it("folds case, accents and punctuation the same way on both sides", () => {
    expect(foldText("  Éva   O'Neil-SMITH ")).toBe("eva o neil smith");
    expect(foldText("Ünïcödé 名前")).toBe("unicode 名前");
  });

  it("finds a teacher by the start of any word of each field, or a run of words from one", () => {
    for (const search of ["eva", "EVA O", "o'neil", "neil smith", "11", "1", "lincoln", "elementary sch", "LINE DISTRICT", "blue line d"]) {
      expect(isFoundBy(teacher, search), search).toBe(true);
    }
  });

  it("does not find a teacher by the middle of a word, nor by words of two fields together", () => {
    for (const search of ["coln", "va", "smith lincoln", "12", "district blue"]) expect(isFoundBy(teacher, search), search).toBe(false);
  });

  it("reads an empty search (or one of only spaces and punctuation) as the whole list", () => {
    expect(searchKeyOf("  -- ")).toBe("");
    expect(isFoundBy(teacher, "")).toBe(true);
  });

  it("keeps starts up to SEARCH_KEY_LENGTH characters, and a longer search looks for its first ones", () => {
    const long = { ...teacher, school: "The Extraordinarily Long Named Academy of Skating" };
    expect(Math.max(...searchKeysOf(long).map((key) => key.length))).toBe(SEARCH_KEY_LENGTH);
    expect(isFoundBy(long, "the extraordinarily long named academy")).toBe(true);
    expect(searchKeyOf("the extraordinarily long named academy")).toHaveLength(SEARCH_KEY_LENGTH);
  });

  it("orders by the folded name, so case and accents do not split the list", () => {
    const names = ["zoe", "Émile", "adam", "Eli"];
    expect([...names].sort((a, b) => nameKeyOf(a).localeCompare(nameKeyOf(b)))).toEqual(["adam", "Eli", "Émile", "zoe"]);
  });

  it("has no key twice and none ending in a space", () => {
    const keys = searchKeysOf(teacher);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((key) => key.endsWith(" "))).toBe(false);
  });

  it("indexes each key to the teacher's nameKey, so a search's answer is already in name order", () => {
    const index = searchIndexOf(teacher);
    expect(Object.keys(index).sort()).toEqual(searchKeysOf(teacher));
    expect(new Set(Object.values(index))).toEqual(new Set([nameKeyOf(teacher.name)]));
  });
});
