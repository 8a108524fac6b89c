// The languages of accounts in the browser (docs/decisions.md#d81): a student's game speaks the
// class's default, the student's own choice (the header's chooser) wins and is kept on their
// account, and a teacher's change of the class's default reaches a student in the middle of a
// lesson, through their own live document; a teacher's own choice follows them to another device.
import { afterEach, describe, expect, it } from "vitest";
import { api, idTokenFromPassword } from "../support/api";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { eventually, hostingUrl, logIn, readStudent, skipTutorials, type StudentFixture } from "./game-helpers";

const sessions: BrowserSession[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

async function open(): Promise<Page> {
  const session = await openBrowser();
  sessions.push(session);
  await session.page.setViewportSize({ width: 1366, height: 768 });
  return session.page;
}

async function classWithStudent(firstName: string): Promise<{ teacher: TeacherFixture; token: string; student: StudentFixture }> {
  const teacher = await makeTeacher();
  const student = (await makeStudent(teacher.uid, { firstName, lastName: "Skater" })) as StudentFixture;
  // Past the tutorials and the level's intro: Home at once.
  await skipTutorials(student._id, { level: 2, totalBudget: 150, pagesVisited: [] });
  return { teacher, token: await idTokenFromPassword(teacher.email, teacher.password), student };
}

const setClassLanguage = async (token: string, language: string) => expect((await api("PUT", "/auth/user/class-language", { token, body: { language } })).status).toBe(200);
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe("a student's language", () => {
  it("is the class's default, then the student's own choice, kept on their account for the next visit", { timeout: 120_000 }, async () => {
    const { token, student } = await classWithStudent("Lupe");
    await setClassLanguage(token, "es");
    const page = await open();
    await logIn(page, student);
    await page.getByRole("button", { name: "Salir" }).waitFor({ timeout: 20_000 });
    expect(await pageLanguage(page)).toBe("es");
    await expectNoSeriousA11yViolations(page);

    // The header's chooser, labelled in the screen's language, each language named in itself.
    const chooser = page.getByRole("combobox", { name: "Idioma" });
    expect(await chooser.locator("option").allTextContents()).toEqual(["English", "Español"]);
    await chooser.selectOption("en");
    await page.getByRole("button", { name: "Exit" }).waitFor();
    expect(await pageLanguage(page)).toBe("en");
    await eventually(student._id, (s) => s.language === "en");

    // The teacher's default does not override a student's own choice.
    await setClassLanguage(token, "es");
    await eventually(student._id, (s) => s.classLanguage === "es");
    await page.waitForTimeout(1_000);
    expect(await pageLanguage(page)).toBe("en");

    // Another visit, on a device that never chose: the account's choice.
    const other = await open();
    await logIn(other, student);
    await other.getByRole("button", { name: "Exit" }).waitFor({ timeout: 20_000 });
    expect(await pageLanguage(other)).toBe("en");
  });

  it("follows the teacher's change of the class's default in the middle of a lesson, without a reload", { timeout: 120_000 }, async () => {
    const { token, student } = await classWithStudent("Mateo");
    const page = await open();
    await logIn(page, student);
    await page.getByRole("button", { name: "Exit" }).waitFor({ timeout: 20_000 });
    await setClassLanguage(token, "es");
    await page.getByRole("button", { name: "Salir" }).waitFor({ timeout: 20_000 });
    expect(await pageLanguage(page)).toBe("es");
    // Not saved as the student's own: the class's default stays the teacher's to change.
    expect((await readStudent(student._id)).language).toBeUndefined();
    await setClassLanguage(token, "en");
    await page.getByRole("button", { name: "Exit" }).waitFor({ timeout: 20_000 });
  });
});

describe("a teacher's language", () => {
  it("is chosen on the dashboard, saved to the account, and adopted on another device", { timeout: 120_000 }, async () => {
    const teacher = await makeTeacher();
    const page = await open();
    await logInTeacher(page, teacher, "Teacher Dashboard");
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");
    await page.getByRole("heading", { level: 1, name: "Panel del docente" }).waitFor();
    await expect.poll(async () => (await api<{ data: { language?: string } }>("GET", "/auth/user", { token: await idTokenFromPassword(teacher.email, teacher.password) })).body.data.language).toBe("es");

    const other = await open();
    await logInTeacher(other, teacher, /./);
    await other.getByRole("heading", { level: 1, name: "Panel del docente" }).waitFor({ timeout: 20_000 });
    expect(await pageLanguage(other)).toBe("es");
    await expectNoSeriousA11yViolations(other);
  });
});

async function logInTeacher(page: Page, teacher: TeacherFixture, heading: string | RegExp): Promise<void> {
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.userName);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 20_000 });
}
