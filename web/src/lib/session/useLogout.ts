import { useCallback, useRef, useState } from 'react';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase';
import { isApiSuccess } from '@rink/common';
import { apiRequest } from '@/lib/api-client';
import { useSession } from './session';

export interface LogoutOptions {
  /**
   * Work of the caller's own that must finish while still signed in, e.g. the student game
   * saving time spent (play/). It should not throw; if it does, the error is logged and
   * logout proceeds (spec point 4, Session).
   */
  beforeSignOut?: () => Promise<void>;
}

/**
 * Logging out (spec point 4, Session): the caller's own work first (beforeSignOut), then the
 * server revokes the session, the user returns to /dashboard, and Firebase signs out.
 */
export function useLogout({ beforeSignOut }: LogoutOptions = {}): { logout: () => Promise<void>; loggingOut: boolean } {
  const session = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const busy = useRef(false);
  const signedIn = session.status === 'signedIn';

  const logout = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoggingOut(true);
    try {
      if (signedIn && beforeSignOut) {
        try {
          await beforeSignOut();
        } catch (error) {
          console.error('Unexpected error before logging out', error);
        }
      }
      await revokeOnServer();
      // Leave the signed-in pages before signing out: signing out on a page that needs a role
      // makes the route rules send it to that role's login while this move to /dashboard is
      // still loading, and whichever lands last would win.
      await navigate(paths.dashboard, { replace: true });
      await signOutHere();
    } finally {
      busy.current = false;
      setLoggingOut(false);
    }
  }, [signedIn, beforeSignOut, navigate]);

  return { logout, loggingOut };
}

/** Revokes the session on the server (refresh tokens); needs the user still signed in. */
async function revokeOnServer(): Promise<void> {
  if (auth.currentUser) {
    try {
      await apiRequest('POST', '/auth/logout', isApiSuccess);
    } catch (error) {
      // The server call only revokes refresh tokens; signing out locally still happens.
      console.warn('Server logout failed', error);
    }
  }
}

/** Signs out of Firebase in this browser. */
async function signOutHere(): Promise<void> {
  try {
    await signOut(auth);
  } catch (error) {
    console.error('Unexpected error signing out', error);
  }
}
