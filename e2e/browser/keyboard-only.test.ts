// Everything a teacher, an admin and a student does outside the season, by keyboard alone (WCAG
// 2.2 2.1.1 Keyboard, 2.4.3 Focus Order; docs/accessibility.md). After the first page.goto (the
// address bar) every step is Tab, Shift+Tab, Enter, Space, the arrows or typing: the page reports
// every mouse, pointer, touch and wheel event (support/keyboard-only.ts), and must report none.
// A file is chosen by Enter on Choose File (the test answers the browser's file chooser, as a
// person does in the system's window); the print dialog, which headless Chromium cannot show, is
// counted instead. The server's state is read after each step. The whole season by keyboard is
// game-keyboard-season.test.ts's.
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import type { FileChooser, Locator } from "playwright-core";
import type { StoredStudent } from "@rink/common";
import { FAQ, MONEY_CHECK, playerInSlot } from "@rink/game";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { watchHand } from "../support/keyboard-only";
import { recordSpeechIn, spoken } from "../support/record-speech";
import { db, makeAdmin, makeStudent, makeTeacher, unique } from "../support/server-sdk";
import { hostingUrl, onPath, skipTutorials, speedUpTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { expectFocusBack, expectFocusClearOfToasts, expectFocusIn, focusIn, goTo, keyTo, logInByKeyboard, press, typeInto } from "./keyboard-helpers";
import { SLOT_LABEL, storedStudent } from "./season-helpers";
import { studentAt } from "../../testing/season-plans";

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A fresh browser whose pages report the hand's events from the first document on. */
async function keyboardBrowser(): Promise<{ session: BrowserSession; page: Page; hand: string[] }> {
  const session = await openBrowser();
  browser = session;
  const hand = await watchHand(session);
  // The print dialog cannot be driven headless: each call is counted instead.
  await session.context.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  return { session, page: session.page, hand };
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));

