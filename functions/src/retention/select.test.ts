import { describe, expect, it } from "vitest";
import { DAY_MS, DEFAULT_RETENTION, expiredStudents, expiredTeachers, retentionSettings, studentLastActivity, teacherLastLogin } from "./select";

const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);
const daysAgo = (days: number) => NOW - days * DAY_MS;
const ids = (records: { id: string }[]) => records.map((record) => record.id);

describe("retention settings", () => {
  it("defaults to a school year for students and two for teachers", () => {
    expect(retentionSettings({})).toEqual({ studentDays: 365, teacherDays: 730 });
    expect(retentionSettings({ RETENTION_STUDENT_DAYS: " ", RETENTION_TEACHER_DAYS: "" })).toEqual(DEFAULT_RETENTION);
  });

  it("takes a deployment's whole numbers of days", () => {
    expect(retentionSettings({ RETENTION_STUDENT_DAYS: "200", RETENTION_TEACHER_DAYS: "400" })).toEqual({ studentDays: 200, teacherDays: 400 });
  });

  it.each(["0", "-5", "1.5", "a year", "NaN"])("refuses %s days rather than delete everyone", (value) => {
    expect(() => retentionSettings({ RETENTION_STUDENT_DAYS: value })).toThrow(/RETENTION_STUDENT_DAYS/);
    expect(() => retentionSettings({ RETENTION_TEACHER_DAYS: value })).toThrow(/RETENTION_TEACHER_DAYS/);
  });
});

describe("students without play", () => {
  const settings = { studentDays: 365, teacherDays: 730 };

  it("removes a student exactly at the period, not a millisecond before", () => {
    const students = [
      { id: "at", lastActiveAt: daysAgo(365) },
      { id: "justBefore", lastActiveAt: daysAgo(365) + 1 },
      { id: "long", lastActiveAt: daysAgo(900) },
      { id: "recent", lastActiveAt: daysAgo(2) },
    ];
    expect(ids(expiredStudents(NOW, settings, students))).toEqual(["at", "long"]);
  });

  it("counts a student who never played from their account's creation", () => {
    const students = [
      { id: "oldNeverPlayed", lastActiveAt: null, createdAt: daysAgo(366) },
      { id: "newNeverPlayed", lastActiveAt: null, createdAt: daysAgo(10) },
      { id: "unknown", lastActiveAt: null },
    ];
    expect(ids(expiredStudents(NOW, settings, students))).toEqual(["oldNeverPlayed"]);
  });

  it("goes by play, not by the account's age", () => {
    const student = { id: "veteran", lastActiveAt: daysAgo(30), createdAt: daysAgo(1000) };
    expect(studentLastActivity(student)).toBe(daysAgo(30));
    expect(expiredStudents(NOW, settings, [student])).toEqual([]);
  });

  it("follows a deployment's shorter period", () => {
    const students = [{ id: "a", lastActiveAt: daysAgo(31) }, { id: "b", lastActiveAt: daysAgo(29) }];
    expect(ids(expiredStudents(NOW, { studentDays: 30, teacherDays: 730 }, students))).toEqual(["a"]);
  });
});

describe("teachers without a login", () => {
  const settings = { studentDays: 365, teacherDays: 730 };

  it("removes a teacher exactly at the period, not a millisecond before", () => {
    const teachers = [
      { id: "at", lastLoginAt: daysAgo(730) },
      { id: "justBefore", lastLoginAt: daysAgo(730) + 1 },
      { id: "aYearOff", lastLoginAt: daysAgo(400) },
    ];
    expect(ids(expiredTeachers(NOW, settings, teachers))).toEqual(["at"]);
  });

  it("prefers the login the API recorded, then Auth's last sign-in, then the account's creation", () => {
    expect(teacherLastLogin({ id: "t", lastLoginAt: daysAgo(800), lastSignInAt: daysAgo(5), createdAt: daysAgo(900) })).toBe(daysAgo(800));
    expect(teacherLastLogin({ id: "t", lastSignInAt: daysAgo(5), createdAt: daysAgo(900) })).toBe(daysAgo(5));
    expect(teacherLastLogin({ id: "t", createdAt: daysAgo(900) })).toBe(daysAgo(900));
    const teachers = [
      { id: "signedInBeforeTheField", lastSignInAt: daysAgo(5), createdAt: daysAgo(900) },
      { id: "neverLoggedIn", createdAt: daysAgo(731) },
      { id: "unknown" },
    ];
    expect(ids(expiredTeachers(NOW, settings, teachers))).toEqual(["neverLoggedIn"]);
  });

  it("goes by the teacher's own login: students playing recently do not keep the teacher", () => {
    // The selection sees only the teacher's dates; the class goes with the teacher (run.ts).
    expect(ids(expiredTeachers(NOW, settings, [{ id: "away", lastLoginAt: daysAgo(731) }]))).toEqual(["away"]);
  });
});
