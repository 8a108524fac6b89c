// Real faults on a student page: the school's Wi-Fi goes for a few seconds (the network cut in
// Chromium itself, context.setOffline) while the student plays. A move made meanwhile is shown as
// made, says it waits, and is saved once when the network is back, whatever page the student is
// on by then. And a page never goes white: the code of its messages, fetched only once the page
// is idle, may be missing when a message is due (its request dropped); the page stays, and the
// code is fetched again once the network is back.
import { afterEach, describe, expect, it } from "vitest";
import { openBrowser, type BrowserSession } from "../support/browser";
import type { Page } from "playwright-core";
import { eventually, freshStudent, hostingUrl, logIn, onPath, readStudent, requestIdsOf, shot, skipTutorials, tabTo, waitingLine } from "./game-helpers";

let browser: BrowserSession | undefined;


/** Opens `pathname` once the other game pages' code is in (it arrives a few seconds after the first page). */
async function openWithEveryPage(page: Page, pathname: string) {
  const otherPages = page.waitForResponse((response) => /\/assets\/trophies-[^/]*\.js$/.test(response.url()), { timeout: 30_000 });
  await page.goto(`${hostingUrl}${pathname}`);
  await onPath(page, pathname);
  await otherPages;
}


/** The scouted players placed in a contract row so far, by id, with the row's level. */
const offersOf = (stored: Record<string, unknown>) =>
  Object.fromEntries(
    (stored.players as Array<{ _id: string; offerLevel?: number | null }>)
      .filter((player) => player.offerLevel !== null && player.offerLevel !== undefined)
      .map((player) => [player._id, player.offerLevel]),
  );
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe("a student page when the network drops", () => {
  it("stays on screen when a message's code cannot be fetched, and fetches it once the network is back", { timeout: 90_000 }, async () => {
    const student = await freshStudent("Wifi");
    await skipTutorials(student._id, { pagesVisited: ["home"] });
    browser = await openBrowser();
    const { page, context } = browser;
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // The messages' code is the one file the page has not fetched when the Wi-Fi goes: every
    // request for it fails as a dropped connection does, until the network is back.
    const TOASTER_CODE = "**/assets/toaster-region-*.js";
    await page.route(TOASTER_CODE, (route) => route.abort("internetdisconnected"));
    await logIn(page, student);
    await onPath(page, "/home");
    // A change that answers with a message: Reset Season's 'Season reset. Good luck!'.
    await page.getByRole("banner").getByRole("button", { name: "Reset Season" }).click();
    await page.getByRole("alertdialog", { name: "Reset the season?" }).getByRole("button", { name: "Reset Season" }).click();
    await page.getByRole("alertdialog", { name: "Reset the season?" }).waitFor({ state: "hidden" });
    await page.waitForTimeout(2_000);
    expect(await page.getByRole("heading", { level: 1, name: "HOME" }).isVisible(), "the home page is still on screen").toBe(true);
    await shot(page, "home-message-code-missing");

    await page.unroute(TOASTER_CODE);
    const fetched = page.waitForResponse((response) => response.url().includes("toaster-region") && response.ok(), { timeout: 20_000 });
    await context.setOffline(true);
    await context.setOffline(false);
    await fetched;
    expect(await page.getByRole("heading", { level: 1, name: "HOME" }).isVisible()).toBe(true);
    expect(pageErrors.filter((message) => message.includes("dynamically imported module"))).toEqual([]);
  });

  it("keeps a savings move made offline, says it waits, and saves it once when the network is back", { timeout: 90_000 }, async () => {
    const student = await freshStudent("Nettie");
    await skipTutorials(student._id, { pagesVisited: ["home", "budget"] });
    browser = await openBrowser();
    const { page, context } = browser;
    await logIn(page, student);
    await openWithEveryPage(page, "/budget");
    const slider = page.getByRole("slider", { name: "Savings" });
    await slider.waitFor();
    const before = await readStudent(student._id);

    await context.setOffline(true);
    await tabTo(page, slider);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
    const waiting = page.getByRole("status").filter({ hasText: "Saving when you are back online" });
    await waiting.waitFor({ timeout: 15_000 });
    // Shown as made, and nothing reached the server.
    expect(await slider.getAttribute("aria-valuenow")).toBe("3");
    await page.getByText("Savings: $3").first().waitFor();
    expect((await readStudent(student._id)).savingsBudget).toBe(0);
    await shot(page, "budget-waiting-for-network");
    // The student goes on to another page meanwhile: the move still waits, and the page is there.
    await page.getByRole("navigation", { name: "Game pages" }).getByRole("link", { name: "Trophies" }).click();
    await onPath(page, "/trophies");
    await waiting.waitFor();

    await context.setOffline(false);
    await waiting.waitFor({ state: "hidden", timeout: 20_000 });
    const after = await eventually(student._id, (s) => s.savingsBudget === 3);
    // One request applied: the document was rewritten once (the visit to Trophies aside).
    expect(Number(after.revision ?? 0) - Number(before.revision ?? 0)).toBeLessThanOrEqual(2);
    expect(await page.getByText("That change did not go through").count()).toBe(0);
  });

  it("signs a player on Team offline: the confirmation waits, and the player is signed once when the network is back", { timeout: 90_000 }, async () => {
    const student = await freshStudent("Tamsin");
    await skipTutorials(student._id, { pagesVisited: ["home", "team"] });
    browser = await openBrowser();
    const { page, context } = browser;
    await logIn(page, student);
    await openWithEveryPage(page, "/team");
    const forwardOne = page.getByRole("button", { name: /^Forward 1 Sign a/ });
    await forwardOne.waitFor();
    const before = await readStudent(student._id);

    const signs = requestIdsOf(page, "sign");
    await context.setOffline(true);
    await forwardOne.click();
    await page.getByRole("dialog", { name: "Sign a player: Forward 1" }).getByRole("button", { name: /^Milo Marchetti / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" });
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await waitingLine(page).waitFor({ timeout: 15_000 });
    await shot(page, "team-waiting-for-network");
    expect((await readStudent(student._id)).fOne ?? null, "nothing reached the server").toBe(before.fOne ?? null);

    await context.setOffline(false);
    const signed = page.getByRole("button", { name: /^Forward 1 Milo Marchetti / });
    await signed.waitFor({ timeout: 20_000 });
    // His picture, which failed while the network was gone, is fetched again.
    await expect.poll(() => signed.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    await waitingLine(page).waitFor({ state: "hidden", timeout: 20_000 });
    await eventually(student._id, (s) => s.fOne === "l1-f01");
    expect(new Set(signs).size, "one request for the sign").toBe(1);
    expect(await page.getByText("That change did not go through").count()).toBe(0);
  });

  it("places a scouted player offline: shown in its row, and offered once when the network is back", { timeout: 90_000 }, async () => {
    const student = await freshStudent("Sunniva");
    await skipTutorials(student._id);
    browser = await openBrowser();
    const { page, context } = browser;
    await logIn(page, student);
    await openWithEveryPage(page, "/scout");
    const omar = page.locator("[data-rfd-drag-handle-draggable-id]", { hasText: "Omar Amory" });
    await omar.waitFor();
    const before = await readStudent(student._id);

    const offers = requestIdsOf(page, "scoutOffer");
    await context.setOffline(true);
    await omar.click();
    await page.locator('button[data-contract-level="2"]').click();
    await page.locator('[data-rfd-droppable-id="row-2"] [data-rfd-drag-handle-draggable-id]', { hasText: "Omar Amory" }).waitFor();
    await waitingLine(page).waitFor({ timeout: 15_000 });
    await shot(page, "scout-waiting-for-network");
    expect(offersOf(await readStudent(student._id)), "nothing reached the server").toEqual(offersOf(before));

    await context.setOffline(false);
    await waitingLine(page).waitFor({ state: "hidden", timeout: 20_000 });
    await eventually(student._id, (s) => offersOf(s)["l1-f09"] === 2);
    expect(new Set(offers).size, "one request for the offer").toBe(1);
    expect(await page.getByRole("heading", { name: "Make an offer to a player by dragging them to a contract level!" }).isVisible()).toBe(true);
  });
});
