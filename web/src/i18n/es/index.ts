import type { Catalogue } from '../catalogue-type';

/**
 * Every Spanish translation, one JSON file per feature (so a feature's words are changed in one
 * file), merged into the one chunk a Spanish speaker fetches. catalogue.test.ts checks that every
 * English message has its Spanish here, and nothing else is.
 */
const files = import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' });

export const spanish: Catalogue = Object.assign({}, ...Object.values(files)) as Catalogue;

/** Which file each id comes from: for the test's message when two files give one id. */
export const spanishFiles: Readonly<Record<string, Catalogue>> = files;