async function studentsOf(teacherId: string): Promise<Array<{ name: string; userName: string; id: string }>> {
  const snapshot = await db().collection("students").where("teacherId", "==", teacherId).get();
  return snapshot.docs
    .map((doc) => ({ name: `${String(doc.get("firstName"))} ${String(doc.get("lastName"))}`, userName: String(doc.get("userName")), id: doc.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
const namesOf = async (teacherId: string) => (await studentsOf(teacherId)).map((s) => s.name);

describe("by keyboard alone, outside the season", () => {
  it("a teacher registers, logs in, adds, renames and deletes students, uploads a class list, downloads the class, prints login cards, sets the class's language and check, and deletes the class", { timeout: 180_000 }, async () => {
    const { page, hand } = await keyboardBrowser();
    // The system's file chooser, answered as a person answers it (listened for from the start, so it is caught whenever it opens).
    const choosers: FileChooser[] = [];
    page.on("filechooser", (chooser) => choosers.push(chooser));
    const id = unique();
    const teacher = { userName: `keys${id}`, email: `keys${id}@example.com`, password: "icetime99" };

    // ---- Registration: every field typed, the state chosen by typing its name on the select. ----
    await page.goto(`${hostingUrl}/register/teacher`);
    await page.getByRole("heading", { level: 1, name: "Teacher Registration" }).waitFor();
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
    const typed: Array<[string, string]> = [
      ["Name", "Kim Keys"],
      ["Email", teacher.email],
      ["School Name", "Tab Key Elementary"],
      ["School District", "Arrow District"],
      ["School Address", "1 Enter Street"],
      ["City", "Duluth"],
    ];
    for (const [label, text] of typed) await typeInto(page, field(label), text);
    await keyTo(page, field("State"));
    await page.keyboard.type("Minn");
    await expect.poll(() => field("State").inputValue()).toBe("MN");
    for (const [label, text] of [
      ["Zip Code", "55802"],
      ["Grade Taught", "5"],
      ["Class Size", "24"],
      ["Username", teacher.userName],
      ["Password", teacher.password],
      ["Confirm Password", teacher.password],
    ] as const)
      await typeInto(page, field(label), text);
    // Enter in the last field sends the form.
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "You're registered!" }).waitFor({ timeout: 20_000 });
    const registered = await db().collection("teachers").where("userName", "==", teacher.userName).get();
    const teacherId = registered.docs[0]?.id ?? "";
    expect(registered.docs[0]?.data()).toMatchObject({ name: "Kim Keys", school: "Tab Key Elementary", state: "MN", zipCode: "55802", classSize: 24 });

    // ---- The login: Go To Teacher Login, the two fields, Enter. ----
    await press(page, page.getByRole("link", { name: "Go To Teacher Login" }));
    await onPath(page, "/login/teacher");
    await typeInto(page, page.getByLabel("Username or Email"), teacher.userName);
    await typeInto(page, page.getByLabel("Password"), teacher.password);
    await page.keyboard.press("Enter");
    await onPath(page, "/teacher/home");
    await page.getByText("No Students to Display").waitFor({ timeout: 20_000 });

    // ---- Add Student: the dialog's fields, Enter sends it. ----
    const addButton = page.getByRole("button", { name: "Add Student", exact: true });
    await press(page, addButton);
    const add = dialog(page, "Add Student");
    await expectFocusIn(add, "Add Student");
    await expect.poll(() => add.getByLabel(/^First Name/).evaluate((el) => el === document.activeElement), { message: "First Name has the focus" }).toBe(true);
    await page.keyboard.type("Zoe");
    await typeInto(page, add.getByLabel(/^Last Name/), "Zamboni");
    await page.keyboard.press("Enter");
    await add.waitFor({ state: "hidden" });
    await expect.poll(() => namesOf(teacherId)).toEqual(["Zoe Zamboni"]);
    await expectFocusBack(page, addButton, "after Add Student");

    // ---- Upload CSV: Enter on Choose File opens the system's chooser; the preview; Upload. ----
    await press(page, page.getByRole("button", { name: "Upload CSV", exact: true }));
    const upload = dialog(page, "Upload CSV");
    await expectFocusIn(upload, "Upload CSV");
    const chooseFile = upload.getByRole("button", { name: "Choose CSV File" });
    await expect.poll(() => chooseFile.evaluate((el) => el === document.activeElement), { message: "Choose File has the focus" }).toBe(true);
    const csv = ["First Name,Last Name", "Ava,Anderson", "Ben,Brooks", "Dana,Diaz"].join("\n");
    await page.keyboard.press("Enter");
    await expect.poll(() => choosers.length, { message: "Enter on Choose CSV File opens the file chooser" }).toBe(1);
    await choosers[0]?.setFiles({ name: "keys.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await upload.getByText("Preview: 3 rows read, 3 ready").waitFor();
    expect(await namesOf(teacherId), "nothing sent before Upload").toEqual(["Zoe Zamboni"]);
    await press(page, upload.getByRole("button", { name: "Upload 3 Students" }));
    await upload.getByText("3 students added, 0 rows not added.").waitFor({ timeout: 120_000 });
    await expect.poll(() => namesOf(teacherId)).toEqual(["Ava Anderson", "Ben Brooks", "Dana Diaz", "Zoe Zamboni"]);
    await press(page, upload.getByRole("button", { name: "Done" }));
    await upload.waitFor({ state: "hidden" });
    await expectFocusBack(page, page.getByRole("button", { name: "Upload CSV", exact: true }), "after Upload CSV");

    // ---- Rename: Update, the first name replaced, Enter. ----
    const updateBen = page.getByRole("button", { name: "Update Ben Brooks" });
    await press(page, updateBen);
    const update = dialog(page, "Update Student");
    await expectFocusIn(update, "Update Student");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Benny");
    await page.keyboard.press("Enter");
    await update.waitFor({ state: "hidden" });
    await expect.poll(() => namesOf(teacherId)).toEqual(["Ava Anderson", "Benny Brooks", "Dana Diaz", "Zoe Zamboni"]);
    await expectFocusBack(page, page.getByRole("button", { name: "Update Benny Brooks" }), "after Update Student");

    // ---- Delete: Cancel has the focus first; Tab to Delete, Enter. ----
    // A window (a small laptop's) whose bottom, where the toasts land, is where the row after Dana's
    // will be: the focus goes to that row's tick box, the delete's toast with it.
    const danaTick = await page.getByRole("checkbox", { name: "Select Dana Diaz for login cards" }).boundingBox();
    if (!danaTick) throw new Error("no tick box for Dana");
    const short = { width: 1366, height: Math.round(danaTick.y + danaTick.height + 36) };
    await page.setViewportSize(short);
    await press(page, page.getByRole("button", { name: "Delete Dana Diaz" }));
    const sure = dialog(page, "Are You Sure?");
    await expectFocusIn(sure, "Are You Sure?");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await press(page, sure.getByRole("button", { name: "Delete", exact: true }));
    await sure.waitFor({ state: "hidden" });
    await expect.poll(() => namesOf(teacherId)).toEqual(["Ava Anderson", "Benny Brooks", "Zoe Zamboni"]);
    // The row is gone: the focus goes to the row that took its place, not to the page's body.
    await expectFocusBack(page, page.getByRole("checkbox", { name: "Select Zoe Zamboni for login cards" }), "after a delete");
    // The toasts of the rename and the delete stack at the window's bottom, where that row was.
    await expectFocusClearOfToasts(page, "after a delete");
    await saveScreenshot(page, `keyboard-only-teacher-after-delete-${short.width}x${short.height}.png`);
    await page.setViewportSize({ width: 1366, height: 768 });

    // ---- Download Class Data: the CSV, saved through the browser's download. ----
    const downloadButton = page.getByRole("button", { name: "Download Class Data" });
    await press(page, downloadButton);
    const classData = dialog(page, "Download Class Data");
    await expectFocusIn(classData, "Download Class Data");
    await keyTo(page, classData.getByRole("button", { name: "Download CSV" }));
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe("class-data.csv");
    const saved = await readFile(await download.path(), "utf8");
    for (const { userName } of await studentsOf(teacherId)) expect(saved, `the file names ${userName}`).toContain(userName);
    await classData.waitFor({ state: "hidden" });
    await expectFocusBack(page, downloadButton, "after Download Class Data");

    // ---- Login cards: Space ticks a student, Enter prints; Clear Selection; Print All. ----
    const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
    const ava = (await studentsOf(teacherId)).find((s) => s.name === "Ava Anderson");
    const tick = page.getByRole("checkbox", { name: "Select Ava Anderson for login cards" });
    await press(page, tick, "Space");
    await expect.poll(() => tick.isChecked()).toBe(true);
    await press(page, page.getByRole("button", { name: "Print 1 Login Card" }));
    await expect.poll(printCalls).toBe(1);
    const cards = page.locator(".login-card-sheet .login-card");
    expect(await cards.count()).toBe(1);
    expect(await cards.first().locator(".login-card-value").allTextContents()).toContain(ava?.userName);
    await press(page, page.getByRole("button", { name: "Clear Selection" }));
    await press(page, page.getByRole("button", { name: "Print All 3 Login Cards" }));
    await expect.poll(printCalls).toBe(2);
    expect(await cards.count()).toBe(3);

    // ---- The Learning tab by the tab list's arrows: the money check on (Space), the class's language (the select's arrows). ----
    await keyTo(page, page.getByRole("tab", { name: "Students" }));
    for (const name of ["Decisions", "Learning"]) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => page.getByRole("tab", { name }).evaluate((el) => el === document.activeElement), { message: `ArrowRight moves to ${name}` }).toBe(true);
    }
    const learningTab = page.getByRole("tab", { name: "Learning" });
    await page.keyboard.press("Enter");
    await expect.poll(() => learningTab.getAttribute("aria-selected")).toBe("true");
    const learning = page.getByRole("tabpanel", { name: "Learning" });
    // A new class takes the check: Space turns it off, and Space again on.
    const check = learning.getByRole("switch", { name: /money check/i });
    const checkOn = async () => (await db().doc(`teachers/${teacherId}`).get()).get("moneyCheck") as boolean;
    expect(await checkOn()).toBe(true);
    await press(page, check, "Space");
    await learning.getByText("The money check is off.", { exact: false }).waitFor();
    await expect.poll(checkOn).toBe(false);
    await expectFocusBack(page, check, "after the money check's switch saved");
    await page.keyboard.press("Space");
    await learning.getByText("The money check is on.", { exact: false }).waitFor();
    await expect.poll(checkOn).toBe(true);
    const language = learning.getByLabel("Class language");
    const classLanguage = async () => (await db().doc(`teachers/${teacherId}`).get()).get("classLanguage") as string | undefined;
    // Each choice is saved as it is made: End to the last language, then Home to the first.
    await keyTo(page, language);
    await page.keyboard.press("End");
    await learning.getByText("Class language saved: Español.").waitFor();
    await expect.poll(classLanguage).toBe("es");
    await expectFocusBack(page, language, "after the class's language saved");
    await page.keyboard.press("Home");
    await learning.getByText("Class language saved: English.").waitFor();
    await expect.poll(classLanguage).toBe("en");
    await expectFocusBack(page, language, "after the class's language saved again");
    // The picture without the toasts of the steps before (they cover the setting's label).
    await page.getByText("Student Deleted Successfully", { exact: true }).waitFor({ state: "hidden", timeout: 10_000 });
    await saveScreenshot(page, "keyboard-only-teacher-learning-1366x768.png");

    // ---- Back to the Students tab (the arrows the other way), then Delete All Students: the word typed, Enter; the job to its end; Close. ----
    await keyTo(page, learningTab);
    for (const name of ["Decisions", "Students"]) {
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => page.getByRole("tab", { name }).evaluate((el) => el === document.activeElement), { message: `ArrowLeft moves to ${name}` }).toBe(true);
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("tab", { name: "Students" }).getAttribute("aria-selected")).toBe("true");
    const deleteAll = page.getByRole("button", { name: "Delete All Students" });
    await press(page, deleteAll);
    const ask = dialog(page, "Delete all students?");
    await expectFocusIn(ask, "Delete all students?");
    await typeInto(page, ask.getByLabel("Type DELETE to confirm"), "DELETE");
    await page.keyboard.press("Enter");
    const gone = dialog(page, "All students deleted");
    await gone.getByText("3 students deleted.").waitFor({ timeout: 60_000 });
    await expect.poll(() => focusIn(gone), { message: "Close has the focus once the delete runs" }).toBe(true);
    await page.keyboard.press("Enter");
    await gone.waitFor({ state: "hidden" });
    await expect.poll(() => namesOf(teacherId)).toEqual([]);
    // The button is off with no students: the empty roster, which says so, has the focus.
    await page.getByRole("tabpanel", { name: "Students" }).getByText("No Students to Display").waitFor();
    await expectFocusBack(page, page.locator("#roster-empty"), "after Delete All Students");

    expect(hand, "no mouse, pointer or touch event from the first page to the last").toEqual([]);
  });

  it("an admin logs in, finds a teacher and removes them, by keyboard alone", { timeout: 90_000 }, async () => {
    const admin = await makeAdmin();
    const tag = `Keys${unique()}`;
    const name = `Kit Removed ${tag}`;
    const gone = await makeTeacher({ name, school: `${tag} School` });
    await makeStudent(gone.uid, { firstName: "Rae", lastName: "Left" });
    const { page, hand } = await keyboardBrowser();

    await page.goto(`${hostingUrl}/admin/login`);
    await typeInto(page, page.getByLabel("Username"), admin.userName);
    await typeInto(page, page.getByLabel("Password"), admin.password);
    await page.keyboard.press("Enter");
    await onPath(page, "/admin");
    await press(page, page.getByRole("link", { name: "View Teachers" }));
    await onPath(page, "/admin/teachers");
    await typeInto(page, page.getByLabel("Search teachers"), tag);
    await page.getByRole("status").filter({ hasText: `1 teacher matches “${tag}”` }).waitFor({ timeout: 20_000 });

    const removeButton = page.getByRole("button", { name: `Delete Teacher ${name}` });
    await press(page, removeButton);
    const ask = page.getByRole("alertdialog", { name: `Are you sure you want to remove ${name}?` });
    await expectFocusIn(ask, "the removal's question");
    expect(await page.evaluate(() => document.activeElement?.textContent), "Cancel first").toBe("Cancel");
    await press(page, ask.getByRole("button", { name: "Remove Teacher" }));
    const ended = page.getByRole("alertdialog", { name: `${name} was removed` });
    await ended.getByText(`${name} and their students were removed.`).waitFor({ timeout: 60_000 });
    await press(page, ended.getByRole("button", { name: "Close" }));
    await ended.waitFor({ state: "hidden" });
    expect((await db().doc(`teachers/${gone.uid}`).get()).exists).toBe(false);
    expect((await db().collection("students").where("teacherId", "==", gone.uid).count().get()).data().count).toBe(0);
    // The focus lands on the line that says what the list holds now.
    await page.getByRole("status").filter({ hasText: `No teachers match “${tag}”` }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");

    expect(hand, "no mouse, pointer or touch event").toEqual([]);
  });

  it("a student takes the money check with the arrows and Space, opens Help, reads the FAQs, replays a tutorial and the level's intro, has an objective read aloud, rolls last season's savings over, releases a player and resets the season", { timeout: 120_000 }, async () => {
    const teacher = await makeTeacher({ moneyCheck: true });
    const student = (await makeStudent(teacher.uid, { firstName: "Kai", lastName: "Keys" })) as StudentFixture;
    await skipTutorials(student._id);
    // Level 1 before its first game, with $2 saved and a lineup signed (the engine's studentAt): the check before the season is due.
    await studentDoc(student._id).update({ ...studentAt(await storedStudent(student._id), { savings: 2 }), rollOverBudget: 4 });
    const { session, page, hand } = await keyboardBrowser();
    await speedUpTutorials(session.context);
    await recordSpeechIn(session.context);

    await logInByKeyboard(page, student);

    // ---- The money check: Tab into the choices, the arrows (Space for the first), Check My Answer, Next Question. ----
    const main = page.getByRole("main");
    await press(page, main.getByRole("button", { name: "Start the Check" }));
    const questions = MONEY_CHECK.A;
    const chosen: number[] = [];
    for (const [i, question] of questions.entries()) {
      const heading = main.getByRole("heading", { name: question.prompt });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { message: `question ${i + 1}'s heading has the focus` }).toBe(true);
      // Right on the even questions, the next choice on the odd ones.
      const choice = i % 2 === 0 ? question.answer : (question.answer + 1) % question.choices.length;
      const radios = main.getByRole("radio");
      await keyTo(page, radios.first());
      if (choice === 0) await page.keyboard.press("Space");
      // Down past the answer and back Up: both arrows move the choice.
      else {
        for (let k = 0; k < choice; k += 1) await page.keyboard.press("ArrowDown");
        if (choice < question.choices.length - 1) {
          await page.keyboard.press("ArrowDown");
          await page.keyboard.press("ArrowUp");
        }
      }
      await expect.poll(() => radios.nth(choice).isChecked(), { message: `question ${i + 1}: choice ${choice} is checked` }).toBe(true);
      chosen.push(choice);
      await press(page, main.getByRole("button", { name: "Check My Answer" }));
      await expect.poll(async () => answersGiven(await storedStudent(student._id)), { message: `answer ${i + 1} saved` }).toBe(i + 1);
      if (i === questions.length - 1) break;
      const verdict = main.getByRole("heading", { name: i % 2 === 0 ? "Right!" : "Not quite." });
      await verdict.waitFor();
      await expect.poll(() => verdict.evaluate((el) => el === document.activeElement), { message: "the verdict's heading has the focus" }).toBe(true);
      await main.getByText(question.explanation).waitFor();
      await press(page, main.getByRole("button", { name: "Next Question" }));
    }
    await main.getByTestId("check-score").getByText(`You got ${Math.ceil(questions.length / 2)} of ${questions.length} right.`).waitFor();
    const taken = await storedStudent(student._id);
    expect(taken.moneyCheck.taken.map((c) => [c.moment, c.form, c.answers])).toEqual([["before", "A", chosen]]);
    await press(page, main.getByRole("button", { name: "Let's Play" }));
    await main.getByTestId("check-score").waitFor({ state: "hidden" });

    // ---- Help: Ask Chip takes the focus; the FAQs are read to the last by keys; Watch Tutorial. ----
    const helpButton = page.getByRole("banner").getByRole("button", { name: "Help" });
    await press(page, helpButton);
    const help = page.getByRole("dialog", { name: "Ask Chip" });
    await expectFocusIn(help, "Ask Chip");
    const last = FAQ.at(-1);
    if (!last) throw new Error("no FAQ");
    const lastAnswer = help.getByText(last.answer);
    for (let i = 0; i < 20 && !(await inSight(lastAnswer)); i += 1) await page.keyboard.press("PageDown");
    expect(await inSight(lastAnswer), "the last FAQ's answer is scrolled into sight by keys").toBe(true);
    await saveScreenshot(page, "keyboard-only-help-faq-1366x768.png");
    await press(page, help.getByRole("button", { name: "Watch Tutorial" }));
    const chip = page.getByRole("dialog", { name: /^Chip:/ });
    await chip.getByText("Start with your budget!").waitFor({ timeout: 30_000 });
    const gotIt = chip.getByRole("button", { name: "Got it!" });
    await expect.poll(() => gotIt.evaluate((el) => el === document.activeElement), { timeout: 30_000, message: "'Got it!' has the focus" }).toBe(true);
    await page.keyboard.press("Enter");
    await chip.waitFor({ state: "hidden" });
    await expectFocusBack(page, helpButton, "after the replayed tutorial");
    expect((await storedStudent(student._id)).tutorials.home).toBe(true);

    // ---- Help again: the level's intro, skipped. ----
    await press(page, helpButton);
    await expectFocusIn(help, "Ask Chip");
    await press(page, help.getByRole("button", { name: "Watch the Level 1 Intro" }));
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    await expectFocusIn(intro, "the level's intro");
    await press(page, intro.getByRole("button", { name: /^(Skip|Continue)$/ }));
    await intro.waitFor({ state: "hidden" });
    await expectFocusBack(page, helpButton, "after the level's intro");

    // ---- Read to me: the header's switch by Space, then an objective's speaker by Enter. ----
    const readToMe = page.getByRole("switch", { name: "Read to me" });
    await press(page, readToMe, "Space");
    await expect.poll(() => readToMe.getAttribute("aria-checked")).toBe("true");
    const objective = page.getByRole("heading", { name: "Objectives" }).locator("xpath=..").getByRole("listitem").first();
    const objectiveWords = (await objective.locator("span").first().textContent())?.trim() ?? "";
    expect(objectiveWords.length).toBeGreaterThan(0);
    await press(page, objective.getByRole("button", { name: "Read aloud" }));
    await expect.poll(() => spoken(page)).toEqual([{ text: objectiveWords, lang: "en-US" }]);

    // ---- Budget: last season's savings rolled over, $3 of $4 (one ArrowLeft), then the last $1. ----
    await goTo(page, "BUDGET", "/budget");
    const totalBefore = (await storedStudent(student._id)).totalBudget;
    const rolloverButton = page.getByRole("button", { name: /^Use Last Season’s Savings/ });
    await press(page, rolloverButton);
    const rollover = page.getByRole("dialog", { name: "Roll over your savings" });
    await expectFocusIn(rollover, "Roll over your savings");
    await keyTo(page, rollover.getByRole("slider", { name: "Savings to add to the total budget" }));
    await page.keyboard.press("ArrowLeft");
    await rollover.getByText(`Total budget: $${totalBefore} → $${totalBefore + 3}`).waitFor();
    await press(page, rollover.getByRole("button", { name: "Add to Total Budget" }));
    await rollover.waitFor({ state: "hidden" });
    await expect.poll(async () => (await storedStudent(student._id)).totalBudget, { message: "$3 rolled over" }).toBe(totalBefore + 3);
    await expectFocusBack(page, page.getByRole("button", { name: "Use Last Season’s Savings ($1)" }), "after the first rollover");
    await press(page, page.getByRole("button", { name: "Use Last Season’s Savings ($1)" }));
    await expectFocusIn(rollover, "Roll over your savings, again");
    await press(page, rollover.getByRole("button", { name: "Add to Total Budget" }));
    await rollover.waitFor({ state: "hidden" });
    await expect.poll(async () => (await storedStudent(student._id)).rollOverBudget, { message: "every saved dollar rolled over" }).toBe(0);
    // The button has gone with the last dollar: the focus is on the savings puck, not the page's start.
    await expectFocusBack(page, page.getByRole("slider", { name: "Savings", exact: true }), "after the last rollover");

    // ---- Team: the goalie's card, Release and its question (Cancel first); the slot is open again. ----
    await goTo(page, "TEAM", "/team");
    const goalie = playerInSlot(await storedStudent(student._id), "gOne");
    if (!goalie) throw new Error("studentAt signed no goalie");
    await press(page, page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL.gOne} ${goalie.playerName}`) }));
    const card = page.getByRole("dialog", { name: `${SLOT_LABEL.gOne}: ${goalie.playerName}` });
    await expectFocusIn(card, "the goalie's card");
    await press(page, card.getByRole("button", { name: "Release" }));
    const release = page.getByRole("alertdialog", { name: "Are you sure you want to release this player?" });
    await expectFocusIn(release, "the release's question");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await press(page, release.getByRole("button", { name: "Release" }));
    await release.waitFor({ state: "hidden" });
    await expect.poll(async () => (await storedStudent(student._id)).gOne, { message: "the goalie released" }).toBeNull();
    await page.getByRole("status").filter({ hasText: `${goalie.playerName} released to the market.` }).waitFor();
    await expectFocusBack(page, page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL.gOne} Sign a`) }), "after the release");

    // ---- Home: Reset Season and its question; the level starts again. ----
    await goTo(page, "HOME", "/home");
    const resetButton = page.getByRole("button", { name: "Reset Season", exact: true });
    await press(page, resetButton);
    const reset = page.getByRole("alertdialog", { name: "Reset the season?" });
    await expectFocusIn(reset, "Reset the season?");
    await press(page, reset.getByRole("button", { name: "Reset Season" }));
    await reset.waitFor({ state: "hidden" });
    await page.getByText("Season reset. Good luck!").waitFor();
    const afresh = await storedStudent(student._id);
    expect([afresh.level, afresh.savingsBudget, afresh.fOne, afresh.gOne]).toEqual([1, 0, null, null]);
    // The question stays until the reset is saved, so the focus goes back to its button, enabled again.
    await expectFocusBack(page, resetButton, "after Reset Season");
    await expectFocusClearOfToasts(page, "after Reset Season");
    // The toast sits above the game's footer (once it has slid in), not over its first page.
    const toastOverFooter = () =>
      page.evaluate(() => {
        const toast = document.querySelector('[data-scope="toast"][data-part="root"][data-state="open"]')?.getBoundingClientRect();
        const footer = document.querySelector("footer")?.getBoundingClientRect();
        return toast && footer ? Math.round(toast.bottom - footer.top) : "no toast or no footer";
      });
    await expect.poll(toastOverFooter, { message: "px of the toast over the footer", timeout: 2_000 }).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "keyboard-only-student-after-reset-1366x768.png");

    expect(hand, "no mouse, pointer or touch event").toEqual([]);
  });
});

/** Answers the server holds: of the check under way, or of the one just finished. */
const answersGiven = (s: StoredStudent): number => s.moneyCheck.current?.answers.length ?? s.moneyCheck.taken.at(-1)?.answers.length ?? 0;

/** Whole within the window and within every box that clips it (a dialog's scrolled body). */
async function inSight(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
      const clip = parent.getBoundingClientRect();
      if (box.top < clip.top - 1 || box.bottom > clip.bottom + 1) return false;
    }
    return true;
  });
}
