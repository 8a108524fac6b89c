// One rule for names and usernames (common/src/text/names.ts), over HTTP: a name of only
// invisible characters is refused by Add Student, Update and the CSV upload; control characters
// never reach the roster; rows that read the same are one student; a username that only looks
// like a taken one is taken, and logging in with the lookalike finds the account.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api";
import { db, makeStudent, unique } from "../support/server-sdk";
import { signedInTeacher, type SignedInTeacher } from "./students/fixtures";
import { claimsOf, LOGIN_PATHS, logIn, registration } from "./auth/fixtures";

interface BulkAnswer {
  success: boolean;
  added: Array<{ _id: string; firstName: string; lastName: string; userName: string }>;
  rejected: Array<{ row: number; reason: string }>;
}

const upload = (token: string, csv: string) => {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "class.csv");
  return api<BulkAnswer>("POST", "/student/bulk", { token, rawBody: form });
};

/** What a teacher's class holds: the count and the roster's names. */
async function classOf(teacherId: string) {
  const [teacher, students] = await Promise.all([db().doc(`teachers/${teacherId}`).get(), db().collection("students").where("teacherId", "==", teacherId).get()]);
  return { studentCount: teacher.get("studentCount") as number, names: students.docs.map((s) => `${s.get("firstName") as string}|${s.get("lastName") as string}`).sort() };
}

/** "ｍｓｒｉｖｅｒａ": the full-width form of an ASCII text. */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

const INVISIBLE_ONLY = ["\u200B\u200B", "\u2060", "\u3164", "\u115F\u1160", "\uFFA0", "\u2800", "\u00AD", "\u200B\uFEFF\u200D"];

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

describe("a student's name", () => {
  it("Add Student refuses a name of only invisible characters with the field's message, and adds nobody", async () => {
    const before = await classOf(teacher.uid);
    for (const invisible of INVISIBLE_ONLY) {
      const first = await api("POST", "/student", { token: teacher.token, body: { firstName: invisible, lastName: "Stone" } });
      expect(first).toEqual({ status: 400, body: { success: false, error: "firstName: First name needs at least one letter." } });
      const last = await api("POST", "/student", { token: teacher.token, body: { firstName: "Ivy", lastName: invisible } });
      expect(last.body).toEqual({ success: false, error: "lastName: Last name needs at least one letter." });
    }
    expect(await classOf(teacher.uid)).toEqual(before);
  });

  it("Add Student stores names cleaned: control characters gone, a line break a space", async () => {
    const { status, body } = await api<{ data: { _id: string; firstName: string; lastName: string; userName: string } }>("POST", "/student", {
      token: teacher.token,
      body: { firstName: "Ray\nmond\u0007", lastName: "\u202E\u001b[31mKim\u200B" },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ firstName: "Ray mond", lastName: "[31mKim" });
    expect(body.data.userName).toMatch(/^raymond\d+$/);
    const stored = (await db().doc(`students/${body.data._id}`).get()).data();
    expect(stored).toMatchObject({ firstName: "Ray mond", lastName: "[31mKim" });
    expect((await db().doc(`studentProgress/${body.data._id}`).get()).data()).toMatchObject({ firstName: "Ray mond", lastName: "[31mKim" });
  });

  it("Update refuses an invisible name and keeps the old one; a name with control characters is stored cleaned", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Keep", lastName: "Me" });
    for (const invisible of INVISIBLE_ONLY) {
      const refused = await api("PUT", `/student/${student._id}`, { token: teacher.token, body: { firstName: invisible } });
      expect(refused).toEqual({ status: 400, body: { success: false, error: "firstName: First name needs at least one letter." } });
    }
    expect((await db().doc(`students/${student._id}`).get()).data()).toMatchObject({ firstName: "Keep", lastName: "Me" });

    const renamed = await api("PUT", `/student/${student._id}`, { token: teacher.token, body: { firstName: "Ｊｏ\r\nAnn", lastName: "Lee\u202E\u0000" } });
    expect(renamed.status).toBe(200);
    expect((await db().doc(`students/${student._id}`).get()).data()).toMatchObject({ firstName: "Jo Ann", lastName: "Lee" });
    expect((await db().doc(`studentProgress/${student._id}`).get()).data()).toMatchObject({ firstName: "Jo Ann", lastName: "Lee" });
  });

  it("a CSV row of invisible names is refused with its reason; a quoted line break is a space", async () => {
    const own = await signedInTeacher();
    const csv = ["firstName,lastName", "\u200B\u200B,Stone", "Ivy,\u3164", "\u2060,\u115F", '"Ray\nmond",Kim\u0007'].join("\n");
    const { status, body } = await upload(own.token, csv);
    expect(status).toBe(201);
    expect(body.rejected).toEqual([
      { row: 2, reason: "First name needs at least one letter" },
      { row: 3, reason: "Last name needs at least one letter" },
      { row: 4, reason: "First name needs at least one letter" },
    ]);
    expect(body.added.map((s) => `${s.firstName}|${s.lastName}`)).toEqual(["Ray mond|Kim"]);
    expect(await classOf(own.uid)).toEqual({ studentCount: 1, names: ["Ray mond|Kim"] });
  });

  it("CSV rows that differ by a zero-width space, case or spaces are one student; the rest are reported as duplicates", async () => {
    const own = await signedInTeacher();
    const csv = ["firstName,lastName", "Ivy,Stone", "Ivy\u200B,Stone", "ivy,stone", '"  Ivy  ","Stone "', "Mary Ann,Lee", "Mary  Ann,Lee"].join("\n");
    const { body } = await upload(own.token, csv);
    expect(body.added.map((s) => `${s.firstName}|${s.lastName}`)).toEqual(["Ivy|Stone", "Mary Ann|Lee"]);
    expect(body.rejected).toEqual([
      { row: 3, reason: "Same student as row 2" },
      { row: 4, reason: "Same student as row 2" },
      { row: 5, reason: "Same student as row 2" },
      { row: 7, reason: "Same student as row 6" },
    ]);
    expect(await classOf(own.uid)).toEqual({ studentCount: 2, names: ["Ivy|Stone", "Mary Ann|Lee"] });

    // And against the class: a lookalike of a student already there is not added again.
    const again = await upload(own.token, "firstName,lastName\nIVY\u2060,\u00A0Stone\n");
    expect(again.body.added).toEqual([]);
    expect(again.body.rejected).toEqual([{ row: 2, reason: "Already in your class" }]);
    expect((await classOf(own.uid)).studentCount).toBe(2);
  });
});

