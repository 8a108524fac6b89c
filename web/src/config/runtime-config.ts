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

interface EmulatorConfig {
  /** Auth emulator URL, as connectAuthEmulator wants it. */
  auth: string;
  firestore: { host: string; port: number };
  /** Only where the stack runs the Storage emulator (Java 21+): then media come from it. */
  storage?: { host: string; port: number };
}

/**
 * Where the game reads its media (docs/decisions.md#d19): 'storage' is Firebase Storage
 * (production, and a local stack running the Storage emulator), with the files Hosting ships
 * under /media as the fallback; 'folder' is those shipped files alone (a stack without Storage).
 */
export type MediaConfig = { root: 'folder' } | { root: 'storage' };

type AppConfig = {
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
}

function readAddress(read: Reader, value: unknown, path: string): { host: string; port: number } | undefined {
  const address = read.object(value, path);
  const host = address && read.text(address.host, `${path}.host`);
  const port = address && read.port(address.port, `${path}.port`);
  // A host is never empty and a port never 0 (the reader refuses both).
  return host && port ? { host, port } : undefined;
}

/** A malformed emulators.storage leaves its problem in `read`, which fails the whole config. */
function readEmulators(read: Reader, value: unknown): EmulatorConfig | undefined {
  const emulators = read.object(value, 'emulators');
  if (!emulators) return undefined;
  const auth = read.url(emulators.auth, 'emulators.auth');
  const firestore = readAddress(read, emulators.firestore, 'emulators.firestore');
  // (null counts as absent, as undefined does.)
  const storage = emulators.storage ? readAddress(read, emulators.storage, 'emulators.storage') : undefined;
  return auth && firestore ? { auth, firestore, ...(storage && { storage }) } : undefined;
}

/** Pure: turns the two raw sources into the app's config, or throws a ConfigError saying what is wrong. */
export function parseAppConfig(runtime: unknown, viteEnv: Record<string, unknown>): AppConfig {
  if (runtime !== null && runtime !== undefined) {
    const read = new Reader();
    const raw = read.object(runtime, '(root)') ?? {};
    const projectId = read.text(raw.projectId, 'projectId');
    const apiKey = read.text(raw.apiKey, 'apiKey');
    // The optional fields in a loop: this module is in every first bundle (see above).
    const optional: Partial<Pick<AppConfig['firebase'], 'authDomain' | 'storageBucket' | 'appId'>> = {};
    for (const key of ['authDomain', 'storageBucket', 'appId'] as const) {
      if (raw[key] !== undefined) optional[key] = read.text(raw[key], key);
    }
    const emulators = raw.emulators === undefined ? null : readEmulators(read, raw.emulators);
    if (read.problems.length > 0 || projectId === undefined || apiKey === undefined || emulators === undefined) {
      throw new ConfigError(`window.__RINK_CONFIG__ (from /runtime-config.js) is invalid:\n${read.problems.join('\n')}`);
    }
    return { firebase: { projectId, apiKey, ...optional }, emulators, media: { root: emulators?.storage ? 'storage' : 'folder' } };
  }
  const read = new Reader();
  const env = (name: string) => read.text(viteEnv[`VITE_FIREBASE_${name}`], `VITE_FIREBASE_${name}`);
  const apiKey = env('API_KEY');
  const authDomain = env('AUTH_DOMAIN');
  const projectId = env('PROJECT_ID');
  const storageBucket = env('STORAGE_BUCKET');
  const appId = env('APP_ID');
  // Any missing variable is a problem in `read`; the two checked by name are for the types.
  if (read.problems.length > 0 || apiKey === undefined || projectId === undefined) {
    throw new ConfigError(`No Firebase configuration in /runtime-config.js, nor in the build's VITE_FIREBASE_* variables:\n${read.problems.join('\n')}`);
  }
  // Only the exact word 'folder' leaves Storage: production reads Storage unless told otherwise.
  return { firebase: { apiKey, authDomain, projectId, storageBucket, appId }, emulators: null, media: { root: viteEnv.VITE_MEDIA_ROOT === 'folder' ? 'folder' : 'storage' } };
}

let cached: AppConfig | undefined;

/** The app's config, parsed on first call and cached. Throws ConfigError if it is missing or malformed. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(window.__RINK_CONFIG__ ?? null, import.meta.env);
  return cached;
}
