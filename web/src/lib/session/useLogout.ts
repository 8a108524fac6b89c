import { useCallback, useRef, useState } from 'react';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase';
import { isApiSuccess, LOGOUT_EVERYWHERE_PATH, LOGOUT_PATH } from '@rink/common';
import { apiRequest } from '@/lib/api-client';
import { useSession } from './session';

export interface LogoutOptions {
  /**
   * Work of the caller's own that must finish while still signed in, e.g. the student game
   * saving time spent (play/). It should not throw; if it does, the error is logged and
   * logout proceeds (docs/product.md#session).
   */
  beforeSignOut?: () => Promise<void>;
}

/**
 * Logging out (docs/product.md#session): the caller's own work first (beforeSignOut), then the
 * server ends this device's session (the user's other devices stay signed in), the user
 * returns to /dashboard, and Firebase signs out here.
 */
export function useLogout({ beforeSignOut }: LogoutOptions = {}): { logout: () => Promise<void>; loggingOut: boolean } {
  const { leave, leaving } = useLeave(LOGOUT_PATH, beforeSignOut);
  return { logout: leave, loggingOut: leaving };
}

/**
 * "Sign Out Everywhere": the server ends every session of the user, on every device, then
 * this device leaves as logout does. When the server could not do it, nothing is signed out
 * and the promise rejects (ApiError), so the screen can say so and the user can try again.
 */
export function useSignOutEverywhere(): { signOutEverywhere: () => Promise<void>; signingOut: boolean } {
  const { leave, leaving } = useLeave(LOGOUT_EVERYWHERE_PATH);
  return { signOutEverywhere: leave, signingOut: leaving };
}

/** The way out both share: the caller's work, the server call, /dashboard, then signing out here. */
function useLeave(serverPath: ServerPath, beforeSignOut?: () => Promise<void>) {
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const busy = useRef(false);
  const signedIn = session.status === 'signedIn';

  const leave = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLeaving(true);
    try {
      if (signedIn && beforeSignOut) {
        try {
          await beforeSignOut();
        } catch (error) {
          console.error('Unexpected error before logging out', error);
        }
      }
      // docs/product.md#session: "a server logout call precedes" removing the token locally.
      if (auth.currentUser) await endOnServer(serverPath);
      // Leave the signed-in pages before signing out: signing out on a page that needs a role
      // makes the route rules send it to that role's login while this move to /dashboard is
      // still loading, and whichever lands last would win.
      await navigate(paths.dashboard, { replace: true });
      await signOutHere();
    } finally {
      busy.current = false;
      setLeaving(false);
    }
  }, [signedIn, beforeSignOut, navigate, serverPath]);

  return { leave, leaving };
}

type ServerPath = typeof LOGOUT_PATH | typeof LOGOUT_EVERYWHERE_PATH;

/**
 * Ends this device's session (LOGOUT_PATH) or all the user's (LOGOUT_EVERYWHERE_PATH); needs
 * the user still signed in. A failed logout is logged and logout proceeds (a session the
 * server could not end runs out by its age); a failed Sign Out Everywhere throws.
 */
async function endOnServer(path: ServerPath): Promise<void> {
  try {
    // A logout refused because the session had already ended is no news; for Sign Out
    // Everywhere it is (other sessions may be open): the user is sent to log in again.
    await apiRequest('POST', path, isApiSuccess, { endsSession: path === LOGOUT_PATH });
  } catch (error) {
    if (path === LOGOUT_EVERYWHERE_PATH) throw error;
    console.warn('Server logout failed', error);
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
