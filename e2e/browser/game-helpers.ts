// Shared steps of the game-screen browser tests (game-*.test.ts): a fresh student per file,
// logging in through /login/student, fixtures through the Admin SDK, and keyboard helpers.
import { expect } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { saveScreenshot } from "../support/browser";
import { stackInfo } from "../support/stack-info";
import { db, makeStudent, makeTeacher } from "../support/server-sdk";
import { logInStudent } from "../../testing/log-in";
import { MONEY_CHECK, type CheckForm } from "@rink/game";
import { expectNoSeriousA11yViolations } from "../support/axe";

export const { hostingUrl } = stackInfo();

export interface StudentFixture {
  _id: string;
  userName: string;
  password: string;
}

/** A teacher and one new student of theirs, made through the API's own account functions. */
export async function freshStudent(firstName = "Sam"): Promise<StudentFixture> {
  const teacher = await makeTeacher();
  return (await makeStudent(teacher.uid, { firstName, lastName: "Skater" })) as StudentFixture;
}

export const studentDoc = (id: string) => db().collection("students").doc(id);

export async function readStudent(id: string): Promise<Record<string, unknown>> {
  return (await studentDoc(id).get()).data() ?? {};
}

/** All five tutorials done, as for a student who has played through them. */
export async function skipTutorials(id: string, extra: Record<string, unknown> = {}): Promise<void> {
  await studentDoc(id).update({
    tutorials: { home: true, budget: true, team: true, scout: true, season: true },
    ...extra,
  });
}

export const logIn = (page: Page, student: StudentFixture): Promise<void> => logInStudent(page, hostingUrl, student, 20_000);

/** Signs a teacher in through /login/teacher and waits for their dashboard. */
export async function logInTeacher(page: Page, teacher: { userName: string; password: string }): Promise<void> {
  await page.goto(`${hostingUrl}/login/teacher`);
  await page.getByLabel("Username or Email").fill(teacher.userName);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await onPath(page, "/teacher/home");
}

/** The level-1 intro a new student meets on Home before the home tutorial, skipped as a student may (game-tutorials.test.ts watches it). */
export async function skipLevelIntro(page: Page): Promise<void> {
  const intro = page.getByRole("dialog", { name: "Welcome to Level 1" });
  await intro.getByRole("button", { name: "Skip" }).click({ timeout: 20_000 });
  await intro.waitFor({ state: "hidden" });
}

export async function onPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

export async function shot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await saveScreenshot(page, `game-${name}-${width}x${height}.png`);
}

/**
 * Presses Tab until `target` has the focus: proves the control is reachable by keyboard. A control
 * disabled while a move saves (the scout page's finish button while an offer saves) is out of the
 * tab order until the save answers, and a modal dialog that stays open while its action saves ('Making
 * the offer…') keeps the focus inside it: the keys wait for both, as a person waits for them.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await expect.poll(() => target.isEnabled(), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      () =>
        target.evaluate((el) =>
          Array.from(document.querySelectorAll('[aria-modal="true"]')).every((dialog) => dialog.getClientRects().length === 0 || dialog.contains(el)),
        ),
      { timeout: 30_000, message: `a modal dialog without ${target.toString()} stays open` },
    )
    .toBe(true);
  const handle = await target.elementHandle();
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate((el) => document.activeElement === el, handle);
    if (focused) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * The mascot tutorials' timers run this many times faster (web/src/config/phase-speed.ts): a
 * 5 s slide takes 100 ms. One walk stays on the real timers (game-tutorials.test.ts).
 */
export const FAST_TUTORIALS = 50;

/** Every page the context opens from now on runs the tutorials' timers (and the season's) `speed` times faster. */
export async function speedUpTutorials(context: BrowserContext, speed = FAST_TUTORIALS): Promise<void> {
  await context.addInitScript((value) => {
    try {
      localStorage.setItem("rink-phase-speed", value);
    } catch {
      // about:blank has no storage.
    }
  }, String(speed));
}

/**
 * Waits until the CSS animations and transitions of `target` and everything in it have run to
 * their end (one cancelled by a change on the page counts as ended), e.g. before a screenshot.
 * `except` names CSS animations not to wait for (a timed slide's timer bar runs as long as the slide).
 */
export async function settled(target: Locator, except: readonly string[] = []): Promise<void> {
  await target.evaluate(async (el, skipped) => {
    const running = el.getAnimations({ subtree: true }).filter((animation) => !(animation instanceof CSSAnimation && skipped.includes(animation.animationName)));
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }, except);
}

