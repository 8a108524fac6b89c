// Bundles the API into lib/index.js. The game engine and the API contract
// (workspace packages, @rink/game and @rink/common) are bundled in so the deployed
// function carries them; runtime dependencies listed in
// package.json stay external and are installed by the deploy.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: [fileURLToPath(new URL("./src/index.ts", import.meta.url))],
  outfile: fileURLToPath(new URL("./lib/index.js", import.meta.url)),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: "warning",
});
