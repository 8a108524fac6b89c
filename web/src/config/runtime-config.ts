/**
 * The client's configuration, read once at start-up.
 *
 * Two sources, in this order:
 * 1. `window.__RINK_CONFIG__`, set by /runtime-config.js (loaded before the app in
 *    index.html). Local runs write the emulator config there:
 *    `{ projectId, apiKey, emulators: { auth: "http://127.0.0.1:9099",
 *       firestore: { host: "127.0.0.1", port: 8080 } } }`.
 * 2. When that is null (production), the VITE_FIREBASE_* variables baked in at build time.
 *
 * The media root follows from them: a runtime config reads Storage iff it names a Storage
 * emulator; a production build reads Storage, unless built with VITE_MEDIA_ROOT=folder (a
 * project without a Storage bucket yet, or a deploy that must not depend on Storage).
 *
 * Checked by hand rather than with zod: this module is in the first bundle of every page,
 * and zod (even zod/mini) would add about a tenth of it, and its start-up time, for five
 * fields.
 */

export interface EmulatorConfig {
  /** Auth emulator URL, as connectAuthEmulator wants it. */
  auth: string;
  firestore: { host: string; port: number };
  /** Only where the stack runs the Storage emulator (Java 21+): then media come from it. */
  storage?: { host: string; port: number };
}

/**
 * Where the game reads its media (ARCHITECTURE.md decision 10): 'storage' is Firebase Storage
 * (production, and a local stack running the Storage emulator), with the files Hosting ships
 * under /media as the fallback; 'folder' is those shipped files alone (a stack without Storage).
 */
export type MediaConfig = { root: 'folder' } | { root: 'storage' };

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
  media: MediaConfig;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

declare global {
  interface Window {
    __RINK_CONFIG__?: unknown;
  }
}

/** Reads fields of an unknown value, collecting one line per problem with its path. */
class Reader {
  readonly problems: string[] = [];

  private fail(path: string, expected: string): undefined {
    this.problems.push(`✖ expected ${expected}\n  → at ${path}`);
    return undefined;
  }

  object(value: unknown, path: string): Record<string, unknown> | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ...value };
    return this.fail(path, 'an object');
  }

  text(value: unknown, path: string): string | undefined {
    return typeof value === 'string' && value !== '' ? value : this.fail(path, 'a non-empty string');
  }

  optionalText(value: unknown, path: string): string | undefined {
    return value === undefined ? undefined : this.text(value, path);
  }

  url(value: unknown, path: string): string | undefined {
    if (typeof value === 'string') {
      try {
        new URL(value);
        return value;
      } catch {
        // Falls through to the problem below.
      }
    }
    return this.fail(path, 'a URL');
  }

  port(value: unknown, path: string): number | undefined {
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65535;
    return ok ? value : this.fail(path, 'a port number (1-65535)');
  }

  report(): string {
    return this.problems.join('\n');
  }
}

function readAddress(read: Reader, value: unknown, path: string): { host: string; port: number } | undefined {
  const address = read.object(value, path);
  const host = address && read.text(address.host, `${path}.host`);
  const port = address && read.port(address.port, `${path}.port`);
  return host !== undefined && port !== undefined ? { host, port } : undefined;
}

function readEmulators(read: Reader, value: unknown): EmulatorConfig | undefined {
  const emulators = read.object(value, 'emulators');
  if (!emulators) return undefined;
  const auth = read.url(emulators.auth, 'emulators.auth');
  const firestore = readAddress(read, emulators.firestore, 'emulators.firestore');
  const storage = emulators.storage === undefined ? undefined : readAddress(read, emulators.storage, 'emulators.storage');
  if (auth === undefined || firestore === undefined || (emulators.storage !== undefined && storage === undefined)) return undefined;
  return { auth, firestore, ...(storage === undefined ? {} : { storage }) };
}

/** VITE_MEDIA_ROOT: unset or 'storage' reads Storage; 'folder' keeps to the files Hosting ships. */
function readMediaRoot(read: Reader, value: unknown): MediaConfig | undefined {
  if (value === undefined || value === '' || value === 'storage') return { root: 'storage' };
  if (value === 'folder') return { root: 'folder' };
  read.problems.push(`✖ expected 'storage' or 'folder'\n  → at VITE_MEDIA_ROOT`);
  return undefined;
}

/** Pure: turns the two raw sources into the app's config, or throws a ConfigError saying what is wrong. */
export function parseAppConfig(runtime: unknown, viteEnv: Record<string, unknown>): AppConfig {
  if (runtime !== null && runtime !== undefined) {
    const read = new Reader();
    const raw = read.object(runtime, '(root)') ?? {};
    const firebase = {
      projectId: read.text(raw.projectId, 'projectId'),
      apiKey: read.text(raw.apiKey, 'apiKey'),
      authDomain: read.optionalText(raw.authDomain, 'authDomain'),
      storageBucket: read.optionalText(raw.storageBucket, 'storageBucket'),
      appId: read.optionalText(raw.appId, 'appId'),
    };
    const emulators = raw.emulators === undefined ? null : readEmulators(read, raw.emulators);
    const { projectId, apiKey, authDomain, storageBucket, appId } = firebase;
    if (read.problems.length > 0 || projectId === undefined || apiKey === undefined || emulators === undefined) {
      throw new ConfigError(`window.__RINK_CONFIG__ (from /runtime-config.js) is invalid:\n${read.report()}`);
    }
    return {
      firebase: {
        projectId,
        apiKey,
        ...(authDomain === undefined ? {} : { authDomain }),
        ...(storageBucket === undefined ? {} : { storageBucket }),
        ...(appId === undefined ? {} : { appId }),
      },
      emulators,
      media: emulators?.storage ? { root: 'storage' } : { root: 'folder' },
    };
  }
  const read = new Reader();
  const apiKey = read.text(viteEnv.VITE_FIREBASE_API_KEY, 'VITE_FIREBASE_API_KEY');
  const authDomain = read.text(viteEnv.VITE_FIREBASE_AUTH_DOMAIN, 'VITE_FIREBASE_AUTH_DOMAIN');
  const projectId = read.text(viteEnv.VITE_FIREBASE_PROJECT_ID, 'VITE_FIREBASE_PROJECT_ID');
  const storageBucket = read.text(viteEnv.VITE_FIREBASE_STORAGE_BUCKET, 'VITE_FIREBASE_STORAGE_BUCKET');
  const appId = read.text(viteEnv.VITE_FIREBASE_APP_ID, 'VITE_FIREBASE_APP_ID');
  const media = readMediaRoot(read, viteEnv.VITE_MEDIA_ROOT);
  if (apiKey === undefined || authDomain === undefined || projectId === undefined || storageBucket === undefined || appId === undefined || media === undefined) {
    throw new ConfigError(
      'Rink Money has no Firebase configuration: /runtime-config.js set window.__RINK_CONFIG__ ' +
        `to null, and the build is missing VITE_FIREBASE_* variables:\n${read.report()}`,
    );
  }
  return { firebase: { apiKey, authDomain, projectId, storageBucket, appId }, emulators: null, media };
}

let cached: AppConfig | undefined;

/** The app's config, parsed on first call and cached. Throws ConfigError if it is missing or malformed. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(window.__RINK_CONFIG__ ?? null, import.meta.env);
  return cached;
}
