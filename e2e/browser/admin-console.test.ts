// The admin console (docs/product.md#admin-console): an admin logs in, reads the totals, views the
// teachers, searches them (debounced 1 s, on the server), opens a teacher's class stats by
// keyboard, downloads the CSV (formula cells defused), deletes a class and then a teacher.
// Every page state passes axe and is photographed at 1366x768 and 768x1024.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Request } from "playwright-core";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { paintedContrast } from "../support/contrast";
import { showsProgrammeLogo } from "../support/programme-logo";
import { db, makeAdmin, makeStudent, makeTeacher, unique, type TeacherFixture } from "../support/server-sdk";
import { setTimeSpent } from "../api/admin/fixtures";

const { hostingUrl } = stackInfo();
const FORMULA_START = /^[=+\-@\t\r]/;

let browser: BrowserSession;
let page: Page;
let admin: { userName: string; password: string };
/** In every fixture teacher's school name, so one search finds exactly them. */
const tag = `Zamboni${unique()}`;
let ada: TeacherFixture;
let formula: TeacherFixture;
let plus: TeacherFixture;
const adaName = `Ada Coach ${tag}`;
const formulaName = "=cmd|' /C calc'!A0";
const plusName = `+1 Bright ${tag}`;

const teacherAt = (name: string): Promise<TeacherFixture> => makeTeacher({ name, school: `${tag} Middle School` });

