import type { HighlightTarget, TutorialSlide } from '@rink/game';

/** The parts of the page the slide rings (its highlight actions). */
export const slideHighlights = (slide: TutorialSlide | null): HighlightTarget[] =>
  slide ? slide.actions.flatMap((action) => (action.kind === 'highlight' ? [action.target] : [])) : [];

const demoAmounts = (slide: TutorialSlide): number[] =>
  slide.actions.flatMap((action) => (action.kind === 'demoSavings' ? [action.amount] : []));

/** What a page tells the tutorial the student did: the savings puck now stands at $n. */
export type TutorialEvent = `savings:${number}`;

interface TutorialTask {
  /** The event the page reports when the task is done. */
  event: TutorialEvent;
  /** The savings the puck must stand at: the task reads "Save $n" (tutorialMessages.saveTask). */
  amount: number;
}

/** On a slide that waits for a button, each demoSavings action is a task: move the puck to $n, in order. */
export const slideTasks = (slide: TutorialSlide | null): TutorialTask[] =>
  slide && slide.timer === 0 ? demoAmounts(slide).map((n) => ({ event: `savings:${n}`, amount: n })) : [];

/** On a timed slide, each demoSavings action is a worked example: the amounts saved. */
export const slideExamples = (slide: TutorialSlide | null): number[] => (slide && slide.timer > 0 ? demoAmounts(slide) : []);
