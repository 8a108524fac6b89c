// A teacher with a bigger class than they said, and long names: the
// CSV dialog's refusals in sight and in the teacher's words, the class-size
// warning, the printed login cards, Classroom Stats' chart labels and the decisions view,
// at 1366x768 and 768x1024. The teacher acts through the screens with the mouse; only the
// teacher account itself is a fixture.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { db, makeTeacher, type TeacherFixture } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
let browser: BrowserSession;
let page: Page;
let teacher: TeacherFixture;

const SIZES = [
  [1366, 768],
  [768, 1024],
] as const;

// Long names of the kind a real class has, and some longer still.
const LONG_NAMES: Array<[string, string]> = [
  ["Abigail", "Hernandez-Villanueva"],
  ["Anne-Marie", "D'Souza"],
  ["Maximiliana", "Wolfeschlegelsteinhausenbergerdorff"],
  ["Bartholomew Alexander", "Featherstonehaugh-Cholmondeley"],
  ["Oluwaseun", "Adebayo-Okonkwo"],
  ["Guadalupe", "Montenegro de la Fuente"],
];
const CLASS: Array<[string, string]> = [...LONG_NAMES, ...Array.from({ length: 54 }, (_, i): [string, string] => [`Skater${String(i).padStart(2, "0")}`, `Familyname${i}`])];

const csvOf = (rows: Array<[string, string]>) => ["firstName,lastName", ...rows.map(([first, last]) => `${first},${last}`)].join("\n");

beforeAll(async () => {
  teacher = await makeTeacher({ name: "Ms Rivera", classSize: 32 });
  browser = await openBrowser();
  page = browser.page;
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.userName);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 20_000 });
  await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });
});
afterAll(async () => browser?.close());
// Each test starts from the dashboard, as the teacher comes back to it.
beforeEach(async () => {
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${hostingUrl}/teacher/home`);
  await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).waitFor({ timeout: 20_000 });
});

const shot = (name: string, fullPage = false) => saveScreenshot(page, `teacher-big-class-${name}.png`, { fullPage });

/** Axe, a picture, nothing on the page wider than the window, and the screen's own checks, at both sizes. */
async function bothSizes(name: string, check?: () => Promise<void>) {
  await page.mouse.move(0, 0);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await shot(`${name}-${width}x${height}`);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}`).toBeLessThanOrEqual(width);
    await check?.();
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

const dialog = (name: string) => page.getByRole("dialog", { name });

async function openUpload() {
  await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
  await dialog("Upload CSV").waitFor();
}

async function choose(name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer });
}

