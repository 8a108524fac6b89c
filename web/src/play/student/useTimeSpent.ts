import { useCallback, useEffect } from 'react';
import { onIdTokenChanged } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { useStudentState } from './student-context';
import { clearSessionStart, ensureSessionStart, markSessionStart, readSessionStart, timeSpentMove } from '../time-spent/session-clock';

/** Shorter stretches are not worth a request when the tab hides. */
const MIN_EXIT_SAVE_MS = 1_000;

/**
 * docs/product.md#session: closing the tab saves time spent. pagehide and a hidden tab give no time to
 * await a token, so the newest ID token is kept in memory (onIdTokenChanged also fires on
 * every hourly refresh) and the move leaves through the move queue's keepalive road. Time
 * while the tab is hidden is not counted: counting restarts when the student comes back.
 */
export function useTimeSpentOnExit(uid: string): void {
  const { sendMovesAsPageCloses } = useStudentState();
  useEffect(() => {
    ensureSessionStart();
    let idToken: string | null = null;
    let tokenRead = 0;
    const unsubscribe = onIdTokenChanged(auth, (user) => {
      const read = ++tokenRead;
      if (!user || user.uid !== uid) {
        idToken = null;
        return;
      }
      user
        .getIdToken()
        .then((token) => {
          if (read === tokenRead) idToken = token;
        })
        .catch((error: unknown) => console.error('Could not read the ID token', error));
    });

    const saveNow = () => {
      const start = readSessionStart();
      if (!idToken || start === null || Date.now() - start < MIN_EXIT_SAVE_MS) return;
      const now = Date.now();
      const move = timeSpentMove(now);
      if (!move) return;
      sendMovesAsPageCloses([move], idToken);
      markSessionStart(now);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
      else markSessionStart();
    };
    // Back from the back/forward cache: the time away is not play time.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) markSessionStart();
    };

    window.addEventListener('pagehide', saveNow);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      tokenRead = -1;
      unsubscribe();
      window.removeEventListener('pagehide', saveNow);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [uid, sendMovesAsPageCloses]);
}

/**
 * Logout's first step for a student (docs/product.md#session): save the time spent through the
 * move queue, after any move still waiting, and end the session's clock. A failed save is
 * logged (the provider has told the student) and logout proceeds.
 */
export function useSaveTimeSpentBeforeLogout(): () => Promise<void> {
  const { sendMoves } = useStudentState();
  return useCallback(async () => {
    const move = timeSpentMove();
    if (move) {
      // With the network gone the save would wait for it (move-queue.ts): logout waits a moment, then goes on.
      const outcome = await Promise.race([sendMoves([move]), sleep(LOGOUT_SAVE_WAIT_MS).then(() => 'gave up' as const)]);
      if (outcome === 'gave up') console.error('Unexpected error saving time spent', 'no answer: the network is gone');
      else if (!outcome.ok) console.error('Unexpected error saving time spent', outcome.error ?? 'server or network failure');
    }
    clearSessionStart();
  }, [sendMoves]);
}

/** How long logout waits for the time-spent save before it goes on without it (docs/product.md#session). */
const LOGOUT_SAVE_WAIT_MS = 5_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
