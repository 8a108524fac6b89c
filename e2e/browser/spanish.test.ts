// The product in Spanish (docs/decisions.md#d81), as a Spanish-speaking student and teacher meet
// it: the language is chosen on the login page, before logging in, and kept on the account; then
// home, team, budget, scout, a game, the debrief and the trophies, and the teacher's dashboard,
// all speak Spanish. Each screen is photographed (test-results/screenshots/es-*.png) and read
// for English left behind: a word only English uses, outside the names of people, teams, cups
// and the product, fails the test with the sentence it stands in.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_TEAMS, LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS, OPPONENT_TEAMS, type Student } from "@rink/game";
import type { StoredStudent } from "@rink/common";
import { followAdvice, studentAt } from "../../testing/season-plans";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { type BrowserSession, type Page } from "../support/browser";
import { makeStudent, makeTeacher } from "../support/server-sdk";
import { eventually, hostingUrl, onPath, shot, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { openSeasonBrowser, seasonScreen, storedStudent } from "./season-helpers";

// ---- Spanish, as the catalogue says it ---------------------------------------------------

const CATALOGUE_DIR = path.resolve(import.meta.dirname, "..", "..", "web", "src", "i18n", "es");
const spanish: Record<string, string> = Object.assign(
  {},
  ...readdirSync(CATALOGUE_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(CATALOGUE_DIR, file), "utf8")) as Record<string, string>),
);
/** A message's Spanish with no arguments in it (a label, a heading). */
function es(id: string): string {
  const text = spanish[id];
  if (text === undefined) throw new Error(`No Spanish for ${id}`);
  return text;
}

/**
 * Words that only English uses, as a screen would show them: none may be left on a Spanish
 * screen. (Words Spanish shares, such as "total", "no" or "club", are not here.)
 */
const ENGLISH_ONLY = new Set(
  "the your you and with this that these those what when where which who will would can't don't isn't you're it's of to is are was for from left play played playing save saved saving savings budget team season game games money player players next back start click continue close cancel level rank spent remaining sign signed trade release scout scouting standings cup cups trophy trophies win won lost loss home page students student teacher class minutes hours log out"
    .split(" "),
);

