// PUT /auth/user/language and PUT /auth/user/class-language (docs/decisions.md#d81): a person's
// own language, on their own document (students/{uid}, teachers/{uid}, admins/{uid}), answered
// back by GET /auth/user; and a teacher's default for the class, kept on the teacher and copied
// onto every student of the class (and onto a student made after), whose own live document
// then says it. Bad input is a 400 that changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { readStoredStudent } from "@rink/common";
import { api, idTokenFromPassword } from "../../support/api";
import { db, makeTeacher } from "../../support/server-sdk";
import { signedInAdmin, signedInStudent, type SignedInTeacher } from "../students/fixtures";

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = { ...(await makeTeacher()), token: "" };
  teacher.token = await idTokenFromPassword(teacher.email, teacher.password);
});

const fieldOf = async (docPath: string, field: string) => (await db().doc(docPath).get()).get(field) as unknown;
const studentOf = async (uid: string) => readStoredStudent({ ...(await db().doc(`students/${uid}`).get()).data(), _id: uid });
const setLanguage = (token: string | undefined, body: unknown) => api("PUT", "/auth/user/language", { token, body });
const setClassLanguage = (token: string | undefined, body: unknown) => api("PUT", "/auth/user/class-language", { token, body });
const currentUser = async (token: string) => (await api<{ data: Record<string, unknown> }>("GET", "/auth/user", { token })).body.data;

const BAD_BODIES = [{}, { language: "fr" }, { language: "ES" }, { language: 1 }, { language: null }, { language: "es", extra: true }];

describe("a person's own language", () => {
  it("is absent until chosen", async () => {
    const student = await signedInStudent(teacher.uid);
    expect(await fieldOf(`students/${student._id}`, "language")).toBeUndefined();
    expect(await fieldOf(`teachers/${teacher.uid}`, "language")).toBeUndefined();
    expect((await currentUser(teacher.token)).language).toBeUndefined();
  });

  it("a student sets their own, on their own document with a new revision, and GET /auth/user says it", async () => {
    const student = await signedInStudent(teacher.uid);
    const before = (await studentOf(student._id))?.revision ?? 0;
    const { status, body } = await setLanguage(student.token, { language: "es" });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Your language is saved." });
    const stored = await studentOf(student._id);
    expect(stored?.language).toBe("es");
    // A live reader holding an older copy keeps the newer one.
    expect(stored?.revision).toBe(before + 1);
    expect((await currentUser(student.token)).language).toBe("es");
    // The same language again writes nothing.
    expect((await setLanguage(student.token, { language: "es" })).status).toBe(200);
    expect((await studentOf(student._id))?.revision).toBe(before + 1);
    expect((await setLanguage(student.token, { language: "en" })).status).toBe(200);
    expect((await studentOf(student._id))?.language).toBe("en");
  });

  it("a teacher sets their own on teachers/{uid}, and the class's students are not changed by it", async () => {
    const own = await signedInTeacherOfTheirOwn();
    const student = await signedInStudent(own.uid);
    expect((await setLanguage(own.token, { language: "es" })).status).toBe(200);
    expect(await fieldOf(`teachers/${own.uid}`, "language")).toBe("es");
    expect((await currentUser(own.token)).language).toBe("es");
    expect(await studentOf(student._id)).not.toHaveProperty("language");
    expect(await studentOf(student._id)).not.toHaveProperty("classLanguage");
  });

  it("an admin sets their own on admins/{uid}, and GET /auth/user says it", async () => {
    const admin = await signedInAdmin();
    expect((await currentUser(admin.token)).language).toBeUndefined();
    expect((await setLanguage(admin.token, { language: "es" })).status).toBe(200);
    expect(await fieldOf(`admins/${admin.uid}`, "language")).toBe("es");
    expect((await currentUser(admin.token)).language).toBe("es");
  });

  it("refuses anything but a language the product speaks, and changes nothing", async () => {
    const student = await signedInStudent(teacher.uid);
    await setLanguage(student.token, { language: "es" });
    for (const body of BAD_BODIES) {
      const answer = await setLanguage(student.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await setLanguage(student.token, { language: "fr" })).body.error).toBe("language: Choose English (en) or Spanish (es).");
    expect((await studentOf(student._id))?.language).toBe("es");
  });

  it("needs a signed-in caller", async () => {
    expect((await setLanguage(undefined, { language: "es" })).status).toBe(401);
  });
});

