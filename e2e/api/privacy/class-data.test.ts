// A teacher's own class as a file (GET /student/export?format=csv|json) and all of it deleted
// (DELETE /student/all), docs/privacy.md: teachers only, always the caller's own class, never a
// student of another teacher, never a password.
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_CSV_COLUMNS, type ClassExport } from "@rink/common";
import { api } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { db } from "../../support/server-sdk";
import { signedInAdmin } from "../students/fixtures";
import { login, loggedInTeacher, playedStudent, type PlayedStudent } from "./fixtures";

const stack = stackInfo();

async function download(format: string, token: string) {
  const response = await fetch(`${stack.apiUrl}/student/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), text: await response.text() };
}

let teacher: Awaited<ReturnType<typeof loggedInTeacher>>;
let mine: PlayedStudent[];
let other: PlayedStudent;
beforeAll(async () => {
  teacher = await loggedInTeacher();
  mine = [await playedStudent(teacher.uid, 2), await playedStudent(teacher.uid, 0)];
  other = await playedStudent((await loggedInTeacher()).uid, 1);
});

describe("a teacher downloads their class", () => {
  it("as CSV: a header of the documented columns and one row per own student with their figures", async () => {
    const file = await download("csv", teacher.token);
    expect(file.status).toBe(200);
    expect(file.type).toContain("text/csv");
    expect(file.disposition).toBe('attachment; filename="class-data.csv"');
    const parsed = Papa.parse<Record<string, string>>(file.text.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([...CLASS_CSV_COLUMNS]);
    expect(parsed.data.map((row) => row.userName).sort()).toEqual(mine.map((student) => student.userName).sort());
    const played = parsed.data.find((row) => row.userName === mine[0]?.userName);
    const stored = (await db().doc(`studentProgress/${mine[0]?._id}`).get()).data();
    expect(played).toMatchObject({ gamesPlayed: "2", level: "1", tutorialsDone: "5", wins: String(stored?.season.wins), place: String(stored?.season.place) });
    expect(file.text).not.toContain(other.userName);
    for (const student of mine) expect(file.text).not.toContain(student.password);
  });

  it("as JSON: the teacher's profile and every own student's whole record, without passwords", async () => {
    const file = await download("json", teacher.token);
    expect(file.status).toBe(200);
    expect(file.type).toContain("application/json");
    expect(file.disposition).toBe('attachment; filename="class-data.json"');
    const data = JSON.parse(file.text) as ClassExport;
    expect(data.teacher).toMatchObject({ _id: teacher.uid, userName: teacher.userName, email: teacher.email, studentCount: 2 });
    expect(data.students.map(({ student }) => student._id).sort()).toEqual(mine.map((student) => student._id).sort());
    const played = data.students.find(({ student }) => student._id === mine[0]?._id);
    const stored = (await db().doc(`students/${mine[0]?._id}`).get()).data();
    // The whole game document as stored: seasons, decisions (players signed, savings), debriefs.
    expect(played?.student.season.completedGames).toBe(2);
    expect(played?.student.players).toEqual(stored?.players);
    expect(played?.student.savingsBudget).toBe(stored?.savingsBudget);
    expect(played?.student.debriefs).toEqual(stored?.debriefs);
    expect(played?.progress?.season.gamesPlayed).toBe(2);
    expect(file.text).not.toContain(other._id);
    expect(file.text).not.toContain(other.userName);
    expect(file.text).not.toContain(teacher.password);
    for (const student of mine) expect(file.text).not.toContain(student.password);
  });

  it("is for teachers only, and asks for a format", async () => {
    expect((await download("csv", mine[0]?.token ?? "")).status).toBe(403);
    expect((await download("json", (await signedInAdmin()).token)).status).toBe(403);
    expect((await download("xml", teacher.token)).status).toBe(400);
    expect((await fetch(`${stack.apiUrl}/student/export?format=csv`)).status).toBe(401);
  });
});

describe("a teacher deletes all their students", () => {
  it("removes every student of their own class, whose logins stop working, and no other class's", async () => {
    const owner = await loggedInTeacher();
    const doomed = [await playedStudent(owner.uid, 1), await playedStudent(owner.uid, 0)];
    const neighbour = await playedStudent(teacher.uid, 0);

    // Not for students or admins.
    expect((await api("DELETE", "/student/all", { token: doomed[0]?.token })).status).toBe(403);
    expect((await api("DELETE", "/student/all", { token: (await signedInAdmin()).token })).status).toBe(403);

    const answer = await api<{ success: boolean; data: { teacherId: string; studentsRemoved: number; studentCount: number } }>("DELETE", "/student/all", { token: owner.token });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { teacherId: owner.uid, studentsRemoved: 2, studentCount: 0 } } });
    const roster = await api<{ data: unknown[] }>("GET", `/student?user=${owner.uid}`, { token: owner.token });
    expect(roster.body.data).toEqual([]);
    for (const student of doomed) {
      expect((await login("/auth/student/login", { userName: student.userName, password: student.password })).status).toBe(401);
      expect((await api("GET", "/auth/user", { token: student.token })).status).toBe(401);
    }
    // The teacher keeps their account; another teacher's student stays.
    expect((await api("GET", "/auth/user", { token: owner.token })).status).toBe(200);
    expect((await db().doc(`students/${neighbour._id}`).get()).exists).toBe(true);
    // An empty class deletes nothing more, and says so.
    expect(await api("DELETE", "/student/all", { token: owner.token })).toMatchObject({ status: 200, body: { data: { studentsRemoved: 0 } } });
  });
});
