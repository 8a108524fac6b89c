import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { ClipVideo } from './ClipVideo';

// A clip's captions in every language the game speaks: the screens' language is the one drawn.
// And its picture: a clip that draws words (LEVEL 1, GOAL!) plays the files drawn in the
// screens' language, English when the clip has none in it.

beforeEach(() => {
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => new Promise(() => {}));
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  act(() => setDeviceLanguage('en'));
  vi.restoreAllMocks();
});

const show = (media: string, captionsOnScreen = true) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <ChakraProvider value={defaultSystem}>
        <ClipVideo media={media} label="Welcome to Level 1" captionsOnScreen={captionsOnScreen} />
      </ChakraProvider>
    </IntlProvider>,
  );

const tracks = (container: HTMLElement) =>
  [...container.querySelectorAll('track')].map((t) => ({ src: t.getAttribute('src'), lang: t.getAttribute('srclang'), label: t.getAttribute('label'), default: t.hasAttribute('default') }));

describe('a clip’s captions', () => {
  it('offers English and Spanish, English drawn for an English reader', () => {
    act(() => setDeviceLanguage('en'));
    const { container } = show('clips/level-1-intro');
    expect(tracks(container)).toEqual([
      { src: '/media/clips/level-1-intro.vtt', lang: 'en', label: 'English', default: true },
      { src: '/media/clips/level-1-intro.es.vtt', lang: 'es', label: 'Español', default: false },
    ]);
  });

  it('draws the Spanish captions for a Spanish reader', () => {
    act(() => setDeviceLanguage('es'));
    const { container } = show('clips/highlight-win');
    expect(tracks(container).map((t) => [t.lang, t.default])).toEqual([
      ['en', false],
      ['es', true],
    ]);
  });

  it('draws none when the page shows the words itself, and has none for the game-on loop', () => {
    act(() => setDeviceLanguage('es'));
    expect(tracks(show('clips/level-2-complete', false).container).map((t) => t.default)).toEqual([false, false]);
    cleanup();
    expect(tracks(show('season/game-on').container)).toEqual([]);
  });
});

const sources = (container: HTMLElement) => [...container.querySelectorAll('source')].map((s) => s.getAttribute('src'));
const poster = (container: HTMLElement) => container.querySelector('video')?.getAttribute('poster');

describe('a clip’s picture', () => {
  it('is the English one for an English reader', () => {
    act(() => setDeviceLanguage('en'));
    const { container } = show('clips/level-1-intro');
    expect(sources(container)).toEqual(['/media/clips/level-1-intro.webm', '/media/clips/level-1-intro.mp4']);
    expect(poster(container)).toBe('/media/clips/level-1-intro.jpg');
  });

  it('is the one drawn in Spanish for a Spanish reader: WebM, MP4 and poster', () => {
    act(() => setDeviceLanguage('es'));
    const { container } = show('clips/level-3-complete');
    expect(sources(container)).toEqual(['/media/clips/level-3-complete.es.webm', '/media/clips/level-3-complete.es.mp4']);
    expect(poster(container)).toBe('/media/clips/level-3-complete.es.jpg');
  });

  it('is the English one, for a Spanish reader too, when the clip has no Spanish picture (game on draws no words; a club’s own clip)', () => {
    act(() => setDeviceLanguage('es'));
    expect(sources(show('season/game-on').container)).toEqual(['/media/season/game-on.webm', '/media/season/game-on.mp4']);
    cleanup();
    expect(sources(show('clips/cubs-win').container)).toEqual(['/media/clips/cubs-win.webm', '/media/clips/cubs-win.mp4']);
  });

  it('follows a change of language: a new video with the new language’s files', () => {
    act(() => setDeviceLanguage('en'));
    const { container } = show('clips/level-2-intro');
    const english = container.querySelector('video');
    act(() => setDeviceLanguage('es'));
    expect(sources(container)).toEqual(['/media/clips/level-2-intro.es.webm', '/media/clips/level-2-intro.es.mp4']);
    expect(container.querySelector('video')).not.toBe(english);
  });
});
