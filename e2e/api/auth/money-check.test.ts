// PUT /auth/user/money-check: a teacher turns the class's money check on or off
// (docs/learning.md#the-money-check). The setting is the teacher's, copied onto every student of
// the class with their progress document; a student made later reads it; the engine then asks the
// check before the first game and refuses play until it is done.
import { beforeAll, describe, expect, it } from "vitest";
import { MONEY_CHECK } from "@rink/game";
import { readStoredStudent, studentProgressSchema } from "@rink/common";
import { api } from "../../support/api";
import { db, makeTeacher } from "../../support/server-sdk";
import { idTokenFromPassword } from "../../support/api";
import { signedInStudent, type SignedInTeacher } from "../students/fixtures";
import { registration } from "./fixtures";

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = { ...(await makeTeacher()), token: "" };
  teacher.token = await idTokenFromPassword(teacher.email, teacher.password);
});

const teacherSetting = async (uid: string) => (await db().doc(`teachers/${uid}`).get()).get("moneyCheck") as boolean;
const studentOf = async (uid: string) => readStoredStudent({ ...(await db().doc(`students/${uid}`).get()).data(), _id: uid });
const progressOf = async (uid: string) => studentProgressSchema.parse((await db().doc(`studentProgress/${uid}`).get()).data());
const setCheck = (token: string, body: unknown) => api("PUT", "/auth/user/money-check", { token, body });

describe("the class's money check", () => {
  it("is on for a class registered through the API, and off for the test fixtures' classes unless asked", async () => {
    const body = registration();
    expect((await api("POST", "/auth/register", { body })).status).toBe(201);
    const registered = await db().collection("teachers").where("userName", "==", body.userName).get();
    expect(registered.docs.map((doc) => doc.get("moneyCheck"))).toEqual([true]);
    expect(await teacherSetting(teacher.uid)).toBe(false);
    expect(await teacherSetting((await makeTeacher({ moneyCheck: true })).uid)).toBe(true);
  });

  it("turned on, reaches every student already in the class, their progress, and a student made after", async () => {
    const first = await signedInStudent(teacher.uid, { firstName: "Ana", lastName: "Uno" });
    const second = await signedInStudent(teacher.uid, { firstName: "Ben", lastName: "Dos" });
    const revisionBefore = (await studentOf(first._id))?.revision ?? 0;
    const { status, body } = await setCheck(teacher.token, { on: true });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "The money check is on. Your students take it before their first season and after each season." });
    expect(await teacherSetting(teacher.uid)).toBe(true);
    for (const student of [first, second]) {
      const stored = await studentOf(student._id);
      expect(stored?.moneyCheck.on).toBe(true);
      expect((await progressOf(student._id)).learning).toMatchObject({ checkOn: true, checkDue: { moment: "before", answered: 0, of: 8 } });
    }
    // A live reader holding an older copy keeps the newer one (the revision moved on).
    expect((await studentOf(first._id))?.revision).toBe(revisionBefore + 1);
    const later = await signedInStudent(teacher.uid, { firstName: "Cy", lastName: "Tres" });
    expect((await studentOf(later._id))?.moneyCheck.on).toBe(true);

    // The engine now asks the check first: play waits, the first answer is taken and kept.
    const play = await api("PUT", `/student/${first._id}`, { token: first.token, body: { move: { type: "playGame", cheerBonus: 0 } } });
    expect(play.status).toBe(409);
    expect(play.body.code).toBe("check/due");
    const question = MONEY_CHECK.A[0];
    const answer = await api("PUT", `/student/${first._id}`, { token: first.token, body: { move: { type: "answerCheck", question: question?.id, choice: question?.answer } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await studentOf(first._id))?.moneyCheck.current?.answers).toEqual([question?.answer]);
    expect((await progressOf(first._id)).stage).toBe("check");
  });

  it("turned off, frees play at once and keeps the answers given", async () => {
    const student = await signedInStudent(teacher.uid, { firstName: "Di", lastName: "Cuatro" });
    const question = MONEY_CHECK.A[0];
    await setCheck(teacher.token, { on: true });
    await api("PUT", `/student/${student._id}`, { token: student.token, body: { move: { type: "answerCheck", question: question?.id, choice: 0 } } });
    const { status, body } = await setCheck(teacher.token, { on: false });
    expect(status).toBe(200);
    expect(body.message).toBe("The money check is off. Nobody in your class will be asked to take it.");
    const stored = await studentOf(student._id);
    expect(stored?.moneyCheck).toMatchObject({ on: false, current: { answers: [0] } });
    expect((await progressOf(student._id)).learning.checkDue).toBeNull();
    const answer = await api("PUT", `/student/${student._id}`, { token: student.token, body: { move: { type: "answerCheck", question: MONEY_CHECK.A[1]?.id, choice: 0 } } });
    expect(answer.body.code).toBe("check/not-due");
  });

  it("refuses anything but on or off, and changes nothing", async () => {
    await setCheck(teacher.token, { on: true });
    for (const body of [{}, { on: "yes" }, { on: 1 }, { on: false, extra: true }]) {
      const answer = await setCheck(teacher.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await teacherSetting(teacher.uid)).toBe(true);
  });

  it("is a teacher's call only", async () => {
    const student = await signedInStudent(teacher.uid);
    expect((await setCheck(student.token, { on: false })).status).toBe(403);
    expect((await api("PUT", "/auth/user/money-check", { body: { on: false } })).status).toBe(401);
    expect(await teacherSetting(teacher.uid)).toBe(true);
  });
});
