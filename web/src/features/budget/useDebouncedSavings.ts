import { useCallback, useEffect, useRef, useState } from 'react';
import type { Move } from '@rink/game';
import type { MoveOutcome } from '@/features/student/student-context';

/** Spec points 7 and 9: the savings slider sends its change after a 1 s debounce. */
export const SAVINGS_DEBOUNCE_MS = 1000;

export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

/**
 * The slider's own value, sent as a setSavings move 1 s after the last change. While a change
 * is waiting or on its way, the server's value does not overwrite it; leaving the page sends a
 * waiting change at once so it is never lost.
 */
export function useDebouncedSavings(saved: number, sendMoves: (moves: Move[]) => Promise<MoveOutcome>) {
  const [draft, setDraft] = useState(saved);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const waiting = useRef<number | null>(null);
  const busy = status === 'waiting' || status === 'saving';

  useEffect(() => {
    if (!busy) setDraft(saved);
  }, [saved, busy]);

  const send = useCallback(
    async (amount: number) => {
      waiting.current = null;
      setStatus('saving');
      const outcome = await sendMoves([{ type: 'setSavings', amount }]);
      if (outcome.ok) {
        setStatus('saved');
        setError(null);
      } else {
        setStatus('error');
        setError(outcome.error.message);
      }
    },
    [sendMoves],
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

  return { draft, change, status, error };
}
