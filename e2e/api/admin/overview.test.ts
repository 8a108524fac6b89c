// What an admin sees: totals, the teacher list with each class's size and
// minutes, search, and time spent for the programme or one class. Other tests
// share the stack, so totals are checked as the change our own fixtures make.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { unique } from "../../support/server-sdk";
import { nameKeyOf, searchIndexOf } from "@rink/common";
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

interface TeacherPage {
  rows: TeacherRow[];
  next: string | null;
  total: number;
}

const pageOf = (query: string) => get<TeacherPage>(`/admin/teachers${query}`);
const searchFor = (search: string, extra = "") => pageOf(`?search=${encodeURIComponent(search)}${extra}`);

/** Every row a search finds, page after page of `limit`, with what each page said. */
async function allPages(search: string, limit: number): Promise<{ rows: TeacherRow[]; pages: TeacherPage[] }> {
  const pages: TeacherPage[] = [];
  let after = "";
  do {
    const page = await searchFor(search, `&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ""}`);
    pages.push(page);
    after = page.next ?? "";
  } while (after && pages.length < 50);
  return { rows: pages.flatMap((page) => page.rows), pages };
}

describe("admin teacher list", () => {
  it("lists each teacher with their student count and total minutes, and no password, role or search keys", async () => {
    // 10 min + 20 min + 29.999 s = 30.49... minutes, shown as 30.
    const name = `Listed ${unique()}`;
    const { teacher } = await classWithTime([10, 20, 29_999 / 60_000], { name });
    const empty = await makeTeacher();
    const { rows } = await searchFor(name);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      _id: teacher.uid,
      userName: teacher.userName,
      email: teacher.email,
      school: "Test School",
      schoolDistrict: "Test District",
      gradeTaught: 5,
      classSize: 30,
      studentCount: 3,
      totalMinutes: 30,
    });
    for (const hidden of ["password", "role", "deleting", "searchIndex", "nameKey"]) expect(row).not.toHaveProperty(hidden);
    const emptyName = String((await db().doc(`teachers/${empty.uid}`).get()).get("name"));
    expect((await searchFor(emptyName)).rows.find((r) => r._id === empty.uid)).toMatchObject({ studentCount: 0, totalMinutes: 0 });
  });

  it("pages a search in name order, accents and case folded, each teacher once, with its total", async () => {
    const tag = unique();
    const school = `Paging Academy ${tag}`;
    const names = ["bea Ortiz", "Émile Roy", "Adam Cole", "zoë Park", "eli Moss", "Chen Wu", "Dana Lee"];
    const made = [];
    for (const name of names) made.push({ name, uid: (await makeTeacher({ name, school })).uid });
    const { rows, pages } = await allPages(`paging academy ${tag}`, 3);
    expect(pages.map((page) => page.rows.length)).toEqual([3, 3, 1]);
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7]);
    expect(pages.at(-1)?.next).toBeNull();
    expect(rows.map((row) => row.name)).toEqual(["Adam Cole", "bea Ortiz", "Chen Wu", "Dana Lee", "eli Moss", "Émile Roy", "zoë Park"]);
    expect(new Set(rows.map((row) => row._id))).toEqual(new Set(made.map((teacher) => teacher.uid)));
  });

  it("keeps its place when a teacher joins between two pages: none shown twice, none of those before skipped", async () => {
    const tag = unique();
    const school = `Joining School ${tag}`;
    for (const name of ["Anna A", "Boris B", "Carl C", "Dora D"]) await makeTeacher({ name, school });
    const first = await searchFor(school, "&limit=2");
    expect(first.rows.map((row) => row.name)).toEqual(["Anna A", "Boris B"]);
    // One before the cursor (not shown: the page is read) and one after it (shown on the next).
    await makeTeacher({ name: "Aaron A", school });
    await makeTeacher({ name: "Cleo C", school });
    const rest = await searchFor(school, `&limit=10&after=${encodeURIComponent(first.next ?? "")}`);
    expect(rest.rows.map((row) => row.name)).toEqual(["Carl C", "Cleo C", "Dora D"]);
    expect(rest.total).toBe(6);
  });

  it("searches name, grade taught, school and school district by the start of their words, ignoring case and accents", async () => {
    const tag = unique();
    const byName = await makeTeacher({ name: `Searchable ${tag}` });
    const bySchool = await makeTeacher({ school: `Zamboni Académie ${tag}` });
    const byDistrict = await makeTeacher({ schoolDistrict: `Blue Line District ${tag}`, gradeTaught: 11 });

    const ids = async (search: string) => (await searchFor(search)).rows.map((r) => r._id);
    expect(await ids(`SEARCHABLE ${tag}`)).toEqual([byName.uid]);
    expect(await ids(`zamboni academie ${tag}`)).toEqual([bySchool.uid]);
    expect(await ids(`line district ${tag.toUpperCase()}`)).toEqual([byDistrict.uid]);
    expect(await ids(tag)).toHaveLength(3);
    // The grade: page through every teacher of grade 11 (other tests make some too).
    const grade11 = (await allPages("11", 50)).rows;
    expect(grade11.map((r) => r._id)).toContain(byDistrict.uid);
    expect(grade11.every((r) => r.gradeTaught === 11 || `${r.name} ${r.school} ${r.schoolDistrict}`.split(/[^a-z0-9]+/i).some((word) => word.startsWith("11")))).toBe(true);
    expect(await ids(`nothing-like-this-${tag}`)).toEqual([]);
    // Inside a word is not the start of one.
    expect(await ids(`amboni academie ${tag}`)).toEqual([]);
  });

  it("treats an empty search as no search, and a page of the whole list in name order", async () => {
    const all = await pageOf("");
    const emptySearch = await pageOf("?search=");
    expect(emptySearch.rows.map((r) => r._id)).toEqual(all.rows.map((r) => r._id));
    expect(all.rows.length).toBeLessThanOrEqual(50);
    const totals = await get<Totals>("/admin/totals");
    expect(all.total).toBe(totals.teachers);
  });

  it("answers 400, changing nothing, for a cursor it did not give or a page over 50", async () => {
    for (const query of ["?after=not-a-cursor", `?after=${Buffer.from('["only one"]').toString("base64url")}`]) {
      const answer = await api("GET", `/admin/teachers${query}`, { token: admin });
      expect(answer, query).toMatchObject({ status: 400, body: { success: false, error: expect.stringContaining("cursor") } });
    }
    const tooMany = await api("GET", "/admin/teachers?limit=51", { token: admin });
    expect(tooMany).toMatchObject({ status: 400, body: { success: false, error: expect.stringContaining("at most 50") } });
  });
});

