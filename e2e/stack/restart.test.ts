// `npm start` as a person runs it: Ctrl-C, start again, and the data is still
// there; data of an older shape is refused, and --migrate carries it across where a migration
// leads from it; --fresh forgets it; a busy port is one clear line. The launcher is
// started as a child process on its own free ports and data folder.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DATA_SHAPE_DOC, DATA_SHAPE_VERSION } from "@rink/common";
import { findFreePorts } from "../../scripts/stack/ports";

const ROOT = path.resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 150_000;
// Its own demo- project id: firebase-tools tells running stacks apart by it.
const PROJECT_ID = `demo-rink-restart-${process.pid}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "rink-restart-"));
const [hosting, functions, auth, firestore, hub, logging] = (await findFreePorts(6, "127.0.0.1")) as number[];
const portsArg = `hosting=${hosting},functions=${functions},auth=${auth},firestore=${firestore},hub=${hub},logging=${logging}`;
const running = new Set<ChildProcess>();

interface Launch {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function launch(...extra: string[]): Launch {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--name", `restart-${process.pid}`, "--project", PROJECT_ID, "--data-dir", dataDir, "--ports", portsArg, ...extra], {
    cwd: ROOT,
    // One function worker, not four: no call here goes through the function, and the shared
    // e2e stack starts and warms the usual four (scripts/stack/warm.ts).
    env: { ...process.env, RINK_FUNCTION_WORKERS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => (running.delete(child), resolve(code))));
  return { child, output: () => output, exit };
}

async function untilReady(run: Launch): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!/ready in [\d.]+ s/.test(run.output())) {
    if (run.child.exitCode !== null) throw new Error(`npm start exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start was not ready in time:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(run: Launch): Promise<number | null> {
  run.child.kill("SIGINT");
  return run.exit;
}

