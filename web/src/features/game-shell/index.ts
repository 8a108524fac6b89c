export { GamePage } from './GamePage';
export { ComingSoon } from './ComingSoon';
export { useGameShell } from './game-shell-context';
export type { GameShellState } from './game-shell-context';
