import type { TutorialSlide } from '@rink/game';

/**
 * A slide's `actions` are hints the UI interprets (engine TUTORIALS): 'highlight:<target>'
 * rings a part of the page; 'demo:savings:<n>' is a task on a slide that waits for a button
 * (the student moves the puck to $n, in order) and a worked example on a timed slide.
 */
export const slideHighlights = (slide: TutorialSlide | null): string[] =>
  slide ? slide.actions.filter((a) => a.startsWith('highlight:')).map((a) => a.slice('highlight:'.length)) : [];

const demoAmounts = (slide: TutorialSlide): number[] =>
  slide.actions
    .filter((a) => a.startsWith('demo:savings:'))
    .map((a) => Number(a.slice('demo:savings:'.length)))
    .filter((n) => Number.isFinite(n));

export interface TutorialTask {
  /** The event the page reports when the task is done, e.g. 'savings:3'. */
  event: string;
  label: string;
}

export const slideTasks = (slide: TutorialSlide | null): TutorialTask[] =>
  slide && slide.timer === 0
    ? demoAmounts(slide).map((n) => ({ event: `savings:${n}`, label: `Save $${n}` }))
    : [];

/** Worked savings examples a timed slide shows: the amounts saved. */
export const slideExamples = (slide: TutorialSlide | null): number[] =>
  slide && slide.timer > 0 ? demoAmounts(slide) : [];
