import { createContext, useContext } from 'react';
import type { Move, Page, TutorialSlide } from '@rink/game';
import type { MoveOutcome, StoredStudent } from '@/features/student/student-context';

/** What a game page's body gets from the shell around it. */
export interface GameShellState {
  page: Page;
  /** The student, loaded and allowed on this page. */
  student: StoredStudent;
  saving: boolean;
  sendMoves(moves: Move[]): Promise<MoveOutcome>;
  /** A tutorial is showing on this page (navigation is closed meanwhile). */
  inTutorial: boolean;
  /** The tutorial slide on screen, if any. */
  tutorialSlide: TutorialSlide | null;
  /** Whether the mascot is pointing at this part of the page ('equation', 'savingsSlider', ...). */
  isHighlighted(target: string): boolean;
  /** Tell the tutorial what the student just did (e.g. 'savings:3'), for its tasks. */
  reportTutorialEvent(event: string): void;
  /** Whether a stick button may lead to a page now (see navigation.ts). */
  canNavigate(target: Page): boolean;
  /** The page the guided tutorial path leads to next, if it is open. */
  nextStep: Page | null;
}

export const GameShellContext = createContext<GameShellState | undefined>(undefined);

/** For the body of a game page: the student and the shell's tutorial and navigation state. */
export function useGameShell(): GameShellState {
  const value = useContext(GameShellContext);
  if (!value) throw new Error('useGameShell must be used inside <GamePage>');
  return value;
}
