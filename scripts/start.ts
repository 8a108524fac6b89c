// `npm start`: the whole product, local, seeded, offline.
//   npm start                 build what changed, start the emulators, seed, print the URL
//   npm start -- --fresh      forget saved data and begin from the seed alone
//   npm start -- --migrate    carry saved data of an older shape to today's (scripts/migrate.ts)
//   npm run dev               the same, with Vite's dev server (hot reload) in front
import path from "node:path";
import { parseArgs } from "./stack/args";
import { ROOT } from "./stack/defaults";
import { startDevServer, type DevServer } from "./stack/dev-server";
import { PortInUseError } from "./stack/ports";
import { stopProcess, type StackProcess } from "./stack/processes";
import { formatPhases } from "./stack/phases";
import { startStack, type Stack } from "./stack/stack";
import { DEMO_ACCOUNTS } from "./demo-accounts";

const options = parseArgs(process.argv.slice(2));
const { fresh, migrate, dev } = options;
const log = (line: string) => console.log(`[rink] ${line}`);

function printReady(stack: Stack, devUrl: string | undefined, seconds: string): void {
  const { admin, teacher, students } = DEMO_ACCOUNTS;
  log(`Phases: ${formatPhases(stack.phases)}.`);
  console.log(`
  Rink Money is ready in ${seconds} s (Firestore: ${stack.firestoreMode === "jar" ? "Cloud CLI emulator jar" : "firebase-tools"}).

  Open:      ${devUrl ?? `${stack.hostingUrl}/dashboard`}
  API:       ${stack.apiUrl}/health

  Demo logins (local emulators only):
    Admin    ${admin.userName} / ${admin.password}            at /admin/login
    Teacher  ${teacher.userName} (or ${teacher.email}) / ${teacher.password}   at /login/teacher
    Student  ${students.map((s) => `${s.userName} / ${s.password}`).join(",  ")}   at /login/student

  Data is kept in ${path.relative(ROOT, stack.dataDir)} between runs. Press Ctrl-C to stop.
`);
}

function errorLine(error: unknown): string {
  if (error instanceof PortInUseError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const started = Date.now();
  let stack: Stack | undefined;
  let devServer: DevServer | undefined;
  let stopping = false;
  const stopEverything = async (exitCode: number): Promise<void> => {
    if (stopping) {
      // A second Ctrl-C: stop waiting for a clean export.
      process.exit(130);
    }
    stopping = true;
    log("Stopping...");
    if (devServer) await stopProcess(devServer.proc);
    if (stack) await stack.stop();
    log("Stopped.");
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stopEverything(0));
  process.on("SIGTERM", () => void stopEverything(0));

  try {
    stack = await startStack({ fresh, migrate, log, build: true, name: options.name, projectId: options.projectId, dataDir: options.dataDir, ports: options.ports });
    if (dev) devServer = await startDevServer(stack);
  } catch (error) {
    console.error(`[rink] ${errorLine(error)}`);
    if (stack) await stack.stop();
    process.exit(1);
  }
  printReady(stack, devServer?.url, ((Date.now() - started) / 1000).toFixed(1));

  // If an emulator dies on its own, say so and stop the rest rather than limp on.
  const watched = [stack.emulators, stack.firestore, devServer?.proc].filter((proc): proc is StackProcess => proc !== undefined);
  for (const proc of watched) {
    void proc.exited.then(() => {
      if (stopping) return;
      console.error(`[rink] The ${proc.name} process stopped unexpectedly; see ${proc.logFile}`);
      void stopEverything(1);
    });
  }
}

await main();
