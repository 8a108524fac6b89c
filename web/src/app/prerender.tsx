// The first screens as HTML, for the build to put in index.html (vite.config.ts): each is the
// app's own first render of that path, signed out, so main.tsx can hydrate it
// (docs/decisions.md#d78). Runs in Node, at build time; the app never imports it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { routes, withMatchLoaded } from './router';

export async function prerender(pathname: string): Promise<string> {
  const router = createMemoryRouter(await withMatchLoaded(routes, pathname), { initialEntries: [pathname] });
  // As main.tsx renders the app.
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
