import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loadingSession, roleFromClaims, SessionContext, signedOutSession, type Session } from './session';
import { isSessionWanted, onSessionWanted } from './wanted';

/**
 * Follows Firebase Auth state once something asks for the session (wantSession): a
 * rendered screen that reads it (useSession), the route gate when its rules depend on it,
 * a login on submit. Until then, and until firebase/auth has loaded, the session is
 * 'loading' (guarded routes show a spinner), so no page waits for Firebase to paint. onIdTokenChanged (not
 * onAuthStateChanged) so that a refreshed token with a new `role` claim updates the
 * session too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(loadingSession);
  // Not wanted on the server: a prerendered first screen is hydrated before anything asks (docs/decisions.md#d78).
  const wanted = useSyncExternalStore(onSessionWanted, isSessionWanted, () => false);

  useEffect(() => {
    if (!wanted) return;
    // Token reads are async; only the newest event may set the session.
    let latest = 0;
    let unsubscribe: (() => void) | undefined;
    Promise.all([import('firebase/auth'), import('@/lib/firebase')])
      .then(([{ onIdTokenChanged }, { auth }]) => {
        if (latest < 0) return;
        unsubscribe = onIdTokenChanged(auth, (user) => {
          const event = ++latest;
          if (!user) {
            setSession(signedOutSession);
            return;
          }
          user
            .getIdTokenResult()
            .then((token) => roleFromClaims(token.claims))
            .catch((error: unknown) => {
              console.error('Could not read the ID token claims', error);
              return null;
            })
            .then((role) => {
              if (event === latest) setSession({ status: 'signedIn', user, role });
            });
        });
      })
      .catch((error: unknown) => {
        // Without Firebase Auth nobody can be signed in; public pages keep working.
        console.error('Could not load Firebase Auth', error);
        if (latest >= 0) setSession(signedOutSession);
      });
    return () => {
      latest = -1;
      unsubscribe?.();
    };
  }, [wanted]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
