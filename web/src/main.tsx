// First: no schema may be built before zod is told not to compile with eval (see the file).
import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppConfig } from '@/config/runtime-config';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// Parse the config first, so a missing or broken one gives a clear message instead
// of a blank page. Nothing in the app's first bundle reads it: Firebase (which does)
// is imported only when a screen needs it.
let configProblem: string | null = null;
try {
  getAppConfig();
} catch (error) {
  configProblem = error instanceof Error ? error.message : String(error);
  console.error(error);
}

function renderProblem(heading: string, detail: string) {
  root.render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '48rem' }}>
      <h1>{heading}</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
    </main>,
  );
}

/** Lets the browser paint and handle input between two long pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (configProblem !== null) {
  renderProblem('Rink Money cannot start: its configuration is missing or invalid', configProblem);
} else {
  // The app (Chakra's theme, the router) is evaluated in a task of its own, and rendered in
  // another, rather than in one long task with React's own start-up. index.html preloads it,
  // so this costs no round trip.
  import('./app/app')
    .then(async ({ App }) => {
      await nextTask();
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      renderProblem('Rink Money could not load', 'Please check your connection and reload the page.');
    });
}
