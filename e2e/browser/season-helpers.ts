// The browser side of the season journeys (game-season.test.ts): a browser whose phase timers
// run fast, the season screen's test hooks (data-testid and data-phase),
// playing one game, the season's dialogs, the Team page's sign and trade flows, the
// tutorials and scouting of a new student, and the screenshots and axe checks.
import { expect } from "vitest";
import type { Locator } from "playwright-core";
import { readStoredStudent, type StoredStudent } from "@rink/common";
import type { GamePhase, SlotName, Student } from "@rink/game";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openBrowser, type BrowserSession, type Page } from "../support/browser";
import { eventually, freshStudent, holdStill, hostingUrl, logIn, onPath, shot, skipTutorials, studentDoc, tabTo, type StudentFixture } from "./game-helpers";
import { injuryPlan, type InjuryPlan, type SignStep, type TradeStep } from "../../testing/season-plans";

// ---- The browser ---------------------------------------------------------------------------

/** The client's phase timers run this many times faster (web/src/config/phase-speed.ts). */
export const FAST = 50;

export const BIG = { width: 1366, height: 768 } as const;
export const TABLET = { width: 768, height: 1024 } as const;

declare global {
  interface Window {
    /** Every data-phase value the jumbotron took, in order (consecutive repeats dropped). */
    __rinkPhases?: string[];
    /** What the season screen showed, each time its jumbotron or rank bars changed (see ScreenFrame). */
    __rinkFrames?: ScreenFrame[];
  }
}

/** The jumbotron and the rank bars at one moment, as a student reads them. */
export interface ScreenFrame {
  phase: string;
  message: string;
  /** The final score's accessible name ('Final score: Cubs 2, Owls 1'), when the score shows. */
  score: string;
  /** The rank bars' lines: 'Team rank', the team, its rank[, 'R + B cheer bonus'], the opponent, its rank. */
  bars: string[];
}

/**
 * Runs before the app in every document: the speed factor (read once by phase-speed.ts), and a
 * recorder of the jumbotron's phases and of what the screen shows. A phase can last 40 ms at
 * 50x, too short to poll for; the MutationObserver sees each one, the old value of every
 * change included.
 */
function beforeTheApp(speed: number): void {
  try {
    // A test that photographs a game at real speed sets this for the tab (see photographGame).
    localStorage.setItem("rink-phase-speed", sessionStorage.getItem("rink-test-phase-speed") ?? String(speed));
  } catch {
    // about:blank has no storage.
  }
  const log: string[] = [];
  const frames: ScreenFrame[] = [];
  window.__rinkPhases = log;
  window.__rinkFrames = frames;
  const add = (value: string | null) => {
    if (value && log[log.length - 1] !== value) log.push(value);
  };
  const frame = () => {
    const jumbotron = document.querySelector('[data-testid="jumbotron"]');
    if (!jumbotron) return;
    const now: ScreenFrame = {
      phase: jumbotron.getAttribute("data-phase") ?? "",
      message: document.querySelector('[data-testid="jumbotron-message"]')?.textContent ?? "",
      score: document.querySelector('[data-testid="score"]')?.getAttribute("aria-label") ?? "",
      bars: Array.from(document.querySelectorAll('[data-testid="rank-bars"] p'), (p) => p.textContent ?? ""),
    };
    const last = frames[frames.length - 1];
    if (!last || JSON.stringify(last) !== JSON.stringify(now)) frames.push(now);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes" && record.attributeName === "data-phase") add(record.oldValue);
    }
    document.querySelectorAll('[data-testid="jumbotron"]').forEach((el) => add(el.getAttribute("data-phase")));
    frame();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-phase", "aria-label"], attributeOldValue: true });
}

/** A Chromium whose pages get the speed factor and the recorders; time is the real clock's. */
export async function openSeasonBrowser({ speed = FAST } = {}): Promise<BrowserSession> {
  const session = await openBrowser(BIG);
  await session.context.addInitScript(beforeTheApp, speed);
  return session;
}

// ---- Students ------------------------------------------------------------------------------

export async function storedStudent(id: string): Promise<StoredStudent> {
  const data = readStoredStudent((await studentDoc(id).get()).data());
  if (!data) throw new Error("the stored student is not a student");
  return data;
}

