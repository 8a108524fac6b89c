import { describe, expect, it } from "vitest";
import { isAddStudentAnswer, isBulkUploadAnswer, isRosterAnswer } from "./rosterAnswers";

const summary = { firstName: "Bea", lastName: "Lee", userName: "bealee", level: 1, tutorialsDone: 0, levelsDone: 0, wonGame: false, timeSpent: 0 };
const account = { _id: "s1", firstName: "Bea", lastName: "Lee", userName: "bealee", password: "puck-42" };

describe("roster answers read from the network", () => {
  it("accepts a roster with or without passwords, and refuses a row missing its summary", () => {
    expect(isRosterAnswer({ success: true, data: [{ _id: "s1", ...summary, password: "puck-42" }] })).toBe(true);
    expect(isRosterAnswer({ success: true, data: [{ _id: "s1", ...summary, password: null }, { _id: "s2", ...summary }] })).toBe(true);
    expect(isRosterAnswer({ success: true, data: [] })).toBe(true);
    expect(isRosterAnswer({ success: true, data: [{ _id: "s1", firstName: "Bea" }] })).toBe(false);
    expect(isRosterAnswer({ success: true, data: [{ _id: "s1", ...summary, password: 7 }] })).toBe(false);
    expect(isRosterAnswer({ success: true })).toBe(false);
  });

  it("accepts a new student only with the login to hand out", () => {
    expect(isAddStudentAnswer({ success: true, message: "Student Added Successfully", data: account })).toBe(true);
    expect(isAddStudentAnswer({ success: true, message: "Student Added Successfully", data: { ...account, password: undefined } })).toBe(false);
  });

  it("accepts a bulk answer with the students added and each rejected row's reason", () => {
    expect(isBulkUploadAnswer({ success: true, message: "Students Added Successfully", added: [account], rejected: [{ row: 3, reason: "Last name is missing" }] })).toBe(true);
    expect(isBulkUploadAnswer({ success: true, message: "No new students to add", added: [], rejected: [] })).toBe(true);
    expect(isBulkUploadAnswer({ success: true, message: "x", added: [account], rejected: [{ row: "3", reason: "x" }] })).toBe(false);
    expect(isBulkUploadAnswer({ success: true, message: "x", added: [{}], rejected: [] })).toBe(false);
  });
});
