// Deleting as an admin: a teacher with their whole class, just the class, or
// one student. Checked through the Admin SDK: nothing is left behind (Auth
// users, documents, credentials, username claims), a second call answers 404,
// and a delete that stopped halfway finishes when called again.
import { beforeAll, describe, expect, it } from "vitest";
import { api, idTokenFromPassword } from "../../support/api";
import { classTimeMs } from "../../../functions/src/accounts/classTime";
import { deleteTeacherDoc, readTeacherLeaving } from "../../../functions/src/accounts/teachers";
import { adminRowOf, adminToken, auth, authUserExists, classWithTime, db, docExists, makeStudent, makeTeacher, studentToken } from "./fixtures";

/**
 * A delete that stopped right after the teacher's profile went: the profile goes as the delete's
 * own writer takes it (with the class's counters and the programme's, docs/decisions.md#d82), so
 * the stop leaves what a real one would.
 */
async function deleteProfileAsTheWriterDoes(teacherId: string): Promise<void> {
  await db().runTransaction(async (tx) => deleteTeacherDoc(tx, await readTeacherLeaving(tx, teacherId)));
}

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

type NewStudent = Awaited<ReturnType<typeof makeStudent>>;

async function expectStudentGone(student: NewStudent) {
  expect(await authUserExists(student._id), `Auth user of ${student.userName}`).toBe(false);
  expect(await docExists(`students/${student._id}`), `student doc of ${student.userName}`).toBe(false);
  expect(await docExists(`credentials/${student._id}`), `credentials of ${student.userName}`).toBe(false);
  expect(await docExists(`usernames/${student.userName.toLowerCase()}`), `username claim of ${student.userName}`).toBe(false);
}

async function expectTeacherGone(teacher: { uid: string; userName: string }) {
  expect(await authUserExists(teacher.uid), "teacher's Auth user").toBe(false);
  expect(await docExists(`teachers/${teacher.uid}`), "teacher doc").toBe(false);
  expect((await db().collection("classTime").where("teacherId", "==", teacher.uid).get()).size, "class time counters").toBe(0);
  expect(await docExists(`usernames/${teacher.userName.toLowerCase()}`), "teacher's username claim").toBe(false);
}

/** The ids of the student documents that name `teacherId`. */
async function studentIdsOf(teacherId: string): Promise<string[]> {
  return (await db().collection("students").where("teacherId", "==", teacherId).get()).docs.map((doc) => doc.id);
}

const deleteTeacher = (id: string) => api<{ success: boolean; data?: { teacherId: string; studentsRemoved: number }; error?: string }>("DELETE", `/admin/teacher/${id}`, { token: admin });

