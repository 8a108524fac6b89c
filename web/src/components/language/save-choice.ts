import type { Language } from '@rink/common';
import { ApiError } from '@/lib/api-client';

/** The waits before the second and third try of a language's save. */
const SAVE_RETRY_MS = [2_000, 5_000];

interface SaveOptions {
  save: (language: Language) => Promise<void>;
  /** Told once every try has failed (the chooser shows a toast). */
  onFailed: (error: unknown) => void;
  retryDelaysMs?: readonly number[];
}

/** The newest choice: an older one still waiting is dropped, not saved after it. */
let newest: Language | null = null;
let queue: Promise<void> = Promise.resolve();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Refused for what it is (a 4xx: signed out, a wrong role or body), so trying again would not help. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Saves a language chosen on a chooser to the account, never silently dropped: the saves go one
 * after another in the order chosen (so the last choice is the one kept), a failed save is tried
 * again twice, a little later, and a save that still fails is told (onFailed). A newer choice
 * made meanwhile replaces the one being retried.
 */
export function saveLanguageChoice(language: Language, { save, onFailed, retryDelaysMs = SAVE_RETRY_MS }: SaveOptions): Promise<void> {
  newest = language;
  queue = queue.then(async () => {
    for (let attempt = 0; ; attempt += 1) {
      if (newest !== language) return;
      try {
        await save(language);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (refused(error) || delay === undefined) {
          if (newest === language) onFailed(error);
          return;
        }
        await wait(delay);
      }
    }
  });
  return queue;
}
