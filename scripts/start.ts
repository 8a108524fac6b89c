// `npm start`: the whole product, local, seeded, offline.
//   npm start                 build what changed, start the emulators, seed, print the URL
//   npm start -- --fresh      forget saved data and begin from the seed alone
//   npm run dev               the same, with Vite's dev server (hot reload) in front
import path from "node:path";
import { startStack } from "./stack/stack.mjs";
import { DEFAULT_PORTS, HOST, ROOT } from "./stack/defaults.mjs";
import { PortInUseError, assertPortsFree } from "./stack/ports.mjs";
import { runtimeConfig } from "./stack/hosting.mjs";
import { startProcess, stopProcess, isRunning } from "./stack/processes.mjs";
import { waitFor, httpOk } from "./stack/wait.mjs";
import { DEMO_ACCOUNTS } from "./demo-accounts.mjs";

const options = parseArgs(process.argv.slice(2));
const { fresh, dev } = options;
const log = (line) => console.log(`[rink] ${line}`);

function printReady(stack, devUrl, seconds) {
  const { admin, teacher, students } = DEMO_ACCOUNTS;
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

/**
 * Flags: --fresh, --dev, and for tests --name NAME, --project demo-ID, --data-dir DIR and
 * --ports hosting=5100,functions=5101,... (any subset of the default ports).
 */
function parseArgs(argv) {
  const result = { fresh: false, dev: false, name: undefined, dataDir: undefined, ports: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--fresh") result.fresh = true;
    else if (arg === "--dev") result.dev = true;
    else if (arg === "--name") result.name = argv[++i];
    else if (arg === "--project") result.projectId = argv[++i];
    else if (arg === "--data-dir") result.dataDir = path.resolve(argv[++i] ?? "");
    else if (arg === "--ports") {
      for (const pair of (argv[++i] ?? "").split(",")) {
        const [key, value] = pair.split("=");
        if (!(key in DEFAULT_PORTS) || !/^\d+$/.test(value ?? "")) usage(`bad --ports entry "${pair}"`);
        result.ports[key] = Number(value);
      }
    } else usage(`unknown option "${arg}"`);
  }
  return result;
}

function usage(problem) {
  console.error(`[rink] ${problem}. Usage: npm start [-- --fresh] (npm run dev for hot reload)`);
  process.exit(2);
}

async function startDevServer(stack) {
  const port = stack.ports.dev;
  await assertPortsFree({ dev: port }, HOST);
  const proc = startProcess("vite", process.execPath, [path.join(ROOT, "node_modules", "vite", "bin", "vite.js")], {
    cwd: path.join(ROOT, "web"),
    env: {
      ...process.env,
      RINK_RUNTIME_CONFIG: JSON.stringify(runtimeConfig({ projectId: stack.projectId, host: HOST, ports: stack.ports })),
      RINK_FUNCTIONS_ORIGIN: stack.functionsOrigin,
      RINK_PROJECT_ID: stack.projectId,
      RINK_DEV_PORT: String(port),
    },
    logFile: path.join(ROOT, ".stack", stack.name, "vite.log"),
  });
  const url = `http://${HOST}:${port}`;
  await waitFor("The Vite dev server", () => httpOk(`${url}/`), {
    timeoutMs: 60_000,
    abort: () => (isRunning(proc) ? undefined : `Vite exited early; see ${proc.logFile}`),
  });
  return { proc, url: `${url}/dashboard` };
}

async function main() {
  const started = Date.now();
  let stack;
  let devServer;
  let stopping = false;
  const stopEverything = async (exitCode) => {
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
  process.on("SIGINT", () => stopEverything(0));
  process.on("SIGTERM", () => stopEverything(0));

  try {
    stack = await startStack({ fresh, log, build: true, name: options.name, projectId: options.projectId, dataDir: options.dataDir, ports: options.ports });
    if (dev) devServer = await startDevServer(stack);
  } catch (error) {
    console.error(`[rink] ${error instanceof PortInUseError ? error.message : error.message ?? error}`);
    if (stack) await stack.stop();
    process.exit(1);
  }
  printReady(stack, devServer?.url, ((Date.now() - started) / 1000).toFixed(1));

  // If an emulator dies on its own, say so and stop the rest rather than limp on.
  const watched = [stack.emulators, stack.firestore, devServer?.proc].filter(Boolean);
  for (const proc of watched) {
    proc.exited.then(() => {
      if (stopping) return;
      console.error(`[rink] The ${proc.name} process stopped unexpectedly; see ${proc.logFile}`);
      stopEverything(1);
    });
  }
}

await main();
