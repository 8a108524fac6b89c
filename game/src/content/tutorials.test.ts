import { describe, expect, it } from 'vitest';
import { DIALOGUE_TRANSITION_MS, SLIDE_LONG_MS, SLIDE_SHORT_MS, SLIDE_TRANSITION_MS, TUTORIALS } from './tutorials';

// The specification's constants (docs/product.md#tutorials): production's values, whatever speed the
// emulator's tests run the timers at (web/src/config/phase-speed.ts scales them in the browser only).
describe('the tutorials timing table', () => {
  it('times slides 3,000 ms and 5,000 ms', () => {
    expect(SLIDE_SHORT_MS).toBe(3000);
    expect(SLIDE_LONG_MS).toBe(5000);
  });

  it('moves between slides in 500 ms (the fade) and 2 s (the move), and opens the dialogue in 1 s', () => {
    expect(SLIDE_TRANSITION_MS).toEqual({ fade: 500, move: 2000 });
    expect(DIALOGUE_TRANSITION_MS).toBe(1000);
  });

  it('gives every slide one of the two times, or none (it waits for a button and shows Next or Got it!)', () => {
    for (const [name, slides] of Object.entries(TUTORIALS)) {
      for (const slide of slides) {
        expect([0, SLIDE_SHORT_MS, SLIDE_LONG_MS], `${name}: ${slide.message}`).toContain(slide.timer);
        expect(slide.buttons.next, `${name}: ${slide.message}`).toBe(slide.timer === 0);
      }
      // Each tutorial ends on a slide that waits for the student.
      expect(slides[slides.length - 1]?.timer, name).toBe(0);
    }
  });
});
