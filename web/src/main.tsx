import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppConfig } from '@/config/runtime-config';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// Parse the config first, so a missing or broken one gives a clear message
// instead of a blank page. Firebase is imported (and initialised) only after.
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

if (configProblem !== null) {
  renderProblem('Rink Money cannot start: its configuration is missing or invalid', configProblem);
} else {
  import('./app/app')
    .then(({ App }) => {
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
