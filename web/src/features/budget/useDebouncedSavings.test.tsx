import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVINGS_DEBOUNCE_MS, useDebouncedSavings } from './useDebouncedSavings';

/** The moves the hook sent, each answered when the test says. */
const sent: Array<{ amount: number; answer: (ok: boolean) => void }> = [];
vi.mock('@/play', () => ({
  useMove: () => ({
    run: (move: { amount: number }) => new Promise((resolve) => sent.push({ amount: move.amount, answer: (ok) => resolve(ok ? { ok: true } : { ok: false, error: null }) })),
    error: null,
  }),
}));

afterEach(() => {
  cleanup();
  sent.length = 0;
  vi.useRealTimers();
});

describe("the savings slider's save", () => {
  it('keeps a newer change on the slider while an older one is still on its way, and sends it after', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ saved }) => useDebouncedSavings(saved), { initialProps: { saved: 4 } });
    act(() => result.current.change(0));
    act(() => vi.advanceTimersByTime(SAVINGS_DEBOUNCE_MS));
    expect(sent.map((move) => move.amount)).toEqual([0]);
    // The student moves the puck again while $0 is being saved.
    act(() => result.current.change(1));
    await act(async () => sent[0]!.answer(true));
    rerender({ saved: 0 });
    expect(result.current.draft).toBe(1);
    expect(result.current.status).toBe('waiting');
    act(() => vi.advanceTimersByTime(SAVINGS_DEBOUNCE_MS));
    expect(sent.map((move) => move.amount)).toEqual([0, 1]);
    await act(async () => sent[1]!.answer(true));
    rerender({ saved: 1 });
    expect(result.current.status).toBe('saved');
    expect(result.current.draft).toBe(1);
  });

  it("shows the server's value again once nothing is waiting", async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ saved }) => useDebouncedSavings(saved), { initialProps: { saved: 4 } });
    act(() => result.current.change(2));
    act(() => vi.advanceTimersByTime(SAVINGS_DEBOUNCE_MS));
    await act(async () => sent[0]!.answer(true));
    rerender({ saved: 2 });
    // Another device changes the savings later.
    rerender({ saved: 3 });
    expect(result.current.draft).toBe(3);
    expect(result.current.status).toBe('saved');
  });
});