describe("the programme's counters", () => {
  it("a registered teacher's search index and order are the ones the search reads", async () => {
    const teacher = await makeTeacher({ name: "Ève O'Brien", school: "North Star", schoolDistrict: "Iron Range", gradeTaught: 7 });
    const stored = (await db().doc(`teachers/${teacher.uid}`).get()).data();
    expect(stored?.nameKey).toBe(nameKeyOf("Ève O'Brien"));
    expect(stored?.searchIndex).toEqual(searchIndexOf({ name: "Ève O'Brien", school: "North Star", schoolDistrict: "Iron Range", gradeTaught: 7 }));
    expect(stored?.searchIndex["eve o"]).toBe("eve o brien");
  });

  it("each class's size and minutes in the list equal a recount of its students", async () => {
    const tag = unique();
    await classWithTime([12, 3], { name: `Recount One ${tag}` });
    await classWithTime([45], { name: `Recount Two ${tag}` });
    const ours = (await allPages(tag, 50)).rows;
    expect(ours).toHaveLength(2);
    for (const row of ours) {
      const students = await db().collection("students").where("teacherId", "==", row._id).get();
      const minutes = students.docs.reduce((sum, doc) => sum + Number(doc.get("timeSpent")), 0) / 60_000;
      expect({ studentCount: row.studentCount, totalMinutes: row.totalMinutes }).toEqual({ studentCount: students.size, totalMinutes: Math.round(minutes) });
    }
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
