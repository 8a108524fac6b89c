// The API's per-request caller check, before and after sessions per device
// (docs/decisions.md#d31; its figures in docs/benchmarks.md): before, verifyIdToken with Firebase's revocation check (an Auth
// lookup on every request); after, verifyIdToken alone plus the session check, whose
// answer this process already holds (warm) after the session's first read. A benchmark,
// not a test: it prints the medians of many calls against a stack of its own.
// Run: node --import tsx tools/bench/session-check.ts [--calls N]
import { performance } from "node:perf_hooks";
import { median, startMeasureStack } from "../measure-stack";

const callsFlag = process.argv.indexOf("--calls");
const CALLS = callsFlag > 0 ? Number(process.argv[callsFlag + 1]) : 500;

async function timed(calls: number, check: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await check();
    times.push(performance.now() - start);
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

async function main(): Promise<void> {
  const measure = await startMeasureStack("session-bench", (line) => console.log(`[stack] ${line}`));
  try {
    const { stack } = measure;
    process.env.GCLOUD_PROJECT = stack.projectId;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authEmulatorHost;
    process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreEmulatorHost;
    const { auth } = await import("../../functions/src/lib/admin");
    const { createTeacherAccount } = await import("../../functions/src/accounts/teachers");
    const { startSession } = await import("../../functions/src/accounts/sessions");
    const { sessionIsOpen, resetSessionCheck } = await import("../../functions/src/accounts/sessionCheck");

    const id = String(process.pid);
    const teacher = await createTeacherAccount(
      { name: "Bench Teacher", userName: `bench${id}`, email: `bench${id}@example.com`, school: "Bench School", schoolDistrict: "Bench", schoolAddress: "1 Rink Road", city: "Rinkville", state: "MN", zipCode: "55401", gradeTaught: 5, classSize: 30 },
      `bench-${id}-password`,
    );
    const sid = await startSession(teacher._id, "teacher");
    const customToken = await auth().createCustomToken(teacher._id, { role: "teacher", sid });
    const exchange = await fetch(`http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    });
    const idToken = ((await exchange.json()) as { idToken: string }).idToken;

    const before = async () => auth().verifyIdToken(idToken, true);
    const after = async () => {
      const decoded = await auth().verifyIdToken(idToken);
      if (!(await sessionIsOpen(String(decoded.sid), decoded.uid))) throw new Error("the session should be open");
    };

    // Warm both paths (the SDK's clients, the listener, the session's first read).
    await timed(20, before);
    resetSessionCheck();
    const coldStart = performance.now();
    await after();
    const cold = performance.now() - coldStart;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the listener's first answer
    await timed(20, after);

    const beforeTimes = await timed(CALLS, before);
    const afterTimes = await timed(CALLS, after);
    const decoded = await auth().verifyIdToken(idToken);
    const checkTimes = await timed(CALLS, () => sessionIsOpen(sid, decoded.uid));
    console.log(`\nThe caller check, ${CALLS} calls each, one token, this machine's emulators:`);
    console.log(`  before: verifyIdToken(token, true)            median ${ms(median(beforeTimes))}`);
    console.log(`  after:  verifyIdToken(token) + sessionIsOpen  median ${ms(median(afterTimes))} (warm: no read)`);
    console.log(`  of which sessionIsOpen alone                    median ${ms(median(checkTimes))}`);
    console.log(`  after, a session's first check in a process (one Firestore read): ${ms(cold)}`);
    resetSessionCheck();
  } finally {
    await measure.stop();
  }
}

await main();
process.exit(0);
