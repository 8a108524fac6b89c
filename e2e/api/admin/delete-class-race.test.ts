// An admin's Remove Class while the teacher is adding students, as in a school day: the teacher
// adds ten students one after another, and the admin's DELETE /admin/teacher/{id}/class lands in
// the middle. The delete answers 200, every student the class had before it is gone, and the class's
// counter equals its students: the adds that came after the delete are the class's new students.
// And a class's finished upload results go with it: the dashboard no longer says "3 students added"
// above an empty class.
import { beforeAll, describe, expect, it } from "vitest";
import type { UploadJobAccepted, UploadJobList, UploadJobView } from "@rink/common";
import { api } from "../../support/api";
import { adminToken, authUserExists, db, docExists, makeStudent, teacherWithToken } from "./fixtures";

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const TRIES = 3;
const ADDS = 10;

async function studentIdsOf(teacherId: string): Promise<string[]> {
  return (await db().collection("students").where("teacherId", "==", teacherId).get()).docs.map((doc) => doc.id);
}

describe("Remove Class raced with a teacher's adds", () => {
  it(`ends with the old students gone and a clean answer, ${TRIES} times in a row`, { timeout: 240_000 }, async () => {
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const teacher = await teacherWithToken();
      const old = await Promise.all(Array.from({ length: 5 }, (_, i) => makeStudent(teacher.uid, { firstName: `Old${i}`, lastName: `Race${attempt}` })));

      const adds: Array<{ status: number }> = [];
      const adding = (async () => {
        for (let i = 0; i < ADDS; i += 1) {
          adds.push(await api("POST", "/student", { token: teacher.token, body: { firstName: `New${i}`, lastName: `Race${attempt}` } }));
        }
      })();
      // The delete lands while the adds are going on: after the second add has answered.
      while (adds.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      const removed = await api<{ success: boolean; data?: { studentsRemoved: number }; error?: string }>("DELETE", `/admin/teacher/${teacher.uid}/class`, { token: admin });
      await adding;

      expect(removed.status, `try ${attempt}: ${JSON.stringify(removed.body)}`).toBe(200);
      expect(removed.body.success).toBe(true);
      expect(adds.map((add) => add.status), `try ${attempt}: every add answered`).toEqual(adds.map(() => 201));
      for (const student of old) {
        expect(await docExists(`students/${student._id}`), `try ${attempt}: ${student.userName}'s document`).toBe(false);
        expect(await authUserExists(student._id), `try ${attempt}: ${student.userName}'s account`).toBe(false);
      }
      const left = await studentIdsOf(teacher.uid);
      expect(left.every((id) => !old.some((student) => student._id === id))).toBe(true);
      expect((await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount"), `try ${attempt}: the counter equals the students left`).toBe(left.length);
      const claims = await db().collection("studentNames").where("teacherId", "==", teacher.uid).get();
      expect(claims.docs.map((claim) => String(claim.get("uid"))).sort(), `try ${attempt}: the name claims are the students left's`).toEqual([...left].sort());
    }
  });
});

describe("Remove Class and the class's upload results", () => {
  it("takes the results of the class's finished uploads with it", { timeout: 120_000 }, async () => {
    const teacher = await teacherWithToken();
    const form = new FormData();
    form.append("file", new Blob(["firstName,lastName\nAmy,Upload\nBen,Upload\nCal,Upload\n"], { type: "text/csv" }), "class.csv");
    const accepted = await api<UploadJobAccepted>("POST", "/student/bulk/jobs", { token: teacher.token, rawBody: form });
    expect(accepted.status).toBe(202);
    const deadline = Date.now() + 90_000;
    let job = (await api<UploadJobView>("GET", `/student/bulk/jobs/${accepted.body.jobId}`, { token: teacher.token })).body;
    while (job.state !== "done" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = (await api<UploadJobView>("GET", `/student/bulk/jobs/${accepted.body.jobId}`, { token: teacher.token })).body;
    }
    expect(job.state).toBe("done");
    const listed = async () => (await api<UploadJobList>("GET", "/student/bulk/jobs", { token: teacher.token })).body.data.map((upload) => upload.added);
    expect(await listed()).toEqual([3]);

    const removed = await api("DELETE", `/admin/teacher/${teacher.uid}/class`, { token: admin });
    expect(removed.status).toBe(200);
    expect(await listed()).toEqual([]);
    expect(await studentIdsOf(teacher.uid)).toEqual([]);
  });
});
