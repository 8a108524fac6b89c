import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getAppConfig } from '@/config/runtime-config';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// Parse the config first, so a missing or broken one gives a clear message instead
// of a blank page. Nothing in the app's first bundle reads it: Firebase (which does)
// is imported only after the first render.
let configProblem: string | null = null;
try {
  getAppConfig();
} catch (error) {
  configProblem = error instanceof Error ? error.message : String(error);
  console.error(error);
}

if (configProblem !== null) {
  root.render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '48rem' }}>
      <h1>Rink Money cannot start: its configuration is missing or invalid</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{configProblem}</pre>
    </main>,
  );
} else {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
