// What the build renders of the app, in Node (first-screens/build-time/vite-plugins.ts loads this
// file; the app never imports it), for the plain first screens (docs/decisions.md#d78): each first
// screen as HTML for index.html, the app's own first render of that path, signed out, so main.tsx
// can hydrate it; and the plain components' stylesheet, drawn with the app's theme. The one file
// of app/ the build loads: first-screens/ is imported by the app, so it never imports app/ back.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { Language } from '@rink/common';
import { renderPlainCss } from '@/first-screens/build-time/plain-css';
import { prerenderIn } from '@/i18n/language-setting';
import { App } from './app';
import { routes, withMatchLoaded } from './router';
import { system } from './theme';

/** `pathname`'s first screen in `language` (docs/decisions.md#d81: one template per language). */
export async function prerender(pathname: string, language: Language = 'en'): Promise<string> {
  const router = createMemoryRouter(await withMatchLoaded(routes, pathname), { initialEntries: [pathname] });
  prerenderIn(language);
  try {
    // As main.tsx renders the app.
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    prerenderIn(null);
  }
}

/** The plain components' stylesheet (first-screens/build-time/plain-css.tsx), in the app's theme. */
export const plainCss = (): string => renderPlainCss(system);
