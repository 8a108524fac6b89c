// Hosting serves a per-stack copy of web/dist with its own runtime-config.js,
// which tells the client where the emulators listen. Production builds ship a
// runtime-config.js that sets null, and the client uses its built-in config.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, type Ports } from "./defaults";

/** window.__RINK_CONFIG__: where the client finds the emulators. */
export interface RuntimeConfig {
  projectId: string;
  apiKey: string;
  emulators: { auth: string; firestore: { host: string; port: number } };
}

export function runtimeConfig({ projectId, host, ports }: { projectId: string; host: string; ports: Ports }): RuntimeConfig {
  return {
    projectId,
    apiKey: "demo-api-key",
    emulators: {
      auth: `http://${host}:${ports.auth}`,
      firestore: { host, port: ports.firestore },
    },
  };
}

export function runtimeConfigScript(config: RuntimeConfig): string {
  return `window.__RINK_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/** Copies the built web app to `publicDir` and writes its runtime config. */
export function preparePublicDir(publicDir: string, config: RuntimeConfig): void {
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(path.dirname(publicDir), { recursive: true });
  cpSync(path.join(ROOT, "web", "dist"), publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, "runtime-config.js"), runtimeConfigScript(config));
}
