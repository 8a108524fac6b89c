import type { Language } from '@rink/common';
import type { Catalogue } from './catalogue-type';

const ENGLISH: Catalogue = {};
const loaded = new Map<Language, Catalogue>([['en', ENGLISH]]);
const pending = new Map<Language, Promise<Catalogue>>();

/** Each language other than English is its own chunk, fetched when first spoken (docs/decisions.md#d81). */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(ENGLISH),
  es: async () => (await import('./es')).spanish,
};

/** The catalogue if it is here already, so a screen can render without waiting. */
export function catalogueIfLoaded(language: Language): Catalogue | undefined {
  return loaded.get(language);
}

/** Fetches a language's catalogue once; a failed fetch is tried again on the next call. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]()
      .then((catalogue) => {
        loaded.set(language, catalogue);
        return catalogue;
      })
      .finally(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}
