// The three logins: each role on its own page, teachers by username or e-mail;
// the answer is a custom token whose ID token carries the role; every failure
// is one generic 401 so the API never reveals which accounts exist.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { makeAdmin, makeStudent, makeTeacher, unique, type TeacherFixture } from "../../support/server-sdk";
import { claimsOf, LOGIN_PATHS, logIn } from "./fixtures";

const REFUSED = { success: false, error: "Incorrect username or password." };

let teacher: TeacherFixture;
let student: { _id: string; userName: string; password: string };
let admin: { uid: string; userName: string; password: string };

beforeAll(async () => {
  teacher = await makeTeacher();
  student = await makeStudent(teacher.uid);
  admin = await makeAdmin();
});

describe("logging in", () => {
  it("a teacher logs in by username; the token yields an ID token with role teacher", async () => {
    const idToken = await logIn(LOGIN_PATHS.teacher, { email: teacher.userName, password: teacher.password });
    expect(claimsOf(idToken)).toMatchObject({ user_id: teacher.uid, role: "teacher" });
  });

  it("a teacher logs in by e-mail in any case, sent as `email` or as `userName`", async () => {
    const byEmail = await logIn(LOGIN_PATHS.teacher, { email: teacher.email.toUpperCase(), password: teacher.password });
    expect(claimsOf(byEmail)).toMatchObject({ user_id: teacher.uid, role: "teacher" });
    const byUserNameField = await logIn(LOGIN_PATHS.teacher, { userName: teacher.email, password: teacher.password });
    expect(claimsOf(byUserNameField)).toMatchObject({ user_id: teacher.uid, role: "teacher" });
  });

  it("a student logs in with the username their teacher was given, in any case", async () => {
    const idToken = await logIn(LOGIN_PATHS.student, { userName: ` ${student.userName.toUpperCase()} `, password: student.password });
    expect(claimsOf(idToken)).toMatchObject({ user_id: student._id, role: "student" });
  });

  it("an admin logs in on the admin login", async () => {
    const idToken = await logIn(LOGIN_PATHS.admin, { userName: admin.userName, password: admin.password });
    expect(claimsOf(idToken)).toMatchObject({ user_id: admin.uid, role: "admin" });
  });

  it("the ID token from a login is accepted by the API", async () => {
    const idToken = await logIn(LOGIN_PATHS.student, { userName: student.userName, password: student.password });
    const answer = await api<{ data: { _id: string } }>("GET", "/auth/user", { token: idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data._id).toBe(student._id);
  });
});

describe("refused logins say nothing about which accounts exist", () => {
  // New names each run: the failed tries of earlier runs on the same stack would throttle a fixed one.
  const nobody = `nobody-${unique()}`;
  const cases: [string, () => [string, Record<string, string>]][] = [
    ["a teacher's wrong password", () => [LOGIN_PATHS.teacher, { email: teacher.userName, password: "wrong-password" }]],
    ["a teacher's wrong password by e-mail", () => [LOGIN_PATHS.teacher, { email: teacher.email, password: "wrong-password" }]],
    ["a student's wrong password", () => [LOGIN_PATHS.student, { userName: student.userName, password: "wrong-password" }]],
    ["an admin's wrong password", () => [LOGIN_PATHS.admin, { userName: admin.userName, password: "wrong-password" }]],
    ["an unknown username", () => [LOGIN_PATHS.teacher, { email: nobody, password: "whatever1" }]],
    ["an unknown e-mail", () => [LOGIN_PATHS.teacher, { email: `${nobody}@example.com`, password: "whatever1" }]],
    ["an unknown student", () => [LOGIN_PATHS.student, { userName: nobody, password: "whatever1" }]],
    ["an unknown admin", () => [LOGIN_PATHS.admin, { userName: nobody, password: "whatever1" }]],
    ["a student on the teacher login", () => [LOGIN_PATHS.teacher, { email: student.userName, password: student.password }]],
    ["a student's Auth address on the teacher login", () => [LOGIN_PATHS.teacher, { email: `${student._id.toLowerCase()}@students.rink-money.invalid`, password: student.password }]],
    ["a student on the admin login", () => [LOGIN_PATHS.admin, { userName: student.userName, password: student.password }]],
    ["a teacher on the student login", () => [LOGIN_PATHS.student, { userName: teacher.userName, password: teacher.password }]],
    ["a teacher on the admin login", () => [LOGIN_PATHS.admin, { userName: teacher.userName, password: teacher.password }]],
    ["a teacher's e-mail on the admin login", () => [LOGIN_PATHS.admin, { userName: teacher.email, password: teacher.password }]],
    ["an admin on the teacher login", () => [LOGIN_PATHS.teacher, { email: admin.userName, password: admin.password }]],
    ["an admin on the student login", () => [LOGIN_PATHS.student, { userName: admin.userName, password: admin.password }]],
    ["a username Firestore could not store", () => [LOGIN_PATHS.student, { userName: "__reserved__", password: "whatever1" }]],
  ];

  it.each(cases)("%s: 401 with the one generic text", async (_name, request) => {
    const [path, body] = request();
    const answer = await api("POST", path, { body });
    expect(answer).toEqual({ status: 401, body: REFUSED });
  });
});

describe("login input rules (docs/product.md#login)", () => {
  const empties: [string, Record<string, unknown> | undefined][] = [
    ["teacher, empty body", undefined],
    ["teacher, blank identifier", { email: "   ", password: "something1" }],
    ["teacher, no password", { email: "coach" }],
    ["teacher, empty password", { email: "coach", password: "" }],
  ];
  it.each(empties)("%s: 400 'Username and Password required'", async (_name, body) => {
    const answer = await api("POST", LOGIN_PATHS.teacher, body === undefined ? {} : { body });
    expect(answer).toEqual({ status: 400, body: { success: false, error: "Username and Password required" } });
  });

  it.each([LOGIN_PATHS.student, LOGIN_PATHS.admin])("%s: an empty username or password is 400 'Username and Password required'", async (path) => {
    for (const body of [{}, { userName: "", password: "x1234567" }, { userName: "someone", password: "" }]) {
      const answer = await api("POST", path, { body });
      expect(answer).toEqual({ status: 400, body: { success: false, error: "Username and Password required" } });
    }
  });

  it.each(Object.values(LOGIN_PATHS))("%s: a 101-character username or password is 400", async (path) => {
    const long = "x".repeat(101);
    for (const body of [
      { email: long, userName: long, password: "password1" },
      { email: "someone", userName: "someone", password: long },
    ]) {
      const answer = await api("POST", path, { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, error: "Username and Password can be at most 100 characters." });
    }
  });

  it("a 100-character password is not refused for its length", async () => {
    const answer = await api("POST", LOGIN_PATHS.student, { body: { userName: student.userName, password: "x".repeat(100) } });
    expect(answer).toEqual({ status: 401, body: REFUSED });
  });
});
