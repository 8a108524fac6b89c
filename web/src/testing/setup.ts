import { afterAll, vi } from 'vitest';
import { configure } from '@testing-library/react';
// Unit tests run without /runtime-config.js: give lib/firebase a demo project on
// emulator addresses, so modules that import it load. Nothing connects unless a
// test really calls Firebase.
window.__RINK_CONFIG__ = {
  projectId: 'demo-unit-tests',
  apiKey: 'demo-api-key',
  emulators: { auth: 'http://127.0.0.1:1', firestore: { host: '127.0.0.1', port: 1 } },
};

// Screens load lazily, and on a busy shared machine a chunk's first import can take more than
// Testing Library's default 1 s; a find* that waits longer still fails when the screen never comes.
configure({ asyncUtilTimeout: 10_000 });

// The files share one module cache (vitest.config.ts). A screen's code still loading when its file
// ends (a route's lazy chunk, the game pages fetched 3 s after the first one) would have its import
// cut off by the file's teardown, and the next file importing the same module would inherit the
// failed load: wait for every import under way before the file ends.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
