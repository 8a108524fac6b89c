// POST /student/bulk: a class list as a CSV file. Good rows become students, each
// bad row comes back with its reason, and uploading the same file again adds nobody.
import { beforeAll, describe, expect, it } from "vitest";
import { api, idTokenFromPassword } from "../../support/api";
import { db } from "../../support/server-sdk";
import { syntheticEmail } from "../../../functions/src/accounts/roles";
import { signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface Added {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}
interface BulkAnswer {
  success: boolean;
  message?: string;
  added: Added[];
  rejected: Array<{ row: number; reason: string }>;
  error?: string;
}

function csvForm(content: string | Uint8Array<ArrayBuffer>, filename = "class.csv", type = "text/csv"): FormData {
  const form = new FormData();
  form.append("file", new Blob([content], { type }), filename);
  return form;
}
const upload = (token: string, form: FormData) => api<BulkAnswer>("POST", "/student/bulk", { token, rawBody: form });

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

// A BOM and loose headers, as a spreadsheet export may write them.
const CLASS_LIST = [
  "\uFEFF First Name ,LASTNAME",
  "Ada,Lovelace",
  "Grace,Hopper",
  ",Nofirst",
  "Nolast,",
  `${"L".repeat(100)},Long`,
  "ada , LOVELACE",
  "",
  '"Mary Ann","O\'Neil"',
].join("\r\n");

describe("POST /student/bulk", () => {
  it("adds the good rows and lists each bad row with its reason", async () => {
    const { status, body } = await upload(teacher.token, csvForm(CLASS_LIST));
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Students Added Successfully");
    expect(body.added.map((s) => `${s.firstName} ${s.lastName}`).sort()).toEqual(["Ada Lovelace", "Grace Hopper", "Mary Ann O'Neil"]);
    expect(body.rejected).toEqual([
      { row: 4, reason: "First name is missing" },
      { row: 5, reason: "Last name is missing" },
      { row: 6, reason: "First name is longer than 99 characters" },
      { row: 7, reason: "Same student as row 2" },
    ]);
    for (const student of body.added) {
      expect(student.userName).toMatch(/^[a-z]+\d+$/);
      expect((await db().doc(`students/${student._id}`).get()).get("teacherId")).toBe(teacher.uid);
    }
    const first = body.added[0] as Added;
    await expect(idTokenFromPassword(syntheticEmail(first._id, "student"), first.password)).resolves.toBeTruthy();
    const roster = await api<{ data: Array<{ _id: string; password: string }> }>("GET", `/student?user=${teacher.uid}`, { token: teacher.token });
    expect(roster.body.data.find((row) => row._id === first._id)?.password).toBe(first.password);
    // The same upload job as the dialog's route (one implementation): the teacher's list shows it, over.
    const jobs = await api<{ data: Array<{ state: string; added: number; rejected: number }> }>("GET", "/student/bulk/jobs", { token: teacher.token });
    expect(jobs.body.data.map(({ state, added, rejected }) => ({ state, added, rejected }))).toEqual([{ state: "done", added: 3, rejected: 4 }]);
  });

  it("adds nobody when the same file is uploaded again, saying who is already in the class", async () => {
    const before = (await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount") as number;
    const { status, body } = await upload(teacher.token, csvForm(CLASS_LIST));
    expect(status).toBe(200);
    expect(body.added).toEqual([]);
    expect(body.rejected.filter((r) => r.reason === "Already in your class").map((r) => r.row)).toEqual([2, 3, 9]);
    expect((await db().doc(`teachers/${teacher.uid}`).get()).get("studentCount")).toBe(before);
  });

  it("answers 'No File Selected' with 400 when the form has no file, or there is no form", async () => {
    const form = new FormData();
    form.append("note", "no file here");
    const noFile = await upload(teacher.token, form);
    expect(noFile.status).toBe(400);
    expect(noFile.body).toEqual({ success: false, error: "No File Selected" });
    const emptyInput = await upload(teacher.token, csvForm("", ""));
    expect(emptyInput.status).toBe(400);
    expect(emptyInput.body.error).toBe("No File Selected");
    const noForm = await api("POST", "/student/bulk", { token: teacher.token, body: {} });
    expect(noForm.status).toBe(400);
    expect(noForm.body.error).toBe("No File Selected");
  });

  it("refuses a file over 1 MB with 413", async () => {
    const big = `firstName,lastName\n${"Sam,Skater\n".repeat(110_000)}`;
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const { status, body } = await upload(teacher.token, csvForm(big));
    expect(status).toBe(413);
    expect(body.success).toBe(false);
  });

  it("refuses a file that is not a CSV class list with 400", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]);
    const picture = await upload(teacher.token, csvForm(png, "photo.png", "image/png"));
    expect(picture.status).toBe(400);
    expect(picture.body.error).toMatch(/not a CSV file/);
    for (const content of ["", " \n\r\n"]) {
      const empty = await upload(teacher.token, csvForm(content, "empty.csv"));
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe("The CSV file is empty.");
    }
    const noHeader = await upload(teacher.token, csvForm("just some words\nand more words"));
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error).toBe("The CSV file needs a header row with the columns firstName and lastName.");
  });

  it("refuses the whole file when the class has no room for its new students", async () => {
    const full = await signedInTeacher();
    await db().doc(`teachers/${full.uid}`).update({ studentCount: 1499 });
    const { status, body } = await upload(full.token, csvForm("firstName,lastName\nOne,More\nTwo,Many"));
    expect(status).toBe(413);
    expect(body.error).toMatch(/room for only 1 more/);
    expect((await db().doc(`teachers/${full.uid}`).get()).get("studentCount")).toBe(1499);
    expect((await db().collection("students").where("teacherId", "==", full.uid).get()).size).toBe(0);
  });

  it("refuses a student with 403", async () => {
    const student = await signedInStudent(teacher.uid);
    const { status } = await upload(student.token, csvForm("firstName,lastName\nA,B"));
    expect(status).toBe(403);
  });

  it("creates a class of 150 in one upload, each with a unique username", async () => {
    const busy = await signedInTeacher();
    const rows = Array.from({ length: 150 }, (_, i) => `Pat,Lee${i}`);
    const started = Date.now();
    const { status, body } = await upload(busy.token, csvForm(["firstName,lastName", ...rows].join("\n")));
    const seconds = (Date.now() - started) / 1000;
    console.log(`150 students created in ${seconds.toFixed(1)} s`);
    expect(status).toBe(201);
    expect(body.rejected).toEqual([]);
    expect(body.added).toHaveLength(150);
    expect(new Set(body.added.map((s) => s.userName.toLowerCase())).size).toBe(150);
    expect((await db().doc(`teachers/${busy.uid}`).get()).get("studentCount")).toBe(150);
    expect((await db().collection("studentProgress").where("teacherId", "==", busy.uid).count().get()).data().count).toBe(150);
  });
});
