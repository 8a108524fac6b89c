import { useCallback, useEffect, useRef, useState } from 'react';
import { useMove } from '@/play';

/** docs/product.md#budget-page: the savings slider sends its change after a 1 s debounce. */
export const SAVINGS_DEBOUNCE_MS = 1000;

export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

/**
 * The slider's own value, sent as a setSavings move 1 s after the last change. While a change
 * is waiting or on its way, the server's value does not overwrite it; leaving the page sends a
 * waiting change at once so it is never lost. A refusal is shown under the slider (error, the
 * engine's RuleError: the page shows it in its language through serverText); a
 * server failure was already told by the move queue's toast.
 */
export function useDebouncedSavings(saved: number) {
  const move = useMove();
  const [draft, setDraft] = useState(saved);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<number | null>(null);
  const waiting = useRef<number | null>(null);
  const busy = status === 'waiting' || status === 'saving';

  useEffect(() => {
    if (!busy) setDraft(saved);
  }, [saved, busy]);

  const { run } = move;
  const send = useCallback(
    async (amount: number) => {
      waiting.current = null;
      setStatus('saving');
      const outcome = await run({ type: 'setSavings', amount });
      // A newer change made while this one was on its way is still waiting: the slider keeps
      // showing it (the server's value, now this older one, must not pull the puck back).
      if (waiting.current !== null) return;
      setStatus(outcome.ok ? 'saved' : 'error');
    },
    [run],
  );

  const change = useCallback(
    (amount: number) => {
      setDraft(amount);
      setStatus('waiting');
      waiting.current = amount;
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = null;
        void send(amount);
      }, SAVINGS_DEBOUNCE_MS);
    },
    [send],
  );

  // Leaving the page: send what is still waiting.
  const latestSend = useRef(send);
  latestSend.current = send;
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      if (waiting.current !== null) void latestSend.current(waiting.current);
    },
    [],
  );

  return { draft, change, status, error: move.error };
}
