import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineMessages, serverMessages, serverPatterns } from './messages';

// functions/src cannot be imported by web (ESLint zones), so messages.ts copies the English the
// server says. This check reads functions' source: every text of a `new HttpError(status, ...)`
// and every `error: "..."` it answers with has a descriptor with the same English.

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const functionsFiles = sourceFiles(path.join(root, 'functions/src'));
const sources = functionsFiles.map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

/** `const NAME = "..."` anywhere in functions/src or common/src: what an HttpError given a constant says. */
const constants = new Map<string, string>();
for (const file of [...functionsFiles, ...sourceFiles(path.join(root, 'common/src'))]) {
  for (const m of readFileSync(file, 'utf8').matchAll(/const ([A-Z][A-Z0-9_]*) = "((?:[^"\\]|\\.)*)";/g)) constants.set(m[1] ?? '', JSON.parse(`"${m[2] ?? ''}"`) as string);
}

const english = [
  ...Object.values(engineMessages).flatMap(({ message, hint }) => (hint ? [message, hint] : [message])),
  ...Object.values(serverMessages),
  ...serverPatterns.map((p) => p.message),
].map((d) => String(d.defaultMessage));

/** A template literal's text with each `${...}` as a wildcard. */
function templatePattern(template: string): RegExp {
  const pieces = template.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
  return new RegExp(`^${pieces.map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]+')}$`);
}

interface Said {
  where: string;
  literal?: string;
  template?: string;
  constant?: string;
}

const said: Said[] = sources.flatMap(({ file, text }) => [
  ...[...text.matchAll(/new HttpError\(\s*\d+\s*,\s*(?:"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`|([A-Z][A-Z0-9_]*)\b)/g)].map((m) => ({
    where: file,
    literal: m[1] === undefined ? undefined : (JSON.parse(`"${m[1]}"`) as string),
    template: m[2],
    constant: m[3],
  })),
  ...[...text.matchAll(/\berror: "((?:[^"\\]|\\.)*)"/g)].map((m) => ({ where: file, literal: JSON.parse(`"${m[1] ?? ''}"`) as string })),
  ...[...text.matchAll(/\?\? "((?:[^"\\]|\\.)*)"/g)].filter((m) => /HttpError|BODY_ERRORS|error:/.test(text.slice(Math.max(0, (m.index ?? 0) - 200), m.index))).map((m) => ({ where: file, literal: JSON.parse(`"${m[1] ?? ''}"`) as string })),
]);

describe("the server's texts in messages.ts", () => {
  it('finds the texts functions/src says', () => {
    expect(said.filter((s) => s.literal !== undefined).length).toBeGreaterThan(30);
    expect(said.filter((s) => s.template !== undefined).length).toBeGreaterThan(3);
  });

  it('has a descriptor with the same English for every literal text', () => {
    const missing = said.filter((s) => s.literal !== undefined && s.literal !== '' && !english.includes(s.literal)).map((s) => `${s.where}: ${s.literal}`);
    expect(missing, 'texts of functions/src with no descriptor in web/src/i18n/server/messages.ts').toEqual([]);
  });

  it('has a descriptor for every constant functions/src throws', () => {
    const missing = said
      .filter((s) => s.constant !== undefined && constants.has(s.constant))
      .filter((s) => {
        const text = constants.get(s.constant ?? '') ?? '';
        return !english.includes(text) && !serverPatterns.some((p) => p.match.test(text));
      })
      .map((s) => `${s.where}: ${s.constant}`);
    expect(missing).toEqual([]);
  });

  it("has a descriptor (or a pattern) for every text common/ exports", () => {
    const commonTexts = sourceFiles(path.join(root, 'common/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export const ([A-Z][A-Z0-9_]*) = ("(?:[^"\\]|\\.)*"|`[^`]*`);/gm)].map((m) => ({
        where: `${path.relative(root, file)}: ${m[1] ?? ''}`,
        text: m[2] ?? '',
      })),
    );
    expect(commonTexts.length).toBeGreaterThan(40);
    const missing = commonTexts
      // Paths (LOGOUT_PATH, RESET_PAGE_PATH) are not words anyone reads.
      .filter(({ text }) => !/^["`]\//.test(text))
      .filter(({ text }) => {
        if (text.startsWith('"')) return !english.includes(JSON.parse(text) as string);
        return !english.some((message) => templatePattern(text.slice(1, -1)).test(message));
      })
      .map(({ where }) => where);
    expect(missing, 'texts common/src exports with no descriptor in web/src/i18n/server/messages.ts').toEqual([]);
  });

  it('has a pattern for every text built with a template', () => {
    const fits = (template: string) =>
      english.some((message) => templatePattern(template).test(message)) ||
      ['1', 'x'].some((sample) => serverPatterns.some((p) => p.match.test(template.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, sample))));
    const missing = said.filter((s) => s.template !== undefined && !fits(s.template)).map((s) => `${s.where}: \`${s.template}\``);
    expect(missing, 'templates of functions/src no descriptor of web/src/i18n/server/messages.ts fits').toEqual([]);
  });
});
