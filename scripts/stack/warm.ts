// The Functions emulator runs each request in a worker process of its own, and starts a
// new one (Node, the SDKs, our bundle, then Firestore's client on first use: a second or
// more of CPU) for every request that finds no idle worker. A class logging in together
// at the start of a lesson made it start ~30 at once on a 2-core machine: logins took
// 8-60 s and some timed out. So the stack caps the workers (FUNCTIONS_EMULATOR_PARALLEL,
// read by firebase-tools' work queue: further requests wait for a free worker) and starts
// and warms them all before it says it is ready. docs/decisions.md#d18 has the reasons, docs/benchmarks.md the measurements.

/** Worker processes the Functions emulator may run at once (RINK_FUNCTION_WORKERS overrides it; "off" leaves firebase-tools' default, 50, and no warm-up). */
export const FUNCTION_WORKERS = 4;

export function functionWorkers(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (env.RINK_FUNCTION_WORKERS === "off") return undefined;
  const value = Number(env.RINK_FUNCTION_WORKERS);
  return Number.isInteger(value) && value >= 1 ? value : FUNCTION_WORKERS;
}

/**
 * Calls the function's warm-up route `workers` times at once (functions/src/routes/warmUp.ts:
 * each call holds its worker until the others have arrived), so the emulator starts every
 * worker now and each opens its Firestore and Auth clients. Answers how long it took.
 */
export async function warmFunctions(apiUrl: string, workers: number): Promise<number> {
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const response = await fetch(`${apiUrl}/warm-up`, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the warm-up call answered ${response.status}`);
    }),
  );
  return Date.now() - started;
}
