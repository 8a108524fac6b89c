import { describe, expect, it } from "vitest";
import { isAdminTeachersAnswer, isClassTimeSpentAnswer, isDeleteClassAnswer, isDeleteTeacherAnswer, isTotalsAnswer } from "./answers";

const teacher = {
  _id: "t1",
  name: "Ada Coach",
  userName: "adacoach",
  email: "ada@example.com",
  school: "North School",
  schoolDistrict: "North District",
  schoolAddress: "1 Rink Road",
  city: "Duluth",
  state: "MN",
  zipCode: "55802",
  gradeTaught: 5,
  classSize: 30,
  studentCount: 2,
  totalMinutes: 15,
};
const student = { _id: "s1", firstName: "Bea", lastName: "Lee", userName: "bealee", level: 1, tutorialsDone: 5, levelsDone: 0, wonGame: false, timeSpent: 60_000, minutes: 1 };

describe("admin answers read from the network", () => {
  it("accepts totals only as three non-negative numbers", () => {
    expect(isTotalsAnswer({ success: true, data: { teachers: 2, students: 40, hours: 1.5 } })).toBe(true);
    expect(isTotalsAnswer({ success: true, data: { teachers: "2", students: 40, hours: 1.5 } })).toBe(false);
    expect(isTotalsAnswer({ success: true, data: { teachers: 2, students: 40 } })).toBe(false);
    expect(isTotalsAnswer({ success: false, data: { teachers: 2, students: 40, hours: 1 } })).toBe(false);
  });

  it("accepts a page of the teacher list only when every row is a whole profile with its counts, with its cursor and total", () => {
    const page = (rows: unknown[], next: unknown = null, total: unknown = rows.length) => ({ success: true, data: { rows, next, total } });
    expect(isAdminTeachersAnswer(page([teacher, { ...teacher, _id: "t2", deleting: true }], "cursor", 120))).toBe(true);
    expect(isAdminTeachersAnswer(page([]))).toBe(true);
    const { school: _school, ...withoutSchool } = teacher;
    expect(isAdminTeachersAnswer(page([teacher, withoutSchool]))).toBe(false);
    expect(isAdminTeachersAnswer(page([{ ...teacher, studentCount: -1 }]))).toBe(false);
    expect(isAdminTeachersAnswer(page([teacher], 3))).toBe(false);
    expect(isAdminTeachersAnswer(page([teacher], null, -1))).toBe(false);
    // The list before it was paged (every teacher at once) is no longer an answer.
    expect(isAdminTeachersAnswer({ success: true, data: [teacher] })).toBe(false);
  });

  it("accepts one class's time spent student by student, not the programme's total", () => {
    expect(isClassTimeSpentAnswer({ success: true, data: { teacherId: "t1", totalMinutes: 1, students: [student] } })).toBe(true);
    expect(isClassTimeSpentAnswer({ success: true, data: { totalMs: 60_000, totalMinutes: 1, totalHours: 0 } })).toBe(false);
    expect(isClassTimeSpentAnswer({ success: true, data: { teacherId: "t1", totalMinutes: 1, students: [{ ...student, wonGame: "no" }] } })).toBe(false);
  });

  it("accepts what a delete removed", () => {
    expect(isDeleteTeacherAnswer({ success: true, data: { teacherId: "t1", studentsRemoved: 3 } })).toBe(true);
    expect(isDeleteClassAnswer({ success: true, data: { teacherId: "t1", studentsRemoved: 3, studentCount: 0 } })).toBe(true);
    expect(isDeleteClassAnswer({ success: true, data: { teacherId: "t1", studentsRemoved: 3 } })).toBe(false);
  });
});
