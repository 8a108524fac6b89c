import { useCallback, useRef, useState } from 'react';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { clearSessionStart, saveTimeSpent } from './time-spent';

/**
 * Logging out (spec point 4, Session): a student's time spent is saved first
 * (a failed save is logged and logout proceeds), then the server revokes the
 * session, Firebase signs out, and the user returns to /dashboard.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const session = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const busy = useRef(false);

  const user = session.status === 'signedIn' ? session.user : null;
  const role = session.status === 'signedIn' ? session.role : null;

  const logout = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoggingOut(true);
    try {
      await signOutEverywhere(user?.uid ?? null, role === 'student');
      await navigate(paths.dashboard, { replace: true });
    } finally {
      busy.current = false;
      setLoggingOut(false);
    }
  }, [user, role, navigate]);

  return { logout, loggingOut };
}

/** The steps of logging out, without React: also used when a login must be undone. */
export async function signOutEverywhere(uid: string | null, isStudent: boolean): Promise<void> {
  if (uid && isStudent) {
    try {
      await saveTimeSpent(uid);
    } catch (error) {
      console.error('Unexpected error saving time spent', error);
    }
  }
  if (auth.currentUser) {
    try {
      await apiRequest('POST', '/auth/logout');
    } catch (error) {
      // The server call only revokes refresh tokens; signing out locally still happens.
      console.warn('Server logout failed', error);
    }
  }
  try {
    await signOut(auth);
  } catch (error) {
    console.error('Unexpected error signing out', error);
  }
  clearSessionStart();
}
