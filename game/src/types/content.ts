import type { Level } from './core';

/** Budget equation (docs/product.md#budget-rules), in dollars. */
export interface Budget {
  total: number;
  spent: number;
  savings: number;
}

/** One tutorial slide (docs/product.md#tutorials). */
export interface TutorialSlide {
  message: string;
  /** Mascot picture key: which pose the guide shows. */
  mascotPose: 'wave' | 'point' | 'think' | 'cheer' | 'thumbsUp';
  /** Words to highlight in the message. */
  accentText: string;
  /** Milliseconds before the slide advances by itself; 0 waits for a button. */
  timer: number;
  buttons: { next: boolean; back: boolean; close: boolean };
  position: 'left' | 'right' | 'center';
  /** What the slide asks of the page; the UI decides how each kind looks. */
  actions: readonly TutorialAction[];
}

/** The parts of the game pages a tutorial can point at (each page marks its own). */
export type HighlightTarget = 'objectives' | 'equation' | 'savingsSlider' | 'slots' | 'scoutBoard' | 'puck' | 'cheerMeter';

/**
 * A tutorial slide's action. highlight: ring a part of the page. demoSavings: on a slide that
 * waits for a button, a task (move the savings puck to `amount`, in order); on a timed slide,
 * a worked example of saving `amount` dollars.
 */
export type TutorialAction = { kind: 'highlight'; target: HighlightTarget } | { kind: 'demoSavings'; amount: number };

/** A cup in the trophy case. */
export interface Cup {
  key: 'savingsCup' | 'thirdCup' | 'firstCup';
  level: Level;
  name: string;
  description: string;
  /** Trophy image media key. */
  image: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}
