import { createContext, useContext } from 'react';
import type { HighlightTarget, Page, TutorialSlide } from '@rink/game';
import type { TutorialEvent } from '../mascot/tutorial-actions';

/**
 * What a game page's body gets from the frame around it: the tutorial and navigation state
 * only. The student itself comes from useStudent(), moves from useMove().
 */
export interface GameShellState {
  page: Page;
  /** A tutorial is showing on this page (navigation is closed meanwhile). */
  inTutorial: boolean;
  /** The tutorial slide on screen, if any. */
  tutorialSlide: TutorialSlide | null;
  /** Whether the mascot is pointing at this part of the page. */
  isHighlighted(target: HighlightTarget): boolean;
  /** Tell the tutorial what the student just did (e.g. 'savings:3'), for its tasks. */
  reportTutorialEvent(event: TutorialEvent): void;
  /** Whether a stick button may lead to a page now (the engine's canNavigate). */
  canNavigate(target: Page): boolean;
  /**
   * Why a stick button may not lead to a page now, in words (the engine's stickClosedBy), or
   * null when it may, or when a tutorial is what closes it.
   */
  closedReason(target: Page): string | null;
  /** The page the student is guided to next (the engine's nextStepPage), if it is open. */
  nextStep: Page | null;
}

export const GameShellContext = createContext<GameShellState | undefined>(undefined);

/** For the body of a game page: the frame's tutorial and navigation state. */
export function useGameShell(): GameShellState {
  const value = useContext(GameShellContext);
  if (!value) throw new Error('useGameShell must be used inside <GamePage>');
  return value;
}
