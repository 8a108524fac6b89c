// A session per device (docs/decisions.md#d31): one account logged
// in on two devices (two browsers). Logging out on one leaves the other working; the
// teacher's Sign Out Everywhere ends them all, and the other device's next action lands
// on the login page, which says why.
import { afterEach, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { db, makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";
import { settled, skipTutorials } from "./game-helpers";

const { hostingUrl } = stackInfo();
const ENDED = "Your session has ended. Please log in again.";
const opened: BrowserSession[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((browser) => browser.close()));
});

/** A device of its own: a browser with its own profile, so its own Firebase sign-in. */
async function device(): Promise<Page> {
  const browser = await openBrowser();
  opened.push(browser);
  return browser.page;
}

const at = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
const shot = (page: Page, name: string) => {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return saveScreenshot(page, `session-${name}-${width}x${height}.png`);
};

async function teacherLogsIn(page: Page, teacher: TeacherFixture) {
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.userName);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await at(page, "/teacher/home");
  await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor();
}

/** Opens Add Student and sends a name; answers what the dialog or the page then shows. */
async function addStudent(page: Page, firstName: string, lastName: string) {
  await page.getByRole("button", { name: "Add Student", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add Student" });
  await dialog.waitFor();
  await page.getByLabel(/^First Name/).fill(firstName);
  await page.getByLabel(/^Last Name/).fill(lastName);
  await dialog.getByRole("button", { name: "Add Student" }).click();
}

async function classNames(teacherId: string): Promise<string[]> {
  const students = await db().collection("students").where("teacherId", "==", teacherId).get();
  return students.docs.map((doc) => `${doc.get("firstName")} ${doc.get("lastName")}`).sort();
}

describe("a teacher on two devices", () => {
  it("logging out of the tablet leaves the laptop working; Sign Out Everywhere ends both", async () => {
    const teacher = await makeTeacher();
    const tablet = await device();
    const laptop = await device();
    await teacherLogsIn(tablet, teacher);
    await teacherLogsIn(laptop, teacher);

    // The tablet logs out, with the mouse.
    await tablet.getByRole("button", { name: "Logout", exact: true }).click();
    await at(tablet, "/dashboard");

    // The laptop is still signed in: Add Student works, and a reload stays on the dashboard.
    await addStudent(laptop, "Pia", "Projector");
    await laptop.getByText("Student Added Successfully", { exact: true }).first().waitFor({ timeout: 20_000 });
    await laptop.getByRole("dialog", { name: "Add Student" }).waitFor({ state: "hidden" });
    expect(await classNames(teacher.uid)).toEqual(["Pia Projector"]);
    await laptop.reload();
    await laptop.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor();
    await laptop.getByRole("cell", { name: "Pia", exact: true }).waitFor({ timeout: 20_000 });
    expect(new URL(laptop.url()).pathname).toBe("/teacher/home");

    // The tablet logs in again; then the laptop signs out everywhere.
    await teacherLogsIn(tablet, teacher);
    await laptop.mouse.move(0, 0);
    await shot(laptop, "teacher-header");
    const everywhere = laptop.getByRole("button", { name: "Sign Out Everywhere", exact: true });
    await everywhere.click();
    const confirm = laptop.getByRole("alertdialog", { name: "Sign out everywhere?" });
    await confirm.getByText(/every computer and tablet where you are logged in, this one too/).waitFor();
    await settled(confirm); // the opening animation
    await expectNoSeriousA11yViolations(laptop);
    await shot(laptop, "sign-out-everywhere-confirm");
    await laptop.setViewportSize({ width: 768, height: 1024 });
    await laptop.waitForTimeout(200);
    await expectNoSeriousA11yViolations(laptop);
    await shot(laptop, "sign-out-everywhere-confirm");
    await laptop.setViewportSize({ width: 1366, height: 768 });

    // Cancel changes nothing.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(new URL(laptop.url()).pathname).toBe("/teacher/home");

    await everywhere.click();
    await confirm.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await at(laptop, "/dashboard");
    await laptop.goto(`${hostingUrl}/teacher/home`);
    await at(laptop, "/dashboard");

    // The tablet's next action is refused: it lands on the login page, which says why, and stays there.
    await addStudent(tablet, "Tia", "Tablet");
    await at(tablet, "/login/teacher");
    await tablet.getByText(ENDED, { exact: true }).waitFor();
    await tablet.waitForTimeout(1_000);
    expect(new URL(tablet.url()).pathname).toBe("/login/teacher");
    await expectNoSeriousA11yViolations(tablet);
    await shot(tablet, "ended-login");
    expect(await classNames(teacher.uid)).toEqual(["Pia Projector"]);
    // Signed out in that browser too: the dashboard is closed to it.
    await tablet.goto(`${hostingUrl}/teacher/home`);
    await at(tablet, "/dashboard");

    // A new login works.
    await teacherLogsIn(tablet, teacher);
  });
});

describe("a student on two devices (a shared Chromebook)", () => {
  it("logging out on one leaves the other playing", async () => {
    const teacher = await makeTeacher();
    const student = await makeStudent(teacher.uid, { firstName: "Dev", lastName: "Twice" });
    await skipTutorials(student._id);
    const chromebook = await device();
    const home = await device();
    for (const page of [chromebook, home]) {
      await page.goto(`${hostingUrl}/login/student`);
      await page.getByLabel("Username").fill(student.userName);
      await page.getByLabel("Password").fill(student.password);
      await page.getByRole("button", { name: "Log In" }).click();
      await at(page, "/home");
    }

    await chromebook.getByRole("button", { name: "Exit" }).click();
    await chromebook.getByRole("alertdialog").getByRole("button", { name: "Log Out" }).click();
    await at(chromebook, "/dashboard");

    // The other device signs a player, through the screens.
    await home.getByRole("link", { name: /^TEAM/ }).click();
    await at(home, "/team");
    await home.getByRole("button", { name: /^Forward 1 Sign a/ }).click();
    await home.getByRole("dialog", { name: "Sign a player: Forward 1" }).getByRole("button", { name: /^Milo Marchetti / }).click();
    await home.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" }).getByRole("button", { name: "Confirm" }).click();
    await home.getByRole("button", { name: /^Forward 1 Milo Marchetti / }).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => JSON.stringify((await db().collection("students").doc(student._id).get()).get("players") ?? []), { timeout: 15_000 })
      .toContain("Milo Marchetti");
    await home.reload();
    await home.getByRole("button", { name: /^Forward 1 Milo Marchetti / }).waitFor({ timeout: 20_000 });
    expect(new URL(home.url()).pathname).toBe("/team");
    expect(await home.getByText(ENDED).count()).toBe(0);
  });
});
