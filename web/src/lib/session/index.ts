// The signed-in user and their role, shared by every layer (features, play/, app/).
export { SessionProvider } from './SessionProvider';
export { roleFromClaims, useKnownSession, useSession, type Role, type Session } from './session';
export { wantSession } from './wanted';
export { isSessionEndedState, reportSessionEnded } from './session-ended';
export { useLeaveEndedSession } from './useLeaveEndedSession';
