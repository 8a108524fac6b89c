// A real fault (docs/decisions.md#d46): a Functions worker process dies (SIGKILL) while a student's move is
// in flight. The move must be applied once or not at all (the student document is written in
// one compare-and-swap batch with its progress document), and a retry of the same move must
// leave it applied exactly once: playGame carries its game number, so a retry of a game that
// went through is a no-op. Through the API with many moves at once, then in the browser,
// where the season screen must say it is trying again.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Request } from "playwright-core";
import { applyMove, gamesPlayed, levelKey, type Move, type Student } from "@rink/game";
import { readStoredStudent } from "@rink/common";
import { api, idTokenFromPassword } from "../support/api";
import type { BrowserSession } from "../support/browser";
import { crash, functionWorkerPids } from "../support/faults";
import { holdDocument } from "../support/document-hold";
import { db, makeStudent, makeTeacher } from "../support/server-sdk";
import { stackInfo } from "../support/stack-info";
import { syntheticEmail } from "../../functions/src/accounts/roles";
import { logIn, studentDoc, type StudentFixture } from "./game-helpers";
import { axeOnce, openSeason, openSeasonBrowser, readyToStart, screenFrames, seasonScreen, shootBoth, storedStudent, studentIn } from "./season-helpers";
import { beginLevel, strongTeam } from "../../testing/season-plans";

const SEED = 1;
const { firestoreEmulatorHost, apiUrl } = stackInfo();
/** Games before the first injury scenario (after the 4th) would stop the season. */
const GAMES = 4;

