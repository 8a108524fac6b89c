// In the browser (docs/product.md#new-password): a teacher gives a student a new password from the roster (the
// student's old one stops working, the new one gets in), and a student who tries too many wrong
// passwords reads on the login screen how long to wait.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
const opened: BrowserSession[] = [];
let teacher: TeacherFixture;

beforeAll(async () => {
  teacher = await makeTeacher();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((session) => session.close()));
});

async function newPage(viewport?: { width: number; height: number }): Promise<Page> {
  const session = await openBrowser(viewport);
  opened.push(session);
  return session.page;
}

const shot = (page: Page, name: string) => saveScreenshot(page, `${name}.png`);

async function at(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
}

/** Types a login on the student page, presses Log In with the mouse, and waits for the server's answer. */
async function studentLogin(page: Page, userName: string, password: string) {
  await page.getByLabel("Username").click();
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Password").click();
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/auth/student/login");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await answered;
}

/** The text of the login form's error once the form is free again (the button reads "Log In", not "Logging In"). */
async function loginError(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Log In", exact: true }).and(page.locator(":not([data-loading])")).waitFor();
  const alert = page.getByRole("alert");
  await alert.waitFor();
  return (await alert.textContent())?.trim() ?? "";
}

/** The roster row of `name`: username and password as the table shows them. */
async function rosterLogin(page: Page, name: string): Promise<{ userName: string; password: string }> {
  const [first, last] = name.split(" ");
  const row = page.locator("tbody tr").filter({ hasText: first ?? "" }).filter({ hasText: last ?? "" });
  const cells = await row.locator("td").allTextContents();
  return { userName: cells[3] ?? "", password: cells[4] ?? "" };
}

describe("a teacher gives one student a new password", () => {
  it("from the roster with the mouse: confirm, the new password shows, the old one is refused and the new one gets in", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Nia", lastName: "Newpass" });

    const teacherPage = await newPage();
    await teacherPage.goto(`${hostingUrl}/login/teacher`);
    await teacherPage.getByLabel("Username or Email").fill(teacher.userName);
    await teacherPage.getByLabel("Password").fill(teacher.password);
    await teacherPage.getByRole("button", { name: "Log In" }).click();
    await at(teacherPage, "/teacher/home");
    await teacherPage.getByRole("button", { name: "New password for Nia Newpass" }).waitFor({ timeout: 20_000 });
    expect(await rosterLogin(teacherPage, "Nia Newpass")).toEqual({ userName: student.userName, password: student.password });

    await teacherPage.getByRole("button", { name: "New password for Nia Newpass" }).click();
    const confirm = teacherPage.getByRole("alertdialog", { name: "Make a New Password?" });
    await confirm.getByText("The old password will stop working.", { exact: false }).waitFor();
    await confirm.getByText(`Nia Newpass (${student.userName})`).waitFor();
    await teacherPage.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(teacherPage);
    await shot(teacherPage, "teacher-new-password-confirm-1366x768");
    await confirm.getByRole("button", { name: "Make New Password" }).click();
    await teacherPage.getByText("New password made. The old one no longer works.", { exact: true }).first().waitFor({ timeout: 20_000 });
    await confirm.waitFor({ state: "hidden" });

    await expect.poll(async () => (await rosterLogin(teacherPage, "Nia Newpass")).password, { timeout: 20_000 }).not.toBe(student.password);
    const fresh = await rosterLogin(teacherPage, "Nia Newpass");
    expect(fresh.userName).toBe(student.userName);
    expect(fresh.password).toMatch(/^[a-z]{3,6}-[a-z]{3,6}-[1-9]\d$/);
    await teacherPage.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(teacherPage);
    await shot(teacherPage, "teacher-roster-after-new-password-1366x768");
    await teacherPage.setViewportSize({ width: 768, height: 1024 });
    await shot(teacherPage, "teacher-roster-after-new-password-768x1024");

    // The printed card carries the new password too (the sheet is built from the roster).
    await teacherPage.evaluate(() => {
      window.print = () => undefined;
    });
    await teacherPage.getByRole("checkbox", { name: "Select Nia Newpass for login cards" }).click();
    await teacherPage.getByRole("button", { name: "Print 1 Login Card" }).click();
    const card = teacherPage.locator(".login-card-sheet .login-card").filter({ hasText: "Nia Newpass" });
    expect(await card.locator(".login-card-value").allTextContents()).toEqual([`${new URL(hostingUrl).host}/login/student`, student.userName, fresh.password]);

    const studentPage = await newPage();
    await studentPage.goto(`${hostingUrl}/login/student`);
    await studentLogin(studentPage, student.userName, student.password);
    expect(await loginError(studentPage)).toBe("Incorrect username or password.");
    await studentLogin(studentPage, student.userName, fresh.password);
    await at(studentPage, "/home");
  });
});

describe("a student who tries too often", () => {
  it("reads on the login screen how long to wait, above the buttons", async () => {
    const student = await makeStudent(teacher.uid, { firstName: "Tia", lastName: "Tries" });
    const page = await newPage();
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByRole("heading", { level: 1, name: "Student Login" }).waitFor();
    for (let i = 1; i <= 5; i++) {
      await studentLogin(page, student.userName, `wrong-guess-${i}`);
      expect(await loginError(page), `try ${i}`).toBe("Incorrect username or password.");
    }
    // The sixth try, with the right password: refused until the wait is over.
    await studentLogin(page, student.userName, student.password);
    expect(await loginError(page)).toMatch(/^Too many tries\. Wait \d+ seconds, or ask your teacher\.$/);
    const alertBox = await page.getByRole("alert").boundingBox();
    const buttonBox = await page.getByRole("button", { name: "Log In" }).boundingBox();
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    expect(new URL(page.url()).pathname).toBe("/login/student");
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "login-student-too-many-tries-1366x768");
  });
});
