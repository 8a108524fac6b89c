import { describe, expect, it } from "vitest";
import { editNamesSchema, studentNamesSchema } from "./names";

const messages = (body: unknown) => {
  const result = studentNamesSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a student's names (Add Student, Update)", () => {
  it("refuses a name of only invisible characters with a message on its own field", () => {
    expect(messages({ firstName: "\u200B\u200B", lastName: "Stone" })).toEqual([["firstName", "First name needs at least one letter."]]);
    expect(messages({ firstName: "Ivy", lastName: "\u3164\u115F\u1160\uFFA0" })).toEqual([["lastName", "Last name needs at least one letter."]]);
    expect(messages({ firstName: "  ", lastName: "Stone" })).toEqual([["firstName", "First name is required."]]);
  });

  it("keeps the names cleaned: control characters gone, a line break a space", () => {
    expect(studentNamesSchema.parse({ firstName: "Ray\nmond\u0007", lastName: "\u202EKim\u001b[31m" })).toEqual({ firstName: "Ray mond", lastName: "Kim[31m" });
    expect(studentNamesSchema.parse({ firstName: "Zoë", lastName: "O'Brien-Łukasz" })).toEqual({ firstName: "Zoë", lastName: "O'Brien-Łukasz" });
  });

  it("an edit checks and cleans the name it changes", () => {
    expect(editNamesSchema.safeParse({ firstName: "\u2060" }).error?.issues[0]?.message).toBe("First name needs at least one letter.");
    expect(editNamesSchema.parse({ lastName: " Stone\u200B " })).toEqual({ lastName: "Stone" });
  });
});
