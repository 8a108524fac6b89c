import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { newStudent } from "@rink/game";
import { CLASS_CSV_COLUMNS, type ClassExport } from "@rink/common";
import { classCsv } from "./classExport";

const teacher: ClassExport["teacher"] = {
  _id: "t1",
  name: "Jordan Lee",
  userName: "coach",
  email: "coach@example.com",
  school: "Lakeside",
  schoolDistrict: "District",
  schoolAddress: "12 Rink Road",
  city: "Minneapolis",
  state: "MN",
  zipCode: "55401",
  gradeTaught: 5,
  classSize: 28,
  studentCount: 2,
};

const student = (firstName: string, userName: string) => ({ ...newStudent({ firstName, lastName: "Skater", userName, teacherId: "t1", seed: 7 }), _id: `id-${userName}`, classId: "t1" });

describe("classCsv", () => {
  it("writes the documented header and one row per student, with a name that would run as a formula defused", () => {
    const data: ClassExport = { exportedAt: "2026-11-26T10:00:00.000Z", teacher, students: [{ student: student("Ada", "ada1"), progress: null }, { student: student("=1+1", "eq1"), progress: null }] };
    const parsed = Papa.parse<Record<string, string>>(classCsv(data), { header: true });
    expect(parsed.meta.fields).toEqual([...CLASS_CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[0]).toMatchObject({ firstName: "Ada", userName: "ada1", level: "1", tutorialsDone: "0", minutesPlayed: "0", stage: "notStarted", lastActive: "" });
    expect(parsed.data[1]?.firstName).toBe("'=1+1");
  });
});