/** A new student (tutorials done) in the game state `build` makes from their stored document (which keeps its id and class). */
export async function studentIn(name: string, build: (stored: StoredStudent) => Student): Promise<StudentFixture> {
  const fixture = await freshStudent(name);
  await skipTutorials(fixture._id);
  const state = build(await storedStudent(fixture._id));
  await studentDoc(fixture._id).update({ ...state });
  return fixture;
}

// ---- The season screen ---------------------------------------------------------------------

export const seasonScreen = (page: Page) => ({
  puck: page.getByTestId("puck"),
  jumbotron: page.getByTestId("jumbotron"),
  message: page.getByTestId("jumbotron-message"),
  meter: page.getByTestId("cheer-meter"),
  bonus: page.getByTestId("cheer-bonus"),
  counter: page.getByTestId("game-counter"),
  standings: page.getByTestId("standings"),
  teamCard: page.getByTestId("team-card"),
  cheerStyle: page.getByTestId("cheer-style"),
  blocked: page.getByTestId("play-blocked"),
  finish: page.getByRole("button", { name: "Finish the Game" }),
});

export const phaseOf = (page: Page): Promise<string | null> => seasonScreen(page).jumbotron.getAttribute("data-phase");
export const phaseLog = async (page: Page): Promise<string[]> => (await page.evaluate(() => window.__rinkPhases)) ?? [];
export const screenFrames = async (page: Page): Promise<ScreenFrame[]> => (await page.evaluate(() => window.__rinkFrames)) ?? [];

/** Opens /season from anywhere and waits for the puck. */
export async function openSeason(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== "/season") await page.goto(`${hostingUrl}/season`);
  await onPath(page, "/season");
  await seasonScreen(page).puck.waitFor();
}