describe("admin deletes a teacher", () => {
  it("removes the teacher and their entire class, then answers 404 for the same teacher", async () => {
    const { teacher, students } = await classWithTime([5, 0, 12]);
    const bystander = await classWithTime([7]);
    const teacherToken = await idTokenFromPassword(teacher.email, teacher.password);
    const totalsBefore = (await api<{ data: { teachers: number; students: number } }>("GET", "/admin/totals", { token: admin })).body.data;

    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200, body: { success: true, data: { teacherId: teacher.uid, studentsRemoved: 3 } } });

    await expectTeacherGone(teacher);
    for (const student of students) await expectStudentGone(student);
    const totalsAfter = (await api<{ data: { teachers: number; students: number } }>("GET", "/admin/totals", { token: admin })).body.data;
    expect(totalsBefore.teachers - totalsAfter.teachers).toBe(1);
    expect(totalsBefore.students - totalsAfter.students).toBe(3);
    // The deleted teacher's session is over.
    expect((await api("GET", "/admin/teachers", { token: teacherToken })).status).toBe(401);
    // Another class is untouched.
    expect(await docExists(`teachers/${bystander.teacher.uid}`)).toBe(true);
    expect(await authUserExists(bystander.students[0]?._id ?? "")).toBe(true);
    expect(await studentIdsOf(bystander.teacher.uid)).toEqual([bystander.students[0]?._id]);

    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 404, body: { success: false, error: "Teacher not found" } });
  });

  it("removes a class larger than one round of deleting (105 students; a round takes 100)", { timeout: 180_000 }, async () => {
    const teacher = await makeTeacher();
    const students: NewStudent[] = [];
    // One at a time: each add is a transaction on the teacher's document.
    for (let index = 0; index < 105; index++) students.push(await makeStudent(teacher.uid, { firstName: `Big${index}`, lastName: "Class" }));
    const started = Date.now();
    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200, body: { data: { studentsRemoved: 105 } } });
    console.log(`Deleting a teacher with 105 students took ${Date.now() - started} ms`);
    await expectTeacherGone(teacher);
    const left = await db().collection("students").where("teacherId", "==", teacher.uid).count().get();
    expect(left.data().count).toBe(0);
    // getUsers takes at most 100 ids a call.
    for (const part of [students.slice(0, 100), students.slice(100)]) {
      const users = await auth().getUsers(part.map((student) => ({ uid: student._id })));
      expect(users.users).toEqual([]);
      expect(users.notFound).toHaveLength(part.length);
    }
    const claims = await db().getAll(...students.map((student) => db().doc(`usernames/${student.userName.toLowerCase()}`)));
    expect(claims.filter((claim) => claim.exists)).toEqual([]);
  });

  it("removes a teacher with no students", async () => {
    const teacher = await makeTeacher();
    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200, body: { data: { studentsRemoved: 0 } } });
    await expectTeacherGone(teacher);
  });

  it("finishes a delete that stopped halfway through the class", async () => {
    const { teacher, students } = await classWithTime([1, 2, 3, 4]);
    const [authOnlyGone, docsGone, untouched, claimGone] = students as [NewStudent, NewStudent, NewStudent, NewStudent];
    // What an interrupted run may leave: the teacher marked and locked out,
    // one student's Auth user gone, another gone whole (Auth user, then documents
    // and claim in one transaction), one untouched, one with only its claim gone.
    await db().doc(`teachers/${teacher.uid}`).update({ deleting: true });
    await auth().updateUser(teacher.uid, { disabled: true });
    await auth().deleteUser(authOnlyGone._id);
    await auth().deleteUser(docsGone._id);
    await db().doc(`students/${docsGone._id}`).delete();
    await db().doc(`credentials/${docsGone._id}`).delete();
    await db().doc(`usernames/${docsGone.userName.toLowerCase()}`).delete();
    await db().doc(`usernames/${claimGone.userName.toLowerCase()}`).delete();

    expect(await adminRowOf<{ _id: string; deleting?: boolean }>(admin, teacher.uid)).toMatchObject({ deleting: true });

    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200, body: { success: true } });
    await expectTeacherGone(teacher);
    for (const student of [authOnlyGone, docsGone, untouched, claimGone]) await expectStudentGone(student);
    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 404 });
  });

  it("finishes a delete that stopped after the documents, with only the Auth user and username claim left", async () => {
    const teacher = await makeTeacher();
    await deleteProfileAsTheWriterDoes(teacher.uid);
    expect(await authUserExists(teacher.uid)).toBe(true);
    expect(await docExists(`usernames/${teacher.userName.toLowerCase()}`)).toBe(true);

    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200, body: { success: true, data: { studentsRemoved: 0 } } });
    await expectTeacherGone(teacher);
    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 404 });
  });

  it("finishes a delete that stopped with only students left (the teacher's own records already gone)", async () => {
    const { teacher, students } = await classWithTime([1, 1]);
    await deleteProfileAsTheWriterDoes(teacher.uid);
    await db().doc(`usernames/${teacher.userName.toLowerCase()}`).delete();
    await auth().deleteUser(teacher.uid);

    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200, body: { data: { studentsRemoved: 2 } } });
    for (const student of students) await expectStudentGone(student);
    await expectTeacherGone(teacher);
  });

  it("leaves alone a username claim that now belongs to someone else", async () => {
    const { teacher, students } = await classWithTime([1]);
    const student = students[0] as NewStudent;
    // The student's documents are gone (an earlier run) and their name was since taken by another account.
    await auth().deleteUser(student._id);
    await db().doc(`students/${student._id}`).delete();
    await db().doc(`credentials/${student._id}`).delete();
    await db().doc(`usernames/${student.userName.toLowerCase()}`).set({ uid: "someone-else", role: "student" });

    expect(await deleteTeacher(teacher.uid)).toMatchObject({ status: 200 });
    await expectTeacherGone(teacher);
    expect((await db().doc(`usernames/${student.userName.toLowerCase()}`).get()).get("uid")).toBe("someone-else");
    await db().doc(`usernames/${student.userName.toLowerCase()}`).delete();
  });
});

