/**
 * The season's phase timers (2 s and 5 s, docs/product.md#constants) and the tutorials' slide
 * timers (3 s and 5 s, with their transitions) are real in the product. Browser tests and demos
 * may run them faster: a number 1..200 in localStorage['rink-phase-speed'] divides every phase
 * duration, the cheer decay interval and every tutorial timing. Read once, at first use.
 */
export const PHASE_SPEED_KEY = 'rink-phase-speed';
const MAX_PHASE_SPEED = 200;

/** The speed factor a stored value asks for: a number from 1 to 200, else 1 (real time). */
export function parsePhaseSpeed(stored: string | null): number {
  if (stored === null) return 1;
  const factor = Number(stored);
  if (!Number.isFinite(factor) || factor < 1) return 1;
  return Math.min(MAX_PHASE_SPEED, factor);
}

let speed: number | undefined;

function readSpeed(): number {
  try {
    return parsePhaseSpeed(window.localStorage.getItem(PHASE_SPEED_KEY));
  } catch {
    // Storage can be blocked (private modes, policies): real time then.
    return 1;
  }
}

/** A phase duration in ms as the client should wait it. */
export function phaseMs(ms: number): number {
  speed ??= readSpeed();
  return ms / speed;
}
