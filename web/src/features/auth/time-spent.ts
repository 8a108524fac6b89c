// The session clock moved to the student game's frame (play/time-spent); logging in still
// starts and clears it. The lead repoints log-in.ts at '@/play/time-spent/session-clock'.
export { clearSessionStart, markSessionStart } from '@/play/time-spent/session-clock';
