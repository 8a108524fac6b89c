// A real fault (docs/decisions.md#d46): the Firestore emulator is killed (SIGKILL to its process group) in the
// middle of a class's play and started again on the same port from its data, while the
// teacher's dashboard stays open in Chromium and three students make moves through the API.
// Students' next moves must succeed once it is back, the teacher's live view must catch up by
// itself (no reload), and no move may be lost or doubled.
//
// This file runs on the second stack (support/own-stack.ts: `npm test` starts it once, beside
// the shared one; run alone, the file starts one of its own): the shared one other files use must
// not lose its Firestore. It therefore never imports the helpers that point at the shared stack
// (support/server-sdk, support/api, game-helpers). The one other file there
// (api/privacy/deletion-leaves-nothing) finds only its own accounts' traces, so either may run first.
//
// The Cloud CLI jar keeps its data in memory: a killed emulator keeps nothing (it has no
// export-on-exit of its own; firebase-tools' is a REST export at a clean stop, which a crash
// never reaches). So, as a stack's stop does, the data is exported just before the kill, with
// no move in flight, and the emulator starts again seeded from that export
// (--seed_from_export; support/firestore-fault.ts). Moves sent while it is down must then fail
// or wait, never be lost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMove, gamesPlayed, levelKey, type Move, type Student } from "@rink/game";
import { readStoredStudent } from "@rink/common";
import { chooseFirestoreMode } from "../../scripts/stack/java";
import { openBrowser, saveScreenshot, type BrowserSession, type Page } from "../support/browser";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { useSecondStack, type SecondStack } from "../support/own-stack";
import type { StackInfo } from "../support/stack-info";
import { accountsOn, type Accounts } from "../../testing/accounts";
import { beginLevel, strongTeam } from "../../testing/season-plans";

const SEED = 1;
const firestoreMode = chooseFirestoreMode();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let second: SecondStack | undefined;
let stack: StackInfo;
let teacherBrowser: BrowserSession | undefined;
let accounts: Accounts;

interface Player {
  _id: string;
  name: string;
  token: string;
  start: Student;
  /** What each try of each move answered (0: no answer at all). */
  answers: string[];
}

/** Sends one move until the API answers 200; a 5xx or a broken connection is sent again, the same move. */
async function moveUntilDone(player: Player, move: Move, label: string): Promise<void> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    let status = 0;
    let text: string;
    try {
      const response = await fetch(`${stack.apiUrl}/student/${player._id}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${player.token}`, "content-type": "application/json" },
        body: JSON.stringify({ move }),
        signal: AbortSignal.timeout(60_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = String(error);
    }
    player.answers.push(`${label} try ${attempt}: ${status}`);
    if (status === 200) return;
    expect(status === 0 || status >= 500, `${player.name} ${label}: a refusal is not the fault's (${status} ${text.slice(0, 200)})`).toBe(true);
    expect(Date.now() - started, `${player.name} ${label} went through within 3 minutes`).toBeLessThan(180_000);
    await sleep(1_000);
  }
}

const playGame = (game: number): Move => ({ type: "playGame", cheerBonus: 0, game });

async function shot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await saveScreenshot(page, `fault-firestore-${name}-${width}x${height}.png`, { fullPage: true });
}

beforeAll(async () => {
  if (firestoreMode.mode !== "jar") return;
  second = await useSecondStack("fault");
  stack = second.info;
  accounts = await accountsOn(stack);
}, 300_000);

afterAll(async () => {
  await teacherBrowser?.close();
  await second?.stop();
}, 120_000);

