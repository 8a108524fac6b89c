// The teacher's dashboard (docs/product.md#teacher-dashboard): a teacher registers, resets a
// forgotten password and logs in; then, each in a browser of its own with a class the server
// made for it, adds a student, uploads a class list, opens the stats, edits and deletes, meets a
// roster that could not be loaded, and prints login cards. Each test sets up what it needs, so
// that one failing says what broke and the others still run.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, SCREENSHOT_DIR, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { checkBothSizes as checkBothSizesOf } from "../support/both-sizes";
import { resetCodeFor } from "../support/auth-emulator";
import { db, makeStudent, makeTeacher, unique } from "../support/server-sdk";
import { fieldMessage, fillRegistration } from "./form-fields";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;
let consoleLines: string[] = [];
/** The teacher whose class the test reads on the server. */
let teacherId = "";

// Each test its own browser: a fresh user's, with no page, cookie or session left by another test.
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
  const lines: string[] = [];
  consoleLines = lines;
  page.on("console", (message) => lines.push(message.text()));
  teacherId = "";
});
afterEach(async () => browser?.close());

const shot = (name: string, fullPage = false) => saveScreenshot(page, `teacher-${name}.png`, { fullPage });

async function at(pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
}

/** Axe and a picture at both sizes of what is on screen now. */
const checkBothSizes = (name: string) => checkBothSizesOf(page, name, shot);

async function logIn(userName: string, password: string) {
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(userName);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await at("/teacher/home");
  await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor();
}

/**
 * A teacher the server made, with these students (first and last names), logged in on this
 * test's page with the roster shown.
 */
async function teacherWithClass(students: string[]): Promise<void> {
  const made = await makeTeacher();
  teacherId = made.uid;
  for (const name of students) {
    const [firstName = "", lastName = ""] = name.split(" ");
    await makeStudent(made.uid, { firstName, lastName });
  }
  await logIn(made.userName, made.password);
  if (students.length === 0) await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
  else await expect.poll(async () => (await tableRows()).length, { timeout: 20_000 }).toBe(students.length);
}

const FIVE = ["Ava Anderson", "Ben Brooks", "Dana Diaz", "Eli Evans", "Zoe Zamboni"];
const FOUR = ["Ava Anderson", "Benny Brooks", "Eli Evans", "Zoe Zamboni"];

/** The students the server holds for this teacher, by name. */
async function studentsInClass(): Promise<string[]> {
  const snapshot = await db().collection("students").where("teacherId", "==", teacherId).get();
  return snapshot.docs.map((doc) => `${String(doc.get("firstName"))} ${String(doc.get("lastName"))}`).sort();
}

/** The roster table's rows as "First Last username" lines, in the order shown. */
async function tableRows(): Promise<string[][]> {
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Password" }) });
  const rows = table.locator("tbody tr");
  return rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td")).slice(1, 5).map((td) => td.textContent ?? "")));
}

