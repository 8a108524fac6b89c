import { useEffect, useState, type ReactNode } from 'react';
import { onIdTokenChanged } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { loadingSession, roleFromClaims, SessionContext, signedOutSession, type Session } from './session';

/**
 * Follows Firebase Auth state. onIdTokenChanged (not onAuthStateChanged) so that a
 * refreshed token with a new `role` claim updates the session too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [session, setSession] = useState<Session>(loadingSession);

  useEffect(() => {
    // Token reads are async; only the newest event may set the session.
    let latest = 0;
    const unsubscribe = onIdTokenChanged(auth, (user) => {
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
    return () => {
      latest = -1;
      unsubscribe();
    };
  }, [auth]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
