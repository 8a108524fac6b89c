// The stylesheet of the plain components (first-screens/plain/plain-classes.ts): Chakra renders their
// specimens (specimens.tsx) on the server with the app's theme, and each rule it
// makes for a specimen's element is kept for that element's rm- class instead of Chakra's hashed
// one; Chakra's global styles (its reset, the theme's tokens as CSS variables, the page's own) come
// first, as the ChakraProvider injects them. vite-plugins.ts serves the result (through app/prerender.tsx) as the app's
// stylesheet (docs/decisions.md#d78). Runs in Node, at build time; the app never imports it.
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { ownClass, plain, type PlainName } from '@/first-screens/plain/plain-classes';
import { Specimens } from '@/first-screens/build-time/specimens';

const EMOTION_CLASS = /^css-[a-z0-9]+$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The emotion class Chakra gave each rm- class in the specimens; throws when a name is missing, differs by element, or has other classes than Chakra gives. */
function emotionClasses(html: string): Map<string, string> {
  const lists = [...html.matchAll(/class="([^"]*)"/g)].map((match) => (match[1] ?? '').split(' '));
  const byOwn = new Map<string, string>();
  for (const name of Object.keys(plain) as PlainName[]) {
    const own = ownClass(name);
    const found = lists.filter((list) => list.includes(own));
    if (found.length === 0) throw new Error(`No specimen carries plain.${name} (${own}).`);
    for (const list of found) {
      const emotion = list.filter((token) => EMOTION_CLASS.test(token));
      const others = list.filter((token) => token !== own && !EMOTION_CLASS.test(token)).sort();
      const expected = plain[name].split(' ').filter((token) => token !== own).sort();
      if (emotion.length !== 1) throw new Error(`The specimen of plain.${name} has ${emotion.length} style classes.`);
      if (others.join(' ') !== expected.join(' ')) {
        throw new Error(`Chakra draws plain.${name} with the classes "${others.join(' ')}": plain-classes.ts says "${expected.join(' ')}".`);
      }
      const was = byOwn.get(own);
      if (was !== undefined && was !== emotion[0]) throw new Error(`plain.${name} looks different on two specimens.`);
      byOwn.set(own, emotion[0] as string);
    }
  }
  return byOwn;
}

/** The stylesheet, drawn with `system`: the app's theme (app/prerender.tsx passes it, so this folder never imports app/). */
export function renderPlainCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  // Styles go to cache.inserted only, not into the markup as <style> tags.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <Specimens />
      </ChakraProvider>
    </CacheProvider>,
  );
  const byOwn = emotionClasses(html);
  const owners = new Map<string, string[]>();
  for (const [own, emotion] of byOwn) owners.set(emotion, [...(owners.get(emotion) ?? []), own]);

  const rules: string[] = [];
  for (const [key, styles] of Object.entries(cache.inserted)) {
    if (typeof styles !== 'string') continue;
    const emotion = `css-${key}`;
    const selector = new RegExp(`\\.${escape(emotion)}(?![\\w-])`, 'g');
    if (!selector.test(styles)) {
      // The provider's global styles.
      rules.push(styles);
      continue;
    }
    // An element's rules: once per rm- class that wears them (none: an inner part no plain component draws).
    for (const own of owners.get(emotion) ?? []) rules.push(styles.replace(selector, `.${own}`));
  }
  return `${rules.join('\n')}\n`;
}
