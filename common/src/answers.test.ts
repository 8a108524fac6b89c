import { describe, expect, it } from "vitest";
import { newStudent } from "@rink/game";
import { apiFailureOf, isApiSuccess, isMessageAnswer } from "./api";
import { isCurrentUserAnswer } from "./auth/currentUser";
import { isLoginAnswer } from "./auth/loginAnswer";
import { isUpdateStudentAnswer } from "./students/answers";

const student = { ...newStudent({ firstName: "Bea", lastName: "Lee", userName: "bealee", teacherId: "t1", seed: 7 }), _id: "s1", classId: "t1" };

describe("answers read from the network", () => {
  it("accepts a login answer only with a non-empty token", () => {
    expect(isLoginAnswer({ success: true, token: "abc" })).toBe(true);
    expect(isLoginAnswer({ success: true, token: "" })).toBe(false);
    expect(isLoginAnswer({ success: true })).toBe(false);
    expect(isLoginAnswer({ success: false, token: "abc" })).toBe(false);
    expect(isLoginAnswer("abc")).toBe(false);
  });

  it("accepts a current user only with an id and a known role", () => {
    expect(isCurrentUserAnswer({ success: true, data: { _id: "a1", role: "admin", name: "A", userName: "admin" } })).toBe(true);
    expect(isCurrentUserAnswer({ success: true, data: { _id: "a1", role: "coach" } })).toBe(false);
    expect(isCurrentUserAnswer({ success: true, data: { role: "teacher" } })).toBe(false);
    expect(isCurrentUserAnswer({ success: true, data: null })).toBe(false);
  });

  it("accepts a saved student only when it is a whole game document", () => {
    expect(isUpdateStudentAnswer({ success: true, updatedStudent: student })).toBe(true);
    const { totalBudget: _dropped, ...withoutBudget } = student;
    expect(isUpdateStudentAnswer({ success: true, updatedStudent: withoutBudget })).toBe(false);
    expect(isUpdateStudentAnswer({ success: true, updatedStudent: { ...student, _id: 3 } })).toBe(false);
  });

  it("reads a failure's words, code and hint, and nothing that is not a failure", () => {
    expect(apiFailureOf({ success: false, error: "Not enough money", code: "budget/insufficient", hint: "Save less", extra: 1 })).toEqual({
      success: false,
      error: "Not enough money",
      code: "budget/insufficient",
      hint: "Save less",
    });
    expect(apiFailureOf({ success: false, error: "No", code: 42 })).toEqual({ success: false, error: "No" });
    expect(apiFailureOf({ success: false })).toBeUndefined();
    expect(apiFailureOf({ success: true, error: "No" })).toBeUndefined();
    expect(apiFailureOf(undefined)).toBeUndefined();
  });

  it("tells plain successes and message answers apart", () => {
    expect(isApiSuccess({ success: true })).toBe(true);
    expect(isApiSuccess([true])).toBe(false);
    expect(isMessageAnswer({ success: true, message: "Sent" })).toBe(true);
    expect(isMessageAnswer({ success: true })).toBe(false);
  });
});
