// Chromium for the measurement: CHROMIUM_PATH, else Debian's `chromium` on the PATH.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // Not on the PATH.
    }
  }
  return undefined;
}