describe("the class's default language", () => {
  it("reaches every student already in the class and a student made after, and leaves each student's own choice alone", async () => {
    const own = await signedInTeacherOfTheirOwn();
    const first = await signedInStudent(own.uid, { firstName: "Ana", lastName: "Uno" });
    const second = await signedInStudent(own.uid, { firstName: "Ben", lastName: "Dos" });
    await setLanguage(second.token, { language: "en" });
    const before = (await studentOf(first._id))?.revision ?? 0;

    const { status, body } = await setClassLanguage(own.token, { language: "es" });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "The class language is saved. Students who chose a language of their own keep it." });
    expect(await fieldOf(`teachers/${own.uid}`, "classLanguage")).toBe("es");
    expect((await currentUser(own.token)).classLanguage).toBe("es");
    expect(await studentOf(first._id)).toMatchObject({ classLanguage: "es", revision: before + 1 });
    expect((await studentOf(first._id))?.language).toBeUndefined();
    expect(await studentOf(second._id)).toMatchObject({ classLanguage: "es", language: "en" });
    // The teacher's own language is another thing.
    expect(await fieldOf(`teachers/${own.uid}`, "language")).toBeUndefined();

    const later = await signedInStudent(own.uid, { firstName: "Cy", lastName: "Tres" });
    expect((await studentOf(later._id))?.classLanguage).toBe("es");
    // The student reads it on their own document (the one they listen to) and in GET /auth/user.
    expect((await currentUser(later.token)).classLanguage).toBe("es");

    expect((await setClassLanguage(own.token, { language: "en" })).status).toBe(200);
    for (const student of [first, second, later]) expect((await studentOf(student._id))?.classLanguage).toBe("en");
  });

  it("does not reach another class", async () => {
    const other = await signedInStudent(teacher.uid);
    const own = await signedInTeacherOfTheirOwn();
    expect((await setClassLanguage(own.token, { language: "es" })).status).toBe(200);
    expect(await studentOf(other._id)).not.toHaveProperty("classLanguage");
  });

  it("refuses anything but a language the product speaks, and changes nothing", async () => {
    const own = await signedInTeacherOfTheirOwn();
    const student = await signedInStudent(own.uid);
    await setClassLanguage(own.token, { language: "es" });
    for (const body of BAD_BODIES) {
      const answer = await setClassLanguage(own.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await fieldOf(`teachers/${own.uid}`, "classLanguage")).toBe("es");
    expect((await studentOf(student._id))?.classLanguage).toBe("es");
  });

  it("is a teacher's call only", async () => {
    const student = await signedInStudent(teacher.uid);
    const admin = await signedInAdmin();
    expect((await setClassLanguage(student.token, { language: "es" })).status).toBe(403);
    expect((await setClassLanguage(admin.token, { language: "es" })).status).toBe(403);
    expect((await setClassLanguage(undefined, { language: "es" })).status).toBe(401);
    expect(await fieldOf(`teachers/${teacher.uid}`, "classLanguage")).toBeUndefined();
    expect(await studentOf(student._id)).not.toHaveProperty("classLanguage");
  });
});

/** A teacher with a class of their own, so one test's class is not another's. */
async function signedInTeacherOfTheirOwn(): Promise<SignedInTeacher> {
  const own = await makeTeacher();
  return { ...own, token: await idTokenFromPassword(own.email, own.password) };
}
