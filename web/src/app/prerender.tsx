// The first screens as HTML, for the build to put in index.html (vite-plugins.ts): each is the
// app's own first render of that path, signed out, so main.tsx can hydrate it
// (docs/decisions.md#d78). Runs in Node, at build time; the app never imports it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { Language } from '@rink/common';
import { prerenderIn } from '@/i18n/language-setting';
import { App } from '@/app/app';
import { routes, withMatchLoaded } from '@/app/router';

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
