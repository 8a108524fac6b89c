/**
 * The one media root (docs/decisions.md#d19): turns a
 * media NAME ('logos/teal-otters.svg', 'clips/level-1-intro.webm') into the URL the browser loads.
 *
 * - Folder root (a local stack without the Storage emulator): the file Hosting ships,
 *   /media/NAME, known at once, so nothing flickers.
 * - Storage root (production; a stack running the Storage emulator): the download URL of
 *   `media/<name>` in Firebase Storage, where a club's own files replace the defaults. The
 *   Storage SDK is imported only when the first name is asked for (it stays out of the first
 *   paint), each name is asked once per page load, and ANY failure (the object is missing, the
 *   network, a reader not signed in, whom storage.rules refuses) falls back to the shipped
 *   default, so the game never loses a picture because Storage did.
 */
import { getAppConfig, type MediaConfig } from '@/config/runtime-config';
import type { StorageBackend } from '@/lib/firebase-storage';
import { shippedMediaUrl } from './media';

export interface MediaResolver {
  /** The URL now if it is known without waiting (always in the folder root), else undefined. */
  peek(name: string): string | undefined;
  /** The URL, once known; never rejects (a failure resolves to the shipped default). */
  resolve(name: string): Promise<string>;
  /** Calls back whenever a name's URL becomes known (for useSyncExternalStore); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

interface ResolverOptions {
  media: MediaConfig;
  /** Loads the Storage backend (lazily, on the first name): a dynamic import in the app, a fake in tests. */
  loadBackend: () => Promise<StorageBackend>;
  /** Where the one fallback notice goes. */
  warn?: (message: string) => void;
}

export function createMediaResolver({ media, loadBackend, warn = console.warn }: ResolverOptions): MediaResolver {
  if (media.root === 'folder') {
    return {
      peek: shippedMediaUrl,
      resolve: (name) => Promise.resolve(shippedMediaUrl(name)),
      subscribe: () => () => {},
    };
  }
  const pending = new Map<string, Promise<string>>();
  const known = new Map<string, string>();
  const listeners = new Set<() => void>();
  let backend: Promise<StorageBackend> | undefined;
  let warned = false;

  const fallBack = (name: string, error: unknown): string => {
    // One line per page load: a missing club file is normal, and 100 of them would bury the console.
    if (!warned) {
      warned = true;
      const why = error instanceof Error ? error.message : String(error);
      warn(`Media: Storage did not give media/${name} (${why}); showing the file shipped with the game instead, for it and any other name Storage cannot give.`);
    }
    return shippedMediaUrl(name);
  };

  const resolve = (name: string): Promise<string> => {
    let url = pending.get(name);
    if (!url) {
      backend ??= loadBackend();
      url = backend
        .then((storage) => storage.downloadUrl(`media/${name}`))
        .catch((error: unknown) => fallBack(name, error))
        .then((found) => {
          known.set(name, found);
          for (const listener of listeners) listener();
          return found;
        });
      pending.set(name, url);
    }
    return url;
  };

  return {
    peek: (name) => known.get(name),
    resolve,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let appResolver: MediaResolver | undefined;

/** The page's resolver, made from the app's config on first use. */
export function mediaResolver(): MediaResolver {
  appResolver ??= createMediaResolver({
    media: getAppConfig().media,
    loadBackend: () => import('@/lib/firebase-storage').then((module) => module.storageBackend()),
  });
  return appResolver;
}
