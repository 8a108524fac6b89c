// The student game's frame (docs/decisions.md#d10): what every game feature builds on.
// Features import from here; nothing here imports a feature.
export { GamePage } from './shell/GamePage';
export { useGameShell } from './shell/game-shell-context';
export { useStudent } from './student/student-context';
export type { MoveOutcome, StoredStudent } from './student/student-context';
export { useMove, useMovesInFlight } from './moves/useMove';
export { loadLiveStudentSession, StudentSession } from './student/StudentSession';
export { useLeaveGuard } from './shell/useLeaveGuard';
export { PageStick } from './shell/PageStick';
export { ExitConfirmDialog } from './shell/ExitConfirmDialog';
export { ClipPlayer } from './clips/ClipPlayer';
export { usePreloadClips } from './clips/usePreloadClips';