describe("the Firestore emulator killed and started again during a class's play", () => {
  // firebase-tools runs Firestore itself on Java 21+: there it cannot be restarted alone.
  it.skipIf(firestoreMode.mode !== "jar")(
    "loses no move and doubles none; students' next moves succeed and the teacher's live view catches up by itself",
    { timeout: 600_000 },
    async () => {
      if (firestoreMode.mode !== "jar") return;
      const { db, makeTeacher, makeStudent, idTokenWithSession } = accounts;
      const teacher = await makeTeacher({ name: "Coach Fault" });
      const tutorials = { home: true, budget: true, team: true, scout: true, season: true };
      const players: Player[] = [];
      for (const name of ["Ann", "Bo", "Cy"]) {
        const account = await makeStudent(teacher.uid, { firstName: name, lastName: "Fault" });
        const ref = db().collection("students").doc(account._id);
        const stored = readStoredStudent({ ...(await ref.get()).data(), _id: account._id });
        if (!stored) throw new Error("unreadable student");
        const start: Student = { ...strongTeam(beginLevel(stored, 1, SEED), 1), tutorials };
        await ref.update({ ...start });
        players.push({ _id: account._id, name, token: await idTokenWithSession(account._id, "student"), start, answers: [] });
      }

      // The teacher's dashboard, open in Chromium on the decisions view.
      teacherBrowser = await openBrowser();
      const page = teacherBrowser.page;
      await page.goto(`${stack.hostingUrl}/login/teacher`);
      await page.getByLabel("Username or Email").fill(teacher.email);
      await page.getByLabel("Password").fill(teacher.password);
      await page.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL((url) => url.pathname === "/teacher/home", { timeout: 30_000 });
      await page.getByRole("tab", { name: "Decisions" }).click();
      const row = (name: string) => page.getByRole("row", { name: new RegExp(`^${name} Fault`) });
      const shows = async (games: number, timeout: number) => {
        for (const p of players) await row(p.name).getByText(new RegExp(`\\b${games} of 12 played`)).waitFor({ timeout });
      };

      // Two games each before the fault: the live view follows.
      for (const game of [1, 2]) await Promise.all(players.map((p) => moveUntilDone(p, playGame(game), `game ${game}`)));
      await shows(2, 15_000);

      // The fault: the data exported with no move in flight, then the emulator killed outright.
      if (!second) throw new Error("no second stack");
      expect(await second.firestore.kill()).toBe("SIGKILL");
      const killedAt = Date.now();

      // Game 3 is sent while Firestore is down: each must fail (and be sent again) or wait, never be lost.
      // Down 3 s, then the restart's own few seconds: the page's listener and the functions'
      // Firestore clients lose their connections at the kill, so their way back is tested however
      // long the outage (every move of game 3 so far waited and was answered after the restart).
      const third = Promise.all(players.map((p) => moveUntilDone(p, playGame(3), "game 3")));
      await sleep(3_000);
      await shot(page, "teacher-while-down");

      // Started again on the same port, from the export.
      await second.firestore.startAgain();
      const downMs = Date.now() - killedAt;
      await third;
      for (const p of players) await moveUntilDone(p, playGame(4), "game 4");
      console.log(`[fault-firestore] Firestore down ${(downMs / 1000).toFixed(1)} s; answers: ${players.map((p) => `${p.name}: ${p.answers.join(", ")}`).join(" | ")}`);

      // The teacher's view catches up without a reload (the Firestore SDK reconnects by itself).
      await shows(4, 120_000);
      await shot(page, "teacher-after-restart");
      await expectNoSeriousA11yViolations(page);

      // Nothing lost, nothing doubled: each document is the engine's after exactly games 1-4.
      for (const p of players) {
        let expected = p.start;
        for (let game = 1; game <= 4; game += 1) {
          const result = applyMove(expected, playGame(game));
          if ("error" in result) throw new Error(result.error.message);
          expected = result.state;
        }
        const stored = readStoredStudent({ ...(await db().collection("students").doc(p._id).get()).data(), _id: p._id });
        if (!stored) throw new Error("unreadable student");
        expect(stored.season.completedGames, p.name).toBe(4);
        expect(stored.seasons[levelKey(stored.level)], p.name).toHaveLength(4);
        expect(gamesPlayed(stored.season.homeTeam.stats), `${p.name}'s GP`).toBe(4);
        expect(stored.season, `${p.name}'s season is the engine's after 4 games`).toEqual(expected.season);
        const progress = (await db().collection("studentProgress").doc(p._id).get()).data() as { season?: { gamesPlayed?: number } } | undefined;
        expect(progress?.season?.gamesPlayed, `${p.name}'s progress document`).toBe(4);
      }
    },
  );
});
