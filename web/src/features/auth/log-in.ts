import { LOGIN_UNEXPECTED_ERROR } from '@rink/common';
import { ApiError, TIMEOUT_MESSAGE } from '@/lib/api-client';
import { wantSession } from '@/lib/session';
import { clearSessionStart, markSessionStart } from '@/play/time-spent/session-clock';
import { fetchCurrentUser } from './api/currentUser';
import { logInCall } from './api/login';
import type { LoginConfig } from './login-config';

export type LoginOutcome =
  | { kind: 'signedIn'; to: string }
  /** Signed in, but the account is not of this page's role, or could not be checked (docs/product.md#login). */
  | { kind: 'refused'; to: string; reason: 'role' | 'userFetch' }
  | { kind: 'failed'; message: string };

/**
 * The words to show for a failed login call: the server's own text where it gave one (a refused
 * login is its 'Incorrect username or password.'), the spec's unexpected-error text otherwise.
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message === TIMEOUT_MESSAGE) return TIMEOUT_MESSAGE;
    // 4xx answers carry the server's login error text (docs/product.md#login: shown above the buttons).
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return LOGIN_UNEXPECTED_ERROR;
}

/**
 * Firebase Auth, imported on submit so the login pages paint without it; the session
 * starts following it too, so the form sees the new sign-in.
 */
async function firebaseAuth() {
  wantSession();
  const [{ signInWithCustomToken, signOut }, { auth }] = await Promise.all([
    import('firebase/auth'),
    import('@/lib/firebase'),
  ]);
  return {
    signIn: (token: string) => signInWithCustomToken(auth, token),
    signOut: () => signOut(auth),
  };
}

async function clearSession(): Promise<void> {
  clearSessionStart();
  await firebaseAuth()
    .then((firebase) => firebase.signOut())
    .catch((error: unknown) => console.error('Unexpected error signing out', error));
}

/**
 * docs/product.md#login: the role's login call, Firebase sign-in with the custom token,
 * then the current user is fetched and its role checked. Any failure leaves the
 * user logged out.
 */
export async function logIn(config: LoginConfig, identifier: string, password: string): Promise<LoginOutcome> {
  try {
    const { token } = await logInCall(config.role, identifier, password);
    if (typeof token !== 'string' || token === '') throw new Error('The login answer had no token.');
    await (await firebaseAuth()).signIn(token);
  } catch (error) {
    console.error('Login failed', error);
    await clearSession();
    return { kind: 'failed', message: loginErrorText(error) };
  }

  let role: unknown;
  try {
    const user = await fetchCurrentUser();
    role = user.data.role;
  } catch (error) {
    console.error('Unexpected error fetching current user', error);
    await clearSession();
    return { kind: 'refused', to: config.refusedTo, reason: 'userFetch' };
  }
  if (role !== config.role) {
    await clearSession();
    return { kind: 'refused', to: config.refusedTo, reason: 'role' };
  }

  if (config.role === 'student') markSessionStart();
  return { kind: 'signedIn', to: config.home };
}
