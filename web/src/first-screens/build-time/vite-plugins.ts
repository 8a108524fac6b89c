/// <reference types="node" />
// The build's part in the first screens (docs/decisions.md#d78), the two Vite plugins vite.config.ts
// takes from firstScreenPlugins:
//   - plainCssPlugin: the app's stylesheet, `virtual:rink-plain.css` (imported by src/main.tsx),
//     made from the Chakra theme by plain-css.tsx (through app/prerender.tsx): Chakra's global styles and the rules of
//     the plain components, so the first screens draw without Chakra at run time;
//   - firstScreenPlugin: each first screen prerendered into index.html (app/prerender.tsx), and one
//     small script (page-script.ts) that puts the current path's screen into #root before the first
//     paint and preloads the chunks of the path's screen.
// Both run the app's modules in Node through a Vite server (ssrLoadModule): the dev server itself,
// or, for a build, one of their own. Runs in Node (vite.config.ts imports it); the app never does.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
import { LANGUAGES, type Language } from '../../../../common/src/text/language.ts';
import { firstScreenScript } from './page-script.ts';
import { firstScreenModules, prerenderedScreens } from './screen-modules.ts';

// Imports are relative, with their extension: vite.config.ts loads this file as Node does, without the `@/` alias.
/** What the build renders of the app (prerender, plainCss), as the Vite server names modules: this folder never imports app/. */
const APP_RENDER = '/src/app/prerender.tsx';
const PLAIN_CSS = 'virtual:rink-plain.css';
/** A path-like id ending in .css, so Vite's CSS pipeline takes it (and extracts it into the build's stylesheet). */
const PLAIN_CSS_RESOLVED = '/@rink/plain.css';

/** A Vite server that loads web/src's modules in Node, for the build (the dev server loads them itself). */
function ssrServer(root: string): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/** One server per build, made when first needed and closed with the build. */
function sharedSsr(root: string) {
  let server: Promise<ViteDevServer> | null = null;
  return {
    get: () => (server ??= ssrServer(root)),
    async close() {
      if (server) await (await server).close();
      server = null;
    },
  };
}
type SharedSsr = ReturnType<typeof sharedSsr>;

async function plainCss(load: (id: string) => Promise<Record<string, unknown>>): Promise<string> {
  const module = await load(APP_RENDER);
  if (typeof module.plainCss !== 'function') throw new Error(`${APP_RENDER} has no plainCss.`);
  return (module.plainCss as () => string)();
}

function plainCssPlugin(buildSsr: SharedSsr): Plugin {
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
 * The router imports a route's screen only once the entry has run: one more round trip
 * before the first paint. For each public route, the chunks its screen needs beyond the
 * entry's are preloaded while the entry is still downloading; the four first screens are
 * prerendered into index.html as templates. Both are done by one small script
 * (assets/first-screen-<hash>.js, run before the first paint), never inline: the
 * Content-Security-Policy (firebase.json) allows no inline script, and a hash of it would change
 * with every build.
 */
function firstScreenPlugin(root: string, buildSsr: SharedSsr): Plugin {
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
          const chunk = chunks.find((item) => item.facadeModuleId === path.join(root, module));
          if (!chunk) throw new Error(`No chunk starts at ${module}.`);
          for (const file of staticClosure(chunks, chunk)) if (!inEntry.has(file)) always.add(file);
        }
        for (const file of always) inEntry.add(file);
        const preloads: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(firstScreenModules)) {
          const files = new Set<string>();
          for (const module of modules) {
            const id = path.join(root, module);
            const screen = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
            if (!screen) throw new Error(`No chunk holds ${module}, needed by ${route}.`);
            for (const file of staticClosure(chunks, screen)) if (!inEntry.has(file)) files.add(`/${file}`);
          }
          preloads[route] = [...files];
        }

        const server = await buildSsr.get();
        const { prerender } = (await server.ssrLoadModule(APP_RENDER)) as {
          prerender?: (pathname: string, language: Language) => Promise<string>;
        };
        if (typeof prerender !== 'function') throw new Error(`${APP_RENDER} has no prerender.`);
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

/** The first screens' plugins, for the Vite config of `root` (web/). */
export function firstScreenPlugins(root: string): Plugin[] {
  const buildSsr = sharedSsr(root);
  return [plainCssPlugin(buildSsr), firstScreenPlugin(root, buildSsr)];
}
