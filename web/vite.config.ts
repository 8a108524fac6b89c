/// <reference types="node" />
/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
import { firstScreenModules, prerenderedScreens } from './src/config/first-screens.ts';
import { LANGUAGES, type Language } from '../common/src/text/language.ts';

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

// The build's part in the first screens (docs/decisions.md#d78):
//   - plainCssPlugin: the app's stylesheet, `virtual:rink-plain.css` (imported by src/main.tsx),
//     made from the Chakra theme by src/app/plain-css.tsx: Chakra's global styles and the rules of
//     the plain components, so the first screens draw without Chakra at run time;
//   - firstScreenPlugin: each first screen prerendered into index.html (src/app/prerender.tsx), and
//     one small script that puts the current path's screen into #root before the first paint and
//     preloads the chunks of the path's screen.
// Both run the app's modules in Node through a Vite server (ssrLoadModule): the dev server itself,
// or, for a build, one of their own.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const PLAIN_CSS = 'virtual:rink-plain.css';
/** A path-like id ending in .css, so Vite's CSS pipeline takes it (and extracts it into the build's stylesheet). */
const PLAIN_CSS_RESOLVED = '/@rink/plain.css';

/** A Vite server that loads web/src's modules in Node, for the build (the dev server loads them itself). */
function ssrServer(): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/** One server per build, made when first needed and closed with the build. */
function sharedSsr() {
  let server: Promise<ViteDevServer> | null = null;
  return {
    get: () => (server ??= ssrServer()),
    async close() {
      if (server) await (await server).close();
      server = null;
    },
  };
}
const buildSsr = sharedSsr();

async function plainCss(load: (id: string) => Promise<Record<string, unknown>>): Promise<string> {
  const module = await load('/src/app/plain-css.tsx');
  if (typeof module.renderPlainCss !== 'function') throw new Error('src/app/plain-css.tsx has no renderPlainCss.');
  return (module.renderPlainCss as () => string)();
}

function plainCssPlugin(): Plugin {
  let devServer: ViteDevServer | null = null;
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'rink-plain-css',
    configResolved(config) {
      command = config.command;
    },
    configureServer(server) {
      devServer = server;
    },
    resolveId(id) {
      return id === PLAIN_CSS ? PLAIN_CSS_RESOLVED : undefined;
    },
    async load(id) {
      if (id !== PLAIN_CSS_RESOLVED) return undefined;
      // Unit tests draw no CSS; a build started from inside a Vitest run (a browser test's stack) does.
      if (process.env.VITEST && command === 'serve') return '';
      if (command === 'serve' && devServer) {
        const server = devServer;
        return plainCss((module) => server.ssrLoadModule(module));
      }
      const server = await buildSsr.get();
      return plainCss((module) => server.ssrLoadModule(module));
    },
    async closeBundle() {
      await buildSsr.close();
    },
  };
}

/**
 * The script every page runs where it stands, at the end of <body> (ES5, and no inline script: the
 * Content-Security-Policy allows none). `routes`: the chunks of each route's screen beyond the
 * app's.
 *   - The path's chunks are preloaded, at low priority as the app's are.
 *   - The path's prerendered screen goes into #root (marked data-prerendered), so the first paint
 *     shows it; the templates leave the page.
 *   - A submit before the app has hydrated the screen is held for the app (src/lib/first-screen.ts).
 */
