import { describe, expect, it } from 'vitest';
import { TUTORIALS } from '@rink/game';
import { slideExamples, slideHighlights, slideTasks } from './tutorial-actions';

const budget = TUTORIALS.budget;

describe('what a tutorial slide asks of the page', () => {
  it('rings the savings slider and asks for $3 then $4 on the budget slide that waits for Next', () => {
    const slide = budget[2] ?? null;
    expect(slideHighlights(slide)).toEqual(['savingsSlider']);
    expect(slideTasks(slide)).toEqual([
      { event: 'savings:3', amount: 3 },
      { event: 'savings:4', amount: 4 },
    ]);
    expect(slideExamples(slide)).toEqual([]);
  });

  it('shows saving $9 as a worked example on the timed slide, not as a task', () => {
    const slide = budget[3] ?? null;
    expect(slideExamples(slide)).toEqual([9]);
    expect(slideTasks(slide)).toEqual([]);
  });

  it('asks nothing when no slide is showing', () => {
    expect(slideHighlights(null)).toEqual([]);
    expect(slideTasks(null)).toEqual([]);
  });
});
