// "Deletion leaves nothing" (docs/privacy.md, "Deleting"): a teacher whose students have played
// (a season under way, decisions, sessions from their logins, a failed-login count, username
// claims, progress documents, class summary entries) is deleted in three steps: one student by
// the teacher, the rest by the teacher's Delete All Students, then the teacher by an admin. After
// each step, every document of every collection (subcollections too) and every Auth user is read,
// and none may name a deleted account: its uid, username, e-mail, or the hash its failed logins
// are kept under. Another class stays whole throughout.
import { describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInAdmin } from "../students/fixtures";
import { findTraces, loggedInTeacher, playedStudent, teacherMistypes, throttleId, tracesOf, type PlayedStudent } from "./fixtures";

const studentTraces = (student: PlayedStudent) => tracesOf({ uid: student._id, identifiers: [student.userName] });

describe("deletion leaves nothing", () => {
  it("leaves no trace of a deleted student, a deleted class or a deleted teacher anywhere in Firestore or Auth", async () => {
    const teacher = await loggedInTeacher();
    const [alone, second, third] = [await playedStudent(teacher.uid, 2), await playedStudent(teacher.uid, 1), await playedStudent(teacher.uid, 0)];
    await teacherMistypes(teacher);
    const bystanderTeacher = await loggedInTeacher();
    const bystander = await playedStudent(bystanderTeacher.uid, 1);
    const admin = await signedInAdmin();

    // The set-up made what the walk must not find later: sessions, a failed-login count, progress.
    const sessions = await db().collection("sessions").where("uid", "==", alone._id).get();
    expect(sessions.size).toBeGreaterThan(0);
    expect((await db().doc(`loginThrottles/${throttleId(alone.userName)}`).get()).exists).toBe(true);
    expect((await db().doc(`loginThrottles/${throttleId(teacher.email)}`).get()).exists).toBe(true);
    expect((await db().doc(`studentProgress/${alone._id}`).get()).data()?.season.gamesPlayed).toBe(2);
    const allTraces = [...studentTraces(alone), ...studentTraces(second), ...studentTraces(third)];
    expect((await findTraces(allTraces)).length).toBeGreaterThan(0);

    // (a) One student, by their teacher.
    expect((await api("DELETE", `/student/${alone._id}`, { token: teacher.token })).status).toBe(200);
    expect(await findTraces(studentTraces(alone))).toEqual([]);
    expect((await api("GET", "/auth/user", { token: alone.token })).status).toBe(401);

    // (b) The rest of the class, by the teacher's Delete All Students.
    const all = await api<{ data?: { studentsRemoved: number; studentCount: number } }>("DELETE", "/student/all", { token: teacher.token });
    expect(all).toMatchObject({ status: 200, body: { data: { studentsRemoved: 2, studentCount: 0 } } });
    expect(await findTraces(allTraces)).toEqual([]);

    // (c) The teacher, by an admin.
    expect((await api("DELETE", `/admin/teacher/${teacher.uid}`, { token: admin.token })).status).toBe(200);
    const teacherTraces = tracesOf({ uid: teacher.uid, identifiers: [teacher.userName, teacher.email] });
    expect(await findTraces([...allTraces, ...teacherTraces])).toEqual([]);

    // The other class is untouched: its traces are all still there.
    const kept = await findTraces([bystander._id, bystanderTeacher.uid]);
    const places = [...new Set(kept.map(({ where }) => where.split("/")[0]))];
    expect(places).toEqual(
      expect.arrayContaining([`auth:${bystander._id}`, `auth:${bystanderTeacher.uid}`, "students", "studentProgress", "credentials", "usernames", "classes", "teachers", "sessions"]),
    );
    expect((await api("GET", "/auth/user", { token: bystander.token })).status).toBe(200);
  });
});
