/**
 * A clock that a reader can stop and start again (WCAG 2.2.1 Timing Adjustable, 2.2.2 Pause,
 * Stop, Hide): every timer set through it waits while the clock is paused and, once it runs
 * again, fires after the time it still had left. The season screen runs all its game timers on
 * one (the jumbotron's phases, the highlight's limit, the fast cheer's fall), so a Pause stops
 * them all at once and a pause never shortens or lengthens a phase's running time (decision D84).
 */
export interface PausableClock {
  readonly paused: boolean;
  pause(): void;
  resume(): void;
  /** Calls `fn` once after `ms` of running (unpaused) time. Returns a cancel. */
  after(ms: number, fn: () => void): () => void;
  /** Calls `fn` every `ms` of running time, the time before a pause counted. Returns a cancel. */
  every(ms: number, fn: () => void): () => void;
  /** Called on every pause and resume. Returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

interface Pending {
  /** Running time left before it fires. */
  left: number;
  /** When it last started running (Date.now()), while the clock runs. */
  since: number;
  handle: ReturnType<typeof setTimeout> | undefined;
  fire: () => void;
}

export function createPausableClock(): PausableClock {
  let paused = false;
  const pending = new Set<Pending>();
  const listeners = new Set<() => void>();

  const run = (timer: Pending) => {
    timer.since = Date.now();
    timer.handle = setTimeout(() => {
      pending.delete(timer);
      timer.fire();
    }, timer.left);
  };

  const schedule = (ms: number, fire: () => void): Pending => {
    const timer: Pending = { left: Math.max(0, ms), since: 0, handle: undefined, fire };
    pending.add(timer);
    if (!paused) run(timer);
    return timer;
  };

  const cancel = (timer: Pending) => {
    clearTimeout(timer.handle);
    pending.delete(timer);
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    get paused() {
      return paused;
    },
    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      for (const timer of pending) {
        clearTimeout(timer.handle);
        timer.handle = undefined;
        timer.left = Math.max(0, timer.left - (now - timer.since));
      }
      notify();
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const timer of pending) run(timer);
      notify();
    },
    after(ms, fn) {
      const timer = schedule(ms, fn);
      return () => cancel(timer);
    },
    every(ms, fn) {
      let current: Pending;
      const tick = () => {
        current = schedule(ms, tick);
        fn();
      };
      current = schedule(ms, tick);
      return () => cancel(current);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