let browser: BrowserSession | undefined;
/** Set when a test ends: its killer loop stops, so a failed test does not go on killing the next file's workers. */
let testOver = false;
const axe = axeOnce();
beforeEach(() => {
  testOver = false;
});
afterEach(async () => {
  testOver = true;
  await browser?.close();
  browser = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request's end: the answer's status, or 0 when the connection broke or no answer came within
 * 15 s. The emulator can leave a request whose worker it lost unanswered; the client gives up and
 * sends the same move again, as the app's own retries do (a no-op if the first one went through).
 */
async function put(id: string, token: string, body: unknown): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(`${apiUrl}/student/${id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

describe("a functions worker killed while moves are in flight", () => {
  it("applies each move once or not at all, and a retry of the same move applies it exactly once", { timeout: 240_000 }, async () => {
    const teacher = await makeTeacher();
    const students = await Promise.all(
      ["Ada", "Bea", "Cyd", "Dot", "Eli", "Fin"].map(async (firstName) => {
        const student = (await makeStudent(teacher.uid, { firstName, lastName: "Fault" })) as StudentFixture;
        const ref = db().collection("students").doc(student._id);
        const stored = readStoredStudent({ ...(await ref.get()).data(), _id: student._id });
        if (!stored) throw new Error("unreadable student");
        const start = strongTeam(beginLevel(stored, 1, SEED), 1);
        await ref.update({ ...start, tutorials: { home: true, budget: true, team: true, scout: true, season: true } });
        const token = await idTokenFromPassword(syntheticEmail(student._id, "student"), student.password);
        return { ...student, firstName, token, start: { ...start, tutorials: { home: true, budget: true, team: true, scout: true, season: true } } as Student };
      }),
    );
    expect(functionWorkerPids(firestoreEmulatorHost).length, "the stack's function workers are found").toBeGreaterThan(0);

    // Every student plays GAMES games as fast as answers come; a request the fault broke
    // (a 5xx, or no answer at all) is sent again, the same move, until it is answered.
    const broken: string[] = [];
    let playing = students.length;
    const play = async (s: (typeof students)[number]) => {
      for (let game = 1; game <= GAMES; game += 1) {
        const move: Move = { type: "playGame", cheerBonus: 0, game };
        for (let attempt = 1; ; attempt += 1) {
          const answer = await put(s._id, s.token, { move });
          if (answer.status === 200) break;
          expect(answer.status === 0 || answer.status >= 500, `a refusal is not a fault: ${answer.status} ${answer.body.slice(0, 200)}`).toBe(true);
          broken.push(`${s.firstName} game ${game} try ${attempt}: ${answer.status}`);
          expect(attempt, "retries end").toBeLessThan(30);
          await sleep(500);
        }
      }
      playing -= 1;
    };
    // The fault: a worker killed every 300 ms while the moves run, until one in flight broke.
    const killed: number[] = [];
    const killer = (async () => {
      while (playing > 0 && broken.length === 0 && killed.length < 40 && !testOver) {
        const pids = functionWorkerPids(firestoreEmulatorHost);
        const pid = pids[killed.length % Math.max(1, pids.length)];
        if (pid !== undefined && crash(pid)) killed.push(pid);
        await sleep(300);
      }
    })();
    await Promise.all([...students.map(play), killer]);
    console.log(`[fault-worker] killed ${killed.length} workers; broken requests, each sent again: ${broken.join("; ")}`);
    expect(broken.length, "a kill broke a move in flight (else the fault was not tested)").toBeGreaterThan(0);

    // Each student's document is what the engine makes of exactly GAMES games from the start:
    // no game lost, none played twice (a second playGame would have drawn the random numbers again).
    for (const s of students) {
      let expected: Student = s.start;
      for (let game = 1; game <= GAMES; game += 1) {
        const result = applyMove(expected, { type: "playGame", cheerBonus: 0, game });
        if ("error" in result) throw new Error(result.error.message);
        expected = result.state;
      }
      const stored = await storedStudent(s._id);
      expect(stored.season.completedGames).toBe(GAMES);
      expect(stored.seasons[levelKey(stored.level)]).toHaveLength(GAMES);
      expect(gamesPlayed(stored.season.homeTeam.stats), `${s.firstName}'s GP`).toBe(GAMES);
      expect(stored.season, `${s.firstName}'s season is the engine's after ${GAMES} games`).toEqual(expected.season);
      expect(stored.rngState).toEqual(expected.rngState);
      // The progress document was written in the same batch: it agrees.
      const progress = (await db().collection("studentProgress").doc(s._id).get()).data() as { season?: { gamesPlayed?: number } } | undefined;
      expect(progress?.season?.gamesPlayed, `${s.firstName}'s progress document`).toBe(GAMES);
    }
    // The emulator replaced the dead workers: the API still answers.
    expect((await api("GET", "/health")).status).toBe(200);
  });

  it("in the browser: the season's save hit by the fault says it is trying again, and the game is saved once", { timeout: 180_000 }, async () => {
    const student = await studentIn("Gil", (stored) => strongTeam(beginLevel(stored, 1, SEED), 1));
    // Slower phases than the other journeys, so the save's retry pauses (1 s, 2 s, 4 s / 5) outlast a worker's start.
    browser = await openSeasonBrowser({ speed: 5 });
    const { page } = browser;
    await logIn(page, student);
    await openSeason(page);
    await readyToStart(page);

    // The fault must find the save inside a worker, however fast the machine: the test holds the
    // student's document (a transaction that has read it and waits), so the save's write waits in
    // the worker; from the moment the save leaves the page the stack's workers are killed until a
    // try of it broke, and then the hold ends and the retry can go through.
    let saveSent = false;
    let saveBroke = false;
    // The game's save, not the time-spent report that takes the same road.
    const isSave = (request: Request) =>
      request.method() === "PUT" && request.url().endsWith(`/api/v1/student/${student._id}`) && (request.postData() ?? "").includes('"playGame"');
    page.on("request", (request) => {
      if (isSave(request)) saveSent = true;
    });
    page.on("response", (response) => {
      if (isSave(response.request()) && response.status() >= 500) saveBroke = true;
    });
    page.on("requestfailed", (request) => {
      if (isSave(request)) saveBroke = true;
    });
    const hold = await holdDocument(studentDoc(student._id));
    const killed: number[] = [];
    const killer = (async () => {
      try {
        const started = Date.now();
        while (!saveBroke && !testOver && Date.now() - started < 120_000) {
          if (saveSent) for (const pid of functionWorkerPids(firestoreEmulatorHost)) if (crash(pid)) killed.push(pid);
          await sleep(saveSent ? 20 : 50);
        }
      } finally {
        await hold.release();
      }
    })();

    const screen = seasonScreen(page);
    await screen.puck.click();
    const retrying = screen.message.getByText("Saving did not work yet. Trying again…");
    await retrying.waitFor({ timeout: 90_000 });
    await shootBoth(page, "fault-worker-retrying", 0);
    await axe(page, "season GAME_OVER trying again");
    await killer;
    expect(saveBroke, "a try of the save broke").toBe(true);
    expect(killed.length).toBeGreaterThan(0);
    // The retry goes through by itself: the result, then ready for the next game.
    await page.waitForFunction(() => (window.__rinkPhases ?? []).includes("GAME_HIGHLIGHT"), undefined, { timeout: 60_000 });
    await readyToStart(page);
    const messages = (await screenFrames(page)).map((frame) => frame.message);
    expect(messages).toContain("Saving did not work yet. Trying again…");
    expect(messages, "the student was never asked to try again").not.toContain("The result could not be saved. Check your connection and try again.");

    const saved = await storedStudent(student._id);
    expect(saved.season.completedGames).toBe(1);
    expect(saved.seasons[levelKey(saved.level)]).toHaveLength(1);
    expect(gamesPlayed(saved.season.homeTeam.stats)).toBe(1);
    expect(axe.problems, "axe found serious or critical problems").toEqual([]);
  });
});