/** The READY/TRANSITION state the puck can start a game from: the puck says 'Start the game' and is enabled. */
export async function readyToStart(page: Page): Promise<void> {
  const startButton = seasonScreen(page).puck.and(page.getByRole("button", { name: "Start the game" }));
  await startButton.waitFor({ timeout: 15_000 });
  await expect.poll(() => startButton.isEnabled(), { timeout: 15_000 }).toBe(true);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export type Cheer =
  /** Clicks as fast as the mouse goes while GAME_ON lasts (at most `clicks`). */
  | { style: "fast"; clicks: number }
  /** 'Cheer at my own pace': `presses` presses `gapMs` apart; the bonus must climb and never fall. */
  | { style: "steady"; presses: number; gapMs: number; onWait?: () => Promise<void> }
  | { style: "none" };

export interface PlayOptions {
  start: "click" | "space";
  cheer: Cheer;
}

/**
 * Plays the next game from READY or TRANSITION: the puck starts it (by mouse or Space), the
 * student cheers in GAME_ON, and the game runs through GAME_OVER and its highlight until the
 * puck can start a game again (or a dialog or the season's end takes over). Returns the
 * phases the game went through.
 */
export async function playOneGame(page: Page, { start, cheer }: PlayOptions): Promise<string[]> {
  const screen = seasonScreen(page);
  await readyToStart(page);
  const before = (await phaseLog(page)).length;
  if (start === "space") {
    await page.locator("body").focus();
    await page.keyboard.press("Space");
  } else {
    await screen.puck.click();
  }
  await screen.jumbotron.and(page.locator('[data-phase="GAME_ON"]')).waitFor({ timeout: 15_000 });
  if (cheer.style === "fast") await cheerFast(page, cheer.clicks);
  if (cheer.style === "steady") await cheerSteady(page, cheer.presses, cheer.gapMs, cheer.onWait);
  await page.waitForFunction(
    (from) => {
      const log = (window.__rinkPhases ?? []).slice(from);
      const now = document.querySelector('[data-testid="jumbotron"]')?.getAttribute("data-phase");
      return log.includes("GAME_OVER") && (now === "TRANSITION" || now === "READY");
    },
    before,
    { timeout: 20_000 },
  );
  return (await phaseLog(page)).slice(before);
}

async function cheerFast(page: Page, clicks: number): Promise<void> {
  const { x, y } = await centre(seasonScreen(page).puck);
  for (let i = 0; i < clicks && (await phaseOf(page)) === "GAME_ON"; i += 1) await page.mouse.click(x, y);
}

/** Reads 'Cheer bonus: +N'. */
export async function cheerBonus(page: Page): Promise<number> {
  const text = ((await seasonScreen(page).bonus.textContent()) ?? "").replace(/\s+/g, " ");
  const match = /Cheer bonus: \+(\d)/.exec(text);
  if (!match) throw new Error(`no cheer bonus in "${text}"`);
  return Number(match[1]);
}

/**
 * Steady cheering: one press is a whole cheer level (5 clicks), so after press k the bonus is
 * floor(k / 3), whatever the pause between presses: the meter never falls. At 50x a decay
 * would come every 40 ms, so `gapMs` of 40 or more would show one at once.
 */
async function cheerSteady(page: Page, presses: number, gapMs: number, onWait?: () => Promise<void>): Promise<void> {
  const screen = seasonScreen(page);
  const { x, y } = await centre(screen.puck);
  const seen: number[] = [];
  for (let k = 1; k <= presses; k += 1) {
    await page.mouse.click(x, y);
    await expect.poll(() => cheerBonus(page), { timeout: 5_000 }).toBe(Math.min(5, Math.floor(k / 3)));
    seen.push(await cheerBonus(page));
    // Halfway, once the periods have run out: the game waits for the student.
    if (k === 6 && onWait) {
      await screen.message.getByText(/Keep cheering at your own pace: \d+ more cheers? for the full bonus/).waitFor({ timeout: 15_000 });
      await onWait();
    }
    await page.waitForTimeout(gapMs);
    expect(await cheerBonus(page), "the steady meter never falls").toBe(seen[seen.length - 1]);
  }
  expect(seen.at(-1)).toBe(5);
  // With the full bonus the game goes on by itself; the button is there if it does not.
  if ((await phaseOf(page)) === "GAME_ON" && (await screen.finish.isVisible())) {
    await page.waitForTimeout(500);
    if ((await phaseOf(page)) === "GAME_ON") await screen.finish.click();
  }
}

// ---- Photographs and axe -------------------------------------------------------------------

/** Screenshots at 1366x768 and 768x1024, back to 1366x768. */
export async function shootBoth(page: Page, name: string, settleMs = 300): Promise<void> {
  for (const size of [BIG, TABLET]) {
    await page.setViewportSize(size);
    if (settleMs) await page.waitForTimeout(settleMs);
    await shot(page, name);
  }
  await page.setViewportSize(BIG);
}

export interface AxeChecks {
  /** Runs axe unless this key (a phase, a dialog) was checked already in this file. */
  (page: Page, key: string): Promise<void>;
  /** What axe found, by key: a journey goes on to the end, and the file fails with the whole list. */
  problems: string[];
}

/** Axe once per key over the whole file: each state is checked, none twice. */
export function axeOnce(): AxeChecks {
  const done = new Set<string>();
  const problems: string[] = [];
  const check = async (page: Page, key: string) => {
    if (done.has(key)) return;
    done.add(key);
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      // The assertion's `actual` is the list of rules broken, with where.
      const found = typeof error === "object" && error !== null && "actual" in error ? JSON.stringify(error.actual) : String(error);
      problems.push(`${key} (${page.viewportSize()?.width}x${page.viewportSize()?.height}): ${found}`);
    }
  };
  return Object.assign(check, { problems });
}

/** Reloads the season page with the phase timers at `speed` (1 = the product's real timers). */
export async function reloadAtSpeed(page: Page, speed: number | null): Promise<void> {
  await page.evaluate((value) => {
    if (value === null) sessionStorage.removeItem("rink-test-phase-speed");
    else sessionStorage.setItem("rink-test-phase-speed", String(value));
  }, speed);
  await page.reload();
  await openSeason(page);
}

/**
 * One game at the product's real timers: each phase is photographed at both sizes and checked
 * with axe as soon as it shows (the shortest, a 'Coming up next' message, lasts 2 s; the
 * others 5 s). The student cheers 20 times in GAME_ON (15 clicks make +1 before the 2 s decay).
 * `atTheEnd` runs on the game's own page (its recorded frames start at this game), then the
 * page goes back to fast timers.
 */
