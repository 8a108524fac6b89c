// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Move } from '@rink/game';
import { ApiError } from '@/lib/api-client';
import { CLOSED_BEFORE_SAVED, createMoveQueue, NETWORK_RETRY_MS } from './move-queue';

const requests: Array<{ body: { moves: Move[]; requestId: string } }> = [];
let answer: (body: { moves: Move[]; requestId: string }) => Promise<unknown>;

vi.mock('@/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/api-client')>();
  return {
    ...real,
    apiRequest: (_method: string, _path: string, _guard: unknown, options: { body: { moves: Move[]; requestId: string } }) => {
      requests.push({ body: options.body });
      return answer(options.body);
    },
  };
});

const saved = { success: true, updatedStudent: { _id: 's1' } };
const savings = (amount: number): Move => ({ type: 'setSavings', amount });
let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  requests.length = 0;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  answer = () => Promise.resolve(saved);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

describe('the move queue', () => {
  it('keeps a move made offline, says it waits, and sends it once when the network is back, before the next move', async () => {
    const queue = createMoveQueue('s1');
    const waiting: boolean[] = [];
    queue.onWaitingChange((now) => waiting.push(now));
    online = false;
    const first = queue.send([savings(3)]);
    const second = queue.send([savings(4)]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toEqual([]);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every(Boolean), 'waiting, all the minute offline').toBe(true);
    goOnline();
    await expect(first).resolves.toEqual({ _id: 's1' });
    await expect(second).resolves.toEqual({ _id: 's1' });
    expect(requests.map((request) => request.body.moves)).toEqual([[savings(3)], [savings(4)]]);
    expect(waiting.at(-1)).toBe(false);
  });

  it('sends a request the network failed again with the same id, so the server applies it once', async () => {
    const queue = createMoveQueue('s1');
    let tries = 0;
    answer = () => (++tries === 1 ? Promise.reject(new ApiError('Failed to fetch', 0)) : Promise.resolve(saved));
    const sent = queue.send([savings(2)]);
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS[0]);
    await expect(sent).resolves.toEqual({ _id: 's1' });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.requestId).toBe(requests[0]?.body.requestId);
    expect(requests[0]?.body.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('gives each request its own id', async () => {
    const queue = createMoveQueue('s1');
    await queue.send([savings(1)]);
    await queue.send([savings(1)]);
    expect(new Set(requests.map((request) => request.body.requestId)).size).toBe(2);
  });

  it("does not send again what the server refused, nor a move that does not wait (the season's own save)", async () => {
    const queue = createMoveQueue('s1');
    answer = () => Promise.reject(new ApiError('Not enough money', 409));
    await expect(queue.send([savings(9)])).rejects.toMatchObject({ status: 409 });
    answer = () => Promise.reject(new ApiError('Failed to fetch', 0));
    await expect(queue.send([savings(9)], { waitForNetwork: false })).rejects.toMatchObject({ status: 0 });
    expect(requests).toHaveLength(2);
  });

  it('fails a waiting move when the game is closed (logout), and sends nothing after', async () => {
    const queue = createMoveQueue('s1');
    online = false;
    const waiting = queue.send([savings(3)]);
    const failed = expect(waiting).rejects.toThrow(CLOSED_BEFORE_SAVED);
    await vi.advanceTimersByTimeAsync(1_000);
    queue.close();
    goOnline();
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(requests).toEqual([]);
  });
});