const firstScreenScript = `(function (routes, languages) {
  var path = location.pathname.replace(/\\/$/, '');
  var root = document.getElementById('root');
  (routes[path] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  // The language src/i18n/language-setting.ts will speak: the device's choice, else the browser's, else English.
  var language = '';
  try {
    language = localStorage.getItem('rink-language') || '';
  } catch (error) {}
  if (languages.indexOf(language) < 0) {
    language = ((navigator.languages && navigator.languages[0]) || navigator.language || '').toLowerCase().split('-')[0];
    if (languages.indexOf(language) < 0) language = languages[0];
  }
  document.documentElement.lang = language;
  [].forEach.call(document.querySelectorAll('template[data-first-screen]'), function (template) {
    if (root && !root.firstChild && template.getAttribute('data-first-screen') === path && template.getAttribute('data-language') === language) {
      root.appendChild(template.content);
      root.setAttribute('data-prerendered', path);
      root.setAttribute('data-language', language);
    }
    template.parentNode.removeChild(template);
  });
  // A language chosen before the app has hydrated the screen: kept where the app reads it, so the
  // app speaks it once it has taken over (the select itself is drawn again from the app's state).
  document.addEventListener('change', function (event) {
    var target = event.target;
    if (root && root.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated') && target && target.name === 'language' && languages.indexOf(target.value) >= 0) {
      try {
        localStorage.setItem('rink-language', target.value);
      } catch (error) {}
    }
  }, true);
  document.addEventListener('submit', function (event) {
    if (root && root.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated')) {
      event.preventDefault();
      window.__rinkHeldSubmit = event.target;
    }
  }, true);
})`;

/**
 * The router imports a route's screen only once the entry has run: one more round trip
 * before the first paint. For each public route, the chunks its screen needs beyond the
 * entry's are preloaded while the entry is still downloading; the four first screens are
 * prerendered into index.html as templates. Both are done by one small script
 * (assets/first-screen-<hash>.js, run before the first paint), never inline: the
 * Content-Security-Policy (firebase.json) allows no inline script, and a hash of it would change
 * with every build.
 */
function firstScreenPlugin(): Plugin {
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
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'rink-first-screen',
    apply: 'build',
    writeBundle(options) {
      if (!script || !options.dir) throw new Error('The first-screen script was not made.');
      writeFileSync(path.join(options.dir, script.fileName), script.source);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('The build has no entry chunk.');
        // The entry imports React and the app dynamically (src/main.tsx, src/boot.tsx): every page needs them at once.
        const inEntry = staticClosure(chunks, entry);
        const always = new Set<string>();
        for (const module of ['src/boot.tsx', 'src/app/app.tsx']) {
          const chunk = chunks.find((item) => item.facadeModuleId === path.join(ROOT, module));
          if (!chunk) throw new Error(`No chunk starts at ${module}.`);
          for (const file of staticClosure(chunks, chunk)) if (!inEntry.has(file)) always.add(file);
        }
        for (const file of always) inEntry.add(file);
        const preloads: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(firstScreenModules)) {
          const files = new Set<string>();
          for (const module of modules) {
            const id = path.join(ROOT, module);
            const screen = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
            if (!screen) throw new Error(`No chunk holds ${module}, needed by ${route}.`);
            for (const file of staticClosure(chunks, screen)) if (!inEntry.has(file)) files.add(`/${file}`);
          }
          preloads[route] = [...files];
        }

        const server = await buildSsr.get();
        const { prerender } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          prerender?: (pathname: string, language: Language) => Promise<string>;
        };
        if (typeof prerender !== 'function') throw new Error('src/app/prerender.tsx has no prerender.');
        // One template per screen and language; the script shows the one of the device's language.
        const templates = await Promise.all(
          prerenderedScreens.flatMap((route) =>
            LANGUAGES.map(async (language) => ({
              tag: 'template',
              attrs: { 'data-first-screen': route, 'data-language': language },
              // React adds a preload of each <img> before the markup; index.html preloads the logo already.
              children: (await prerender(route, language)).replace(/^(<link [^>]*>)+/, ''),
              injectTo: 'body' as const,
            })),
          ),
        );

        const source = `${firstScreenScript}(${JSON.stringify(preloads)}, ${JSON.stringify(LANGUAGES)});\n`;
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        script = { fileName: `assets/first-screen-${hash}.js`, source };
        // Where it stands: after the templates, before the first paint.
        const scriptTag = { tag: 'script', attrs: { src: `/${script.fileName}` }, injectTo: 'body' as const };
        // The app's scripts at low priority: a prerendered first screen paints from its HTML and CSS,
        // which must not share the network with them (a page the app paints needs all of them anyway).
        const lowPriority = html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
        const appPreloads = [...always].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
        return { html: lowPriority, tags: [...appPreloads, ...templates, scriptTag] };
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
  plugins: [react(), runtimeConfigPlugin(), plainCssPlugin(), firstScreenPlugin()],
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
