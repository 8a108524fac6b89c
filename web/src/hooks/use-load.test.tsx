import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';
import { useLoad } from './use-load';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the search debounce', () => {
  it('passes a value on only after it has stayed the same for the whole wait', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), { initialProps: { value: '' } });
    rerender({ value: 'a' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('ab');
  });
});

describe('loading an answer', () => {
  it('keeps the last answer while a newer request runs, and drops an older answer that arrives late', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ key }) => useLoad(key, () => answers[key] ?? Promise.reject(new Error('no such key'))), {
      initialProps: { key: 'a' },
    });
    expect(result.current.loading).toBe(true);
    rerender({ key: 'b' });
    await act(async () => second.resolve('answer b'));
    expect(result.current).toMatchObject({ data: 'answer b', loading: false, error: null });
    await act(async () => first.resolve('answer a'));
    expect(result.current.data).toBe('answer b');
  });

  it('says what went wrong, tells the caller, and loads again on reload', async () => {
    const onError = vi.fn();
    let calls = 0;
    const { result } = renderHook(() => useLoad('k', () => (++calls === 1 ? Promise.reject(new Error('Server is down')) : Promise.resolve(42)), onError));
    await waitFor(() => expect(result.current.error).toBe('Server is down'));
    expect(onError).toHaveBeenCalledOnce();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: 42, error: null, loading: false }));
  });
});
