import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { promotionClips } from '@rink/game';
import { CAPTION_MS, ClipPlayer } from './ClipPlayer';
import { renderWithIntl } from '@/i18n/testing';

// jsdom plays no media: play() is told to start, and nothing ends by itself.
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const [complete, intro] = promotionClips(1);

const play = (onDone = vi.fn()) => {
  renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <ClipPlayer clips={[complete!, intro!]} onDone={onDone} />
    </ChakraProvider>,
  );
  return onDone;
};

/** The caption line on screen (the visible one; every line is also in the dialog's description). */
const shownLine = (captions: readonly string[]) => captions.find((caption) => screen.queryByText(caption, { exact: true }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the promotion clips', () => {
  it("shows each clip's captions line by line, then waits on Next and Continue", () => {
    const onDone = play();
    expect(shownLine(complete!.captions)).toBe(complete!.captions[0]);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    wait(CAPTION_MS);
    expect(shownLine(complete!.captions)).toBe(complete!.captions[1]);
    wait(CAPTION_MS * 3);
    // Nothing moves on by itself.
    expect(screen.getByRole('dialog', { name: complete!.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: intro!.title })).toBeTruthy();
    expect(shownLine(intro!.captions)).toBe(intro!.captions[0]);
    wait(CAPTION_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('holds the caption line while paused, however long, then gives it the time it had left (WCAG 2.2.1)', () => {
    play();
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(60_000);
    expect(shownLine(complete!.captions)).toBe(complete!.captions[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    wait(CAPTION_MS - 1000 - 1);
    expect(shownLine(complete!.captions)).toBe(complete!.captions[0]);
    wait(1);
    expect(shownLine(complete!.captions)).toBe(complete!.captions[1]);
  });

  it("gives the next clip's first line its full time after a Skip on the first line", () => {
    play();
    wait(CAPTION_MS - 500);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(shownLine(intro!.captions)).toBe(intro!.captions[0]);
    wait(CAPTION_MS - 100);
    expect(shownLine(intro!.captions)).toBe(intro!.captions[0]);
    wait(100);
    expect(shownLine(intro!.captions)).toBe(intro!.captions[1]);
  });
});
