// Logins (docs/product.md#login): the shared form for students, teachers and admins.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { showsProgrammeLogo } from "../support/programme-logo";
import { layoutProblems } from "./layout-checks";
import { makeAdmin, makeStudent, makeTeacher, type TeacherFixture } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;

beforeAll(async () => {
  teacher = await makeTeacher();
});
// A fresh browser per test: a login persists in IndexedDB and would leak into the next test.
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterEach(async () => browser?.close());

async function freshStudent() {
  return makeStudent(teacher.uid, { firstName: "Lee", lastName: "Login" });
}

async function at(pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
}

/** The API calls the page makes, by path. */
function watchApi(target: Page): string[] {
  const calls: string[] = [];
  target.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

describe("the student login", () => {
  it("logs a student in by mouse and lands on /home", async () => {
    const student = await freshStudent();
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByRole("heading", { level: 1, name: "Student Login" }).waitFor();
    await page.getByLabel("Username").click();
    await page.getByLabel("Username").fill(student.userName);
    await page.getByLabel("Password").click();
    await page.getByLabel("Password").fill(student.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/home");
    const started = await page.evaluate(() => sessionStorage.getItem("rink.sessionStartedAt"));
    expect(Number(started)).toBeGreaterThan(0);
  });

  it("stays open when logged in, and offers the way back to the game", async () => {
    const student = await freshStudent();
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByLabel("Username").fill(student.userName);
    await page.getByLabel("Password").fill(student.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/home");
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByRole("status").filter({ hasText: "You're already logged in." }).waitFor();
    await page.getByRole("link", { name: "Continue where you left off" }).click();
    await at("/home");
  });

  it("logs a student in by keyboard only (Tab and Enter)", async () => {
    const student = await freshStudent();
    await page.goto(`${hostingUrl}/login/student`);
    const username = page.getByLabel("Username");
    await username.waitFor();
    // The first field has focus when the page opens.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("username");
    await page.keyboard.type(student.userName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(student.password);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Log In");
    await page.keyboard.press("Enter");
    await at("/home");
  });

  it("submits with Enter from the password field", async () => {
    const student = await freshStudent();
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByLabel("Username").fill(student.userName);
    await page.getByLabel("Password").fill(student.password);
    await page.getByLabel("Password").press("Enter");
    await at("/home");
  });

  it("says 'Username and Password required' for empty fields and sends nothing", async () => {
    const calls = watchApi(page);
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("alert").filter({ hasText: "Username and Password required" }).waitFor();
    await page.getByLabel("Username").fill("someone");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("alert").filter({ hasText: "Username and Password required" }).waitFor();
    expect(calls.filter((call) => call.includes("/auth/"))).toEqual([]);
  });

  it("shows the server's error above the buttons for a wrong password and stays logged out", async () => {
    const student = await freshStudent();
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByLabel("Username").fill(student.userName);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log In" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe("Incorrect username or password.");
    const alertBox = await alert.boundingBox();
    const buttonBox = await page.getByRole("button", { name: "Log In" }).boundingBox();
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    expect(new URL(page.url()).pathname).toBe("/login/student");
    await saveScreenshot(page, "login-student-error-1366x768.png");
    // Still logged out: a game page sends the visitor to the dashboard.
    await page.goto(`${hostingUrl}/home`);
    await at("/dashboard");
  });

  it("has Back To Dashboard and no Forgot Password link", async () => {
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByRole("heading", { level: 1, name: "Student Login" }).waitFor();
    expect(await page.getByRole("link", { name: "Forgot Password" }).count()).toBe(0);
    await page.getByRole("link", { name: "Back To Dashboard" }).click();
    await at("/dashboard");
  });

  it("keeps inputs to 100 characters", async () => {
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByLabel("Username").fill("u".repeat(150));
    expect((await page.getByLabel("Username").inputValue()).length).toBe(100);
    expect(await page.getByLabel("Password").getAttribute("maxlength")).toBe("100");
  });

  it("shows 'This site uses cookies' and disables Log In when cookies are off", async () => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "cookieEnabled", { get: () => false });
    });
    await page.goto(`${hostingUrl}/login/student`);
    await page.getByRole("alert").filter({ hasText: "This site uses cookies" }).waitFor();
    expect(await page.getByRole("button", { name: "Log In" }).isDisabled()).toBe(true);
  });
});

describe("the teacher login", () => {
  it("logs a teacher in with the e-mail address and lands on /teacher/home", async () => {
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(teacher.email);
    await page.getByLabel("Password").fill(teacher.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/teacher/home");
  });

  it("shows the Forgot Password link, which leads to /forgot-password", async () => {
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await at("/forgot-password");
  });

  it("refuses a student's account and stays logged out", async () => {
    const student = await freshStudent();
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(student.userName);
    await page.getByLabel("Password").fill(student.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("alert").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login/teacher");
    await page.goto(`${hostingUrl}/home`);
    await at("/dashboard");
  });
});

describe("the admin login", () => {
  it("logs an admin in and lands on /admin", async () => {
    const admin = await makeAdmin();
    await page.goto(`${hostingUrl}/admin/login`);
    await page.getByLabel("Username").fill(admin.userName);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/admin");
  });
});

describe("when the user check after a login fails", () => {
  it.each([
    ["a student", "/login/student", "Username", "/dashboard"],
    ["an admin", "/admin/login", "Username", "/admin/login"],
  ] as const)("logs 'Unexpected error fetching current user' for %s logging in at %s, and goes back there, logged out", async (who, loginPath, field, back) => {
    const account = who === "an admin" ? await makeAdmin() : await freshStudent();
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    await page.route("**/api/v1/auth/user", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Server is down" }) }));
    await page.goto(`${hostingUrl}${loginPath}`);
    await page.getByLabel(field, { exact: true }).fill(account.userName);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => logged.some((line) => line.includes("Unexpected error fetching current user")), { timeout: 20_000 }).toBe(true);
    await at(back);
    // Logged out: a game page or the admin console sends the visitor to a login again.
    await page.unroute("**/api/v1/auth/user");
    await page.goto(`${hostingUrl}${who === "an admin" ? "/admin" : "/home"}`);
    await at(back);
  });
});

describe("a signed-in user on another role's page", () => {
  it("sends a teacher from a student's page to /dashboard, and from an admin page to /admin/login", async () => {
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill(teacher.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/teacher/home");
    await page.goto(`${hostingUrl}/season`);
    await at("/dashboard");
    await page.goto(`${hostingUrl}/admin/teachers`);
    await at("/admin/login");
  });
});

describe("the route rules for a logged-out visitor", () => {
  it("sends /home to /dashboard and /admin to /admin/login", async () => {
    await page.goto(`${hostingUrl}/home`);
    await at("/dashboard");
    await page.goto(`${hostingUrl}/admin`);
    await at("/admin/login");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
  });
});

describe("the login pages", () => {
  it.each([
    ["/login/student", "Student Login", "login-student"],
    ["/login/teacher", "Teacher Login", "login-teacher"],
    ["/admin/login", "Admin Login", "login-admin"],
  ])("%s at 1366x768 and 768x1024: the programme logo behind it, nothing cut off or drawn over, axe passing", async (pathname, heading, shot) => {
    for (const [width, height] of [
      [1366, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${hostingUrl}${pathname}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect.soft(await layoutProblems(page), `${pathname} at ${width}x${height}`).toEqual([]);
      expect.soft(await showsProgrammeLogo(page), `the programme logo behind ${pathname} (docs/product.md#routes)`).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `${shot}-${width}x${height}.png`);
    }
  });
});
