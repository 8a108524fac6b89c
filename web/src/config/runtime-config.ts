// zod/mini: the same checks as zod at a fraction of the size; this module is in the
// first bundle of every page.
import { z } from 'zod/mini';

/**
 * The client's configuration, read once at start-up.
 *
 * Two sources, in this order:
 * 1. `window.__RINK_CONFIG__`, set by /runtime-config.js (loaded before the app in
 *    index.html). Local runs write the emulator config there:
 *    `{ projectId, apiKey, emulators: { auth: "http://127.0.0.1:9099",
 *       firestore: { host: "127.0.0.1", port: 8080 } } }`.
 * 2. When that is null (production), the VITE_FIREBASE_* variables baked in at build time.
 */

// zod/mini ships no English error texts (only "Invalid input"): each check says its own.
const TEXT = 'expected a non-empty string';
const PORT = 'expected a port number (1-65535)';
const text = () => z.string({ error: TEXT }).check(z.minLength(1, TEXT));

const emulatorsSchema = z.object({
  /** Auth emulator URL, as connectAuthEmulator wants it. */
  auth: z.url({ error: 'expected a URL' }),
  firestore: z.object({
    host: text(),
    port: z.int({ error: PORT }).check(z.minimum(1, PORT), z.maximum(65535, PORT)),
  }),
});

const runtimeConfigSchema = z.object({
  projectId: text(),
  apiKey: text(),
  authDomain: z.optional(text()),
  storageBucket: z.optional(text()),
  appId: z.optional(text()),
  emulators: z.optional(emulatorsSchema),
});

const viteEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: text(),
  VITE_FIREBASE_AUTH_DOMAIN: text(),
  VITE_FIREBASE_PROJECT_ID: text(),
  VITE_FIREBASE_STORAGE_BUCKET: text(),
  VITE_FIREBASE_APP_ID: text(),
});

export type EmulatorConfig = z.infer<typeof emulatorsSchema>;

export type AppConfig = {
  firebase: {
    apiKey: string;
    projectId: string;
    authDomain?: string;
    storageBucket?: string;
    appId?: string;
  };
  /** Present only in local runs; then the client talks to the emulators. */
  emulators: EmulatorConfig | null;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

declare global {
  interface Window {
    __RINK_CONFIG__?: unknown;
  }
}

/** Pure: turns the two raw sources into the app's config, or throws a ConfigError saying what is wrong. */
export function parseAppConfig(runtime: unknown, viteEnv: Record<string, unknown>): AppConfig {
  if (runtime !== null && runtime !== undefined) {
    const result = runtimeConfigSchema.safeParse(runtime);
    if (!result.success) {
      throw new ConfigError(
        `window.__RINK_CONFIG__ (from /runtime-config.js) is invalid:\n${z.prettifyError(result.error)}`,
      );
    }
    const { emulators, ...firebase } = result.data;
    return { firebase, emulators: emulators ?? null };
  }
  const result = viteEnvSchema.safeParse(viteEnv);
  if (!result.success) {
    throw new ConfigError(
      'Rink Money has no Firebase configuration: /runtime-config.js set window.__RINK_CONFIG__ ' +
        'to null, and the build is missing VITE_FIREBASE_* variables:\n' +
        z.prettifyError(result.error),
    );
  }
  const env = result.data;
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    emulators: null,
  };
}

let cached: AppConfig | undefined;

/** The app's config, parsed on first call and cached. Throws ConfigError if it is missing or malformed. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(window.__RINK_CONFIG__ ?? null, import.meta.env);
  return cached;
}
