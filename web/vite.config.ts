/// <reference types="node" />
/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { firstScreenModules } from './src/config/first-screens.ts';

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

/**
 * The router imports a route's screen only once the entry has run: one more round trip
 * before the first paint. This writes, for each public route, the chunks its screen needs
 * beyond the entry's into a small script that preloads those of the current path while the
 * entry is still downloading. The script is a file (assets/first-screen-preload-<hash>.js,
 * loaded async), never inline: the Content-Security-Policy (firebase.json) allows no inline
 * script, and a hash of it would change with every build.
 */
function firstScreenPreloadPlugin(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const chunksOf = (bundle: Rolldown.OutputBundle) =>
    Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const staticClosure = (chunks: Rolldown.OutputChunk[], start: Rolldown.OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const next of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(next);
    };
    visit(start.fileName);
    return seen;
  };
  let preloadScript: { fileName: string; source: string } | null = null;
  return {
    name: 'rink-first-screen-preload',
    apply: 'build',
    writeBundle(options) {
      if (!preloadScript || !options.dir) throw new Error('The first-screen preload script was not made.');
      writeFileSync(path.join(options.dir, preloadScript.fileName), preloadScript.source);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('The build has no entry chunk.');
        // The entry imports the app dynamically (src/main.tsx): every page needs it at once.
        const app = chunks.find((chunk) => chunk.facadeModuleId === `${root}src/app/app.tsx`);
        const inEntry = staticClosure(chunks, entry);
        const always = app ? [...staticClosure(chunks, app)].filter((file) => !inEntry.has(file)) : [];
        for (const file of always) inEntry.add(file);
        const preloads: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(firstScreenModules)) {
          const files = new Set<string>();
          for (const module of modules) {
            const id = `${root}${module}`;
            const screen = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
            if (!screen) throw new Error(`No chunk holds ${module}, needed by ${route}.`);
            for (const file of staticClosure(chunks, screen)) if (!inEntry.has(file)) files.add(`/${file}`);
          }
          preloads[route] = [...files];
        }
        const script =
          `(function(p){(p[location.pathname.replace(/\\/$/,'')]||[]).forEach(function(h){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})(${JSON.stringify(preloads)});`;
        const appPreloads = always.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
        const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
        preloadScript = { fileName: `assets/first-screen-preload-${hash}.js`, source: `${script}\n` };
        const preloadTag = { tag: 'script', attrs: { src: `/${preloadScript.fileName}`, async: true }, injectTo: 'head' as const };
        return { html, tags: [...appPreloads, preloadTag] };
      },
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
  plugins: [react(), runtimeConfigPlugin(), firstScreenPreloadPlugin()],
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
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // With React, four small helpers of Chakra's state machines that every first screen
              // runs: since the game's Firestore half became a lazy chunk
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