/** Waits until the server's copy of the student satisfies `check` (moves go through the API). */
export async function eventually(id: string, check: (s: Record<string, unknown>) => boolean, timeoutMs = 15_000): Promise<Record<string, unknown>> {
  const started = Date.now();
  for (;;) {
    const s = await readStudent(id);
    if (check(s)) return s;
    if (Date.now() - started > timeoutMs) {
      // Its plain fields, whole: what the check read is among them (the lists would hide it).
      const plain = Object.fromEntries(Object.entries(s).filter(([, value]) => value === null || typeof value !== "object"));
      expect.fail(`the student document never reached the expected state: ${JSON.stringify(plain)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The line under the header while a move waits (read as text: an open dialog hides the page from the accessibility tree). */
export const waitingLine = (page: Page) => page.getByText("Saving when you are back online");

/** The ids of the requests that carry a move of `type`, each try of each: the server applies an id once. */
export function requestIdsOf(page: Page, type: string): string[] {
  const ids: string[] = [];
  page.on("request", (request) => {
    const body = request.method() === "PUT" ? (request.postDataJSON() as { moves?: Array<{ type: string }>; requestId?: string } | null) : null;
    if (body?.moves?.some((move) => move.type === type)) ids.push(body.requestId ?? "");
  });
  return ids;
}

/**
 * Answers the money check's questions `from`..`to` (0-based, `to` excluded) by mouse, as a child
 * does: clicks the words of an answer (right where `right(i)` says so), Check My Answer, reads the
 * explanation, Next Question. `photograph` is called on the first question and its explanation,
 * and axe looks at both.
 */
export async function answerMoneyCheck(
  page: Page,
  form: CheckForm,
  from: number,
  to: number,
  right: (index: number) => boolean,
  photograph?: (name: "question" | "explanation") => Promise<void>,
): Promise<void> {
  const main = page.getByRole("main");
  const questions = MONEY_CHECK[form];
  for (let i = from; i < to; i++) {
    const question = questions[i];
    if (!question) throw new Error(`form ${form} has no question ${i}`);
    await main.getByText(`Question ${i + 1} of ${questions.length}`).waitFor();
    const choice = right(i) ? question.answer : (question.answer + 1) % question.choices.length;
    await main.getByRole("group", { name: question.prompt }).getByText(question.choices[choice] ?? "", { exact: true }).click();
    if (photograph && i === from) {
      await photograph("question");
      await expectNoSeriousA11yViolations(page);
    }
    await main.getByRole("button", { name: "Check My Answer" }).click();
    if (i === questions.length - 1) break;
    await main.getByRole("heading", { name: right(i) ? "Right!" : "Not quite." }).waitFor();
    await main.getByText(question.explanation).waitFor();
    if (photograph && i === from) {
      await photograph("explanation");
      await expectNoSeriousA11yViolations(page);
    }
    await main.getByRole("button", { name: "Next Question" }).click();
  }
}

/** The whole check before the first season, from its opening to the score's Let's Play. */
export async function takeCheckBefore(page: Page): Promise<void> {
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Start the Check" }).click({ timeout: 20_000 });
  await answerMoneyCheck(page, "A", 0, MONEY_CHECK.A.length, (i) => i % 2 === 0);
  await main.getByRole("button", { name: "Let's Play" }).click();
}

/**
 * A new student of a class that takes the money check, logged in (the browser's last session
 * cleared): Home opens on the check before the first season.
 */
export async function atTheMoneyCheck(page: Page): Promise<Locator> {
  const teacher = await makeTeacher({ moneyCheck: true });
  const checked = (await makeStudent(teacher.uid, { firstName: "Moe", lastName: "Check" })) as StudentFixture;
  await skipTutorials(checked._id);
  await page.context().clearCookies();
  await logIn(page, checked);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Money check" }).waitFor({ timeout: 20_000 });
  return main;
}

/**
 * The hand holds still over its aim for a moment before it lets go, as a person does. The page takes
 * in a move at its next animation frame, and a release drops the card where the last frame left it:
 * so the hold lasts until two of the page's frames have passed, then 150 ms. A fixed pause alone
 * could end, on a busy machine, before the frame that takes in the last move, and the card would
 * drop a few moves short of the row aimed at.
 */
export async function holdStill(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.waitForTimeout(150);
}
