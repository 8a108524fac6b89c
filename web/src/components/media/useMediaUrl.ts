import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { mediaResolver, type MediaResolver } from './media-root';
import type { Language } from '@rink/common';
import { mediaNameOf, mediaVideo, type MediaVideo } from './media';

/** Tests hand in their own resolver (a fake Storage); the app uses the page's, from its config. */
export const MediaResolverContext = createContext<MediaResolver | null>(null);

export function useMediaResolver(): MediaResolver {
  return useContext(MediaResolverContext) ?? mediaResolver();
}

/**
 * The URL of each media name, once all are known (at once in the folder root); undefined while
 * Storage is still answering. The list is compared by content: callers may build it per render.
 */
function useMediaUrls(names: readonly string[]): readonly string[] | undefined {
  const resolver = useMediaResolver();
  // Names and URLs hold no newline (names are paths, download URLs are percent-encoded), so one
  // string stands for the list: a snapshot that stays equal while nothing changes.
  const list = names.join('\n');
  const snapshot = useSyncExternalStore(resolver.subscribe, () => {
    const urls = names.map((name) => resolver.peek(name));
    return urls.every((url) => url !== undefined) ? urls.join('\n') : undefined;
  });
  useEffect(() => {
    if (list === '') return;
    for (const name of list.split('\n')) if (resolver.peek(name) === undefined) void resolver.resolve(name);
  }, [resolver, list]);
  return useMemo(() => (snapshot === undefined ? undefined : list === '' ? [] : snapshot.split('\n')), [snapshot, list]);
}

/** The URL of one media name ('logos/teal-otters.svg'): at once in the folder root, once Storage answers in the Storage root. */
export function useMediaUrl(name: string | undefined): string | undefined {
  const urls = useMediaUrls(name === undefined ? [] : [name]);
  return name === undefined ? undefined : urls?.[0];
}

/**
 * A clip's files for a reader of `language` (mediaVideo: WebM, MP4 and poster drawn in their language when the clip has it,
 * captions in each language) at the media root, resolved together so
 * the <video> starts with all of them; undefined until then (never, in the folder root).
 */
export function useMediaVideo(key: string, language: Language): MediaVideo | undefined {
  const shipped = useMemo(() => mediaVideo(key, language), [key, language]);
  const tracks = shipped.captionTracks ?? [];
  const files = [...shipped.sources.map((source) => source.src), shipped.poster, ...tracks.map((track) => track.src)];
  // mediaVideo builds /media/ URLs only, so every file has a name.
  const urls = useMediaUrls(files.map((url) => mediaNameOf(url) ?? url));
  return useMemo(() => {
    if (!urls) return undefined;
    const at = (index: number, fallback: string) => urls[index] ?? fallback;
    const count = shipped.sources.length;
    const captionTracks = (shipped.captionTracks ?? []).map((track, index) => ({ language: track.language, src: at(count + 1 + index, track.src) }));
    const english = captionTracks.find((track) => track.language === 'en');
    return {
      language: shipped.language,
      sources: shipped.sources.map((source, index) => ({ src: at(index, source.src), type: source.type })),
      poster: at(count, shipped.poster),
      ...(english === undefined ? {} : { captions: english.src, captionTracks }),
    };
  }, [urls, shipped]);
}
