// First: no schema may be built before zod is told not to compile with eval (see the file).
import '@/lib/zod-jitless';
// The stylesheet of the plain components and of Chakra's globals (first-screens/build-time/vite-plugins.ts makes it from the theme).
import 'virtual:rink-plain.css';
import { prerenderedPath } from '@/first-screens/plain/hydration';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * A prerendered first screen (first-screens/plain/hydration.ts) draws from the HTML and CSS alone: React and
 * the app (boot.tsx) are evaluated once it has been painted, not before it. Their files are
 * already on their way (index.html preloads them). A hidden tab paints nothing: no wait there.
 */
function painted(): Promise<void> {
  if (prerenderedPath(rootElement!) === null || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab hidden meanwhile gets no frame.
    setTimeout(resolve, 1_000);
  });
}

painted()
  .then(() => import('./boot'))
  .then(({ boot }) => boot(rootElement))
  .catch((error: unknown) => {
    console.error(error);
    // React itself could not be fetched: the words boot.tsx shows when the app cannot load.
    const main = document.createElement('main');
    main.style.cssText = 'font-family: system-ui, sans-serif; padding: 2rem; max-width: 48rem';
    const heading = document.createElement('h1');
    heading.textContent = 'Rink Money could not load';
    const detail = document.createElement('pre');
    detail.style.whiteSpace = 'pre-wrap';
    detail.textContent = 'Please check your connection and reload the page.';
    main.append(heading, detail);
    rootElement.replaceChildren(main);
  });
