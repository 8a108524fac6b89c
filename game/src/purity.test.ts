import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

/** Every engine source file (tests and test helpers excluded), as text, via Vite's glob import. */
const sources = Object.entries(
  import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./testing/**'], { query: '?raw', import: 'default', eager: true }),
);

describe('the engine stays pure', () => {
  it('reads its own source files', () => expect(sources.length).toBeGreaterThan(40));
  it('imports nothing from firebase, React or Node built-ins', () => {
    const bad = sources.filter(([, text]) =>
      /from\s+['"](firebase|firebase-admin|@firebase\/[^'"]*|react|react-dom|node:[^'"]*|fs|path|crypto|os|util|events|child_process)['"]/.test(text),
    );
    expect(bad.map(([file]) => file)).toEqual([]);
  });
  it('imports only its own files', () => {
    const external = sources.filter(([, text]) => /from\s+['"][^./][^'"]*['"]/.test(text));
    expect(external.map(([file]) => file)).toEqual([]);
  });
  it('never reads the clock or Math.random', () => {
    const bad = sources.filter(([, text]) => /Math\.random|Date\.now|new Date\(|performance\.now/.test(text));
    expect(bad.map(([file]) => file)).toEqual([]);
  });
});
