// Hosting serves a per-stack copy of web/dist with its own runtime-config.js,
// which tells the client where the emulators listen. Production builds ship a
// runtime-config.js that sets null, and the client uses its built-in config.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, type Ports } from "./defaults";
import { emulatorBucket } from "./storage";

/**
 * window.__RINK_CONFIG__: where the client finds the emulators. `emulators.storage` (with the
 * bucket) only when the stack runs the Storage emulator: the client then reads its media from
 * Storage, and from the folder Hosting serves otherwise (web/src/config/runtime-config.ts).
 */
export interface RuntimeConfig {
  projectId: string;
  apiKey: string;
  storageBucket?: string;
  emulators: { auth: string; firestore: { host: string; port: number }; storage?: { host: string; port: number } };
}

export function runtimeConfig({ projectId, host, ports, storage = false }: { projectId: string; host: string; ports: Ports; storage?: boolean }): RuntimeConfig {
  return {
    projectId,
    apiKey: "demo-api-key",
    ...(storage ? { storageBucket: emulatorBucket(projectId) } : {}),
    emulators: {
      auth: `http://${host}:${ports.auth}`,
      firestore: { host, port: ports.firestore },
      ...(storage ? { storage: { host, port: ports.storage } } : {}),
    },
  };
}

export function runtimeConfigScript(config: RuntimeConfig): string {
  return `window.__RINK_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * Copies the built web app to `publicDir` and writes its runtime config. Without `app` (the web
 * app is still being built) only the folder and its runtime config: the launcher copies the app
 * in once built, before the stack says it is ready.
 */
export function preparePublicDir(publicDir: string, config: RuntimeConfig, { app = true }: { app?: boolean } = {}): void {
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(path.dirname(publicDir), { recursive: true });
  if (app) cpSync(path.join(ROOT, "web", "dist"), publicDir, { recursive: true });
  else mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, "runtime-config.js"), runtimeConfigScript(config));
}
