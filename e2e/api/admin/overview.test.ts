// What an admin sees: totals, the teacher list with each class's size and
// minutes, search, and time spent for the programme or one class. Other tests
// share the stack, so totals are checked as the change our own fixtures make.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { unique } from "../../support/server-sdk";
import { adminToken, classWithTime, db, makeTeacher } from "./fixtures";

interface TeacherRow {
  _id: string;
  name: string;
  userName: string;
  email: string;
  school: string;
  schoolDistrict: string;
  gradeTaught: number;
  classSize: number;
  studentCount: number;
  totalMinutes: number;
  deleting?: boolean;
  [field: string]: unknown;
}
interface Totals {
  teachers: number;
  students: number;
  hours: number;
}
interface ProgrammeTime {
  totalMs: number;
  totalMinutes: number;
  totalHours: number;
}
interface ClassTime {
  teacherId: string;
  totalMinutes: number;
  students: Array<Record<string, unknown> & { _id: string; firstName: string; minutes: number; timeSpent: number }>;
}

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const get = async <T>(path: string) => {
  const answer = await api<{ success: boolean; data: T }>("GET", path, { token: admin });
  expect(answer.status, path).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.data;
};

describe("admin totals", () => {
  it("counts the teachers, students and hours our fixtures add", async () => {
    const totalsBefore = await get<Totals>("/admin/totals");
    const timeBefore = await get<ProgrammeTime>("/admin/students/timespent");

    // Two teachers; three students with 60, 30 and 6 minutes: 96 minutes, 1.6 hours.
    await classWithTime([60, 30]);
    await classWithTime([6]);

    const totalsAfter = await get<Totals>("/admin/totals");
    const timeAfter = await get<ProgrammeTime>("/admin/students/timespent");
    expect(totalsAfter.teachers - totalsBefore.teachers).toBe(2);
    expect(totalsAfter.students - totalsBefore.students).toBe(3);
    expect(timeAfter.totalMs - timeBefore.totalMs).toBe(96 * 60_000);
    // Hours are shown with one decimal, so the rounded totals move by 1.6 give or take 0.1.
    expect(Math.abs(totalsAfter.hours - totalsBefore.hours - 1.6)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(totalsAfter.hours).toBe(Math.round((timeAfter.totalMs / 3_600_000) * 10) / 10);
    expect(timeAfter.totalMinutes).toBe(Math.round(timeAfter.totalMs / 60_000));
    expect(timeAfter.totalHours).toBe(totalsAfter.hours);
  });
});

describe("admin teacher list", () => {
  it("lists each teacher with their student count and total minutes, and no password or role", async () => {
    // 10 min + 20 min + 29.999 s = 30.49... minutes, shown as 30.
    const { teacher } = await classWithTime([10, 20, 29_999 / 60_000], { name: `Listed ${unique()}` });
    const empty = await makeTeacher();
    const rows = await get<TeacherRow[]>("/admin/teachers");
    const row = rows.find((r) => r._id === teacher.uid);
    expect(row).toMatchObject({
      userName: teacher.userName,
      email: teacher.email,
      school: "Test School",
      schoolDistrict: "Test District",
      gradeTaught: 5,
      classSize: 30,
      studentCount: 3,
      totalMinutes: 30,
    });
    expect(row).not.toHaveProperty("password");
    expect(row).not.toHaveProperty("role");
    expect(row).not.toHaveProperty("deleting");
    expect(rows.find((r) => r._id === empty.uid)).toMatchObject({ studentCount: 0, totalMinutes: 0 });
  });

  it("lists teachers in name order", async () => {
    const rows = await get<TeacherRow[]>("/admin/teachers");
    const names = rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("searches name, grade taught, school and school district, ignoring case", async () => {
    const tag = unique();
    const byName = await makeTeacher({ name: `Searchable ${tag}` });
    const bySchool = await makeTeacher();
    const byDistrict = await makeTeacher();
    await db().doc(`teachers/${bySchool.uid}`).update({ school: `Zamboni Academy ${tag}` });
    await db().doc(`teachers/${byDistrict.uid}`).update({ schoolDistrict: `Blue Line District ${tag}`, gradeTaught: 11 });

    const ids = async (search: string) => (await get<TeacherRow[]>(`/admin/teachers?search=${encodeURIComponent(search)}`)).map((r) => r._id);
    expect(await ids(`SEARCHABLE ${tag}`)).toEqual([byName.uid]);
    expect(await ids(`zamboni academy ${tag}`)).toEqual([bySchool.uid]);
    expect(await ids(`line district ${tag.toUpperCase()}`)).toEqual([byDistrict.uid]);
    expect(await ids(tag)).toHaveLength(3);
    expect(await ids("11")).toContain(byDistrict.uid);
    // The tag is hex, so it may itself contain "11"; only then could the name match.
    if (!tag.includes("11")) expect(await ids("11")).not.toContain(byName.uid);
    expect(await ids(`nothing-like-this-${tag}`)).toEqual([]);
  });

  it("treats an empty search as no search", async () => {
    const all = await get<TeacherRow[]>("/admin/teachers");
    const emptySearch = await get<TeacherRow[]>("/admin/teachers?search=");
    expect(emptySearch.map((r) => r._id)).toEqual(all.map((r) => r._id));
  });
});

describe("admin time spent for one class", () => {
  it("lists the class's students by first then last name with minutes and progress, and no passwords", async () => {
    const { teacher, students } = await classWithTime([3, 0, 125]);
    const data = await get<ClassTime>(`/admin/students/timespent?user=${teacher.uid}`);
    expect(data.teacherId).toBe(teacher.uid);
    expect(data.totalMinutes).toBe(128);
    expect(data.students.map((s) => s.firstName)).toEqual(["Kid0", "Kid1", "Kid2"]);
    expect(data.students[2]).toEqual({
      _id: students[2]?._id,
      firstName: "Kid2",
      lastName: "Skater",
      userName: students[2]?.userName,
      level: 1,
      timeSpent: 125 * 60_000,
      minutes: 125,
      tutorialsDone: 0,
      levelsDone: 0,
      wonGame: false,
    });
    expect(JSON.stringify(data)).not.toContain(students[0]?.password ?? "no password");
  });

  it("answers an empty class with no students and zero minutes", async () => {
    const teacher = await makeTeacher();
    expect(await get<ClassTime>(`/admin/students/timespent?user=${teacher.uid}`)).toEqual({ teacherId: teacher.uid, totalMinutes: 0, students: [] });
  });
});
