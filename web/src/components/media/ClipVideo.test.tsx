import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ClipVideo, FALLBACK_PAUSE_MS, STALL_MS } from './ClipVideo';
import { renderWithIntl } from '@/i18n/testing';

// jsdom plays no media: each test says what play() does, and fires the events a browser would.
let playing: () => Promise<void>;
beforeEach(() => {
  vi.useFakeTimers();
  playing = () => Promise.resolve();
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => playing());
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const show = (props: { media?: string; loop?: boolean; onDone?: () => void } = {}) =>
  renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <ClipVideo media={props.media ?? 'clips/highlight-win'} label="Win highlight" loop={props.loop} onDone={props.onDone} />
    </ChakraProvider>,
  );

const frame = (container: HTMLElement) => container.querySelector('[data-clip-video]');
const flush = () => act(async () => {});

describe('a clip video', () => {
  it('offers WebM then MP4, the poster and captions on by default, muted and inline', () => {
    const { container } = show();
    const video = container.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/media/clips/highlight-win.jpg');
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect([...container.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/clips/highlight-win.webm', 'video/webm'],
      ['/media/clips/highlight-win.mp4', 'video/mp4'],
    ]);
    const track = container.querySelector('track');
    expect(track?.getAttribute('src')).toBe('/media/clips/highlight-win.vtt');
    expect(track?.hasAttribute('default')).toBe(true);
  });

  it('keeps the captions loaded but undrawn when the page shows the words itself', () => {
    const { container } = renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <ClipVideo media="clips/level-1-intro" label="Welcome to Level 1" captionsOnScreen={false} />
      </ChakraProvider>,
    );
    const track = container.querySelector('track');
    expect(track?.getAttribute('src')).toBe('/media/clips/level-1-intro.vtt');
    // (jsdom has no text tracks to set to 'hidden'; the browser tests see the clip player.)
    expect(track?.hasAttribute('default')).toBe(false);
  });

  it('has no captions track for the game-on loop, which shows no words', () => {
    const { container } = show({ media: 'season/game-on', loop: true });
    expect(container.querySelector('track')).toBeNull();
  });

  it('calls onDone when the clip ends', () => {
    const onDone = vi.fn();
    const { container } = show({ onDone });
    const video = container.querySelector('video');
    if (!video) throw new Error('no video');
    fireEvent.playing(video);
    fireEvent.ended(video);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the poster when autoplay is refused, then moves on after a short pause', async () => {
    playing = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    const onDone = vi.fn();
    const { container } = show({ onDone });
    await flush();
    expect(frame(container)?.getAttribute('data-state')).toBe('poster');
    expect(screen.getByRole('img', { name: 'Win highlight' }).getAttribute('src')).toBe('/media/clips/highlight-win.jpg');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(FALLBACK_PAUSE_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the poster when no format can load (a missing file)', async () => {
    const onDone = vi.fn();
    const { container } = show({ onDone });
    await flush();
    const last = container.querySelectorAll('source')[1];
    if (!last) throw new Error('no source');
    fireEvent.error(last);
    expect(frame(container)?.getAttribute('data-state')).toBe('poster');
    act(() => vi.advanceTimersByTime(FALLBACK_PAUSE_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the poster when the clip has not started after the stall time; the loop then stays on it', async () => {
    playing = () => new Promise<void>(() => {});
    const onDone = vi.fn();
    const { container } = show({ media: 'season/game-on', loop: true, onDone });
    await flush();
    expect(frame(container)?.getAttribute('data-state')).toBe('loading');
    act(() => vi.advanceTimersByTime(STALL_MS));
    expect(frame(container)?.getAttribute('data-state')).toBe('poster');
    act(() => vi.advanceTimersByTime(FALLBACK_PAUSE_MS * 5));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps its words on screen when even the poster is missing', async () => {
    playing = () => Promise.reject(new Error('missing'));
    show();
    await flush();
    fireEvent.error(screen.getByRole('img', { name: 'Win highlight' }));
    expect(screen.getByRole('img', { name: 'Win highlight' }).tagName).toBe('DIV');
  });

  it('shows only the poster, never playing, for readers who ask for reduced motion', () => {
    // jsdom has no matchMedia at all.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    const { container } = show();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Win highlight' })).toBeTruthy();
    expect(window.HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it('has no sound switch on a silent clip', () => {
    const { container } = show();
    const video = container.querySelector('video');
    if (!video) throw new Error('no video');
    fireEvent.playing(video);
    fireEvent.timeUpdate(video);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a sound switch while a clip with sound plays, and its choice is the game’s one persisted sound setting', () => {
    const { container } = show();
    const video = container.querySelector('video');
    if (!video) throw new Error('no video');
    fireEvent.playing(video);
    // What Chromium reports once it has decoded some of the clip's sound.
    Object.defineProperty(video, 'webkitAudioDecodedByteCount', { value: 4096 });
    fireEvent.timeUpdate(video);
    fireEvent.click(screen.getByRole('button', { name: 'Mute game sound' }));
    expect(window.localStorage.getItem('rink-cheer-muted')).toBe('true');
    // No user gesture in jsdom: the clip stays muted whatever the switch says.
    fireEvent.click(screen.getByRole('button', { name: 'Unmute game sound' }));
    expect(window.localStorage.getItem('rink-cheer-muted')).toBe('false');
    expect(video.muted).toBe(true);
  });
});
