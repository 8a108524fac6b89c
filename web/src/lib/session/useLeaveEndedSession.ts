import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths, roleLogin } from '@/config/paths';
import { useKnownSession } from './session';
import { onSessionEnded } from '@/lib/api-client';
import type { SessionEndedState } from './session-ended';

/**
 * When the API says this device's session has ended, the user goes to their role's login
 * page, which says so (SESSION_ENDED), and this browser signs out of Firebase. The page is
 * left first, as logout does, so the route rules never race it to /dashboard; once signed
 * out no call carries the old token, so nothing reports again (no loop).
 */
export function useLeaveEndedSession(): void {
  const session = useKnownSession();
  const navigate = useNavigate();
  const role = session.status === 'signedIn' ? session.role : null;
  const leaving = useRef(false);

  useEffect(
    () =>
      onSessionEnded(() => {
        if (leaving.current) return;
        leaving.current = true;
        const state: SessionEndedState = { sessionEnded: true };
        void (async () => {
          try {
            await navigate(role ? roleLogin[role] : paths.dashboard, { replace: true, state });
            // Firebase Auth is loaded only here: the router is on every page, public ones too.
            const [{ signOut }, { auth }] = await Promise.all([import('firebase/auth'), import('@/lib/firebase')]);
            await signOut(auth);
          } catch (error) {
            console.error('Unexpected error leaving an ended session', error);
          } finally {
            leaving.current = false;
          }
        })();
      }),
    [role, navigate],
  );
}
