// Every screen and dialog not already checked by reflow.test.ts, each reached through the screens
// once, in a state the engine computes (testing/season-plans.ts), and checked at 1366x768, 768x1024
// and 320x640 (layout-checks.ts's screenChecks): no serious or critical axe violation (WCAG 2.2 AA,
// target size on), at 320 no sideways scroll of the page (1.4.10), and on the pages and dialogs
// with the most words the WCAG text spacing cuts off no text (1.4.12). Each test goes on to its end
// and fails with the whole list of problems. Screenshots: test-results/screenshots/axe-*-320x640.png.
// The admin's totals page is only looked at here (no figure is read), so the file needs no lane of
// its own (support/lanes.ts).
import { afterEach, describe, expect, it } from "vitest";
import { MONEY_CHECK } from "@rink/game";
import { followAdvice, injuryPlan, refillStrongest, studentAt, type SeasonPoint } from "../../testing/season-plans";
import type { BrowserSession, Page } from "../support/browser";
import { makeAdmin, makeStudent, makeTeacher, unique } from "../support/server-sdk";
import { atTheMoneyCheck, freshStudent, hostingUrl, logIn, logInTeacher, onPath, skipTutorials, studentDoc, type StudentFixture } from "./game-helpers";
import { expectNoProblems, NARROW, screenChecks, type ScreenCheck } from "./layout-checks";
import { completeDialog, injuryDialog, openSeason, openSeasonBrowser, playOneGame, playToSeasonComplete, SLOT_LABEL, storedStudent, studentIn, summaryDialog, tutorial } from "./season-helpers";

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A browser of its own for a test (the phase timers fast), and the checks of its screens. */
async function open(): Promise<{ page: Page; check: ScreenCheck }> {
  browser = await openSeasonBrowser();
  return { page: browser.page, check: screenChecks(browser.page, "axe") };
}

/** Closes the open dialogs with Escape, one layer at a time, as a keyboard user leaves them. */
async function escapeAll(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  for (let i = 0; i < 4 && (await open.count()) > 0; i += 1) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(250);
  }
  await expect.poll(() => open.count(), { timeout: 5_000 }).toBe(0);
}

/** The lineup's slots as the Spanish screens name them (web/src/i18n/es/team.json). */
const SLOT_LABEL_ES: Record<keyof typeof SLOT_LABEL, string> = {
  fOne: "Delantero 1",
  fTwo: "Delantero 2",
  fThree: "Delantero 3",
  dOne: "Defensa 1",
  dTwo: "Defensa 2",
  gOne: "Portero",
};

/** Level 1, seed 1, $1 saved and the strongest lineup the rest pays for (as game-season-dialogs.test.ts). */
const STRONG: SeasonPoint = { seed: 1, savings: 1, team: "strong", cheerBonus: 0 };

