/// <reference types="node" />
/// <reference types="vitest/config" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The build's part in the plain first screens (docs/decisions.md#d78): their stylesheet and their prerender.
import { firstScreenPlugins } from './src/first-screens/build-time/vite-plugins.ts';

// Environment read by the dev server (set by scripts/start.ts --dev):
//   RINK_RUNTIME_CONFIG    JSON of window.__RINK_CONFIG__ (projectId, apiKey, emulators);
//                          absent -> `window.__RINK_CONFIG__ = null;` (Vite env config)
//   RINK_FUNCTIONS_ORIGIN  where /api is proxied to, e.g. http://127.0.0.1:5001
//   RINK_PROJECT_ID        project id in the functions emulator path (default demo-rink-money)
//   RINK_DEV_PORT          dev server port (default 5173, strict)
const DEFAULT_PROJECT_ID = 'demo-rink-money';
const DEFAULT_DEV_PORT = 5173;

/** The body of /runtime-config.js, from RINK_RUNTIME_CONFIG; fails loudly on bad JSON. */
function runtimeConfigScript(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return 'window.__RINK_CONFIG__ = null;\n';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`RINK_RUNTIME_CONFIG is not valid JSON: ${String(error)}`, { cause: error });
  }
  return `window.__RINK_CONFIG__ = ${JSON.stringify(parsed)};\n`;
}

/**
 * Serves /runtime-config.js from the environment instead of public/, so the dev
 * server (and `vite preview`) can point the client at the emulators without
 * touching a file on disk.
 */
function runtimeConfigPlugin(): Plugin {
  const body = runtimeConfigScript(process.env.RINK_RUNTIME_CONFIG);
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/runtime-config.js') return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  };
  return {
    name: 'rink-runtime-config',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      // Only override the built file when the environment says so.
      if (process.env.RINK_RUNTIME_CONFIG) server.middlewares.use(serve);
    },
  };
}

function devPort(): number {
  const raw = process.env.RINK_DEV_PORT;
  if (!raw) return DEFAULT_DEV_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`RINK_DEV_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

const functionsOrigin = process.env.RINK_FUNCTIONS_ORIGIN;
const projectId = process.env.RINK_PROJECT_ID || DEFAULT_PROJECT_ID;

export default defineConfig({
  plugins: [react(), runtimeConfigPlugin(), ...firstScreenPlugins(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: devPort(),
    strictPort: true,
    // Same path shape as Hosting's rewrite: the function sees the full /api/... path.
    proxy: functionsOrigin
      ? {
          '/api': {
            target: functionsOrigin,
            changeOrigin: true,
            rewrite: (path) => `/${projectId}/us-central1/api${path}`,
          },
        }
      : undefined,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One long-cached chunk for React and the router, which every page needs. Everything
    // else (Chakra's parts, Firebase Auth, Firestore, each screen) is split where it is
    // imported, so a page loads only what it uses: no manual groups for those, as a group
    // would pull all of Firebase or all of Chakra into the first paint.
    rolldownOptions: {
      // Chakra's defineConfig is `(v) => v`; its theme module calls it once at its top for a config
      // of every recipe (defaultThemeConfig), which the bundler keeps unless told the call is pure:
      // that put all of Chakra's recipes (16 KB gzip) beside the few app/theme.ts takes (D13).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // With React, four small helpers of Chakra's state machines that every page runs (the
              // toasts' store is in the app's chunk): since the game's Firestore half became a lazy chunk
              // (play/student/LiveStudentSession), the bundler otherwise splits them out of the
              // app's chunks into two more files for every page's first paint.
              test: /node_modules[\\/]((react|react-dom|react-router|scheduler)[\\/]|@zag-js[\\/]utils[\\/]dist[\\/](guard|functions|object|warning)\.mjs$)/,
            },
          ],
        },
      },
    },
  },
  // Its tests' settings are in the root vitest.config.ts (the web projects there).
});
