// The clock of a scene is the frame number, never the wall clock: the same frame always draws
// the same picture, so a rebuild gives the same video and a loop's last frame meets its first.
// These helpers turn a time in seconds (frame / fps) into positions.

export const clamp = (value: number, low = 0, high = 1): number => Math.min(high, Math.max(low, value));

/** How far t is through [start, end], 0..1. */
export const progress = (t: number, start: number, end: number): number => clamp((t - start) / (end - start));

export type Ease = (p: number) => number;
export const linear: Ease = (p) => p;
export const easeOutCubic: Ease = (p) => 1 - (1 - p) ** 3;
export const easeInCubic: Ease = (p) => p ** 3;
export const easeInOut: Ease = (p) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2);
/** Overshoots a little and settles: things that "pop" in. */
export const easeOutBack: Ease = (p) => 1 + 2.70158 * (p - 1) ** 3 + 1.70158 * (p - 1) ** 2;

/** from -> to while t goes through [start, end]; holds from before and to after. */
export function tween(t: number, start: number, end: number, from: number, to: number, ease: Ease = easeOutCubic): number {
  return from + (to - from) * ease(progress(t, start, end));
}

/** A wave with a whole number of periods per `loop` seconds, so it meets itself at the loop's end. */
export const wave = (t: number, loop: number, periods: number, phase = 0): number => Math.sin(2 * Math.PI * (periods * t / loop + phase));

/** A seeded generator (mulberry32): confetti and crowds look random but are the same every build. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