describe("every screen at 1366, 768 and 320 CSS px wide: axe, reflow and text spacing", () => {
  it("shows Page Not Found and the password pages without a serious axe violation", { timeout: 90_000 }, async () => {
    const { page, check } = await open();
    await page.goto(`${hostingUrl}/no-such-page`);
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor({ timeout: 20_000 });
    await check("not-found");
    await page.goto(`${hostingUrl}/forgot-password`);
    await page.getByRole("heading", { level: 1, name: "Forgot Password" }).waitFor({ timeout: 20_000 });
    await check("forgot-password", { spacing: true });
    await page.goto(`${hostingUrl}/reset/not-a-real-token`);
    await page.getByRole("heading", { level: 1, name: "Reset Password" }).waitFor({ timeout: 20_000 });
    await check("reset-password", { spacing: true });
    // Nothing filled in: the form says what is missing.
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("alert").first().waitFor();
    await check("reset-password-refused");
    expectNoProblems(check, "problems on the logged-out pages");
  });

  it("shows a new student's level intro, tutorial panel and money check without a serious axe violation", { timeout: 120_000 }, async () => {
    const { page, check } = await open();
    const student = await freshStudent("Ivy");
    await logIn(page, student);
    const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
    await intro.getByText("Welcome to the junior league!", { exact: true }).waitFor({ timeout: 20_000 });
    await check("level-intro");
    await intro.getByRole("button", { name: /^(Skip|Continue)$/ }).click();
    await intro.waitFor({ state: "hidden" });
    await tutorial(page).getByRole("button", { name: "Got it!" }).waitFor({ timeout: 20_000 });
    await check("tutorial", { spacing: true });

    // A class that takes the money check: it opens Home before the first season.
    const main = await atTheMoneyCheck(page);
    await check("money-check", { spacing: true });
    await main.getByRole("button", { name: "Start the Check" }).click();
    const [first] = MONEY_CHECK.A;
    if (!first) throw new Error("form A has no question");
    await main.getByText(`Question 1 of ${MONEY_CHECK.A.length}`).waitFor();
    await main.getByRole("group", { name: first.prompt }).getByText(first.choices[first.answer] ?? "", { exact: true }).click();
    await check("money-check-question", { spacing: true });
    await main.getByRole("button", { name: "Check My Answer" }).click();
    await main.getByText(first.explanation).waitFor();
    await check("money-check-explanation", { spacing: true });
    expectNoProblems(check, "problems on a new student's screens");
  });

  it("shows a new student's level intro, tutorial panel, scouting and its questions and the money check in Spanish at 320 px, without a serious axe violation", { timeout: 120_000 }, async () => {
    const { page, check } = await open();
    // A student who chose Spanish (kept on the account).
    const student = await freshStudent("Inés");
    await studentDoc(student._id).update({ language: "es" });
    await logIn(page, student);
    await page.locator("html[lang=es]").waitFor({ timeout: 20_000 });
    const intro = page.getByRole("dialog", { name: "Te damos la bienvenida al Nivel 1" });
    await intro.getByRole("button", { name: /^(Saltar|Continuar)$/ }).waitFor({ timeout: 20_000 });
    await check("es-level-intro", { widths: [NARROW] });
    await intro.getByRole("button", { name: /^(Saltar|Continuar)$/ }).click();
    await intro.waitFor({ state: "hidden" });
    await tutorial(page).getByRole("button", { name: "¡Entendido!" }).waitFor({ timeout: 20_000 });
    await check("es-tutorial", { widths: [NARROW] });

    // Past the tutorials: scouting and its two questions.
    await skipTutorials(student._id);
    await page.goto(`${hostingUrl}/scout`);
    await onPath(page, "/scout");
    await page.getByRole("heading", { name: "¡Haz una oferta a un jugador arrastrándolo a un nivel de contrato!" }).waitFor({ timeout: 20_000 });
    await check("es-scout", { widths: [NARROW] });
    await page.locator("[data-rfd-drag-handle-draggable-id]", { hasText: "Ezra Penn" }).click();
    await page.locator('button[data-contract-level="1"]').click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Hacer oferta" }).waitFor();
    await check("es-scout-are-you-sure", { widths: [NARROW] });
    await escapeAll(page);
    await page.getByRole("link", { name: /^EQUIPO/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sigue buscando talentos" }).waitFor();
    await check("es-scout-leaving", { widths: [NARROW] });
    await escapeAll(page);

    // A class that takes the money check: Home opens on it before the first season.
    const teacher = await makeTeacher({ moneyCheck: true });
    const checked = (await makeStudent(teacher.uid, { firstName: "Noé", lastName: "Núñez" })) as StudentFixture;
    await skipTutorials(checked._id, { language: "es" });
    // Logged out, the device keeps Spanish for the login page: back to English there, as logIn reads it.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.removeItem("rink-language"));
    await logIn(page, checked);
    await page.locator("html[lang=es]").waitFor({ timeout: 20_000 });
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Empezar el chequeo" }).waitFor({ timeout: 20_000 });
    await check("es-money-check", { widths: [NARROW] });
    await main.getByRole("button", { name: "Empezar el chequeo" }).click();
    await main.getByText(`Pregunta 1 de ${MONEY_CHECK.A.length}`).waitFor();
    await main.getByRole("radio").first().check();
    await main.getByRole("button", { name: "Revisar mi respuesta" }).click();
    await main.getByRole("button", { name: "Siguiente pregunta" }).waitFor();
    await check("es-money-check-explanation", { widths: [NARROW] });
    expectNoProblems(check, "problems on a new student's screens in Spanish");
  });

  it("shows scouting, its 'Are you sure?' and its leaving warning, and the release question before the first game, without a serious axe violation", { timeout: 90_000 }, async () => {
    const { page, check } = await open();
    const student = await freshStudent("Sky");
    await skipTutorials(student._id);
    await logIn(page, student);
    await page.goto(`${hostingUrl}/scout`);
    await onPath(page, "/scout");
    await page.getByRole("heading", { name: "Make an offer to a player by dragging them to a contract level!" }).waitFor({ timeout: 20_000 });
    await check("scout", { spacing: true });
    // Ezra (4) on Level 1 is an overpaid weak player: the game asks first.
    await page.locator("[data-rfd-drag-handle-draggable-id]", { hasText: "Ezra Penn" }).click();
    await page.locator('button[data-contract-level="1"]').click();
    await page.getByRole("alertdialog", { name: "Are you sure?" }).waitFor();
    await check("scout-are-you-sure", { spacing: true });
    await escapeAll(page);
    await page.getByRole("link", { name: /^TEAM/ }).click();
    await page.getByRole("alertdialog", { name: "Please scout all 6 players before leaving the scout page." }).waitFor();
    await check("scout-leaving", { spacing: true });
    await escapeAll(page);

    // Before the first game a starter can be released (after it, traded): the team signed by the engine.
    await studentDoc(student._id).update({ ...studentAt(await storedStudent(student._id), STRONG) });
    await page.goto(`${hostingUrl}/team`);
    await onPath(page, "/team");
    const starter = page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL.fOne} `) });
    await starter.click({ timeout: 20_000 });
    const card = page.getByRole("dialog", { name: /^Forward 1: / });
    await card.getByRole("button", { name: "Release" }).click();
    await page.getByRole("alertdialog", { name: "Are you sure you want to release this player?" }).waitFor();
    await check("release-confirmation", { spacing: true });
    await escapeAll(page);
    expectNoProblems(check, "problems on the scout page and the release question");
  });

  it("shows a mid-season student's pages, the season's help, double-header summary and injury, the Team page's player card and questions and the logout question, and the pages and those dialogs in Spanish at 320 px, without a serious axe violation", { timeout: 150_000 }, async () => {
    const { page, check } = await open();
    // Game 4, the first injury's and the end of a double-header, is next.
    const student = await studentIn("Tess", (stored) => studentAt(stored, { ...STRONG, games: 3 }));
    await logIn(page, student);
    // The game's pages themselves (reflow.test.ts looks at them at 320 px only).
    for (const pathname of ["/home", "/team", "/budget", "/trophies"]) {
      await page.goto(`${hostingUrl}${pathname}`);
      await onPath(page, pathname);
      await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
      await check(pathname.slice(1));
    }
    await openSeason(page);
    await check("season");
    await page.getByRole("button", { name: "Help" }).click();
    const help = page.getByRole("dialog", { name: "Ask Chip" });
    await help.getByRole("heading", { name: "Questions and answers" }).waitFor();
    await check("help", { spacing: true });
    await help.getByRole("button", { name: "Close", exact: true }).click();
    await help.waitFor({ state: "hidden" });

    await playOneGame(page, { start: "click", cheer: { style: "none" } });
    await summaryDialog(page).waitFor();
    await check("double-header-summary", { spacing: true });
    await summaryDialog(page).getByRole("button", { name: "Continue Season" }).click();
    await injuryDialog(page).waitFor();
    await check("injury", { spacing: true });
    await injuryDialog(page).getByRole("button", { name: "Go to Team" }).click();
    await onPath(page, "/team");

    // The engine's own way out of the injury: a trade and signings, each only as far as its question.
    const plan = injuryPlan(await storedStudent(student._id), true);
    const { trade } = plan;
    const [sign] = plan.signs;
    if (!trade || !sign) throw new Error("the plan has no trade or no signing");
    const label = SLOT_LABEL[trade.slot];
    const slot = page.getByRole("button", { name: new RegExp(`^${label} ${trade.outgoing.playerName}`) });
    const card = page.getByRole("dialog", { name: `${label}: ${trade.outgoing.playerName}` });
    await slot.click();
    await card.waitFor();
    await check("player-card", { spacing: true });
    await card.getByRole("button", { name: "Trade" }).click();
    const board = page.getByRole("dialog", { name: `Trade ${trade.outgoing.playerName} for…` });
    await board.waitFor();
    await card.waitFor({ state: "hidden" });
    await check("trade-board");
    await board.getByRole("button", { name: new RegExp(`^${trade.incoming.playerName} `) }).click();
    await page.getByRole("alertdialog", { name: `Are you sure you want to trade ${trade.outgoing.playerName} for this player?` }).waitFor();
    await check("trade-confirmation", { spacing: true });
    await escapeAll(page);

    await page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL[sign.slot]} Sign a`) }).click();
    const signBoard = page.getByRole("dialog", { name: `Sign a player: ${SLOT_LABEL[sign.slot]}` });
    await signBoard.waitFor();
    await check("sign-board");
    await signBoard.getByRole("button", { name: new RegExp(`^${sign.player.playerName} `) }).click();
    await page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" }).waitFor();
    await check("sign-confirmation", { spacing: true });
    await escapeAll(page);

    await page.getByRole("button", { name: "Exit" }).click();
    await page.getByRole("alertdialog").getByText("Are you sure you want to log out?").waitFor();
    await check("logout", { spacing: true });
    await escapeAll(page);

    // In Spanish, whose words are longer, the same pages at 320 px.
    await page.locator("header select").first().selectOption({ label: "Español" });
    for (const pathname of ["/home", "/team", "/budget", "/trophies", "/season"]) {
      await page.goto(`${hostingUrl}${pathname}`);
      await onPath(page, pathname);
      await page.locator("html[lang=es]").waitFor({ timeout: 20_000 });
      // The injury is still open (only its questions were looked at): the season shows its dialog,
      // which hides the page's heading from the tree, as soon as the season has loaded.
      if (pathname === "/season") await page.getByRole("dialog").first().waitFor({ timeout: 20_000 });
      else await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
      await check(`es-${pathname.slice(1)}`, { widths: [NARROW] });
    }

    // The Team page's card, boards and questions, Help and the logout question, in Spanish at 320 px.
    await page.goto(`${hostingUrl}/team`);
    await onPath(page, "/team");
    await page.locator("html[lang=es]").waitFor({ timeout: 20_000 });
    const esLabel = SLOT_LABEL_ES[trade.slot];
    await page.getByRole("button", { name: new RegExp(`^${esLabel} ${trade.outgoing.playerName}`) }).click();
    const esCard = page.getByRole("dialog", { name: `${esLabel}: ${trade.outgoing.playerName}` });
    await esCard.waitFor();
    await check("es-player-card", { widths: [NARROW] });
    await esCard.getByRole("button", { name: "Cambiar" }).click();
    const esBoard = page.getByRole("dialog", { name: `Cambiar a ${trade.outgoing.playerName} por…` });
    await esBoard.waitFor();
    await check("es-trade-board", { widths: [NARROW] });
    await esBoard.getByRole("button", { name: new RegExp(`^${trade.incoming.playerName} `) }).click();
    await page.getByRole("alertdialog", { name: `¿Seguro que quieres cambiar a ${trade.outgoing.playerName} por este jugador?` }).waitFor();
    await check("es-trade-confirmation", { widths: [NARROW] });
    await escapeAll(page);
    await page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL_ES[sign.slot]} Fichar un`) }).click();
    const esSignBoard = page.getByRole("dialog", { name: `Fichar un jugador: ${SLOT_LABEL_ES[sign.slot]}` });
    await esSignBoard.waitFor();
    await check("es-sign-board", { widths: [NARROW] });
    await esSignBoard.getByRole("button", { name: new RegExp(`^${sign.player.playerName} `) }).click();
    await page.getByRole("alertdialog", { name: "¿Seguro que quieres fichar a este jugador?" }).waitFor();
    await check("es-sign-confirmation", { widths: [NARROW] });
    await escapeAll(page);
    await page.getByRole("banner").getByRole("button", { name: "Ayuda" }).click();
    await page.getByRole("dialog", { name: "Pregúntale a Chip" }).getByRole("heading", { name: "Preguntas y respuestas" }).waitFor();
    await check("es-help", { widths: [NARROW] });
    await escapeAll(page);
    await page.getByRole("button", { name: "Salir", exact: true }).click();
    await page.getByRole("alertdialog").getByText("¿Seguro que quieres salir?").waitFor();
    await check("es-logout", { widths: [NARROW] });
    await escapeAll(page);
    expectNoProblems(check, "problems on the season's dialogs and the Team page's questions");
  });

  it("shows the end of the game: the season complete dialog, the debrief, the trophies, a cup, the level's clip and the finale without a serious axe violation", { timeout: 150_000 }, async () => {
    const { page, check } = await open();
    // Level 3's last game left (as game-season.test.ts's journey 3): the engine played the rest, and
    // the injury after the game before it is open on arrival, covered here with the engine's plan.
    const point: SeasonPoint = { level: 3, seed: 1, savings: 100, team: "strong", cheerBonus: 0, beforeGame: refillStrongest };
    const student = await studentIn("Ava", (stored) => studentAt(stored, { ...point, games: studentAt(stored, point).season.allOpponents.length - 1 }));
    await playToSeasonComplete(page, student);
    const complete = completeDialog(page);
    await check("season-complete", { spacing: true });
    await complete.getByRole("button", { name: "See Your Season Debrief" }).click();
    await onPath(page, "/season/debrief");
    await page.getByRole("heading", { name: "Season Debrief" }).waitFor();
    await check("debrief", { spacing: true });
    await page.getByRole("button", { name: "Go to Trophies" }).or(page.getByRole("link", { name: "Go to Trophies" })).first().click();
    await onPath(page, "/trophies");
    await page.getByRole("heading", { name: "Season complete!" }).waitFor();
    await check("trophies-season-complete", { spacing: true });
    await page.getByRole("region", { name: "Level 3 cups" }).getByRole("button").first().click();
    await page.getByRole("dialog").waitFor();
    await check("cup", { spacing: true });
    await escapeAll(page);
    expect((await storedStudent(student._id)).season.awards.thirdCup, "the engine's season earned the award").toBe(true);
    await page.getByRole("button", { name: "Accept Award" }).click();
    const clip = page.getByRole("dialog", { name: "Level 3 Complete!" });
    await clip.waitFor();
    await check("level-complete-clip");
    await clip.getByRole("button", { name: /^(Skip|Next|Continue)$/ }).click();
    const finale = page.getByRole("dialog", { name: "Champion Manager!" });
    await finale.getByText("Congratulations, Ava!", { exact: false }).waitFor();
    await check("finale", { spacing: true });
    expectNoProblems(check, "problems at the end of the game");
  });

  it("shows the teacher's three tabs and every dialog of the dashboard, and the tabs and dialogs in Spanish at 320 px, without a serious axe violation", { timeout: 150_000 }, async () => {
    const { page, check } = await open();
    // A class bigger than the teacher said: the class size note and its dialog show.
    const teacher = await makeTeacher({ name: "Wren Axe", classSize: 1 });
    const ada = (await makeStudent(teacher.uid, { firstName: "Ada", lastName: "Mid" })) as StudentFixture;
    await skipTutorials(ada._id);
    await studentDoc(ada._id).update({ ...studentAt(await storedStudent(ada._id), { games: 2, beforeGame: followAdvice }) });
    await makeStudent(teacher.uid, { firstName: "Ben", lastName: "New" });
    await logInTeacher(page, teacher);
    await page.getByRole("button", { name: "Update Ada Mid" }).waitFor({ timeout: 20_000 });
    await check("teacher-students");

    const dialog = (name: string) => page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
    const opens = async (button: string, title: string, name: string) => {
      await page.getByRole("button", { name: button, exact: true }).click();
      await dialog(title).waitFor();
      await check(name, { spacing: true });
      await escapeAll(page);
    };
    await opens("Update Class Size", "Class Size", "teacher-class-size");
    await opens("Add Student", "Add Student", "teacher-add-student");
    await opens("Update Ada Mid", "Update Student", "teacher-update-student");
    await opens("New password for Ada Mid", "Make a New Password?", "teacher-new-password");
    await opens("Delete Ada Mid", "Are You Sure?", "teacher-delete-student");
    await opens("Upload CSV", "Upload CSV", "teacher-csv");
    await opens("Download Class Data", "Download Class Data", "teacher-class-data");
    await opens("Delete All Students", "Delete All Students", "teacher-delete-all");
    await opens("Sign Out Everywhere", "Sign out everywhere?", "teacher-sign-out-everywhere");
    await page.getByRole("button", { name: "Classroom Stats", exact: true }).click();
    await dialog("Classroom Stats").getByText("Ada").first().waitFor({ timeout: 20_000 });
    await check("teacher-classroom-stats", { spacing: true });
    await escapeAll(page);

    await page.getByRole("tab", { name: "Decisions" }).click();
    await page.getByRole("tabpanel", { name: "Decisions" }).getByText("Ada").first().waitFor({ timeout: 20_000 });
    await check("teacher-decisions", { spacing: true });
    await page.getByRole("tab", { name: "Learning" }).click();
    await page.getByRole("tabpanel", { name: "Learning" }).getByRole("switch").first().waitFor({ timeout: 20_000 });
    await check("teacher-learning", { spacing: true });

    // In Spanish, whose words are longer, the three tabs at 320 px (the teacher's own language, not the class's).
    await page.getByLabel("Language", { exact: true }).selectOption({ label: "Español" });
    await page.locator("html[lang=es]").waitFor();
    for (const [index, tab] of ["students", "decisions", "learning"].entries()) {
      await page.getByRole("tab").nth(index).click();
      await page.getByRole("tabpanel").first().waitFor();
      await check(`es-teacher-${tab}`, { widths: [NARROW] });
    }
    // Every dialog of the dashboard in Spanish at 320 px.
    await page.getByRole("tab").first().click();
    const esOpens = async (button: string, name: string) => {
      await page.getByRole("button", { name: button, exact: true }).click();
      await page.getByRole("dialog").or(page.getByRole("alertdialog")).first().waitFor();
      await check(name, { widths: [NARROW] });
      await escapeAll(page);
    };
    await esOpens("Actualizar el tamaño del grupo", "es-teacher-class-size");
    await esOpens("Agregar estudiante", "es-teacher-add-student");
    await esOpens("Actualizar a Ada Mid", "es-teacher-update-student");
    await esOpens("Contraseña nueva para Ada Mid", "es-teacher-new-password");
    await esOpens("Eliminar a Ada Mid", "es-teacher-delete-student");
    await esOpens("Subir CSV", "es-teacher-csv");
    await esOpens("Descargar los datos del grupo", "es-teacher-class-data");
    await esOpens("Eliminar a todos los estudiantes", "es-teacher-delete-all");
    await esOpens("Salir en todos los dispositivos", "es-teacher-sign-out-everywhere");
    await esOpens("Estadísticas del grupo", "es-teacher-classroom-stats");
    expectNoProblems(check, "problems on the teacher's screens");
  });

  it("shows the admin console's totals, teachers, class stats and questions, and the teachers in Spanish at 320 px, without a serious axe violation", { timeout: 120_000 }, async () => {
    const { page, check } = await open();
    const admin = await makeAdmin();
    const tag = `Axe${unique()}`;
    const name = `Ada Admin ${tag}`;
    const teacher = await makeTeacher({ name, school: `${tag} School` });
    await makeStudent(teacher.uid, { firstName: "Bea", lastName: "Lee" });
    await page.goto(`${hostingUrl}/admin/login`);
    await page.getByLabel("Username").fill(admin.userName);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await onPath(page, "/admin");
    // The totals are only looked at: other files add and remove accounts meanwhile.
    await page.getByRole("region", { name: "Total Teachers" }).getByTestId("stat-value").waitFor({ timeout: 20_000 });
    await check("admin-totals", { spacing: true });
    await page.getByRole("link", { name: "View Teachers" }).click();
    await onPath(page, "/admin/teachers");
    await page.getByRole("searchbox", { name: "Search teachers" }).fill(tag);
    const row = page.locator(`[data-testid="teacher-row"][data-teacher="${teacher.userName}"]`);
    await page.getByRole("status").filter({ hasText: `1 teacher matches` }).waitFor({ timeout: 15_000 });
    await row.waitFor();
    await check("admin-teachers", { spacing: true });
    await row.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await page.getByRole("region", { name: `${name}: class stats` }).getByRole("cell", { name: "Bea Lee" }).waitFor({ timeout: 15_000 });
    await check("admin-class-stats", { spacing: true });
    await row.getByRole("button", { name: `Delete Class of ${name}` }).click();
    await page.getByRole("alertdialog", { name: `Are you sure you want to remove ${name}'s class?` }).waitFor();
    await check("admin-delete-class", { spacing: true });
    await escapeAll(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Log Out" }).waitFor();
    await check("admin-logout", { spacing: true });
    await escapeAll(page);
    // In Spanish, whose words are longer, the list with the class stats open at 320 px.
    await page.getByLabel("Language").selectOption({ label: "Español" });
    await page.locator("html[lang=es]").waitFor();
    await check("es-admin-teachers", { widths: [NARROW] });
    expectNoProblems(check, "problems on the admin console");
  });
});
