// The API answers 401 SESSION_ENDED when this device's session is over (logged out
// elsewhere with "Sign Out Everywhere", a new password, the session's age): the API
// client reports it here and the router leaves for the login page (useLeaveEndedSession).
// One report is enough; more while leaving change nothing.

const listeners = new Set<() => void>();

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the login page is sent with (router state) when it opens because the session ended. */
export interface SessionEndedState {
  sessionEnded: true;
}

export function isSessionEndedState(state: unknown): state is SessionEndedState {
  return typeof state === 'object' && state !== null && (state as Partial<SessionEndedState>).sessionEnded === true;
}
