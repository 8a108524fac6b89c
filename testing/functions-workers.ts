// The functions emulator's worker processes of this run's stack that run one function: a
// real fault to inject (SIGKILL), found by their environment, which names the stack's own
// demo project id and the function, so another stack on the machine is never touched.
import { readdirSync, readFileSync } from "node:fs";

export function functionWorkers(projectId: string, target: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        return env.includes(`GCLOUD_PROJECT=${projectId}`) && env.includes(`FUNCTION_TARGET=${target}`) ? [Number(pid)] : [];
      } catch {
        return [];
      }
    });
}

/** Kills every worker running `target`; answers how many. */
export function killFunctionWorkers(projectId: string, target: string): number {
  const pids = functionWorkers(projectId, target);
  for (const pid of pids) process.kill(pid, "SIGKILL");
  return pids.length;
}
