import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './api-client';

const anyAnswer = (payload: unknown): payload is unknown => payload !== undefined;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it("gives every request the specification's 30 s and says 'Unable to connect with server' when it runs out", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))));
    const failure = apiRequest('GET', '/health', anyAnswer, { anonymous: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: TIMEOUT_MESSAGE, status: 0 });
    expect(TIMEOUT_MESSAGE).toBe('Unable to connect with server. Please try again later.');
    expect(timeout).toHaveBeenCalledWith(30_000);
  });

  it("a longer time only where a call asks for it (a school's CSV)", async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })));
    await apiRequest('GET', '/health', anyAnswer, { anonymous: true, timeoutMs: 120_000 });
    expect(timeout).toHaveBeenCalledWith(120_000);
  });

  it("shows a network error's own message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('GET', '/health', anyAnswer, { anonymous: true })).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
  });

  it("shows the server's own words for a refusal, with its status", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'That username is already taken.' }), { status: 409 })));
    await expect(apiRequest('POST', '/auth/register', anyAnswer, { anonymous: true, body: {} })).rejects.toMatchObject({ message: 'That username is already taken.', status: 409 });
  });
});