describe("admin deletes just a class", () => {
  it("removes every student and leaves the teacher with an empty class and studentCount 0", async () => {
    const { teacher, students } = await classWithTime([2, 3, 4]);
    const answer = await api("DELETE", `/admin/teacher/${teacher.uid}/class`, { token: admin });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { teacherId: teacher.uid, studentsRemoved: 3, studentCount: 0 } } });

    for (const student of students) await expectStudentGone(student);
    const teacherDoc = await db().doc(`teachers/${teacher.uid}`).get();
    expect(teacherDoc.get("studentCount")).toBe(0);
    expect(await classTimeMs(teacher.uid)).toBe(0);
    expect(teacherDoc.get("deleting")).toBeUndefined();
    expect(await studentIdsOf(teacher.uid)).toEqual([]);
    expect(await authUserExists(teacher.uid)).toBe(true);
    expect(await docExists(`usernames/${teacher.userName.toLowerCase()}`)).toBe(true);
    // The teacher still signs in, and the admin list shows the empty class.
    await idTokenFromPassword(teacher.email, teacher.password);
    expect(await adminRowOf<{ _id: string; studentCount: number; totalMinutes: number }>(admin, teacher.uid)).toMatchObject({ studentCount: 0, totalMinutes: 0 });
  });

  it("can run again on an empty class, and a new student can then join", async () => {
    const { teacher } = await classWithTime([1]);
    expect(await api("DELETE", `/admin/teacher/${teacher.uid}/class`, { token: admin })).toMatchObject({ status: 200, body: { data: { studentsRemoved: 1 } } });
    expect(await api("DELETE", `/admin/teacher/${teacher.uid}/class`, { token: admin })).toMatchObject({ status: 200, body: { data: { studentsRemoved: 0, studentCount: 0 } } });
    const newcomer = await makeStudent(teacher.uid, { firstName: "New", lastName: "Kid" });
    expect((await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount")).toBe(1);
    expect(await studentIdsOf(teacher.uid)).toEqual([newcomer._id]);
  });
});

describe("admin deletes one student", () => {
  it("removes the student from any class, and a second delete answers 404", async () => {
    const { teacher, students } = await classWithTime([1, 2]);
    const [leaving, staying] = students as [NewStudent, NewStudent];
    const leavingToken = await studentToken(leaving);

    expect(await api("DELETE", `/admin/students/${leaving._id}`, { token: admin })).toMatchObject({ status: 200, body: { success: true, data: { _id: leaving._id } } });

    await expectStudentGone(leaving);
    expect((await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount")).toBe(1);
    expect(await studentIdsOf(teacher.uid)).toEqual([staying._id]);
    expect(await authUserExists(staying._id)).toBe(true);
    // The deleted student's session is over.
    expect((await api("GET", "/admin/totals", { token: leavingToken })).status).toBe(401);

    expect(await api("DELETE", `/admin/students/${leaving._id}`, { token: admin })).toMatchObject({ status: 404, body: { success: false, error: "Student not found" } });
  });

  it("finishes removing a student whose documents are gone but whose Auth user is left", async () => {
    const { students } = await classWithTime([1]);
    const student = students[0] as NewStudent;
    await db().doc(`students/${student._id}`).delete();
    await db().doc(`credentials/${student._id}`).delete();

    expect(await api("DELETE", `/admin/students/${student._id}`, { token: admin })).toMatchObject({ status: 200 });
    expect(await authUserExists(student._id)).toBe(false);
  });
});