export async function photographGame(page: Page, axe: AxeChecks, atTheEnd?: () => Promise<void>): Promise<string[]> {
  const screen = seasonScreen(page);
  await reloadAtSpeed(page, 1);
  await readyToStart(page);
  const before = (await phaseLog(page)).length;
  const photographed = new Set<string>();
  const photograph = async (phase: string) => {
    photographed.add(phase);
    await shootBoth(page, `season-${phase.toLowerCase().replace("_", "-")}`, 0);
    await axe(page, `season ${phase}`);
  };
  expect(await phaseOf(page)).toBe("READY");
  await photograph("READY");
  await screen.puck.click();
  let cheered = false;
  for (let step = 0; step < 1_000; step += 1) {
    const phase = (await phaseOf(page)) ?? "";
    if (!photographed.has(phase)) {
      if (phase === "GAME_ON" && !cheered) {
        const { x, y } = await centre(screen.puck.and(page.getByRole("button", { name: "Cheer" })));
        for (let i = 0; i < 20; i += 1) await page.mouse.click(x, y);
        cheered = true;
      }
      await photograph(phase);
    }
    const log = (await phaseLog(page)).slice(before);
    if (log.includes("GAME_OVER") && (phase === "TRANSITION" || phase === "READY")) break;
    await page.waitForTimeout(100);
  }
  const phases = ["READY", ...(await phaseLog(page)).slice(before)];
  await atTheEnd?.();
  await reloadAtSpeed(page, null);
  return phases;
}

// ---- The season's dialogs ------------------------------------------------------------------

export const summaryDialog = (page: Page) => page.getByRole("dialog", { name: "Double-Header Summary" });
export const injuryDialog = (page: Page) => page.getByRole("dialog").filter({ hasText: "Replace the injured player" });
export const completeDialog = (page: Page) => page.getByRole("dialog", { name: "Season Complete" });

/**
 * From a student one game before the season's end (the engine's state), logged in: the season
 * opened, an injury open on arrival covered with the engine's plan (no trade), the last game
 * played and the summary passed, to the open 'Season Complete' dialog.
 */
export async function playToSeasonComplete(page: Page, student: StudentFixture): Promise<void> {
  await logIn(page, student);
  await openSeason(page);
  if ((await storedStudent(student._id)).season.currentScenario !== null) {
    await injuryDialog(page).waitFor();
    await replaceInjured(page, student._id, (s) => injuryPlan(s, false));
  }
  await playOneGame(page, { start: "click", cheer: { style: "none" } });
  const summary = summaryDialog(page);
  await summary.or(completeDialog(page)).first().waitFor();
  if (await summary.isVisible()) await summary.getByRole("button", { name: "Continue Season" }).click();
  await completeDialog(page).waitFor();
}

// ---- The Team page -------------------------------------------------------------------------

export const SLOT_LABEL: Record<SlotName, string> = {
  fOne: "Forward 1",
  fTwo: "Forward 2",
  fThree: "Forward 3",
  dOne: "Defense 1",
  dTwo: "Defense 2",
  gOne: "Goalie",
};

const slotButton = (page: Page, slot: SlotName, who: string) => page.getByRole("button", { name: new RegExp(`^${SLOT_LABEL[slot]} ${who}`) });

/** Signs a player by mouse: the empty slot, the player on the board, Confirm. */
export async function signOnTeam(page: Page, { slot, player }: SignStep): Promise<void> {
  await slotButton(page, slot, "Sign a").click();
  const board = page.getByRole("dialog", { name: `Sign a player: ${SLOT_LABEL[slot]}` });
  await board.getByRole("button", { name: new RegExp(`^${player.playerName} `) }).click();
  await page.getByRole("alertdialog", { name: "Are you sure you want to sign this player?" }).getByRole("button", { name: "Confirm" }).click();
  await slotButton(page, slot, player.playerName).waitFor();
}

/** Trades a starter by mouse: the player card, Trade, the market player, Confirm Trade. */
export async function tradeOnTeam(page: Page, { slot, outgoing, incoming }: TradeStep, photograph?: (name: string) => Promise<void>): Promise<void> {
  await slotButton(page, slot, outgoing.playerName).click();
  await page.getByRole("dialog", { name: `${SLOT_LABEL[slot]}: ${outgoing.playerName}` }).getByRole("button", { name: "Trade" }).click();
  const board = page.getByRole("dialog", { name: `Trade ${outgoing.playerName} for…` });
  await board.waitFor();
  if (photograph) await photograph("season-trade-board");
  await board.getByRole("button", { name: new RegExp(`^${incoming.playerName} `) }).click();
  const confirm = page.getByRole("alertdialog", { name: `Are you sure you want to trade ${outgoing.playerName} for this player?` });
  await confirm.waitFor();
  if (photograph) await photograph("season-trade-confirm");
  await confirm.getByRole("button", { name: "Confirm Trade" }).click();
  await slotButton(page, slot, incoming.playerName).waitFor();
}

