import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { spanish, spanishFiles } from './es';

// The missing-translation check (docs/translating.md#checks): every message a screen can show,
// gathered from every messages.ts, has its Spanish, and the two sides agree on their arguments.

interface Descriptor {
  id: string;
  defaultMessage: string;
}

const isDescriptor = (value: unknown): value is Descriptor =>
  typeof value === 'object' && value !== null && typeof (value as Descriptor).id === 'string' && typeof (value as Descriptor).defaultMessage === 'string';

/** A messages.ts exports descriptors, records of them (defineMessages) or lists of them (content made into messages). */
function descriptorsIn(value: unknown): Descriptor[] {
  if (isDescriptor(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(descriptorsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(descriptorsIn);
  return [];
}

const modules = import.meta.glob('/src/**/messages.ts', { eager: true });
const english = new Map<string, { message: string; file: string }>();
const duplicates: string[] = [];
for (const [file, exports] of Object.entries(modules)) {
  for (const { id, defaultMessage } of descriptorsIn(exports)) {
    const seen = english.get(id);
    if (seen && seen.message !== defaultMessage) duplicates.push(`${id} (${seen.file} and ${file})`);
    english.set(id, { message: defaultMessage, file });
  }
}

/** Each argument's name and kind (plain, number, plural, select, date...), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, number>()): Map<string, number> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element && typeof element.value === 'string') {
      found.set(element.value, element.type === TYPE.plural || element.type === TYPE.select ? element.type : TYPE.argument);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

function pluralsOf(elements: MessageFormatElement[]): string[][] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural) return [Object.keys(element.options), ...Object.values(element.options).flatMap((o) => pluralsOf(o.value))];
    if (element.type === TYPE.select) return Object.values(element.options).flatMap((o) => pluralsOf(o.value));
    if (element.type === TYPE.tag) return pluralsOf(element.children);
    return [];
  });
}

const sorted = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('the catalogues', () => {
  it('gathers the messages of every messages.ts', () => {
    expect(english.size).toBeGreaterThan(0);
    expect(duplicates, 'one id, two different English messages').toEqual([]);
  });

  it('gives every English message its Spanish', () => {
    const missing = [...english.keys()].filter((id) => !(id in spanish)).sort();
    expect(missing, 'ids with no Spanish in web/src/i18n/es/*.json').toEqual([]);
  });

  it('has no Spanish for a message that no longer exists', () => {
    const orphans = Object.keys(spanish).filter((id) => !english.has(id)).sort();
    expect(orphans, 'Spanish ids no messages.ts declares').toEqual([]);
  });

  it('gives each id in one Spanish file only', () => {
    const owners = new Map<string, string[]>();
    for (const [file, catalogue] of Object.entries(spanishFiles)) for (const id of Object.keys(catalogue)) owners.set(id, [...(owners.get(id) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1).map(([id, files]) => `${id}: ${files.join(', ')}`)).toEqual([]);
  });

  it('parses every message as ICU, and both languages take the same arguments', () => {
    const problems: string[] = [];
    for (const [id, { message }] of english) {
      const translation = spanish[id];
      if (translation === undefined) continue;
      try {
        const englishArgs = sorted(argumentsOf(parse(message)));
        const spanishArgs = sorted(argumentsOf(parse(translation)));
        if (JSON.stringify(englishArgs) !== JSON.stringify(spanishArgs)) problems.push(`${id}: ${JSON.stringify(englishArgs)} vs ${JSON.stringify(spanishArgs)}`);
        new IntlMessageFormat(translation, 'es-419');
      } catch (error) {
        problems.push(`${id}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives each Spanish plural its 'one' and 'other'", () => {
    const lacking = Object.entries(spanish).flatMap(([id, message]) => {
      try {
        return pluralsOf(parse(message))
          .filter((keys) => !keys.includes('one') || !keys.includes('other'))
          .map((keys) => `${id}: ${keys.join(' ')}`);
      } catch {
        return [];
      }
    });
    expect(lacking).toEqual([]);
  });
});
