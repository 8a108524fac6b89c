// A real fault on the teacher's dashboard: the school's Wi-Fi goes (the network cut in Chromium
// itself, context.setOffline) while the teacher works. Adding a student meanwhile says why it did
// not go (the network error's own message, as the specification asks) and keeps what was typed;
// nothing reaches the server. A student who plays meanwhile is seen once the network is back,
// without a reload, and the add sent again makes the student once.
import { afterEach, describe, expect, it } from "vitest";
import { openBrowser, saveScreenshot, type BrowserSession } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { db, makeStudent, makeTeacher } from "../support/server-sdk";

const { hostingUrl } = stackInfo();
let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const namesInClass = async (teacherId: string) =>
  (await db().collection("students").where("teacherId", "==", teacherId).get()).docs.map((doc) => `${String(doc.get("firstName"))} ${String(doc.get("lastName"))}`).sort();

describe("the teacher's dashboard when the network drops", () => {
  it("says an add did not go and keeps the names, shows what changed meanwhile once back, and adds the student once", { timeout: 90_000 }, async () => {
    const teacher = await makeTeacher();
    const player = await makeStudent(teacher.uid, { firstName: "Ola", lastName: "Offline" });
    browser = await openBrowser();
    const { page, context } = browser;
    await page.goto(`${hostingUrl}/login/teacher`);
    await page.getByLabel("Username or Email").fill(teacher.userName);
    await page.getByLabel("Password").fill(teacher.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 30_000 });
    await page.getByRole("tab", { name: "Students" }).click();
    const roster = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Password" }) });
    await roster.getByRole("cell", { name: "Ola", exact: true }).waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await page.getByRole("button", { name: "Add Student", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add Student" });
    await add.getByLabel(/^First Name/).fill("Nia");
    await add.getByLabel(/^Last Name/).fill("Network");
    await add.getByRole("button", { name: "Add Student" }).click();
    await add.getByRole("alert").getByText("Failed to fetch").waitFor({ timeout: 15_000 });
    expect(await add.getByLabel(/^First Name/).inputValue(), "what was typed stays").toBe("Nia");
    expect(await add.getByLabel(/^Last Name/).inputValue()).toBe("Network");
    await saveScreenshot(page, "teacher-offline-add.png");
    expect(await namesInClass(teacher.uid), "nothing reached the server").toEqual(["Ola Offline"]);
    // Meanwhile a student plays on: the teacher's edit of their name, made from another device.
    await db().doc(`students/${player._id}`).update({ firstName: "Olamide" });

    await context.setOffline(false);
    await add.getByRole("button", { name: "Add Student" }).click();
    await add.waitFor({ state: "hidden", timeout: 20_000 });
    await roster.getByRole("cell", { name: "Nia", exact: true }).waitFor({ timeout: 20_000 });
    await roster.getByRole("cell", { name: "Olamide", exact: true }).waitFor({ timeout: 20_000 });
    expect(await namesInClass(teacher.uid)).toEqual(["Nia Network", "Olamide Offline"]);
    expect(await page.getByRole("heading", { level: 1, name: "Teacher Dashboard" }).isVisible()).toBe(true);
  });
});
