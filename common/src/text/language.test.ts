import { describe, expect, it } from "vitest";
import { languageFor } from "./language";
import { classLanguageUpdateSchema, languageUpdateSchema } from "./languageSchemas";
import { storedTeacherSchema } from "../teachers/teacher";

describe("the language a screen speaks (docs/decisions.md#d81)", () => {
  it("is the person's own choice first, then the class's default, then the device's, then English", () => {
    expect(languageFor("es", "en", "en")).toBe("es");
    expect(languageFor(undefined, "es", "en")).toBe("es");
    expect(languageFor(undefined, undefined, "es")).toBe("es");
    expect(languageFor(undefined, undefined, undefined)).toBe("en");
  });
});

describe("the language calls' bodies", () => {
  it("take a language the product speaks, and nothing else", () => {
    for (const schema of [languageUpdateSchema, classLanguageUpdateSchema]) {
      expect(schema.parse({ language: "es" })).toEqual({ language: "es" });
      for (const body of [{}, { language: "fr" }, { language: "ES" }, { language: 1 }, { language: "en", extra: true }, null]) {
        expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(false);
      }
    }
  });

  it("say plainly what a wrong language should be", () => {
    const result = languageUpdateSchema.safeParse({ language: "fr" });
    expect(result.error?.issues[0]?.message).toBe("Choose English (en) or Spanish (es).");
  });
});

describe("a teacher's stored languages", () => {
  const teacher = {
    _id: "t1",
    role: "teacher",
    name: "Coach",
    userName: "coach",
    email: "coach@example.com",
    school: "S",
    schoolDistrict: "D",
    schoolAddress: "A",
    city: "C",
    state: "CA",
    zipCode: "90001",
    gradeTaught: 5,
    classSize: 20,
    studentCount: 0,
    moneyCheck: true,
    searchIndex: {},
    nameKey: "coach",
  };

  it("are optional (a teacher registered before them, or who never chose one)", () => {
    expect(storedTeacherSchema.safeParse(teacher).success).toBe(true);
  });

  it("are kept when read, and refused when not a language the product speaks", () => {
    expect(storedTeacherSchema.parse({ ...teacher, language: "es", classLanguage: "es" })).toMatchObject({ language: "es", classLanguage: "es" });
    expect(storedTeacherSchema.safeParse({ ...teacher, language: "fr" }).success).toBe(false);
    expect(storedTeacherSchema.safeParse({ ...teacher, classLanguage: "" }).success).toBe(false);
  });
});
