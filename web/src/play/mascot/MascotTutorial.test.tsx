import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { DIALOGUE_TRANSITION_MS, SLIDE_LONG_MS, SLIDE_SHORT_MS, SLIDE_TRANSITION_MS, TUTORIALS } from '@rink/game';
import { PHASE_SPEED_KEY } from '@/config/phase-speed';
import { renderWithIntl } from '@/i18n/testing';

// phase-speed.ts reads the factor once per page load: each test loads the modules afresh.
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

/** The home tutorial's first slide (3 s), with the speed factor `speed` stored, or none. */
async function showHomeTutorial(speed?: number) {
  if (speed !== undefined) window.localStorage.setItem(PHASE_SPEED_KEY, String(speed));
  const { MascotTutorial } = await import('./MascotTutorial');
  const onIndexChange = vi.fn();
  const view = renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <MascotTutorial name="home" slides={TUTORIALS.home} index={0} onIndexChange={onIndexChange} tasksDone={0} onFinish={() => {}} />
    </ChakraProvider>,
  );
  return { ...view, onIndexChange };
}

/** The moment, in ms from now, the slide moves on by itself. */
function movesOnAfter(onIndexChange: ReturnType<typeof vi.fn>, before: number): void {
  act(() => vi.advanceTimersByTime(before - 1));
  expect(onIndexChange, `not before ${before} ms`).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onIndexChange).toHaveBeenCalledWith(1);
}

describe("the mascot tutorial's timers", () => {
  it("keep the product's values (docs/product.md#tutorials)", () => {
    expect([SLIDE_SHORT_MS, SLIDE_LONG_MS]).toEqual([3000, 5000]);
    expect(SLIDE_TRANSITION_MS).toEqual({ fade: 500, move: 2000 });
    expect(DIALOGUE_TRANSITION_MS).toBe(1000);
    expect(TUTORIALS.home[0]?.timer).toBe(SLIDE_SHORT_MS);
  });

  it('run on the real clock when no speed is set: a 3 s slide moves on after 3 s, its bar fills over 3 s', async () => {
    const { container, onIndexChange } = await showHomeTutorial();
    expect(container.textContent).toContain('Welcome, General Manager!');
    movesOnAfter(onIndexChange, SLIDE_SHORT_MS);
    // The slide's fade, the panel's entrance, its glide to a new side, the slide's timer bar.
    expect(durations(container)).toEqual(['500ms', '1000ms', '2000ms', '3000ms']);
  });

  it('run on the real clock at speed 1', async () => {
    const { onIndexChange } = await showHomeTutorial(1);
    movesOnAfter(onIndexChange, SLIDE_SHORT_MS);
  });

  it("stand still while a timed slide is paused, however long, and go on with the time they had left after Resume (WCAG 2.2.1)", async () => {
    const { getByRole, onIndexChange } = await showHomeTutorial();
    act(() => vi.advanceTimersByTime(1000));
    act(() => fireEvent.click(getByRole('button', { name: 'Pause' })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(onIndexChange).not.toHaveBeenCalled();
    act(() => fireEvent.click(getByRole('button', { name: 'Resume' })));
    getByRole('button', { name: 'Pause' });
    movesOnAfter(onIndexChange, SLIDE_SHORT_MS - 1000);
  });

  it('follow the phase speed the browser tests set: 50 times faster at 50', async () => {
    const { container, onIndexChange } = await showHomeTutorial(50);
    movesOnAfter(onIndexChange, SLIDE_SHORT_MS / 50);
    expect(durations(container)).toEqual(['10ms', '20ms', '40ms', '60ms']);
  });
});

/**
 * The animation and transition durations of the tutorial's elements, each once, in order
 * (Chakra writes them into <style> rules, one class each).
 */
function durations(container: HTMLElement): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const classes = [...container.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((name) => name.startsWith('css-'));
  const found = classes.flatMap((name) => {
    const rule = new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    return [...rule.matchAll(/(?:animation-duration:|transition:left)\s*([\d.]+ms)/g)].map((match) => match[1] ?? '');
  });
  return [...new Set(found)].sort((a, b) => parseFloat(a) - parseFloat(b));
}
