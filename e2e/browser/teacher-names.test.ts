// One rule for names on the teacher's screens (common/src/text/names.ts): Add Student refuses a
// name of zero-width spaces beside the field before anything is sent, and the CSV preview marks
// the rows that read the same as one student, and a name of invisible characters, before upload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { checkBothSizes as checkBothSizesOf } from "../support/both-sizes";
import { showsProgrammeLogo } from "../support/programme-logo";
import { db, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { fieldByLabel, fieldMessage } from "./form-fields";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;
/** Every POST /student the page sends: none may leave for a refused name. */
const addRequests: string[] = [];

beforeAll(async () => {
  teacher = await makeTeacher();
  browser = await openBrowser();
  page = browser.page;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/api/v1/student")) addRequests.push(request.postData() ?? "");
  });
});
afterAll(async () => browser?.close());

const shot = (name: string) => saveScreenshot(page, `teacher-names-${name}.png`);

/** Axe and a picture at both sizes of what is on screen now. */
const checkBothSizes = (name: string) => checkBothSizesOf(page, name, shot);

function dialog(name: string) {
  return page.getByRole("dialog", { name });
}

async function studentsInClass(): Promise<string[]> {
  const snapshot = await db().collection("students").where("teacherId", "==", teacher.uid).get();
  return snapshot.docs.map((doc) => `${String(doc.get("firstName"))}|${String(doc.get("lastName"))}`).sort();
}

describe("names on the teacher's screens", () => {
  it("the teacher logs in, to the dashboard with the programme logo behind it", async () => {
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").click();
    await page.keyboard.type(teacher.userName);
    await page.getByLabel("Password").click();
    await page.keyboard.type(teacher.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor({ timeout: 30_000 });
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
    expect(await showsProgrammeLogo(page), "the programme logo behind the teacher dashboard (docs/product.md#routes)").toBe(true);
  });

  it("Add Student refuses a first name of zero-width spaces beside the field, and sends nothing", async () => {
    await page.getByRole("button", { name: "Add Student", exact: true }).click();
    const add = dialog("Add Student");
    await add.waitFor();
    // The first field has the focus; the name is typed, as a paste of invisible text would arrive.
    await page.keyboard.type("\u200B\u200B\u200B");
    await fieldByLabel(page, "Last Name").click();
    await page.keyboard.type("Stone");
    expect(await fieldByLabel(page, "First Name").inputValue()).toBe("\u200B\u200B\u200B");
    await add.getByRole("button", { name: "Add Student" }).click();
    await expect.poll(() => fieldMessage(page, "First Name")).toBe("First name needs at least one letter.");
    expect(await fieldMessage(page, "Last Name")).toBe("");
    await checkBothSizes("add-invisible");
    expect(addRequests).toEqual([]);
    expect(await studentsInClass()).toEqual([]);

    // A real name, with a stray zero-width space, goes through and is kept clean.
    await fieldByLabel(page, "First Name").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Ivy\u200B");
    await add.getByRole("button", { name: "Add Student" }).click();
    await add.waitFor({ state: "hidden", timeout: 20_000 });
    expect(addRequests).toHaveLength(1);
    await expect.poll(studentsInClass).toEqual(["Ivy|Stone"]);
  });

  it("the CSV preview marks rows that read the same as one student, and a name of invisible characters", { timeout: 300_000 }, async () => {
    await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
    const upload = dialog("Upload CSV");
    await upload.waitFor();
    const csv = ["firstName,lastName", "Ada,Lovelace", "Ada\u200B,Lovelace", "ada,lovelace", '"  Ada ","Lovelace  "', "\u200B\u2060,Hopper", "Grace,Hopper"].join("\n");
    await page.locator('input[type="file"]').setInputFiles({ name: "class-names.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await upload.getByText("Preview: 6 rows read, 2 ready, 4 rows with a problem").waitFor({ timeout: 20_000 });
    const preview = upload.getByRole("table", { name: "Preview of the file's rows" });
    const rows = await preview.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => (td.textContent ?? "").trim())));
    expect(rows).toEqual([
      ["2", "Ada", "Lovelace", "Ready"],
      ["3", "Ada", "Lovelace", "Same student as row 2"],
      ["4", "ada", "lovelace", "Same student as row 2"],
      ["5", "Ada", "Lovelace", "Same student as row 2"],
      ["6", "(empty)", "Hopper", "First name needs at least one letter"],
      ["7", "Grace", "Hopper", "Ready"],
    ]);
    await checkBothSizes("csv-preview");

    await upload.getByRole("button", { name: "Upload 2 Students" }).click();
    await upload.getByText("2 students added, 4 rows not added.").waitFor({ timeout: 180_000 });
    await shot("csv-answer-1366x768");
    expect(await studentsInClass()).toEqual(["Ada|Lovelace", "Grace|Hopper", "Ivy|Stone"]);
  });
});
