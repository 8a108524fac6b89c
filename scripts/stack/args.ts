// The launcher's flags. Tests give it their own name, project, data folder and ports
// so it can run beside a developer's stack.
import path from "node:path";
import { isPortName, type Ports } from "./defaults";

export interface LaunchOptions {
  fresh: boolean;
  migrate: boolean;
  dev: boolean;
  name: string | undefined;
  projectId: string | undefined;
  dataDir: string | undefined;
  ports: Partial<Ports>;
}

/**
 * Flags: --fresh, --migrate, --dev, and for tests --name NAME, --project demo-ID, --data-dir DIR and
 * --ports hosting=5100,functions=5101,... (any subset of the default ports).
 */
export function parseArgs(argv: string[]): LaunchOptions {
  const result: LaunchOptions = { fresh: false, migrate: false, dev: false, name: undefined, projectId: undefined, dataDir: undefined, ports: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--fresh") result.fresh = true;
    else if (arg === "--migrate") result.migrate = true;
    else if (arg === "--dev") result.dev = true;
    else if (arg === "--name") result.name = argv[++i];
    else if (arg === "--project") result.projectId = argv[++i];
    else if (arg === "--data-dir") result.dataDir = path.resolve(argv[++i] ?? "");
    else if (arg === "--ports") {
      for (const pair of (argv[++i] ?? "").split(",")) {
        const [key = "", value = ""] = pair.split("=");
        if (!isPortName(key) || !/^\d+$/.test(value)) usage(`bad --ports entry "${pair}"`);
        result.ports[key] = Number(value);
      }
    } else usage(`unknown option "${arg}"`);
  }
  return result;
}

function usage(problem: string): never {
  console.error(`[rink] ${problem}. Usage: npm start [-- --fresh | --migrate] (npm run dev for hot reload)`);
  process.exit(2);
}