/** Names stay as they are in every language (docs/translating.md): people, teams, cups, the product. */
function namesOnScreen(extra: string[]): Set<string> {
  const names = [
    "Rink Money",
    "Bluebird Community Bank",
    ...Object.values(HOME_TEAMS).flatMap((team) => [team.name, team.nameFull]),
    ...Object.values(OPPONENT_TEAMS).flatMap((teams) => teams.flatMap((team) => [team.name, team.nameFull])),
    ...[...LEVEL_1_PLAYERS, ...LEVEL_2_PLAYERS, ...LEVEL_3_PLAYERS].map((player) => player.playerName),
    ...extra,
  ];
  return new Set(names.flatMap((name) => name.toLowerCase().split(/[^\p{L}']+/u)).filter(Boolean));
}

/**
 * The sentences of the page that hold a word only English uses (names aside). `data` are values
 * the screen shows as they are stored, in no language: a student's username and the password made
 * for them ('yak-game-97', whose words are the generator's, not a sentence's), read out of the line
 * before its words are.
 */
async function englishLeftOn(page: Page, names: Set<string>, data: string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => {
      const prose = data.reduce((rest, value) => rest.split(value).join(" "), line);
      const words = prose.toLowerCase().split(/[^\p{L}']+/u).filter(Boolean);
      return words.some((word) => ENGLISH_ONLY.has(word) && !names.has(word));
    });
}

// ---- The browser -------------------------------------------------------------------------

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openSeasonBrowser();
  page = browser.page;
});
afterAll(async () => browser?.close());

/** The screen speaks Spanish: the page's language, a photograph to look at, and no English left. */
async function spanishScreen(name: string, names: Set<string>, data: string[] = []): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
  await page.waitForTimeout(300);
  await shot(page, `es-${name}`);
  const left = await englishLeftOn(page, names, data);
  expect(left, `English left on the Spanish ${name}`).toEqual([]);
}

/** The login page in Spanish: the chooser first (before any account is known), then the login. */
async function logInInSpanish(role: "student" | "teacher", userName: string, password: string, home: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${hostingUrl}/login/${role}`);
  await page.evaluate(() => window.localStorage.removeItem("rink-language"));
  await page.reload();
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await page.getByRole("heading", { name: role === "student" ? "Acceso de estudiantes" : "Acceso de docentes" }).waitFor();
  await page.getByLabel(role === "student" ? "Nombre de usuario" : "Nombre de usuario o correo").fill(userName);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === home, { timeout: 30_000 });
}

/** A student of their own class, in the state `build` makes from their stored document. */
async function studentIn(build: (stored: StoredStudent) => Student | null): Promise<StudentFixture> {
  const teacher = await makeTeacher();
  const student = (await makeStudent(teacher.uid, { firstName: "Lucía", lastName: "Núñez" })) as StudentFixture;
  await skipTutorials(student._id);
  const state = build(await storedStudent(student._id));
  if (state) await studentDoc(student._id).update({ ...state });
  return student;
}

const footerLink = (label: string) => page.getByRole("contentinfo").getByRole("link", { name: new RegExp(`^${label}`, "i") });

describe("the product in Spanish", () => {
  it("a student chooses Spanish at the login, and every page of a season speaks it", { timeout: 300_000 }, async () => {
    const names = namesOnScreen(["Lucía", "Núñez"]);
    // Two games into a level-1 season, a team signed: home, team, budget and a game to play.
    const student = await studentIn((stored) => studentAt(stored, { games: 2, beforeGame: followAdvice }));
    await logInInSpanish("student", student.userName, student.password, "/home");
    // The choice made before logging in is kept on the account.
    await eventually(student._id, (s) => s.language === "es");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await spanishScreen("home", names);
    await expectNoSeriousA11yViolations(page);

    await footerLink(es("play.footer.team")).click();
    await onPath(page, "/team");
    await spanishScreen("team", names);

    await footerLink(es("play.footer.budget")).click();
    await onPath(page, "/budget");
    await spanishScreen("budget", names);

    // A game, through the puck: the jumbotron's phases in Spanish, then the result.
    await footerLink(es("play.footer.season")).click();
    await onPath(page, "/season");
    const screen = seasonScreen(page);
    await screen.puck.waitFor();
    await expect.poll(() => screen.puck.isEnabled(), { timeout: 15_000 }).toBe(true);
    // Every video source the jumbotron is given during the game (the highlight lasts a moment at the test's speed).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __rinkVideoSources: string[] }).__rinkVideoSources = seen;
      new MutationObserver(() => {
        document.querySelectorAll<HTMLSourceElement>('[data-testid="jumbotron"] video source').forEach((source) => {
          if (!seen.includes(source.src)) seen.push(source.src);
        });
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["src"] });
    });
    await screen.puck.click();
    await screen.jumbotron.and(page.locator('[data-phase="GAME_ON"]')).waitFor({ timeout: 15_000 });
    await spanishScreen("game-on", names);
    await page.waitForFunction(() => (window.__rinkPhases ?? []).includes("GAME_OVER"), undefined, { timeout: 30_000 });
    await spanishScreen("game-over", names);
    await eventually(student._id, (s) => (s.season as Student["season"]).completedGames === 3, 30_000);
    // The highlight is the one whose words are drawn in Spanish (¡GOL! / ¡CASI!).
    await page.waitForFunction(() => (window.__rinkPhases ?? []).includes("GAME_HIGHLIGHT"), undefined, { timeout: 30_000 });
    const sources = await page.evaluate(() => (window as unknown as { __rinkVideoSources: string[] }).__rinkVideoSources);
    expect(sources.filter((src) => /\/highlight-(win|loss)\./.test(src)), "the highlight's sources").toEqual(
      expect.arrayContaining([expect.stringMatching(/\/highlight-(win|loss)\.es\.webm$/), expect.stringMatching(/\/highlight-(win|loss)\.es\.mp4$/)]),
    );
    expect(sources.filter((src) => /\/highlight-(win|loss)\.(webm|mp4)$/.test(src)), "no English highlight").toEqual([]);
  });

  it("a student scouting, and one at the season's end, read the scout page, the debrief and the trophies in Spanish", { timeout: 240_000 }, async () => {
    const names = namesOnScreen(["Lucía", "Núñez"]);
    const scouting = await studentIn(() => null);
    await logInInSpanish("student", scouting.userName, scouting.password, "/home");
    await page.goto(`${hostingUrl}/scout`);
    await onPath(page, "/scout");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await spanishScreen("scout", names);

    const finished = await studentIn((stored) => {
      const s = studentAt(stored, { savings: 2, games: 99, beforeGame: followAdvice });
      if (!s.season.inTransition) throw new Error("the season did not finish");
      return s;
    });
    await logInInSpanish("student", finished.userName, finished.password, "/home");
    await page.goto(`${hostingUrl}/season/debrief`);
    await onPath(page, "/season/debrief");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await spanishScreen("debrief", names);
    await page.goto(`${hostingUrl}/trophies`);
    await onPath(page, "/trophies");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await spanishScreen("trophies", names);
  });

  it("a teacher's dashboard speaks Spanish, with the class's live progress", { timeout: 180_000 }, async () => {
    const teacher = await makeTeacher({ name: "Marisol Ortega" });
    const student = (await makeStudent(teacher.uid, { firstName: "Diego", lastName: "Rivera" })) as StudentFixture;
    await skipTutorials(student._id);
    const names = namesOnScreen(["Marisol", "Ortega", "Diego", "Rivera"]);
    // The roster's row shows Diego's login as it is stored: his username and generated password are data, not words.
    const data = [student.userName, student.password, teacher.userName];
    expect(data.every((value) => value.length > 0)).toBe(true);
    await logInInSpanish("teacher", teacher.userName, teacher.password, "/teacher/home");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByText("Diego").first().waitFor({ timeout: 20_000 });
    await spanishScreen("teacher-dashboard", names, data);
    await expectNoSeriousA11yViolations(page);
    // The teacher's choice is theirs: kept on their account.
    await expect.poll(async () => (await readTeacherLanguage(teacher.uid)) ?? null, { timeout: 15_000 }).toBe("es");
  });
});

async function readTeacherLanguage(uid: string): Promise<unknown> {
  const { db } = await import("../support/server-sdk");
  return (await db().doc(`teachers/${uid}`).get()).get("language");
}
