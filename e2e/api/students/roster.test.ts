// GET /api/v1/student: a teacher's roster (own class only, sorted, with logins) and
// the admin's views (any class or every student, never a password).
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { makeStudent } from "../../support/server-sdk";
import { signedInAdmin, signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface Row {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  password?: string | null;
  level: number;
  tutorialsDone: number;
  levelsDone: number;
  wonGame: boolean;
  timeSpent: number;
}

let teacher: SignedInTeacher;
let other: SignedInTeacher;
const passwords = new Map<string, string>();

beforeAll(async () => {
  [teacher, other] = await Promise.all([signedInTeacher(), signedInTeacher()]);
  // Added out of order, with a shared first name, so the sort has work to do.
  for (const names of [
    { firstName: "Zoe", lastName: "Adams" },
    { firstName: "ava", lastName: "Young" },
    { firstName: "Ava", lastName: "Brown" },
    { firstName: "Liam", lastName: "Cole" },
  ]) {
    const account = await makeStudent(teacher.uid, names);
    passwords.set(account._id, account.password);
  }
  await makeStudent(other.uid, { firstName: "Other", lastName: "Class" });
});

describe("GET /student?user={id}&sort=firstName,lastName", () => {
  it("gives a teacher their own class sorted by firstName then lastName, each with username, password and progress", async () => {
    const { status, body } = await api<{ success: boolean; data: Row[] }>("GET", `/student?user=${teacher.uid}&sort=firstName,lastName`, { token: teacher.token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(["Ava Brown", "ava Young", "Liam Cole", "Zoe Adams"]);
    for (const row of body.data) {
      expect(row.password).toBe(passwords.get(row._id));
      expect(row.userName).toMatch(/^[a-z]+\d+$/);
      expect(row).toMatchObject({ level: 1, tutorialsDone: 0, levelsDone: 0, wonGame: false, timeSpent: 0 });
    }
  });

  it("refuses a teacher asking for another teacher's class with 403", async () => {
    const { status, body } = await api("GET", `/student?user=${other.uid}&sort=firstName,lastName`, { token: teacher.token });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, error: "You can only see your own class." });
  });

  it("refuses a student with 403", async () => {
    const student = await signedInStudent(teacher.uid, { firstName: "Peek", lastName: "Er" });
    const { status, body } = await api("GET", `/student?user=${teacher.uid}`, { token: student.token });
    expect(status).toBe(403);
    expect(body.success).toBe(false);
  });

  it("refuses a caller without a token with 401", async () => {
    const { status } = await api("GET", `/student?user=${teacher.uid}`);
    expect(status).toBe(401);
  });

  it("refuses an unknown sort with 400", async () => {
    const { status, body } = await api("GET", `/student?user=${teacher.uid}&sort=password`, { token: teacher.token });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^sort: /);
  });

  it("lets an admin see any teacher's class, without passwords", async () => {
    const admin = await signedInAdmin();
    const { status, body } = await api<{ data: Row[] }>("GET", `/student?user=${teacher.uid}&sort=firstName,lastName`, { token: admin.token });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const row of body.data) expect(row).not.toHaveProperty("password");
    expect(body.data[0]).toMatchObject({ firstName: "Ava", lastName: "Brown" });
  });

  it("answers 404 to an admin asking for a teacher who does not exist", async () => {
    const admin = await signedInAdmin();
    const { status } = await api("GET", "/student?user=noSuchTeacher", { token: admin.token });
    expect(status).toBe(404);
  });
});

describe("GET /student (every student)", () => {
  // The shared stack holds every other file's students too (classes of 1,500 among them): the
  // first pages are small, to see the paging, and the rest are read 500 at a time.
  it("pages through every student for an admin, without passwords", { timeout: 180_000 }, async () => {
    const admin = await signedInAdmin();
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const limit = pages < 3 ? 2 : 500;
      const page: { status: number; body: { data: Array<Row & { teacherId: string }>; nextCursor: string | null } } = await api(
        "GET",
        `/student?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
        { token: admin.token },
      );
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(limit);
      for (const row of page.body.data) {
        expect(row).not.toHaveProperty("password");
        expect(seen.has(row._id)).toBe(false);
        seen.add(row._id);
      }
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 1000);
    for (const id of passwords.keys()) expect(seen.has(id)).toBe(true);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it("refuses a limit over 500 with 400", async () => {
    const admin = await signedInAdmin();
    const { status, body } = await api("GET", "/student?limit=501", { token: admin.token });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^limit: /);
  });

  it("refuses a teacher with 403", async () => {
    const { status } = await api("GET", "/student", { token: teacher.token });
    expect(status).toBe(403);
  });
});
