// When the API says this device's session has ended (the API client's onSessionEnded), the
// router leaves for the login page (useLeaveEndedSession) with this state, and the page says why.

/** What the login page is sent with (router state) when it opens because the session ended. */
export interface SessionEndedState {
  sessionEnded: true;
}

export function isSessionEndedState(state: unknown): state is SessionEndedState {
  return typeof state === 'object' && state !== null && (state as Partial<SessionEndedState>).sessionEnded === true;
}
