// The API's per-request caller check, before and after sessions per device
// (docs/decisions.md#d31; its figures in docs/benchmarks.md): before, verifyIdToken with Firebase's revocation check (an Auth
// lookup on every request); after, verifyIdToken alone plus the session check, whose
// answer this process already holds (warm) after the session's first read. A benchmark,
// not a test: it prints the medians of many calls against a stack of its own.
// Run: node --import tsx tools/bench/session-check.ts [--calls N]
import { performance } from "node:perf_hooks";
import { accountsOn } from "../../testing/accounts";
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
    const { auth, makeTeacher, idTokenWithSession } = await accountsOn(stack);
    const { sessionIsOpen, resetSessionCheck } = await import("../../functions/src/accounts/sessionCheck");

    const teacher = await makeTeacher({ label: "bench", name: "Bench Teacher" });
    const idToken = await idTokenWithSession(teacher.uid, "teacher");
    const sid = String((await auth().verifyIdToken(idToken)).sid);

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