/** Is the element's box wholly inside the window now? */
async function inView(locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return !!box && !!size && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

describe("a teacher with a class of 60 long names, who said 32", () => {
  it("an empty file and a binary file renamed .csv get their own clear words, before anything is sent", async () => {
    await openUpload();
    const upload = dialog("Upload CSV");
    await choose("empty.csv", Buffer.alloc(0));
    await upload.getByRole("alert").filter({ hasText: "The CSV file is empty." }).waitFor();
    // A PNG's first bytes: not text at all.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0x00, 0x01]);
    await choose("photo.csv", png);
    await upload.getByRole("alert").filter({ hasText: "That file is not a CSV file." }).waitFor();
    expect(await upload.getByText("needs a header row").count()).toBe(0);
    await bothSizes("csv-not-a-csv");
    await upload.getByRole("button", { name: "Cancel" }).click();
    await upload.waitFor({ state: "hidden" });
  });

  it("warns in the preview that 60 students is more than the 32 the teacher said, adds them all, and the dashboard offers to update the class size", async () => {
    await openUpload();
    const upload = dialog("Upload CSV");
    await choose("class-6r.csv", Buffer.from(csvOf(CLASS)));
    await upload.getByText("Preview: 60 rows read, 60 ready").waitFor();
    // Soft: the class is uploaded either way, for the tests after this one.
    const warning = upload.getByTestId("class-size-warning");
    await warning.waitFor({ timeout: 10_000 }).catch(() => undefined);
    expect.soft(await warning.textContent({ timeout: 1_000 }).catch(() => "")).toContain("Your class would have 60 students; you said it would have 32.");
    await bothSizes("csv-size-warning", async () => expect.soft(await inView(warning)).toBe(true));

    await upload.getByRole("button", { name: "Upload 60 Students" }).click();
    // The upload runs as a job: generous, the machine may be busy.
    await upload.getByText("60 students added, 0 rows not added.").waitFor({ timeout: 180_000 });
    await upload.getByRole("button", { name: "Done" }).click();
    await upload.waitFor({ state: "hidden" });

    const note = page.getByTestId("class-size-note");
    await note.getByText("Your class has 60 students; you said it would have 32.").waitFor({ timeout: 20_000 });
    await bothSizes("size-note");
    await note.getByRole("button", { name: "Update Class Size" }).click();
    const edit = dialog("Class Size");
    await edit.waitFor();
    expect(await edit.getByLabel(/^Class Size/).inputValue()).toBe("60");
    await bothSizes("size-edit");
    await edit.getByRole("button", { name: "Save" }).click();
    await edit.waitFor({ state: "hidden" });
    await note.waitFor({ state: "hidden" });
    await expect.poll(async () => (await db().doc(`teachers/${teacher.uid}`).get()).get("classSize")).toBe(60);
  }, 300_000);

  it("says before the upload that 1,500 more students will not fit, and shows the server's refusal at the top of the dialog, in sight, as an alert", async () => {
    await openUpload();
    const upload = dialog("Upload CSV");
    const lines = Array.from({ length: 1500 }, (_, i): [string, string] => [`Extra${String(i).padStart(4, "0")}`, `Family${i % 37}`]);
    await choose("whole-school.csv", Buffer.from(csvOf(lines)));
    await upload.getByText("Preview: 1,500 rows read, 1,500 ready").waitFor();
    // The preview knows the class: it says so before anything is sent.
    await upload.getByTestId("class-size-warning").filter({ hasText: "room for only 1,440 more" }).waitFor();
    await upload.getByRole("button", { name: "Upload 1,500 Students" }).click();
    const refusal = upload.getByRole("alert").filter({ hasText: "Nobody was added." });
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toContain("This file has 1,500 new students, but your class has room for only 1,440 more (a class can have at most 1,500). Nobody was added.");
    expect(await inView(refusal)).toBe(true);
    // Above the preview, and where the keyboard is.
    const previewBox = await upload.getByRole("table", { name: "Preview of the file's rows" }).boundingBox();
    const refusalBox = await refusal.boundingBox();
    expect(refusalBox!.y).toBeLessThan(previewBox!.y);
    expect(await refusal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await shot("csv-refused-1366x768");
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await inView(refusal)).toBe(true);
    await shot("csv-refused-768x1024");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    await upload.getByRole("button", { name: "Cancel" }).click();
    await upload.waitFor({ state: "hidden" });
  });

  it("prints login cards that say whose class, with every username and password whole inside its card", async () => {
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("button", { name: "Print All 60 Login Cards" }).click();
    const cards = page.locator(".login-card-sheet .login-card");
    expect(await cards.count()).toBe(60);
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 816, height: 1056 });
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const outer = card.getBoundingClientRect();
        const inside = Array.from(card.querySelectorAll(".login-card-value")).every((value) => {
          const box = value.getBoundingClientRect();
          return box.top >= outer.top && box.bottom <= outer.bottom && box.left >= outer.left && box.right <= outer.right && value.scrollWidth <= value.clientWidth + 1;
        });
        return { text: card.textContent ?? "", inside, values: card.querySelectorAll(".login-card-value").length };
      }),
    );
    for (const card of boxes) {
      expect(card.values, card.text).toBe(3);
      expect(card.inside, card.text).toBe(true);
      expect(card.text).toContain("Ms Rivera's class");
    }
    // A page holds six cards; no cut line runs below a page's last row.
    const pages = page.locator(".login-card-sheet .login-card-page");
    expect(await pages.count()).toBe(10);
    const lastRowLines = await pages.evaluateAll((elements) =>
      elements.flatMap((sheet) => Array.from(sheet.querySelectorAll(".login-card")).slice(-2).map((card) => getComputedStyle(card).borderBottomWidth)),
    );
    expect(lastRowLines).toEqual(Array.from({ length: 20 }, () => "0px"));
    await shot("login-cards-print", true);
    await shot("login-cards-print-page-1");
    const pdf = await page.pdf({ format: "Letter" });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length).toBe(10);
    await page.emulateMedia({ media: null });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("Classroom Stats shows every name whole (or cut only at its end), with the figures as text", async () => {
    await page.getByRole("button", { name: "Classroom Stats", exact: true }).click();
    const stats = dialog("Classroom Stats");
    await stats.waitFor();
    await stats.getByText("Loading your class").waitFor({ state: "hidden", timeout: 20_000 });
    const chart = stats.getByRole("figure", { name: /Minutes by student/ });
    await chart.waitFor();
    const check = async () => {
      // The names beside the bars, however drawn (page text, or SVG text as before): anything
      // in the drawing that is not a bar's figure, outside the screen readers' table.
      const labels = chart.locator(".class-chart-name, svg text").filter({ hasNotText: /^\d+$/ });
      await labels.first().waitFor();
      // Every name on this page of the chart, whole or cut at its end (an ellipsis the browser
      // draws after the name's start), inside its own column, left of the bars.
      const shown = await labels.evaluateAll((elements) =>
        elements.map((label) => {
          const box = label.getBoundingClientRect();
          const figure = label.closest("figure")!.getBoundingClientRect();
          const barsLeft = label.closest("figure")!.querySelector(".recharts-wrapper")?.getBoundingClientRect().left ?? figure.right;
          const style = getComputedStyle(label);
          const cut = label instanceof HTMLElement && label.scrollWidth > label.clientWidth;
          return {
            text: (label.textContent ?? "").replace(/…$/, ""),
            inside: box.left >= figure.left && box.right <= barsLeft,
            startShows: style.direction === "ltr" && ["start", "left"].includes(style.textAlign) && (!cut || style.textOverflow === "ellipsis"),
          };
        }),
      );
      expect(shown.length).toBe(10);
      const names = CLASS.map(([first, last]) => `${first} ${last}`);
      for (const label of shown) {
        expect(names.some((name) => name.startsWith(label.text)), label.text).toBe(true);
        expect(label.inside, label.text).toBe(true);
        expect(label.startShows, label.text).toBe(true);
      }
      // The figures in a table for a screen reader and anyone who wants them.
      expect(await stats.getByRole("table", { name: /Minutes by student/ }).count()).toBe(1);
    };
    await bothSizes("stats", check);
    await page.keyboard.press("Escape");
    await stats.waitFor({ state: "hidden" });
  }, 150_000);

  it("the decisions view at the start of a lesson: 'Not started' is a count and a few names, the table is near the top and fits the window", async () => {
    await page.getByRole("tab", { name: "Decisions" }).click();
    await page.getByRole("heading", { level: 2, name: "Decisions" }).waitFor();
    await page.getByText("Loading your class").waitFor({ state: "hidden", timeout: 20_000 });
    const notStarted = page.getByTestId("glance-not-started");
    await notStarted.getByRole("heading", { name: "Not started: 60" }).waitFor();
    expect(await notStarted.getByRole("listitem").count()).toBeLessThanOrEqual(3);
    const table = page.getByRole("region", { name: "Each student's decisions" });
    const check = async () => {
      const topOf = (name: string) => page.getByRole("heading", { name }).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      // The glance is short: the table's heading follows it closely. It was about 1,000 px below the
      // glance's heading when every name was listed (the page's own header above it grows and shrinks
      // with the dashboard's buttons, so it is not counted).
      expect((await topOf("Each student")) - (await topOf("The class at a glance"))).toBeLessThan(600);
      // At 1366 the whole table fits; narrower it scrolls only inside its own box, the names staying put.
      const width = page.viewportSize()!.width;
      const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
      if (width >= 1366) expect(fits).toBe(true);
      const debriefs = table.getByRole("columnheader", { name: "Season debriefs" });
      if (width >= 1366) expect((await debriefs.boundingBox())!.x + (await debriefs.boundingBox())!.width).toBeLessThanOrEqual(width);
    };
    await bothSizes("decisions", check);
    await shot("decisions-whole-1366", true);
    await notStarted.getByRole("button", { name: "Show all 60" }).click();
    expect(await notStarted.getByRole("listitem").count()).toBe(60);
    await notStarted.getByRole("button", { name: "Show fewer" }).click();
    expect(await notStarted.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  }, 150_000);
});