beforeAll(async () => {
  admin = await makeAdmin();
  ada = await teacherAt(adaName);
  const bea = await makeStudent(ada.uid, { firstName: "Bea", lastName: "Lee" });
  const cal = await makeStudent(ada.uid, { firstName: "Cal", lastName: "Moss" });
  await setTimeSpent(ada.uid, bea._id, 25 * 60_000);
  await setTimeSpent(ada.uid, cal._id, 5 * 60_000);
  formula = await teacherAt(formulaName);
  await makeStudent(formula.uid, { firstName: "Dee", lastName: "Ng" });
  plus = await teacherAt(plusName);
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

/** The programme logo behind the page, axe, then a screenshot at 1366x768 and one at 768x1024 (axe again there). */
async function check(name: string): Promise<void> {
  // Judge the page at rest: a button fading in from disabled is half-transparent for a moment.
  // (Transitions only: a spinner's animation never ends.)
  const settled = () =>
    page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"));
  await settled();
  expect(await showsProgrammeLogo(page), `the programme logo behind admin-${name}`).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `admin-${name}-1366x768.png`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await settled();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, `admin-${name}-768x1024.png`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

async function at(pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
}

const rowOf = (userName: string) => page.locator(`[data-testid="teacher-row"][data-teacher="${userName}"]`);

describe("the admin console", () => {
  it("logs the admin in at /admin/login and shows the programme's totals", async () => {
    await page.goto(`${hostingUrl}/admin/login`);
    await page.getByLabel("Username").fill(admin.userName);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await at("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Totals" }).waitFor();

    const [teachers, students] = await Promise.all([db().collection("teachers").count().get(), db().collection("students").count().get()]);
    const value = (label: string) => page.getByRole("region", { name: label }).getByTestId("stat-value");
    // Counts are shown with thousands separators (1,535): read them back as numbers.
    const shown = async (label: string) => Number((await value(label).textContent())?.replace(/,/g, ""));
    await expect.poll(() => shown("Total Teachers"), { timeout: 15_000 }).toBe(teachers.data().count);
    expect(await shown("Total Students")).toBe(students.data().count);
    // Ada's class alone played 30 minutes: at least 0.5 hours in all.
    const hours = Number((await value("Total Time Spent").textContent())?.replace(/[^\d.]/g, ""));
    expect(hours).toBeGreaterThanOrEqual(0.5);
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("link", { name: "Go Back" }).waitFor();
    await check("totals");
  });

  it("logs 'Unexpected error fetching student stats' when the totals fail, and Try Again loads them", async () => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route("**/api/v1/admin/totals", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Server is down" }) }));
    await page.reload();
    await page.getByRole("alert").filter({ hasText: "The totals could not be loaded." }).waitFor();
    expect(logged.some((text) => text.includes("Unexpected error fetching student stats"))).toBe(true);
    await check("totals-error");
    await page.unroute("**/api/v1/admin/totals");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("region", { name: "Total Teachers" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("views the teachers, with Go Back to the totals", async () => {
    await page.getByRole("link", { name: "View Teachers" }).click();
    await at("/admin/teachers");
    await page.getByRole("heading", { level: 1, name: "Teachers" }).waitFor();
    await rowOf(ada.userName).waitFor();
    await check("teachers");
    await page.getByRole("link", { name: "Go Back" }).click();
    await at("/admin");
    await page.getByRole("link", { name: "View Teachers" }).click();
    await rowOf(ada.userName).waitFor();
  });

  it("searches by school once the typing stops (one request for the whole word), and says when nothing matches", async () => {
    const searches: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/v1/admin/teachers" && url.searchParams.has("search")) searches.push(url.searchParams.get("search") ?? "");
    };
    page.on("request", onRequest);
    const search = page.getByRole("searchbox", { name: "Search teachers" });
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get("search") === tag.toLowerCase());
    await search.pressSequentially(tag.toLowerCase(), { delay: 40 });
    await answered;
    await expect.poll(() => page.getByTestId("teacher-row").count(), { timeout: 15_000 }).toBe(3);
    await page.getByRole("status").filter({ hasText: `3 teachers match “${tag.toLowerCase()}”` }).waitFor();
    expect(searches).toEqual([tag.toLowerCase()]);
    page.off("request", onRequest);

    // By name too.
    await search.fill(`ada coach ${tag}`);
    await expect.poll(() => page.getByTestId("teacher-row").count(), { timeout: 15_000 }).toBe(1);

    await search.fill(`nobody-${unique()}`);
    await page.getByText("No Data Provided").waitFor();
    await check("teachers-empty");

    await search.fill(tag);
    await expect.poll(() => page.getByTestId("teacher-row").count(), { timeout: 15_000 }).toBe(3);
  });

  it("fits the teachers' list in the window at 768x1024 and 1366x768: every row's Delete buttons whole", async () => {
    await expect.poll(() => page.getByTestId("teacher-row").count(), { timeout: 15_000 }).toBe(3);
    for (const [width, height] of [
      [768, 1024],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, `the page is wider than the ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
      for (const [userName, name] of [
        [ada.userName, adaName],
        [formula.userName, formulaName],
        [plus.userName, plusName],
      ] as const) {
        for (const label of [`Delete Teacher ${name}`, `Delete Class of ${name}`]) {
          const button = rowOf(userName).getByRole("button", { name: label });
          await button.scrollIntoViewIfNeeded();
          const box = await button.boundingBox();
          expect(box, `${label} is not shown`).not.toBeNull();
          expect(box?.x ?? -1, `${label} starts left of the window`).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${label} is cut at the window's right edge (${width}px)`).toBeLessThanOrEqual(width);
          expect((box?.y ?? 0) + (box?.height ?? 0), `${label} ends below the window`).toBeLessThanOrEqual(height);
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `admin-teachers-rows-${width}x${height}.png`);
    }
  });

  it("opens a teacher's class stats from the keyboard, student by student", async () => {
    const toggle = rowOf(ada.userName).getByRole("button", { name: new RegExp(`^${adaName}`) });
    await expect.poll(() => toggle.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
    const details = page.getByRole("region", { name: `${adaName}: class stats` });
    const students = details.getByRole("region", { name: `${adaName}'s students` });
    await students.getByRole("cell", { name: "Bea Lee" }).waitFor();
    await students.getByRole("cell", { name: "Cal Moss" }).waitFor();
    const bea = students.getByRole("row").filter({ hasText: "Bea Lee" });
    expect(await bea.getByRole("cell").last().textContent()).toBe("25");
    await details.getByText("Total minutes").waitFor();
    expect(await details.locator("dd").allTextContents()).toContain("30");
    expect(await toggle.getAttribute("aria-controls")).toBe(await page.locator("tr", { has: details }).getAttribute("id"));
    await details.scrollIntoViewIfNeeded();
    await check("teacher-expanded");
  });

  it("downloads the CSV of the teachers shown, with formula cells defused", async () => {
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe("teachers.csv");
    const text = readFileSync(await download.path(), "utf8");
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header?.slice(0, 4)).toEqual(["name", "userName", "email", "school"]);
    // The search applies: exactly the three fixture teachers.
    expect(rows.map((cells) => cells[1]).sort()).toEqual([ada.userName, formula.userName, plus.userName].sort());
    const nameOf = (userName: string) => rows.find((cells) => cells[1] === userName)?.[0];
    expect(nameOf(formula.userName)).toBe(`'${formulaName}`);
    expect(nameOf(plus.userName)).toBe(`'${plusName}`);
    expect(nameOf(ada.userName)).toBe(adaName);
    const adaRow = rows.find((cells) => cells[1] === ada.userName);
    expect(adaRow?.slice(-2)).toEqual(["2", "30"]);
    for (const cells of rows) for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
  });

  it("shows a refused download as an error toast whose words read at >= 4.5:1", async () => {
    await page.route("**/api/v1/admin/teachers.csv**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Server is down" }) }),
    );
    try {
      await page.getByRole("button", { name: "Download CSV" }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"][data-type="error"]');
      await toast.getByText("The CSV could not be downloaded.").waitFor();
      // Held open (a toast pauses under the pointer) and judged once it has slid in.
      await toast.hover();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || !(animation instanceof CSSTransition)));
      // Every text in the toast, by the colour the browser paints it (opacity included) on the toast's own.
      const ratios: Array<{ part: string; ratio: number }> = [];
      for (const part of ["title", "description", "close-trigger"]) {
        ratios.push({ part, ratio: await paintedContrast(toast.locator(`[data-part="${part}"]`)) });
      }
      for (const { part, ratio } of ratios) expect(ratio, `the error toast's ${part}`).toBeGreaterThanOrEqual(4.5);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, "admin-error-toast-1366x768.png");
      await toast.getByRole("button", { name: "Close message" }).click();
      await toast.waitFor({ state: "hidden" });
    } finally {
      await page.unroute("**/api/v1/admin/teachers.csv**");
    }
  });

  it("deletes Ada's class after a confirmation: the teacher stays, with no students", async () => {
    await rowOf(ada.userName).getByRole("button", { name: `Delete Class of ${adaName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Are you sure you want to remove ${adaName}'s class?` });
    await dialog.getByText("Removing the class will remove all 2 students and their games. The teacher keeps their account.").waitFor();
    await check("delete-class-confirm");
    // Cancel first: nothing changes.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await db().collection("students").where("teacherId", "==", ada.uid).count().get()).data().count).toBe(2);

    await rowOf(ada.userName).getByRole("button", { name: `Delete Class of ${adaName}` }).click();
    await dialog.getByRole("button", { name: "Remove Class" }).click();
    // The delete runs as a job: the dialog follows it to its end (e2e/browser/delete-jobs.test.ts for a big class).
    const ended = page.getByRole("alertdialog", { name: `${adaName}'s class was removed` });
    await ended.getByText("Removing students: 2 of 2").waitFor({ timeout: 60_000 });
    await ended.getByRole("button", { name: "Close" }).click();
    await ended.waitFor({ state: "hidden" });
    // The row and its open stats follow the server: no students, 0 minutes.
    const emptied = page.getByRole("region", { name: `${adaName}: class stats` }).getByText("No Students to Display");
    await emptied.waitFor();
    await emptied.scrollIntoViewIfNeeded();
    expect(await rowOf(ada.userName).getByRole("cell").nth(3).textContent()).toBe("0");
    expect((await db().collection("students").where("teacherId", "==", ada.uid).count().get()).data().count).toBe(0);
    expect((await db().doc(`teachers/${ada.uid}`).get()).exists).toBe(true);
    await check("class-deleted");
  });

  it("removes a class with no students in words that fit it, and the dialog closes by itself", async () => {
    await rowOf(plus.userName).getByRole("button", { name: `Delete Class of ${plusName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Are you sure you want to remove ${plusName}'s class?` });
    await dialog.getByText("The class has no students, so no student or game will be removed. The teacher keeps their account.").waitFor();
    await dialog.getByRole("button", { name: "Remove Class" }).click();
    await page.getByText(`${plusName}'s class had no students: there was nothing to remove`).waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: "hidden" });
    // No progress of nothing: the teacher's row says no removal is under way.
    expect(await rowOf(plus.userName).getByText(/0 of 0/).count()).toBe(0);
    await saveScreenshot(page, "admin-empty-class-removed-1366x768.png");
    expect((await db().doc(`teachers/${plus.uid}`).get()).exists).toBe(true);
  });

  it("deletes a teacher after the spec's confirmation, and the list updates", async () => {
    await rowOf(formula.userName).getByRole("button", { name: `Delete Teacher ${formulaName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Are you sure you want to remove ${formulaName}?` });
    await dialog.getByText("Removing a teacher will remove the entire class as well.").waitFor();
    await check("delete-teacher-confirm");
    await dialog.getByRole("button", { name: "Remove Teacher" }).click();
    const ended = page.getByRole("alertdialog", { name: `${formulaName} was removed` });
    await ended.getByText(`${formulaName} and their students were removed.`).waitFor({ timeout: 60_000 });
    await ended.getByRole("button", { name: "Close" }).click();
    await ended.waitFor({ state: "hidden" });
    await rowOf(formula.userName).waitFor({ state: "detached" });
    await page.getByRole("status").filter({ hasText: `2 teachers match “${tag}”` }).waitFor();
    expect((await db().doc(`teachers/${formula.uid}`).get()).exists).toBe(false);
    expect((await db().collection("students").where("teacherId", "==", formula.uid).count().get()).data().count).toBe(0);
    // Focus lands on the line that says what the list holds now, not on the page's top.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");
  });

  it("shows a long list 50 a page, with Previous and Next", async () => {
    const pageTag = `Pylon${unique()}`;
    const made: TeacherFixture[] = [];
    // 52 teachers, a few at a time (each is an Auth user plus documents).
    for (let start = 0; start < 52; start += 8) {
      const batch = Array.from({ length: Math.min(8, 52 - start) }, (_, i) => makeTeacher({ name: `Page Teacher ${String(start + i + 1).padStart(2, "0")} ${pageTag}` }));
      made.push(...(await Promise.all(batch)));
    }
    expect(made).toHaveLength(52);
    await page.getByRole("searchbox", { name: "Search teachers" }).fill(pageTag);
    await page.getByRole("status").filter({ hasText: `52 teachers match “${pageTag}”: showing 1–50` }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("teacher-row").count()).toBe(50);
    const pages = page.getByRole("navigation", { name: "Teacher pages" });
    await pages.getByText("Page 1 of 2").waitFor();
    expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText("Page 2 of 2").waitFor();
    await page.getByRole("status").filter({ hasText: "showing 51–52" }).waitFor();
    // Next is now disabled: the focus went to the line that says which rows show, not to the page's top.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("showing 51–52");
    expect(await page.getByTestId("teacher-row").allTextContents()).toEqual([expect.stringContaining("Page Teacher 51"), expect.stringContaining("Page Teacher 52")]);
    await pages.scrollIntoViewIfNeeded();
    await check("teachers-page-2");
    // A new search starts again on page 1.
    await page.getByRole("searchbox", { name: "Search teachers" }).fill(`page teacher 05 ${pageTag}`);
    await page.getByRole("status").filter({ hasText: `1 teacher matches` }).waitFor({ timeout: 15_000 });
    expect(await pages.count()).toBe(0);
  });

  it("logs out from the header after a confirmation", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    const revoked = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/auth/logout");
    await page.getByRole("alertdialog").getByRole("button", { name: "Log Out" }).click();
    await at("/dashboard");
    expect((await revoked).ok()).toBe(true);
    // Firebase Auth keeps the signed-in user in IndexedDB: wait until the local sign-out emptied it.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve, reject) => {
                const open = indexedDB.open("firebaseLocalStorageDb");
                open.onerror = () => reject(open.error);
                open.onsuccess = () => {
                  const count = open.result.transaction("firebaseLocalStorage").objectStore("firebaseLocalStorage").count();
                  count.onsuccess = () => resolve(count.result);
                  count.onerror = () => reject(count.error);
                };
              }),
          ),
        { timeout: 10_000 },
      )
      .toBe(0);
    await page.goto(`${hostingUrl}/admin/teachers`);
    await at("/admin/login");
  });
});
