// The phases of a stack's start, timed: `npm start` prints them above its ready line, so a slow
// start says where its seconds went (docs/benchmarks.md#npm-start).
import type { StartPhase } from "./types";

export class PhaseClock {
  readonly phases: StartPhase[] = [];

  constructor(private readonly started = Date.now()) {}

  /** Times `run` as the phase `name` (from now, or from `since` (Date.now()), until it settles, failed or not). */
  async time<T>(name: string, run: () => Promise<T>, since = Date.now()): Promise<T> {
    const startMs = since - this.started;
    const phase: StartPhase = { name, startMs, ms: 0 };
    this.phases.push(phase);
    try {
      return await run();
    } finally {
      phase.ms = Date.now() - this.started - startMs;
    }
  }

  /** The same for work that blocks. */
  timeSync<T>(name: string, run: () => T): T {
    const startMs = Date.now() - this.started;
    const phase: StartPhase = { name, startMs, ms: 0 };
    this.phases.push(phase);
    try {
      return run();
    } finally {
      phase.ms = Date.now() - this.started - startMs;
    }
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** One line: each phase's length and, in brackets, the stretch of the start it took (they overlap). */
export function formatPhases(phases: readonly StartPhase[]): string {
  return phases.map(({ name, startMs, ms }) => `${name} ${seconds(ms)} s (${seconds(startMs)}-${seconds(startMs + ms)})`).join(", ");
}
