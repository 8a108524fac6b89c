// GET /api/v1/auth/user answers each role's own data (never a password);
// POST /api/v1/auth/logout ends the session so the old ID token is refused
// (more in device-sessions.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { db, makeAdmin, makeStudent, makeTeacher, type TeacherFixture } from "../../support/server-sdk";
import { LOGIN_PATHS, logIn } from "./fixtures";
import { deleteTeacherDoc, readTeacherLeaving } from "../../../functions/src/accounts/teachers";

let teacher: TeacherFixture;

beforeAll(async () => {
  teacher = await makeTeacher();
});

describe("the current user", () => {
  it("a student gets their game document: _id, role, level, players, and no password", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Riley", lastName: "Puck" });
    const token = await logIn(LOGIN_PATHS.student, { userName: student.userName, password: student.password });
    const answer = await api<{ success: boolean; data: Record<string, unknown> }>("GET", "/auth/user", { token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toMatchObject({ _id: student._id, role: "student", level: 1, firstName: "Riley", userName: student.userName, teacherId: teacher.uid });
    expect(Array.isArray(answer.body.data.players)).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain(student.password);
    expect(answer.body.data).not.toHaveProperty("password");
  });

  it("a teacher gets their profile, and no password", async () => {
    const token = await logIn(LOGIN_PATHS.teacher, { email: teacher.email, password: teacher.password });
    const answer = await api<{ success: boolean; data: Record<string, unknown> }>("GET", "/auth/user", { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: teacher.uid, role: "teacher", userName: teacher.userName, email: teacher.email, school: "Test School" });
    expect(typeof answer.body.data.studentCount).toBe("number");
    expect(JSON.stringify(answer.body)).not.toContain(teacher.password);
    expect(answer.body.data).not.toHaveProperty("password");
  });

  it("an admin gets exactly _id, role, name and userName", async () => {
    const admin = await makeAdmin();
    const token = await logIn(LOGIN_PATHS.admin, { userName: admin.userName, password: admin.password });
    const answer = await api("GET", "/auth/user", { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { _id: admin.uid, role: "admin", name: expect.stringMatching(/^Admin /), userName: admin.userName } });
  });

  it("without a token the answer is 401", async () => {
    const answer = await api("GET", "/auth/user");
    expect(answer).toEqual({ status: 401, body: { success: false, error: "Please log in first." } });
  });

  it("answers 404 when the account's document is missing", async () => {
    const orphan = await makeTeacher();
    const token = await logIn(LOGIN_PATHS.teacher, { email: orphan.userName, password: orphan.password });
    // Gone as its writer takes it (with the programme's counters, docs/decisions.md#d82), Auth kept.
    await db().runTransaction(async (tx) => deleteTeacherDoc(tx, await readTeacherLeaving(tx, orphan.uid)));
    const answer = await api<{ success: boolean; error: string }>("GET", "/auth/user", { token });
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
  });
});

describe("logging out", () => {
  it("ends the session: the old ID token is then refused with 401, and a new login works", async () => {
    const student = await makeStudent(teacher.uid);
    const oldToken = await logIn(LOGIN_PATHS.student, { userName: student.userName, password: student.password });
    expect((await api("GET", "/auth/user", { token: oldToken })).status).toBe(200);

    expect(await api("POST", "/auth/logout", { token: oldToken })).toEqual({ status: 200, body: { success: true } });

    expect(await api("GET", "/auth/user", { token: oldToken })).toEqual({
      status: 401,
      body: { success: false, error: "Your session has ended. Please log in again." },
    });
    expect((await api("POST", "/auth/logout", { token: oldToken })).status).toBe(401);
    const newToken = await logIn(LOGIN_PATHS.student, { userName: student.userName, password: student.password });
    expect((await api("GET", "/auth/user", { token: newToken })).status).toBe(200);
  });

  it("logging out needs a signed-in caller", async () => {
    expect(await api("POST", "/auth/logout")).toEqual({ status: 401, body: { success: false, error: "Please log in first." } });
  });
});