describe("a name whose letters join", () => {
  // A zero-width (non-)joiner between letters shapes Persian and the Indic scripts, and holds an
  // emoji sequence together: each is stored as typed, on the roster and on the progress record.
  const ALIREZA = "\u0639\u0644\u06CC\u200C\u0631\u0636\u0627";
  const SRIYANI = "\u0DC1\u0DCA\u200D\u0DBB\u0DD2\u0DBA\u0DCF\u0DB1\u0DD2";
  const ASTRONAUT = "Star \u{1F469}\u{1F3FD}\u200D\u{1F680}";

  it("Add Student stores a Persian name and an emoji sequence exactly, joiners and all", async () => {
    const { status, body } = await api<{ data: { _id: string; firstName: string; lastName: string } }>("POST", "/student", {
      token: teacher.token,
      body: { firstName: `\u200B${ALIREZA}`, lastName: `${ASTRONAUT}\u200D` },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ firstName: ALIREZA, lastName: ASTRONAUT });
    for (const path of [`students/${body.data._id}`, `studentProgress/${body.data._id}`]) {
      expect((await db().doc(path).get()).data(), path).toMatchObject({ firstName: ALIREZA, lastName: ASTRONAUT });
    }
  });

  it("a CSV keeps a Sinhala name and a heart's emoji style; a row that differs only by a joiner is the same student", async () => {
    const own = await signedInTeacher();
    const csv = ["firstName,lastName", `${SRIYANI},Perera`, "Mia \u2764\uFE0F,Lee", "Mia \u2764,Lee", `${SRIYANI.replace("\u200D", "")},Perera`].join("\n");
    const { status, body } = await upload(own.token, csv);
    expect(status).toBe(201);
    expect(body.added.map((s) => `${s.firstName}|${s.lastName}`)).toEqual([`${SRIYANI}|Perera`, "Mia \u2764\uFE0F|Lee"]);
    expect(body.rejected).toEqual([
      { row: 4, reason: "Same student as row 3" },
      { row: 5, reason: "Same student as row 2" },
    ]);
    expect(await classOf(own.uid)).toEqual({ studentCount: 2, names: [`${SRIYANI}|Perera`, "Mia \u2764\uFE0F|Lee"].sort() });
  });
});

describe("a teacher's username", () => {
  it("a lookalike of a taken username is taken, and logging in with it finds the first account", async () => {
    const id = unique();
    const first = registration({ userName: `msrivera${id}` });
    expect((await api("POST", "/auth/register", { body: first })).status).toBe(201);
    const original = await db().doc(`usernames/msrivera${id}`).get();
    expect(original.exists).toBe(true);

    const lookalikes = [fullWidth(`msrivera${id}`), `ms\u200Brivera${id}`, `ms\u00ADrivera${id}`, `MS\u2060RIVERA${id}`, fullWidth(`MsRivera${id}`)];
    for (const userName of lookalikes) {
      const second = registration({ userName });
      const answer = await api("POST", "/auth/register", { body: second });
      expect(answer, userName).toEqual({ status: 409, body: { success: false, error: "That username is already taken." } });
      const teachers = await db().collection("teachers").where("email", "==", second.email).get();
      expect(teachers.size).toBe(0);
    }
    const sameLooking = await db().collection("teachers").where("userName", "==", `msrivera${id}`).get();
    expect(sameLooking.size).toBe(1);

    for (const userName of lookalikes) {
      const idToken = await logIn(LOGIN_PATHS.teacher, { email: userName, password: first.password });
      expect(claimsOf(idToken)).toMatchObject({ user_id: original.get("uid"), role: "teacher" });
    }
  });

  it("a username typed with invisible characters is stored cleaned, and its claim is the plain key", async () => {
    const id = unique();
    const body = registration({ userName: `\u200BCoach\u00ADKim${id}\u2060`, email: `\u200BCoachKim${id}@Example.com ` });
    expect((await api("POST", "/auth/register", { body })).status).toBe(201);
    const claim = await db().doc(`usernames/coachkim${id}`).get();
    expect(claim.exists).toBe(true);
    expect((await db().doc(`teachers/${claim.get("uid")}`).get()).data()).toMatchObject({ userName: `CoachKim${id}`, email: `coachkim${id}@example.com` });
  });

  it("a username of only invisible characters is refused", async () => {
    const answer = await api("POST", "/auth/register", { body: registration({ userName: "\u200B\u3164\u2060" }) });
    expect(answer).toEqual({ status: 400, body: { success: false, error: "userName: Please enter a valid username." } });
  });

  it("a student logs in with a lookalike of the generated username", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Lola", lastName: "Park" });
    const idToken = await logIn(LOGIN_PATHS.student, { userName: fullWidth(student.userName).replace(/^(.)/, "$1\u200B"), password: student.password });
    expect(claimsOf(idToken)).toMatchObject({ user_id: student._id, role: "student" });
  });
});
