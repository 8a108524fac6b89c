import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPausableClock } from './pausable-clock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPausableClock', () => {
  it('fires a timer after its time while the clock runs', () => {
    const clock = createPausableClock();
    const fn = vi.fn();
    clock.after(5000, fn);
    vi.advanceTimersByTime(4999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('holds a timer while paused, however long, and fires it after the time it had left', () => {
    const clock = createPausableClock();
    const fn = vi.fn();
    clock.after(5000, fn);
    vi.advanceTimersByTime(3000);
    clock.pause();
    expect(clock.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(fn).not.toHaveBeenCalled();
    clock.resume();
    vi.advanceTimersByTime(1999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('counts only running time across several pauses', () => {
    const clock = createPausableClock();
    const fn = vi.fn();
    clock.after(2000, fn);
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(500);
      clock.pause();
      vi.advanceTimersByTime(10_000);
      clock.resume();
    }
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts a timer set while paused only once the clock runs again', () => {
    const clock = createPausableClock();
    clock.pause();
    const fn = vi.fn();
    clock.after(1000, fn);
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    clock.resume();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps a repeating timer on its beat: pausing and resuming often never skips a beat (no cheer is kept by pausing)', () => {
    const clock = createPausableClock();
    const fn = vi.fn();
    const stop = clock.every(2000, fn);
    // Paused every 1.5 s of running time for a while: the running time still adds up.
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(1500);
      clock.pause();
      vi.advanceTimersByTime(30_000);
      clock.resume();
    }
    // 6 s of running time: three beats.
    expect(fn).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('cancels a timer, paused or not', () => {
    const clock = createPausableClock();
    const first = vi.fn();
    const second = vi.fn();
    const cancelFirst = clock.after(1000, first);
    const cancelSecond = clock.after(1000, second);
    cancelFirst();
    clock.pause();
    cancelSecond();
    clock.resume();
    vi.advanceTimersByTime(5000);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('tells its listeners of each pause and resume, once each', () => {
    const clock = createPausableClock();
    const listener = vi.fn();
    const stop = clock.subscribe(listener);
    clock.pause();
    clock.pause();
    clock.resume();
    clock.resume();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    clock.pause();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
