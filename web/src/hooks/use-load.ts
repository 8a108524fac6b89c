import { useCallback, useEffect, useEffectEvent, useState } from 'react';

interface Loaded<T> {
  /** The last answer that arrived; kept while a newer request (a new search, a retry) runs. */
  data: T | undefined;
  loading: boolean;
  /** What went wrong with the latest request, in words to show. */
  error: string | null;
  reload: () => void;
}

interface Result<T> {
  key: string;
  data: T | undefined;
  error: string | null;
}

/**
 * Runs `load` whenever `key` changes (or reload() is called) and keeps its answer. Loading is
 * derived (the latest request's key has no answer yet), so a new request never flashes an
 * empty screen, and an answer to an older key that arrives late is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, onError?: (error: unknown) => void): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt}\u0000${key}`;
  const [result, setResult] = useState<Result<T>>({ key: '', data: undefined, error: null });
  const run = useEffectEvent(load);
  const failed = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    let current = true;
    run().then(
      (data) => {
        if (current) setResult({ key: requestKey, data, error: null });
      },
      (error: unknown) => {
        if (!current) return;
        failed(error);
        setResult((was) => ({ key: requestKey, data: was.data, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = result.key === requestKey;
  return { data: result.data, loading: !settled, error: settled ? result.error : null, reload };
}
