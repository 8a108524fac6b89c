import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderWithIntl } from '@/i18n/testing';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { HighlightClip } from './HighlightClip';

// jsdom plays no media: play() is told to start, and nothing ends by itself.
beforeEach(() => {
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  act(() => setDeviceLanguage('en'));
  vi.restoreAllMocks();
});

const show = (kind: 'win' | 'loss', media: string, onDone = vi.fn()) => {
  const view = renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <HighlightClip kind={kind} media={media} onDone={onDone} />
    </ChakraProvider>,
  );
  return { ...view, onDone };
};

describe("the game's highlight", () => {
  it("plays the clip the season's data names, with the outcome's words", () => {
    const { container } = show('loss', 'clips/cubs-loss');
    expect(container.querySelector('[data-clip]')?.getAttribute('data-clip')).toBe('clips/cubs-loss');
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/clips/cubs-loss.webm', '/media/clips/cubs-loss.mp4']);
    expect(container.querySelector('video')?.getAttribute('aria-label')).toMatch(/^Loss highlight:/);
  });

  it('plays the highlight drawn in the reader’s language: ¡GOL! for a Spanish reader, GOAL! for an English one', () => {
    const files = (container: HTMLElement) => [...container.querySelectorAll('source')].map((s) => s.getAttribute('src')).concat(container.querySelector('video')?.getAttribute('poster') ?? '');
    act(() => setDeviceLanguage('es'));
    expect(files(show('win', 'clips/highlight-win').container)).toEqual(['/media/clips/highlight-win.es.webm', '/media/clips/highlight-win.es.mp4', '/media/clips/highlight-win.es.jpg']);
    cleanup();
    act(() => setDeviceLanguage('en'));
    expect(files(show('loss', 'clips/highlight-loss').container)).toEqual(['/media/clips/highlight-loss.webm', '/media/clips/highlight-loss.mp4', '/media/clips/highlight-loss.jpg']);
  });

  it('moves on when Skip is pressed', () => {
    const { onDone } = show('win', 'clips/highlight-win');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('moves on at once, showing nothing, when the team has no video for the outcome', () => {
    const { container, onDone } = show('win', '');
    expect(onDone).toHaveBeenCalled();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });
});