/**
 * The injury dialog's way through: 'Go to Team', the plan's trade and signings on /team, then
 * back to the season by the SEASON stick. `plan` is worked out from the stored student.
 */
export async function replaceInjured(page: Page, id: string, makePlan: (s: StoredStudent) => InjuryPlan, photograph?: (name: string) => Promise<void>): Promise<InjuryPlan> {
  await injuryDialog(page).getByRole("button", { name: "Go to Team" }).click();
  await onPath(page, "/team");
  const plan = makePlan(await storedStudent(id));
  if (plan.trade) await tradeOnTeam(page, plan.trade, photograph);
  for (const step of plan.signs) await signOnTeam(page, step);
  await eventually(id, (s) => (s.season as { currentScenario: unknown }).currentScenario === null);
  await page.getByRole("link", { name: /^SEASON/ }).click();
  await openSeason(page);
  return plan;
}

// ---- A new student's first steps (as game-tutorials.test.ts walks them) ---------------------

export const tutorial = (page: Page) => page.getByRole("dialog", { name: /^Chip:/ });
const gotIt = (page: Page) => tutorial(page).getByRole("button", { name: "Got it!" });

/**
 * Waits for a tutorial's text and closes it with 'Got it!' (its timed slides move on by
 * themselves, 3 s or 5 s each divided by the page's phase speed: wait only for a text of the last slide).
 */
export async function finishTutorial(page: Page, text: string): Promise<void> {
  await tutorial(page).getByText(text).waitFor();
  await gotIt(page).click({ timeout: 30_000 });
  await tutorial(page).waitFor({ state: "hidden" });
}

/** The tutorial's last slide hands the keyboard its 'Got it!': Enter closes it. */
export async function gotItByKeyboard(page: Page, text: string): Promise<void> {
  await tutorial(page).getByText(text).waitFor({ timeout: 30_000 });
  const button = gotIt(page);
  await expect.poll(() => button.evaluate((el) => el === document.activeElement), { timeout: 30_000, message: `'Got it!' has the focus (${text})` }).toBe(true);
  await page.keyboard.press("Enter");
  await tutorial(page).waitFor({ state: "hidden" });
}

/**
 * The budget tutorial's puck tasks (save $3, then $4), by keyboard alone, then `savings` saved. Its
 * timed slides pass too fast to read at the phase speed: game-tutorials.test.ts reads them.
 */
export async function budgetTutorial(page: Page, id: string, savings: number): Promise<void> {
  await tutorial(page).getByText("move the puck to save").waitFor({ timeout: 30_000 });
  const slider = page.getByRole("slider", { name: "Savings" });
  await tabTo(page, slider);
  await page.keyboard.press("Home");
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
  await tutorial(page).getByText("Save $3 (done)").waitFor();
  await page.keyboard.press("ArrowRight");
  await tutorial(page).getByText("Save $4 (done)").waitFor();
  // Next, and the last slide's 'Got it!' (it takes the focus), by keyboard too.
  await tabTo(page, tutorial(page).getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  await gotItByKeyboard(page, "wins the savings cup");
  await eventually(id, (s) => s.savingsBudget === 4);
  await tabTo(page, slider);
  // Each press looked at on the puck before the next, as a student does.
  await page.keyboard.press("Home");
  await expect.poll(() => slider.getAttribute("aria-valuenow")).toBe("0");
  for (let i = 1; i <= savings; i += 1) {
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => slider.getAttribute("aria-valuenow")).toBe(String(i));
  }
  await eventually(id, (s) => s.savingsBudget === savings);
}

// ---- The whole season's plan (game-full-season.test.ts by mouse, game-keyboard-season.test.ts by keyboard) ----

