import { describe, expect, it } from 'vitest';
import { ownClass, plain, type PlainName } from '@/first-screens/plain/plain-classes';
import { system } from '@/app/theme';
import { renderPlainCss } from './plain-css';

// The build's stylesheet for the plain components (docs/decisions.md#d78), made from their Chakra
// specimens. renderPlainCss itself throws when a name has no specimen, or when Chakra draws a
// specimen with other classes than plain-classes.ts gives the plain element.
describe('the plain components’ stylesheet', () => {
  const css = renderPlainCss(system);

  it('starts with Chakra’s layers and global styles, the theme’s tokens among them', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-600:#0B7A85');
    // The page's own globals (theme.ts): the 18px base, the ice background.
    expect(css).toMatch(/font-size:112\.5%/);
  });

  it('has rules for every plain class, in Chakra’s recipe layer where its recipe puts them, and none under Chakra’s hashed names', () => {
    for (const name of Object.keys(plain) as PlainName[]) {
      expect(css, name).toMatch(new RegExp(`\\.${ownClass(name)}(?![\\w-])`));
    }
    expect(css).toMatch(/@layer recipes\{\.rm-submit-button\{/);
    expect(css).not.toMatch(/\.css-[a-z0-9]+/);
  });
});
