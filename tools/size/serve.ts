// A static server for web/dist, as Hosting serves it: files as they are (gzipped when the browser
// accepts it, with firebase.json's headers: the Content-Security-Policy, the caching), any other
// path the SPA's index.html, and /runtime-config.js pointing at emulators that are not running
// (the public pages never need them to paint; a session check after the load event fails at once).
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".json": "application/json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json"]);

// Port 9 (discard) on loopback: nothing listens, so any call fails at once.
const RUNTIME_CONFIG = `window.__RINK_CONFIG__ = ${JSON.stringify({
  projectId: "demo-rink-size",
  apiKey: "demo-api-key",
  emulators: { auth: "http://127.0.0.1:9", firestore: { host: "127.0.0.1", port: 9 } },
})};\n`;

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** Hosting's header rules (firebase.json), for the three kinds of source it uses: "**", "/dir/**" and a file. */
function hostingHeaders(): HeaderRule[] {
  const config = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const matches = (source: string) =>
    source === "**" || (source.endsWith("/**") ? pathname.startsWith(source.slice(0, -2)) : pathname === source);
  return Object.fromEntries(rules.filter((rule) => matches(rule.source)).flatMap((rule) => rule.headers.map((h) => [h.key.toLowerCase(), h.value])));
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

export interface DistServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveDist(distDir: string): Promise<DistServer> {
  const rules = hostingHeaders();
  const gzipped = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      const headers = headersFor(rules, pathname);
      const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      const send = (body: Buffer, contentType: string, key: string) => {
        const gzip = acceptsGzip && COMPRESSIBLE.has(path.extname(key) || ".html");
        let payload = body;
        if (gzip) {
          payload = gzipped.get(key) ?? gzipSync(body);
          gzipped.set(key, payload);
        }
        res.writeHead(200, { ...headers, "content-type": contentType, vary: "accept-encoding", ...(gzip ? { "content-encoding": "gzip" } : {}) });
        res.end(payload);
      };
      if (pathname === "/runtime-config.js") {
        send(Buffer.from(RUNTIME_CONFIG), CONTENT_TYPES[".js"] ?? "", pathname);
        return;
      }
      const candidate = path.join(distDir, path.normalize(pathname));
      const file = candidate.startsWith(distDir) && (await isFile(candidate)) ? candidate : path.join(distDir, "index.html");
      send(await readFile(file), CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream", file);
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