/**
 * Seed 1 at level 1 with $1 saved, these six scouted (Omar and Juno are too strong for the cheapest
 * row, Ezra asks 'Are you sure?' in the dearest) and the strongest lineup finishes in the top three
 * with no cheer bonus at all, the injuries, the trade after game 4 and the signings included
 * (game-full-season.test.ts checks it with the engine before the browser plays it out).
 */
export const WHOLE_SEASON = {
  seed: 1,
  savings: 1,
  scouted: [
    ["Ezra Penn", 1],
    ["Omar Amory", 2],
    ["Juno Brook", 2],
    ["Hazel Hart", 3],
    ["Nico Ferreira", 3],
    ["Wren Varga", 3],
  ],
  /** The first injury is covered by a trade from the player's card (and signings), the second by signings alone. */
  tradeAfter: 4,
} as const;

// ---- Scouting by keyboard (Space to pick up, arrows, Space to drop) -------------------------

/**
 * One player scouted by keyboard: the card reached by Tab, Space picks it up, each Down moves one
 * open level lower (a full level is skipped) and Space drops it; the next key waits for the
 * announcement of the last, as a screen reader's user waits to hear it. 'Make Offer' where the
 * game asks 'Are you sure?' (Cancel has the focus first).
 */
export async function scoutOneByKeyboard(page: Page, name: string, level: number): Promise<void> {
  await tabTo(page, card(page, name));
  await page.keyboard.press("Space");
  const spoken = page.locator('[id^="rfd-announcement-"]');
  await expect.poll(() => spoken.textContent()).toContain(`You picked up ${name}.`);
  for (let i = 0; i < 4; i += 1) {
    const heard = (await spoken.textContent()) ?? "";
    if (heard.includes(`over the Level ${level} contract`)) break;
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => spoken.textContent(), { timeout: 5_000 }).not.toBe(heard);
  }
  expect(await spoken.textContent()).toContain(`${name} is over the Level ${level} contract`);
  await page.keyboard.press("Space");
  const sure = page.getByRole("alertdialog", { name: "Are you sure?" });
  const placed = rowDrop(page, level).locator("[data-rfd-drag-handle-draggable-id]", { hasText: name });
  await sure.or(placed).first().waitFor();
  if (await sure.isVisible()) {
    await expect.poll(() => sure.evaluate((el) => el.contains(document.activeElement)), { message: "'Are you sure?' takes the focus" }).toBe(true);
    await tabTo(page, sure.getByRole("button", { name: "Make Offer" }), 5);
    await page.keyboard.press("Enter");
  }
  await placed.waitFor();
}

// ---- Scouting by mouse drag (as game-scout.test.ts does) ------------------------------------

const card = (page: Page, name: string) => page.locator("[data-rfd-drag-handle-draggable-id]", { hasText: name });
const rowDrop = (page: Page, level: number) => page.locator(`[data-rfd-droppable-id="row-${level}"]`);

/** A real mouse drag: the library starts a drag only after the pointer moves a few pixels. */
async function drag(page: Page, name: string, level: number): Promise<void> {
  const from = await centre(card(page, name));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
  const target = rowDrop(page, level);
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.waitForTimeout(150);
  const to = await centre(target);
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await holdStill(page);
  await page.mouse.up();
}

/** Each scouted player dragged to a contract row; 'Make Offer' where the game asks 'Are you sure?'. */
export async function scoutByDrag(page: Page, plan: ReadonlyArray<readonly [string, 1 | 2 | 3]>): Promise<void> {
  for (const [name, level] of plan) {
    const sure = page.getByRole("alertdialog", { name: "Are you sure?" });
    const placed = rowDrop(page, level).locator("[data-rfd-drag-handle-draggable-id]", { hasText: name });
    // A drag the library did not pick up (the page still settling after the last drop) is
    // simply made again, as a person would.
    for (let attempt = 0; ; attempt += 1) {
      await drag(page, name, level);
      try {
        await sure.or(placed).first().waitFor({ timeout: 3_000 });
        break;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    if (await sure.isVisible()) await sure.getByRole("button", { name: "Make Offer" }).click();
    await placed.waitFor();
  }
  await page.getByRole("button", { name: "Click here when you finish!" }).click();
  await page.getByRole("dialog", { name: "Nice job Scouting" }).getByRole("button", { name: "Close" }).first().click();
}

export type { GamePhase };
