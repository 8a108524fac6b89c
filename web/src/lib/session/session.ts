import { createContext, useContext, useEffect } from 'react';
import { wantSessionAfterPaint } from './wanted';
import type { User } from 'firebase/auth';
import { isRole, type Role } from '@rink/common';

export type { Role };

export type Session =
  | { status: 'loading'; user: null; role: null }
  | { status: 'signedOut'; user: null; role: null }
  /** role is null when the account has no (valid) role claim yet. */
  | { status: 'signedIn'; user: User; role: Role | null };

export const loadingSession: Session = { status: 'loading', user: null, role: null };
export const signedOutSession: Session = { status: 'signedOut', user: null, role: null };

/** Reads the `role` custom claim (docs/product.md#users-and-roles); anything other than a known role is null. */
export function roleFromClaims(claims: Record<string, unknown>): Role | null {
  const role = claims.role;
  return isRole(role) ? role : null;
}

/** Set by SessionProvider; tests may provide a fixed session directly. */
export const SessionContext = createContext<Session | undefined>(undefined);

/**
 * Who is signed in, from Firebase Auth state and the ID token's `role` claim. A screen
 * that asks starts the loading of Firebase Auth, once it has painted.
 */
export function useSession(): Session {
  const session = useKnownSession();
  useEffect(wantSessionAfterPaint, []);
  return session;
}

/**
 * The session as known so far, without asking for it ('loading' until something does):
 * for the route gate, which asks only when its rules depend on who is signed in.
 */
export function useKnownSession(): Session {
  const session = useContext(SessionContext);
  if (session === undefined) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
