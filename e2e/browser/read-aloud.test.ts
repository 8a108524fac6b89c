// Read-aloud for young readers in the browser: the header's switch turns it on, an objective's
// speaker on Home reads the objective in the page's language (en-US, then es-419 after the student
// chooses Español). The browser's speech synthesis is replaced before the app loads by one that
// records what it is asked to say (a test machine has no voices, and nothing must be heard).
import { afterEach, describe, expect, it } from "vitest";
import { openBrowser, type BrowserSession } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { recordSpeechIn, spoken } from "../support/record-speech";
import { freshStudent, logIn, skipTutorials } from "./game-helpers";

const sessions: BrowserSession[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

describe("read-aloud", () => {
  it("is turned on in the header and reads an objective on Home in English, then in Spanish", { timeout: 120_000 }, async () => {
    const student = await freshStudent("Rosa");
    // Past the tutorials and the level's intro: Home with its objectives at once.
    await skipTutorials(student._id, { level: 2, totalBudget: 150, pagesVisited: [] });
    const session = await openBrowser();
    sessions.push(session);
    await recordSpeechIn(session.context);
    const { page } = session;
    await logIn(page, student);
    await page.getByRole("button", { name: "Exit" }).waitFor({ timeout: 20_000 });

    // Off by default: no speakers.
    const toggle = page.getByRole("switch", { name: "Read to me" });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("button", { name: "Read aloud" }).count()).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    // Turning it on reads nothing by itself.
    expect(await spoken(page)).toEqual([]);

    const firstObjective = page.getByRole("heading", { name: "Objectives" }).locator("xpath=..").getByRole("listitem").first();
    const englishText = (await firstObjective.locator("span").first().textContent())?.trim() ?? "";
    expect(englishText.length).toBeGreaterThan(0);
    const speaker = firstObjective.getByRole("button", { name: "Read aloud" });
    const size = await speaker.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(24);
    expect(size?.height).toBeGreaterThanOrEqual(24);
    await speaker.click();
    expect(await spoken(page)).toEqual([{ text: englishText, lang: "en-US" }]);
    expect(await speaker.getAttribute("aria-pressed")).toBe("true");
    await expectNoSeriousA11yViolations(page);
    // Pressed again: stops.
    await speaker.click();
    expect(await speaker.getAttribute("aria-pressed")).toBe("false");

    // Español: the same objective, read in Spanish.
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");
    await page.getByRole("button", { name: "Salir" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("switch", { name: "Léeme" }).getAttribute("aria-checked")).toBe("true");
    const objetivo = page.getByRole("heading", { name: "Objetivos" }).locator("xpath=..").getByRole("listitem").first();
    const spanishText = (await objetivo.locator("span").first().textContent())?.trim() ?? "";
    expect(spanishText).not.toBe(englishText);
    await objetivo.getByRole("button", { name: "Leer en voz alta" }).click();
    expect((await spoken(page)).at(-1)).toEqual({ text: spanishText, lang: "es-419" });
  });
});