/** Pages in a PDF that Chromium printed (its page objects are not compressed). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

async function snackbar(text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 });
}

function dialog(name: string) {
  return page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
}

const messageOf = (label: string) => fieldMessage(page, label);

describe("the teacher dashboard", () => {
  it("a teacher registers, logs out, resets a forgotten password from the e-mail link, and logs in", async () => {
    const id = unique();
    const teacher = { userName: `coach${id}`, email: `coach${id}@example.com`, password: "icetime99", newPassword: "fresh-ice-42" };
    await page.goto(`${hostingUrl}/register/teacher`);
    await fillRegistration(page, teacher);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("status").filter({ hasText: "You're registered!" }).waitFor({ timeout: 20_000 });

    await logIn(teacher.userName, teacher.password);
    const teachers = await db().collection("teachers").where("userName", "==", teacher.userName).get();
    teacherId = teachers.docs[0]?.id ?? "";
    expect(teacherId).not.toBe("");
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
    for (const name of ["Logout", "Add Student", "Upload CSV"]) await page.getByRole("button", { name, exact: true }).waitFor();
    await page.getByRole("tab", { name: "Students" }).waitFor();
    await checkBothSizes("empty");

    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await at("/dashboard");

    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await at("/forgot-password");
    // The address changes before the new screen is drawn: on a slow computer the login, whose
    // "Username or Email" a loose "Email" would find, is still on screen for a moment.
    await page.getByRole("heading", { level: 1, name: "Forgot Password" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(teacher.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("status").filter({ hasText: "Check your email" }).waitFor({ timeout: 20_000 });
    const { oobCode } = await resetCodeFor(teacher.email);
    await page.goto(`${hostingUrl}/reset?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
    await page.getByRole("heading", { level: 1, name: "Reset Password" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(teacher.email);
    await page.getByLabel("New Password").fill(teacher.newPassword);
    await page.getByLabel("Verify Password").fill(teacher.newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor({ timeout: 20_000 });

    await logIn(teacher.userName, teacher.newPassword);
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
  });

  it("adds a student, and without a last name says so beside the field and sends nothing", async () => {
    await teacherWithClass([]);
    await page.getByRole("button", { name: "Add Student", exact: true }).click();
    const add = dialog("Add Student");
    await add.waitFor();
    await page.getByLabel(/^First Name/).fill("Zoe");
    await add.getByRole("button", { name: "Add Student" }).click();
    await expect.poll(() => messageOf("Last Name")).toBe("Last name is required.");
    expect(await messageOf("First Name")).toBe("");
    await checkBothSizes("add-refused");
    expect(await studentsInClass()).toEqual([]);

    await page.getByLabel(/^Last Name/).fill("Zamboni");
    await add.getByRole("button", { name: "Add Student" }).click();
    await snackbar("Student Added Successfully");
    await add.waitFor({ state: "hidden" });
    await expect.poll(tableRows).toHaveLength(1);
    const [row] = await tableRows();
    expect(row?.slice(0, 2)).toEqual(["Zoe", "Zamboni"]);
    // The login the teacher hands out: a username and a password, both shown.
    expect(row?.[2]).toMatch(/\S{3,}/);
    expect(row?.[3]).toMatch(/\S{4,}/);
    expect(await studentsInClass()).toEqual(["Zoe Zamboni"]);
  });

  it("uploads a CSV with good and bad rows: a preview first, then the server's answer row by row; the same file again adds nobody", { timeout: 400_000 }, async () => {
    await teacherWithClass(["Zoe Zamboni"]);
    await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
    const upload = dialog("Upload CSV");
    await upload.waitFor();
    await expect.poll(() => upload.getByTestId("chosen-file").textContent()).toBe("No File Selected");

    // Nothing chosen: the spec's words, shown and logged.
    await upload.getByRole("button", { name: "Upload", exact: true }).click();
    await upload.getByRole("alert").filter({ hasText: "No File Selected" }).waitFor();
    expect(consoleLines).toContain("No File Selected");

    // The template downloads as a file with the two columns.
    const [download] = await Promise.all([page.waitForEvent("download"), upload.getByRole("button", { name: "Download Template" }).click()]);
    expect(download.suggestedFilename()).toBe("class-list-template.csv");
    const templatePath = path.join(SCREENSHOT_DIR, "..", "class-list-template.csv");
    await download.saveAs(templatePath);
    expect(readFileSync(templatePath, "utf8").split("\n")[0]).toBe("firstName,lastName");

    const csv = [
      "First Name,Last Name",
      "Ava,Anderson",
      "Ben,Brooks",
      "Cal,",
      "Dana,Diaz",
      "ava,anderson",
      "Zoe,Zamboni",
      "Eli,Evans",
    ].join("\n");
    const file = { name: "class-5b.csv", mimeType: "text/csv", buffer: Buffer.from(csv) };
    await page.locator('input[type="file"]').setInputFiles(file);
    await upload.getByText("Preview: 7 rows read, 5 ready, 2 rows with a problem").waitFor();
    const preview = upload.getByRole("table", { name: "Preview of the file's rows" });
    await preview.getByRole("row").filter({ hasText: "Last name is missing" }).waitFor();
    await preview.getByRole("row").filter({ hasText: "Same student as row 2" }).waitFor();
    expect(await studentsInClass()).toEqual(["Zoe Zamboni"]);
    await checkBothSizes("csv-preview");

    await upload.getByRole("button", { name: "Upload 5 Students" }).click();
    await upload.getByText("Students Added Successfully").waitFor({ timeout: 180_000 });
    await snackbar("Students Added Successfully");
    await upload.getByText("4 students added, 3 rows not added.").waitFor();
    const answer = upload.getByRole("table", { name: "What happened to each row" });
    const answerRows = await answer.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent ?? "")));
    expect(answerRows.map(([row, , , result]) => `${row} ${result?.replace(/Added as \S+/, "Added")}`)).toEqual([
      "4 Not added: Last name is missing",
      "6 Not added: Same student as row 2",
      "7 Not added: Already in your class",
      "2 Added",
      "3 Added",
      "5 Added",
      "8 Added",
    ]);
    await checkBothSizes("csv-answer");

    await upload.getByRole("button", { name: "Upload Another File" }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await upload.getByRole("button", { name: "Upload 5 Students" }).click();
    await upload.getByText("No new students to add").waitFor({ timeout: 180_000 });
    await upload.getByText("0 students added, 7 rows not added.").waitFor();
    await shot("csv-reupload-1366x768");
    await upload.getByRole("button", { name: "Done" }).click();
    await upload.waitFor({ state: "hidden" });

    expect(await studentsInClass()).toEqual(["Ava Anderson", "Ben Brooks", "Dana Diaz", "Eli Evans", "Zoe Zamboni"]);
    // Sorted by first name, then last name.
    await expect.poll(async () => (await tableRows()).map((row) => `${row[0]} ${row[1]}`)).toEqual([
      "Ava Anderson",
      "Ben Brooks",
      "Dana Diaz",
      "Eli Evans",
      "Zoe Zamboni",
    ]);
    await checkBothSizes("roster");
  });

  it("opens Classroom Stats and the Decisions tab from the dashboard", async () => {
    await teacherWithClass(FIVE);
    await page.getByRole("button", { name: "Classroom Stats", exact: true }).click();
    const stats = dialog("Classroom Stats");
    await stats.waitFor();
    await stats.getByText("Loading your class").waitFor({ state: "hidden", timeout: 20_000 });
    await checkBothSizes("stats");
    await page.keyboard.press("Escape");
    await stats.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "Decisions" }).click();
    await page.getByRole("heading", { level: 2, name: "Decisions" }).waitFor();
    await page.getByText("Loading your class").waitFor({ state: "hidden", timeout: 20_000 });
    await checkBothSizes("decisions");
    await page.getByRole("tab", { name: "Students" }).click();
    await page.getByRole("button", { name: "Update Ava Anderson" }).waitFor();
  });

  it("updates a student's name, and deletes a student after 'Are You Sure?'", async () => {
    await teacherWithClass(FIVE);
    await page.getByRole("button", { name: "Update Ben Brooks" }).click();
    const update = dialog("Update Student");
    await update.waitFor();
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe("Ben");
    await page.getByLabel(/^First Name/).fill("");
    await update.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => messageOf("First Name")).toBe("First name is required.");
    await page.getByLabel(/^First Name/).fill("Benny");
    await update.getByRole("button", { name: "Save" }).click();
    await snackbar("Student Updated Successfully");
    await update.waitFor({ state: "hidden" });
    await expect.poll(async () => (await tableRows()).map((row) => row[0])).toContain("Benny");

    await page.getByRole("button", { name: "Delete Dana Diaz" }).click();
    const confirm = dialog("Are You Sure?");
    await confirm.getByText("Deleting this student cannot be undone.").waitFor();
    await checkBothSizes("delete-confirm");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await snackbar("Student Deleted Successfully");
    // docs/product.md#teacher-dashboard: success snackbars last 3 s (plus their closing animation).
    await page.getByText("Student Deleted Successfully", { exact: true }).waitFor({ state: "hidden", timeout: 6_000 });
    await expect.poll(async () => (await tableRows()).map((row) => `${row[0]} ${row[1]}`)).toEqual([
      "Ava Anderson",
      "Benny Brooks",
      "Eli Evans",
      "Zoe Zamboni",
    ]);
    expect(await studentsInClass()).toEqual(["Ava Anderson", "Benny Brooks", "Eli Evans", "Zoe Zamboni"]);
  });

  it("says when the students could not be loaded (and logs it), and Try Again loads them", async () => {
    await teacherWithClass(FOUR);
    // The server fails the roster's read (docs/decisions.md#d70: said on screen, not only logged).
    const rosterRead = (url: URL) => url.pathname === "/api/v1/student" && url.searchParams.has("user");
    await page.route(rosterRead, (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Server is down" }) }));
    const logged = consoleLines.length;
    const failed = page.getByRole("alert").filter({ hasText: "Your students could not be loaded." });
    try {
      await page.reload();
      await failed.waitFor();
      expect(consoleLines.slice(logged).some((line) => line.includes("Unexpected error fetching students"))).toBe(true);
      await checkBothSizes("students-error");
    } finally {
      await page.unroute(rosterRead);
    }
    await failed.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(async () => (await tableRows()).map((row) => `${row[0]} ${row[1]}`)).toEqual(FOUR);
    await failed.waitFor({ state: "detached" });
  });

  it("prints login cards with one click: the ticked students only, or everyone, on a print sheet with cut lines", async () => {
    await teacherWithClass(FOUR);
    await page.evaluate(() => {
      // The print dialog cannot be driven headless: count the calls, then print to PDF below.
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

    await page.getByRole("checkbox", { name: "Select Ava Anderson for login cards" }).check();
    await page.getByRole("checkbox", { name: "Select Zoe Zamboni for login cards" }).check();
    await page.getByRole("button", { name: "Print 2 Login Cards" }).click();
    expect(await printCalls()).toBe(1);
    const cards = page.locator(".login-card-sheet .login-card");
    expect(await cards.count()).toBe(2);
    const rows = await tableRows();
    const zoe = rows.find((row) => row[0] === "Zoe");
    const zoeCard = cards.filter({ hasText: "Zoe Zamboni" });
    // The address to open, the username and the password, as the table shows them.
    expect(await zoeCard.locator(".login-card-value").allTextContents()).toEqual([`${new URL(hostingUrl).host}/login/student`, zoe?.[2], zoe?.[3]]);
    // Hidden on screen, shown in print.
    expect(await zoeCard.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Clear Selection" }).click();
    await page.getByRole("button", { name: "Print All 4 Login Cards" }).click();
    expect(await printCalls()).toBe(2);
    expect(await cards.count()).toBe(4);

    const pdf = await page.pdf({ format: "Letter", printBackground: true });
    writeFileSync(path.join(SCREENSHOT_DIR, "teacher-login-cards.pdf"), pdf);
    // One page: the four cards and nothing of the dashboard around them.
    expect(pdfPages(pdf)).toBe(1);

    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 816, height: 1056 });
    expect(await zoeCard.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Teacher Dashboard" }).isVisible()).toBe(false);
    await shot("login-cards-print");
    // Back to no emulation (not "screen", which page.pdf would then print with).
    await page.emulateMedia({ media: null });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("takes a class of 250 from one file: a shortened preview, every student made, 50 a page, and the same file again adds nobody", async () => {
    // 250 rows: a preview cut at 100, three chunks of the upload job, five pages of the roster
    // (a class at the limit, 1,500, is api/students/upload-job.test.ts's and npm run load -- --big-class's).
    const big = await makeTeacher({ classSize: 250 });
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(big.userName);
    await page.getByLabel("Password").fill(big.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/teacher/home");
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });

    const lines = ["firstName,lastName", ...Array.from({ length: 250 }, (_, i) => `Skater${String(i).padStart(4, "0")},Family${i % 37}`)];
    await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
    const upload = dialog("Upload CSV");
    const file = { name: "whole-school.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) };
    await page.locator('input[type="file"]').setInputFiles(file);
    await upload.getByText("Preview: 250 rows read, 250 ready").waitFor();
    await upload.getByText("Showing the first 100 of 250 rows.").waitFor();
    expect(await upload.getByRole("table", { name: "Preview of the file's rows" }).locator("tbody tr").count()).toBe(100);

    const started = Date.now();
    await upload.getByRole("button", { name: "Upload 250 Students" }).click();
    // The upload runs as a job: a bar of rows done, "Adding students: N of 250".
    await upload.getByTestId("upload-progress").filter({ hasText: /^Adding students: \d+ of 250$/ }).waitFor({ timeout: 30_000 });
    await upload.getByRole("progressbar", { name: "Adding students" }).waitFor();
    await shot("csv-uploading-1366x768");
    // 115 s was seen on one core beside a busy loop: the bound is for a job that stalls, not for a slow machine.
    await upload.getByText("250 students added, 0 rows not added.").waitFor({ timeout: 240_000 });
    console.log(`250 students made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await upload.getByRole("button", { name: "Upload Another File" }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await upload.getByRole("button", { name: "Upload 250 Students" }).click();
    await upload.getByText("No new students to add").waitFor({ timeout: 180_000 });
    await upload.getByText("0 students added, 250 rows not added.").waitFor();
    await upload.getByText("Showing the first 100 of 250 rows.").waitFor();
    await upload.getByRole("button", { name: "Done" }).click();

    const pages = page.getByRole("navigation", { name: "Student pages" });
    await pages.getByText("Students 1–50 of 250 (page 1 of 5)").waitFor({ timeout: 20_000 });
    expect(await page.getByRole("table").first().locator("tbody tr").count()).toBe(50);
    expect((await tableRows())[0]?.[0]).toBe("Skater0000");
    await pages.getByRole("button", { name: "Next Page" }).click();
    await pages.getByText("Students 51–100 of 250 (page 2 of 5)").waitFor();
    expect((await tableRows())[0]?.[0]).toBe("Skater0050");
    await checkBothSizes("roster-page-2");

    // A page's worth of cards: six to a sheet on Letter and on A4 alike.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("checkbox", { name: "Select every student on this page for login cards" }).check();
    await page.getByRole("button", { name: "Print 50 Login Cards" }).click();
    expect(await page.locator(".login-card-sheet .login-card").count()).toBe(50);
    for (const format of ["Letter", "A4"] as const) {
      const pdf = await page.pdf({ format });
      if (format === "Letter") writeFileSync(path.join(SCREENSHOT_DIR, "teacher-login-cards-50.pdf"), pdf);
      expect(pdfPages(pdf), format).toBe(9);
    }
  }, 420_000);
});
