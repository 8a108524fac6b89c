// POST /student, PUT /student/{id} (teacher edit), DELETE /student/{id}: a teacher
// manages their own class and nobody else's.
import { beforeAll, describe, expect, it } from "vitest";
import { api, idTokenFromPassword } from "../../support/api";
import { auth, db, makeStudent } from "../../support/server-sdk";
import { syntheticEmail } from "../../../functions/src/accounts/roles";
import { signedInAdmin, signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface NewAccount {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}

let teacher: SignedInTeacher;
let other: SignedInTeacher;

beforeAll(async () => {
  [teacher, other] = await Promise.all([signedInTeacher(), signedInTeacher()]);
});

describe("POST /student", () => {
  it("adds a student with a generated username and readable password that log in", async () => {
    const { status, body } = await api<{ success: boolean; message: string; data: NewAccount }>("POST", "/student", {
      token: teacher.token,
      body: { firstName: "  Maya ", lastName: "Lopez  " },
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Student Added Successfully");
    expect(body.data).toMatchObject({ firstName: "Maya", lastName: "Lopez" });
    expect(body.data.userName).toMatch(/^mayal\d{2,4}$/);
    expect(body.data.password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
    // The password really is the Auth password, and the class shows the student.
    await expect(idTokenFromPassword(syntheticEmail(body.data._id, "student"), body.data.password)).resolves.toBeTruthy();
    const roster = await api<{ data: Array<{ _id: string }> }>("GET", `/student?user=${teacher.uid}`, { token: teacher.token });
    expect(roster.body.data.find((row) => row._id === body.data._id)).toMatchObject({ firstName: "Maya", lastName: "Lopez", userName: body.data.userName });
  });

  it("refuses a missing last name with 400 naming the field", async () => {
    const { status, body } = await api("POST", "/student", { token: teacher.token, body: { firstName: "Solo" } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: "lastName: Last name is required." });
  });

  it("refuses a blank first name and a name over 99 characters", async () => {
    const blank = await api("POST", "/student", { token: teacher.token, body: { firstName: "   ", lastName: "X" } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("firstName: First name is required.");
    const long = await api("POST", "/student", { token: teacher.token, body: { firstName: "A".repeat(100), lastName: "X" } });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("firstName: First name must be at most 99 characters.");
  });

  it("refuses a student and an admin with 403", async () => {
    const student = await signedInStudent(teacher.uid);
    const admin = await signedInAdmin();
    for (const token of [student.token, admin.token]) {
      const { status } = await api("POST", "/student", { token, body: { firstName: "A", lastName: "B" } });
      expect(status).toBe(403);
    }
  });
});

describe("PUT /student/{id} by a teacher", () => {
  it("renames their own student in the student document and its progress document together", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Jon", lastName: "Smyth" });
    const { status, body } = await api<{ success: boolean; updatedStudent: NewAccount & { level: number } }>("PUT", `/student/${student._id}`, {
      token: teacher.token,
      body: { firstName: "John", lastName: "Smith" },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.updatedStudent).toMatchObject({ _id: student._id, firstName: "John", lastName: "Smith", level: 1 });
    const document = (await db().doc(`students/${student._id}`).get()).data();
    expect(document).toMatchObject({ firstName: "John", lastName: "Smith" });
    // A rename is a write like any move: the student's open game sees it as newer than what it holds.
    expect(document?.revision).toBe(1);
    expect(body.updatedStudent).toMatchObject({ revision: 1 });
    expect((await db().doc(`studentProgress/${student._id}`).get()).data()).toMatchObject({ firstName: "John", lastName: "Smith" });
  });

  it("refuses to rename another teacher's student with 403 and changes nothing", async () => {
    const student = await makeStudent(other.uid, { firstName: "Keep", lastName: "Me" });
    const { status } = await api("PUT", `/student/${student._id}`, { token: teacher.token, body: { firstName: "Taken" } });
    expect(status).toBe(403);
    expect((await db().doc(`students/${student._id}`).get()).get("firstName")).toBe("Keep");
  });

  it("refuses game fields from a teacher with 400", async () => {
    const student = await makeStudent(teacher.uid);
    const { status } = await api("PUT", `/student/${student._id}`, { token: teacher.token, body: { totalBudget: 9999 } });
    expect(status).toBe(400);
    expect((await db().doc(`students/${student._id}`).get()).get("totalBudget")).toBe(15);
  });

  it("refuses an admin with 403 (admins remove students under /admin, and never edit them)", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Stay", lastName: "Put" });
    const admin = await signedInAdmin();
    const { status } = await api("PUT", `/student/${student._id}`, { token: admin.token, body: { firstName: "Changed" } });
    expect(status).toBe(403);
    expect((await db().doc(`students/${student._id}`).get()).get("firstName")).toBe("Stay");
  });

  it("answers 404 for a student who does not exist", async () => {
    const { status } = await api("PUT", "/student/noSuchStudent", { token: teacher.token, body: { firstName: "A" } });
    expect(status).toBe(404);
  });
});

describe("DELETE /student/{id}", () => {
  it("removes the student, their Auth user and their username, which can then be claimed again", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Gone", lastName: "Soon" });
    const { status, body } = await api("DELETE", `/student/${student._id}`, { token: teacher.token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Student Deleted Successfully" });
    await expect(auth().getUser(student._id)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await db().doc(`students/${student._id}`).get()).exists).toBe(false);
    expect((await db().doc(`credentials/${student._id}`).get()).exists).toBe(false);
    expect((await db().doc(`usernames/${student.userName.toLowerCase()}`).get()).exists).toBe(false);
    expect((await db().doc(`studentProgress/${student._id}`).get()).exists).toBe(false);
    const roster = await api<{ data: Array<{ _id: string }> }>("GET", `/student?user=${teacher.uid}`, { token: teacher.token });
    expect(roster.body.data.map((row) => row._id)).not.toContain(student._id);
  });

  it("lowers the teacher's studentCount by one", async () => {
    const before = (await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount") as number;
    const student = await makeStudent(teacher.uid);
    await api("DELETE", `/student/${student._id}`, { token: teacher.token });
    expect((await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount")).toBe(before);
  });

  it("refuses to delete another teacher's student with 403 and keeps them", async () => {
    const student = await makeStudent(other.uid);
    const { status } = await api("DELETE", `/student/${student._id}`, { token: teacher.token });
    expect(status).toBe(403);
    expect((await auth().getUser(student._id)).uid).toBe(student._id);
    expect((await db().doc(`students/${student._id}`).get()).exists).toBe(true);
  });

  it("refuses a student deleting themselves with 403", async () => {
    const student = await signedInStudent(teacher.uid);
    const { status } = await api("DELETE", `/student/${student._id}`, { token: student.token });
    expect(status).toBe(403);
  });
});

describe("GET /student/init/players/level/{level}", () => {
  it("answers a level's starting players to a signed-in caller", async () => {
    const student = await signedInStudent(teacher.uid);
    for (const level of [1, 2, 3]) {
      const { status, body } = await api<{ success: boolean; data: Array<{ _id: string; playerLevel: number }> }>("GET", `/student/init/players/level/${level}`, {
        token: student.token,
      });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data.length).toBeGreaterThanOrEqual(18);
      expect(body.data.every((player) => player.playerLevel === level)).toBe(true);
    }
  });

  it("refuses level 0 and 4 with 400 and a signed-out caller with 401", async () => {
    for (const level of ["0", "4", "two"]) {
      const { status, body } = await api("GET", `/student/init/players/level/${level}`, { token: teacher.token });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "level: Level must be 1, 2 or 3." });
    }
    expect((await api("GET", "/student/init/players/level/1")).status).toBe(401);
  });
});
