// `npm run dev`: Vite's dev server (hot reload) in front of the stack's emulators.
import path from "node:path";
import { HOST, ROOT } from "./defaults";
import { assertPortsFree } from "./ports";
import { isRunning, startProcess, type StackProcess } from "./processes";
import type { Stack } from "./types";
import { httpOk, waitFor } from "./wait";

export interface DevServer {
  proc: StackProcess;
  url: string;
}

export async function startDevServer(stack: Stack): Promise<DevServer> {
  const port = stack.ports.dev;
  await assertPortsFree({ dev: port }, HOST);
  const proc = startProcess("vite", process.execPath, [path.join(ROOT, "node_modules", "vite", "bin", "vite.js")], {
    cwd: path.join(ROOT, "web"),
    env: {
      ...process.env,
      // The same config Hosting's copy has (the Storage emulator's address included, where it runs).
      RINK_RUNTIME_CONFIG: JSON.stringify(stack.clientConfig),
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
