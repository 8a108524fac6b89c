import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { StudentContext, type StudentState } from './student-context';

type LiveSession = ComponentType<{ uid: string; children: ReactNode }>;

let liveSession: Promise<LiveSession> | undefined;

/**
 * Starts loading the live half of the student's session (the Firestore SDK, about 130 KB gzip,
 * and the student provider), once. The game route calls it as soon as it knows a game page is
 * wanted, so the download runs beside Firebase Auth's instead of after it.
 */
export function loadLiveStudentSession(): Promise<LiveSession> {
  liveSession ??= import('./LiveStudentSession').then(({ LiveStudentSession }) => LiveStudentSession);
  // A failed download may be retried by the next page that asks.
  liveSession.catch(() => (liveSession = undefined));
  return liveSession;
}

/** Nothing can be sent before the student's document is known: the moves of a loading page go nowhere. */
const notLoaded: StudentState['sendMoves'] = async () => ({ ok: false, error: null });

const loadingState: StudentState = { status: 'loading', student: null, saving: false, sendMoves: notLoaded, sendMovesAsPageCloses: () => undefined };
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
    const load = () =>
      loadLiveStudentSession().then(
        (component) => {
          if (current) setLive(() => component);
        },
        (error: unknown) => {
          console.error('Could not load the game', error);
          if (current) setFailed(true);
        },
      );
    // After the frame's first paint: the Firestore SDK's download and start-up (about 100 ms of
    // a phone's CPU) would otherwise hold that paint back. A task queued from the frame after
    // next runs once the first has been painted (as wantSessionAfterPaint); the timeout covers a
    // tab in the background, where animation frames wait. It costs the document a frame or two.
    let started = false;
    const start = () => {
      if (started || !current) return;
      started = true;
      void load();
    };
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    const fallback = setTimeout(start, 250);
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, []);
  if (!Live) return <StudentContext value={failed ? failedState : loadingState}>{children}</StudentContext>;
  return <Live uid={uid}>{children}</Live>;
}