const authUrl = `http://127.0.0.1:${auth}/identitytoolkit.googleapis.com/v1`;
const documentsUrl = `http://127.0.0.1:${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const docUrl = `${documentsUrl}/restartChecks/kept`;
const shapeUrl = `${documentsUrl}/${DATA_SHAPE_DOC.collection}/${DATA_SHAPE_DOC.id}`;
const owner = { Authorization: "Bearer owner", "content-type": "application/json" };
const account = { email: "kept@example.com", password: "kept-password-1", returnSecureToken: true };

async function signIn(): Promise<number> {
  const response = await fetch(`${authUrl}/accounts:signInWithPassword?key=demo-api-key`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) });
  return response.status;
}

async function keptDocument(): Promise<unknown> {
  const response = await fetch(docUrl, { headers: owner });
  return response.ok ? ((await response.json()) as { fields: unknown }).fields : undefined;
}

/** A demo student's class, as the stored document says it (undefined: the field is missing). */
async function demoStudentClass(): Promise<unknown> {
  const response = await fetch(`${documentsUrl}/students/demo-student-1`, { headers: owner });
  const fields = response.ok ? ((await response.json()) as { fields: { classId?: { stringValue?: string } } }).fields : undefined;
  return fields?.classId?.stringValue;
}

async function setShapeVersion(version: number): Promise<number> {
  const response = await fetch(shapeUrl, { method: "PATCH", headers: owner, body: JSON.stringify({ fields: { version: { integerValue: String(version) } } }) });
  return response.status;
}

/** The data shape version the seed wrote into the running stack's data. */
async function shapeVersion(): Promise<unknown> {
  const response = await fetch(shapeUrl, { headers: owner });
  return response.ok ? Number(((await response.json()) as { fields: { version: { integerValue: string } } }).fields.version.integerValue) : undefined;
}

async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}

afterAll(async () => {
  // A launcher killed outright would leave its emulators running: ask it to stop first.
  for (const child of running) child.kill("SIGINT");
  await Promise.race([
    Promise.all([...running].map((child) => new Promise((resolve) => child.once("exit", resolve)))),
    new Promise((resolve) => setTimeout(resolve, 30_000)),
  ]);
  for (const child of running) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start across a restart", () => {
  it("keeps an Auth user and a Firestore document added in the first run, migrates data of shape 4 when asked, and refuses data no migration leads from", { timeout: 600_000 }, async () => {
    const first = launch("--fresh");
    await untilReady(first);
    expect(first.output()).toContain(`http://127.0.0.1:${hosting}/dashboard`);

    const signUp = await fetch(`${authUrl}/accounts:signUp?key=demo-api-key`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) });
    expect(signUp.status).toBe(200);
    const write = await fetch(docUrl, { method: "PATCH", headers: owner, body: JSON.stringify({ fields: { note: { stringValue: "still here" } } }) });
    expect(write.status).toBe(200);

    // A second launcher on the same ports says which port is taken, in one line.
    const clash = launch();
    expect(await clash.exit).toBe(1);
    expect(clash.output().trim()).toMatch(/^\[rink\] Port \d+ \(\w+\) is already in use[^\n]*$/);

    expect(await stop(first)).toBe(0);
    for (const port of [hosting, auth, firestore, functions]) expect(await portIsFree(port!)).toBe(true);

    const second = launch();
    await untilReady(second);
    expect(second.output()).toContain("Demo accounts already present.");
    expect(await signIn()).toBe(200);
    expect(await keptDocument()).toEqual({ note: { stringValue: "still here" } });
    expect(await shapeVersion()).toBe(DATA_SHAPE_VERSION);
    // The saved data now looks as shape 4 left it: the version, and a student with no class.
    expect(await demoStudentClass()).toBe("demo-teacher");
    expect(await setShapeVersion(4)).toBe(200);
    const withoutClass = await fetch(`${documentsUrl}/students/demo-student-1?updateMask.fieldPaths=classId`, { method: "PATCH", headers: owner, body: JSON.stringify({ fields: {} }) });
    expect(withoutClass.status).toBe(200);
    expect(await demoStudentClass()).toBeUndefined();
    expect(await stop(second)).toBe(0);

    const toMigrate = launch();
    expect(await toMigrate.exit).toBe(1);
    expect(toMigrate.output()).toContain("[rink] The saved local data is of data shape 4; this version of Rink Money reads 5.");
    expect(toMigrate.output()).toContain("Run `npm start -- --migrate` to carry it across");
    expect(toMigrate.output()).not.toContain("function workers");

    const migrated = launch("--migrate");
    await untilReady(migrated);
    expect(migrated.output()).toMatch(/\[migrate\] Done in [\d.]+ s: data shape 5\./);
    expect(await shapeVersion()).toBe(DATA_SHAPE_VERSION);
    expect(await demoStudentClass()).toBe("demo-teacher");
    expect(await keptDocument()).toEqual({ note: { stringValue: "still here" } });
    expect(await signIn()).toBe(200);
    // Now the saved data says a version no migration leads from made it.
    expect(await setShapeVersion(3)).toBe(200);
    expect(await stop(migrated)).toBe(0);

    const refused = launch();
    expect(await refused.exit).toBe(1);
    expect(refused.output()).toContain("[rink] The saved local data was made by an older version of Rink Money");
    expect(refused.output()).toContain("Run `npm start -- --fresh` to reseed");
    expect(refused.output()).not.toMatch(/ready in [\d.]+ s/);
    // Refused as soon as Firestore answered, before the rest of the stack was up.
    expect(refused.output()).not.toContain("function workers");

    const fresh = launch("--fresh");
    await untilReady(fresh);
    expect(fresh.output()).toContain("Seeded 4 demo account(s).");
    expect(await shapeVersion()).toBe(DATA_SHAPE_VERSION);
    expect(await signIn()).toBe(400);
    expect(await keptDocument()).toBeUndefined();
    expect(await stop(fresh)).toBe(0);
  });
});
