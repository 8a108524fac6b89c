// Every admin call is for admins only: no token is 401, a teacher's or a
// student's token is 403, and a refused delete removes nothing. Ids and queries
// are checked before any work (400), and ids that name nothing answer 404.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { adminToken, authUserExists, docExists, makeStudent, studentToken, teacherWithToken } from "./fixtures";

let admin: string;
let teacher: Awaited<ReturnType<typeof teacherWithToken>>;
let student: Awaited<ReturnType<typeof makeStudent>>;
let studentTokenValue: string;

beforeAll(async () => {
  admin = await adminToken();
  teacher = await teacherWithToken();
  student = await makeStudent(teacher.uid, { firstName: "Avery", lastName: "Access" });
  studentTokenValue = await studentToken(student);
});

const calls = (): Array<[string, string]> => [
  ["GET", "/admin/teachers"],
  ["GET", "/admin/teachers?search=coach"],
  ["GET", "/admin/teachers.csv"],
  ["GET", "/admin/totals"],
  ["GET", "/admin/students/timespent"],
  ["GET", `/admin/students/timespent?user=${teacher.uid}`],
  ["DELETE", `/admin/teacher/${teacher.uid}`],
  ["DELETE", `/admin/teacher/${teacher.uid}/class`],
  ["DELETE", `/admin/students/${student._id}`],
  ["POST", "/admin/retention/run"],
];

async function fixturesIntact() {
  expect(await docExists(`teachers/${teacher.uid}`)).toBe(true);
  expect(await docExists(`students/${student._id}`)).toBe(true);
  expect(await authUserExists(teacher.uid)).toBe(true);
  expect(await authUserExists(student._id)).toBe(true);
}

describe("admin API: who may call it", () => {
  it("refuses every admin call without a token (401)", async () => {
    for (const [method, path] of calls()) {
      const answer = await api(method, path);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 401, body: { success: false, error: "Please log in first." } });
    }
    await fixturesIntact();
  });

  it("refuses every admin call with a made-up token (401)", async () => {
    for (const [method, path] of calls()) {
      const answer = await api(method, path, { token: "not-a-real-token" });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses every admin call from a teacher (403), even on their own class", async () => {
    for (const [method, path] of calls()) {
      const answer = await api(method, path, { token: teacher.token });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { success: false } });
    }
    await fixturesIntact();
  });

  it("refuses every admin call from a student (403), even on themselves", async () => {
    for (const [method, path] of calls()) {
      const answer = await api(method, path, { token: studentTokenValue });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { success: false } });
    }
    await fixturesIntact();
  });

  it("answers every read for an admin", async () => {
    for (const [method, path] of calls().filter(([method]) => method === "GET")) {
      const answer = await api(method, path, { token: admin });
      expect(answer.status, `${method} ${path}`).toBe(200);
    }
  });
});

describe("admin API: ids and queries are checked first", () => {
  it("answers 400 for an id that cannot name an account", async () => {
    for (const path of ["/admin/teacher/bad%20id", "/admin/teacher/bad.id/class", "/admin/students/%24%7Bid%7D", `/admin/teacher/${"x".repeat(129)}`]) {
      const answer = await api("DELETE", path, { token: admin });
      expect(answer, path).toMatchObject({ status: 400, body: { success: false, error: expect.stringContaining("id") } });
    }
  });

  it("answers 400 for a bad timespent user or search", async () => {
    const badUser = await api("GET", "/admin/students/timespent?user=a%2Fb", { token: admin });
    expect(badUser).toMatchObject({ status: 400, body: { success: false, error: expect.stringContaining("user") } });
    const twoUsers = await api("GET", "/admin/students/timespent?user=a&user=b", { token: admin });
    expect(twoUsers.status).toBe(400);
    const longSearch = await api("GET", `/admin/teachers?search=${"a".repeat(101)}`, { token: admin });
    expect(longSearch).toMatchObject({ status: 400, body: { success: false, error: expect.stringContaining("search") } });
  });

  it("answers 404 for ids that name no teacher or student", async () => {
    const expectations: Array<[string, string, string]> = [
      ["DELETE", "/admin/teacher/no-such-teacher", "Teacher not found"],
      ["DELETE", "/admin/teacher/no-such-teacher/class", "Teacher not found"],
      ["DELETE", "/admin/students/no-such-student", "Student not found"],
      ["GET", "/admin/students/timespent?user=no-such-teacher", "Teacher not found"],
    ];
    for (const [method, path, error] of expectations) {
      expect(await api(method, path, { token: admin }), path).toMatchObject({ status: 404, body: { success: false, error } });
    }
  });

  it("will not delete a student as a teacher, nor a teacher as a student (404, both left whole)", async () => {
    expect(await api("DELETE", `/admin/teacher/${student._id}`, { token: admin })).toMatchObject({ status: 404, body: { error: "Teacher not found" } });
    expect(await api("DELETE", `/admin/teacher/${student._id}/class`, { token: admin })).toMatchObject({ status: 404 });
    expect(await api("DELETE", `/admin/students/${teacher.uid}`, { token: admin })).toMatchObject({ status: 404, body: { error: "Student not found" } });
    await fixturesIntact();
  });

  it("answers 404 under /admin for a path that is not an admin call", async () => {
    expect(await api("GET", "/admin/nothing-here", { token: admin })).toMatchObject({ status: 404, body: { success: false, error: "Not found" } });
  });
});
