// A static server for web/dist, as Hosting serves it: files as they are, any other path
// the SPA's index.html, and /runtime-config.js pointing at emulators that are not running
// (the public pages never call them before their first paint).
import { createServer, type Server } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".json": "application/json",
};

// Port 9 (discard) on loopback: nothing listens, so any call fails at once.
const RUNTIME_CONFIG = `window.__RINK_CONFIG__ = ${JSON.stringify({
  projectId: "demo-rink-size",
  apiKey: "demo-api-key",
  emulators: { auth: "http://127.0.0.1:9", firestore: { host: "127.0.0.1", port: 9 } },
})};\n`;

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

export interface DistServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveDist(distDir: string): Promise<DistServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      if (pathname === "/runtime-config.js") {
        res.writeHead(200, { "content-type": CONTENT_TYPES[".js"], "cache-control": "no-store" });
        res.end(RUNTIME_CONFIG);
        return;
      }
      const candidate = path.join(distDir, path.normalize(pathname));
      const file = candidate.startsWith(distDir) && (await isFile(candidate)) ? candidate : path.join(distDir, "index.html");
      const body = await readFile(file);
      res.writeHead(200, { "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" });
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The dist server has no port.");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
