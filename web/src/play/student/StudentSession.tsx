import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { StudentContext, type StudentState } from './student-context';

type LiveSession = ComponentType<{ uid: string; children: ReactNode }>;

let liveSession: Promise<LiveSession> | undefined;

/**
 * Starts loading the live half of the student's session (the Firestore SDK, about 130 KB gzip,
 * and the student provider), once. The game route calls it as soon as its layout has loaded, so
 * the download runs while Firebase Auth checks the session and the frame draws, not after them.
 */
export function loadLiveStudentSession(): Promise<LiveSession> {
  liveSession ??= import('./LiveStudentSession').then(({ LiveStudentSession }) => LiveStudentSession);
  // A failed download may be retried by the next page that asks.
  liveSession.catch(() => (liveSession = undefined));
  return liveSession;
}

/** Nothing can be sent before the student's document is known: the moves of a loading page go nowhere. */
const notLoaded: StudentState['sendMoves'] = async () => ({ ok: false, error: null });

const loadingState: StudentState = { status: 'loading', student: null, saving: false, waitingForNetwork: false, sendMoves: notLoaded, sendMovesAsPageCloses: () => undefined };
const failedState: StudentState = { ...loadingState, status: 'error' };

/**
 * Everything a signed-in student's game needs around its pages: the live student document and
 * its move queue (useStudent, useMove), and the time-spent save when the tab closes.
 *
 * Until the Firestore half has loaded, the pages see a student that is still loading, so the
 * game page draws its frame (header, backdrop, a loading status) at once, with no figures: the
 * frame is most of a phone's first screen, and Firestore is the largest download of the game.
 */
export function StudentSession({ uid, children }: { uid: string; children: ReactNode }) {
  const [Live, setLive] = useState<LiveSession | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadLiveStudentSession().then(
      (component) => {
        if (current) setLive(() => component);
      },
      (error: unknown) => {
        console.error('Could not load the game', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  if (!Live) return <StudentContext value={failed ? failedState : loadingState}>{children}</StudentContext>;
  return <Live uid={uid}>{children}</Live>;
}
