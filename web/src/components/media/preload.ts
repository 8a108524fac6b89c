import { useEffect } from 'react';
import type { Language } from '@rink/common';
import { useLanguage } from '../../i18n/language-setting';
import { mediaNameOf, mediaVideo } from './media';
import type { MediaResolver } from './media-root';
import { useMediaResolver } from './useMediaUrl';

/** What was already asked for on this page load: each file is fetched once. */
const asked = new Set<string>();

/** When the browser is idle after the first paint, so a preload never competes with the screen. */
function whenIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const id = window.setTimeout(run, 300);
    return () => window.clearTimeout(id);
  }
  const id = window.requestIdleCallback(run, { timeout: 2000 });
  return () => window.cancelIdleCallback(id);
}

/** A shipped URL's file at the media root (a club's own in Storage, or the default). */
const atRoot = (resolver: MediaResolver, shipped: string): Promise<string> => {
  const name = mediaNameOf(shipped);
  return name === undefined ? Promise.resolve(shipped) : resolver.resolve(name);
};

function preloadImage(src: string): void {
  if (asked.has(src)) return;
  asked.add(src);
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
}

/**
 * Fetches a clip's metadata (its length and first bytes), so it starts at once when it is
 * shown: a detached <video preload="metadata"> of the first format this browser plays
 * (<link rel="preload" as="video"> is not supported by Chromium).
 */
function preloadVideoMetadata(src: string): void {
  if (asked.has(src)) return;
  asked.add(src);
  const probe = document.createElement('video');
  probe.preload = 'metadata';
  probe.muted = true;
  probe.src = src;
}

/** The first format of a clip this browser plays, in the reader's language, as its shipped URL. */
function playableSource(key: string, language: Language): string | undefined {
  const probe = document.createElement('video');
  return mediaVideo(key, language).sources.find((s) => probe.canPlayType(s.type) !== '')?.src;
}

interface MediaPreload {
  /** Clip keys whose poster to fetch. */
  posters?: readonly string[];
  /** Clip keys whose video metadata (and poster) to fetch. */
  videos?: readonly string[];
}

/**
 * Preloads the next screen's media once the browser is idle (the season page: the highlight
 * posters and the game-on loop; the trophies page: the promotion's clips). Failures are
 * silent: a missing file shows its poster, or nothing, when its screen comes.
 */
export function usePreloadMedia({ posters = [], videos = [] }: MediaPreload): void {
  const resolver = useMediaResolver();
  // The files the screen will show: the clips drawn in the page's language (mediaVideo).
  const language = useLanguage();
  // The lists are compared by content: callers may build them on every render.
  const posterList = posters.join('\n');
  const videoList = videos.join('\n');
  useEffect(() => {
    // Each URL is resolved at the media root first, so the preload fetches the very file the
    // screen will show (Storage's URL or the shipped one), not a twin the screen never loads.
    return whenIdle(() => {
      for (const key of [...splitList(posterList), ...splitList(videoList)]) void atRoot(resolver, mediaVideo(key, language).poster).then(preloadImage);
      for (const key of splitList(videoList)) {
        const source = playableSource(key, language);
        if (source) void atRoot(resolver, source).then(preloadVideoMetadata);
      }
    });
  }, [resolver, posterList, videoList, language]);
}

const splitList = (list: string): string[] => (list === '' ? [] : list.split('\n'));
