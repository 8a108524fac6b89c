import { describe, expect, it, vi } from 'vitest';
import { SAVE_RETRY_DELAYS_MS, withRetries, type Attempt } from './retry';

describe('withRetries', () => {
  it('returns the first success without waiting', async () => {
    const wait = vi.fn(async () => undefined);
    const failures = vi.fn();
    await expect(withRetries(async () => ({ done: true, value: 7 }), failures, SAVE_RETRY_DELAYS_MS, wait)).resolves.toBe(7);
    expect(wait).not.toHaveBeenCalled();
    expect(failures).not.toHaveBeenCalled();
  });

  it('waits 1 s, 2 s, 4 s between tries, then gives up', async () => {
    const waits: number[] = [];
    const failures = vi.fn();
    const attempt = vi.fn(async (): Promise<Attempt<number>> => ({ done: false, error: new Error('offline') }));
    const result = await withRetries(attempt, failures, SAVE_RETRY_DELAYS_MS, async (ms) => {
      waits.push(ms);
    });
    expect(result).toBeNull();
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(failures.mock.calls.map((call) => call[1])).toEqual([1, 2, 3, 4]);
  });

  it('stops at the try that goes through', async () => {
    let tries = 0;
    const attempt = async (): Promise<Attempt<string>> => (++tries === 3 ? { done: true, value: 'saved' } : { done: false, error: 'down' });
    await expect(withRetries(attempt, () => undefined, SAVE_RETRY_DELAYS_MS, async () => undefined)).resolves.toBe('saved');
    expect(tries).toBe(3);
  });
});
