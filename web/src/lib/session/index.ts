// The signed-in user and their role, shared by every layer (features, play/, app/).
export { SessionProvider } from './SessionProvider';
export { useKnownSession, useSession, type Role, type Session } from './session';
export { wantSession } from './wanted';
export { isSessionEndedState } from './session-ended';
export { useLeaveEndedSession } from './useLeaveEndedSession';
