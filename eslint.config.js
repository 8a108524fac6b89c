// One lint for the whole repository: TypeScript rules everywhere, and the import
// zones of docs/decisions.md#d10 as errors, so a wrong-way import fails
// `npm test` instead of waiting for a reviewer.
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import formatjs from "eslint-plugin-formatjs";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;
const FEATURES = "web/src/features";
// Every folder under features/ is a zone of its own, so a new feature is covered the day it appears.
const features = readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// functions/src by layer. HTTP translation on top; storage at the bottom; every other folder
// (accounts, students, removal, jobs, ...) holds use cases, so a new one is covered the day it appears.
const API = "functions/src";
const API_ROUTES = ["routes", "http", "app.ts", "index.ts"];
const API_STORAGE = ["firestore", "lib"];

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/testing/**"];


/** The engine's own rule (docs/decisions.md#d1): same moves and seed, same result, anywhere. */
const enginePurity = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          regex: "^(?![./])",
          message: "game/ imports only its own files: no React, Firebase, Node built-ins, @rink/common or any other package.",
        },
      ],
    },
  ],
  "no-restricted-properties": [
    "error",
    { object: "Math", property: "random", message: "game/ draws from its seeded Rng (random/), never Math.random." },
    { object: "Date", property: "now", message: "game/ never reads the clock: the caller passes time in." },
    { object: "performance", property: "now", message: "game/ never reads the clock: the caller passes time in." },
    { object: "crypto", property: "getRandomValues", message: "game/ draws from its seeded Rng (random/)." },
    { object: "crypto", property: "randomUUID", message: "game/ draws from its seeded Rng (random/)." },
  ],
  "no-restricted-syntax": [
    "error",
    { selector: "NewExpression[callee.name='Date']", message: "game/ never reads the clock: the caller passes time in." },
  ],
  "no-restricted-globals": [
    "error",
    { name: "performance", message: "game/ never reads the clock." },
    { name: "crypto", message: "game/ draws from its seeded Rng (random/)." },
    { name: "process", message: "game/ runs the same in the browser and on the server: no process." },
  ],
};

/** Who may import whom, by folder; paths are relative to the repository root. */
const zones = [
  // The engine depends on nothing of ours.
  { target: "game", from: ["web", "functions", "common", "scripts", "e2e"], message: "game/ imports only its own files." },
  // The contract sits between web and functions, never on one side.
  { target: "common", from: ["web", "functions", "scripts", "e2e"], message: "common/ imports only zod and @rink/game." },
  { target: "web", from: ["functions"], message: "web/ talks to functions/ over /api only (shapes come from @rink/common)." },
  { target: "functions", from: ["web"], message: "functions/ never imports the client." },
  // functions/src, one way down (docs/decisions.md, "Layers of functions/src"): routes -> use cases -> storage.
  {
    target: `${API}/!(${API_ROUTES.join("|")})/**/*`,
    from: API_ROUTES.map((part) => `${API}/${part}`),
    message:
      "Use cases and storage never import routes/, http/, app.ts or index.ts (HTTP translation, the top layer): move the shared code down into a use-case folder, or into lib/ if every layer needs it.",
  },
  {
    target: API_STORAGE.map((part) => `${API}/${part}`),
    from: API,
    except: API_STORAGE.map((part) => `./${part}`),
    message:
      "firestore/ and lib/ are storage, the bottom layer of functions/src: they import only each other, @rink/common and @rink/game. Take what they need as arguments, or move the code up into a use-case folder.",
  },
  // web/src layers: app/ -> features/* -> play/ -> components/, lib/, config/, hooks/.
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: "A feature never imports another feature: move what both need to play/ or a shared layer.",
  })),
  { target: FEATURES, from: "web/src/app", message: "Features never import app/ (it imports them)." },
  { target: "web/src/play", from: [FEATURES, "web/src/app"], message: "play/ never imports a feature or app/." },
  ...["components", "lib", "config", "hooks", "i18n", "first-screens/plain"].map((layer) => ({
    target: `web/src/${layer}`,
    from: [FEATURES, "web/src/play", "web/src/app"],
    message: `${layer}/ is a shared layer: it never imports features/, play/ or app/.`,
  })),
  // The plain first screens' build (docs/decisions.md#d78) runs in Node, at build time, over the app.
  {
    target: ["web/src/!(first-screens|app)/**/*", "web/src/app/!(prerender*).tsx", "web/src/app/*.ts", "web/src/app/routes", "web/src/*.{ts,tsx}", "web/src/first-screens/plain"],
    from: "web/src/first-screens/build-time",
    message: "first-screens/build-time/ is the build's (vite.config.ts, through app/prerender.tsx): the app never imports it.",
  },
];

// ---- tools/ and testing/: zones of their own, kept apart from the product's above ----------
// tools/ (bench, load, lighthouse, size, media) may import the product and testing/; testing/
// (the fixtures e2e/ and tools/ share) may import the product only; e2e/ and tools/ meet only in
// testing/. The product imports none of them.
zones.push(
  { target: ["game", "common", "functions", "web", "scripts"], from: ["tools", "testing", "e2e"], message: "The product never imports tools/, testing/ or e2e/." },
  { target: "e2e", from: "tools", message: "e2e/ never imports tools/: move what both need to testing/." },
  { target: "tools", from: "e2e", message: "tools/ never imports e2e/: move what both need to testing/." },
  { target: "testing", from: ["tools", "e2e"], message: "testing/ is shared by e2e/ and tools/: it imports neither." },
);
/** Node runs the tools and the shared test support. */
const toolsNode = { files: ["tools/**", "testing/**"], languageOptions: { globals: globals.node } };

export default defineConfig(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      "web/public/**",
      ".stack/**",
      ".local/**",
      "test-results/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle reads the imported files themselves: it must know TypeScript files and their parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Resolves `@/` (web's tsconfig paths) and the workspaces, so zones see aliased imports too.
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["*/tsconfig.json"], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
        importX.createNodeResolver(),
      ],
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones }],
      // No import cycle anywhere (docs/decisions.md, "Layers of functions/src"). Imports of
      // packages are not followed, which keeps `npm run lint` quick.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["game/src/**/*.ts"],
    ignores: TESTS,
    rules: enginePurity,
  },
  {
    // common/ is the contract: zod and the engine (pure, so its constants may be shared, e.g. the
    // time-spent cap the move schema checks); nothing of React, Firebase, Node, web or functions.
    files: ["common/src/**/*.ts"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^(?![./]|zod$|@rink/game$)", message: "common/ imports only zod and @rink/game." }],
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/vite.config.ts"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Every word a person reads comes from a catalogue (docs/translating.md): none written straight
    // into JSX. The plain components' specimens are the build's check of their styles, never shown.
    files: ["web/src/**/*.tsx"],
    ignores: [...TESTS, "web/src/first-screens/build-time/specimens.tsx"],
    plugins: { formatjs },
    rules: {
      "formatjs/no-literal-string-in-jsx": [
        "error",
        { props: { include: [["*", "{aria-label,aria-description,aria-valuetext,alt,title,placeholder,label}"]] } },
      ],
      "formatjs/enforce-placeholders": "error",
      "formatjs/no-offset": "error",
    },
  },
  {
    // Node is allowed here: servers, tools, tests and the engine's benchmark.
    files: ["functions/**", "scripts/**", "e2e/**", "game/bench/**", "web/vite.config.ts", "web/src/first-screens/build-time/vite-plugins.ts", "eslint.config.js"],
    languageOptions: { globals: globals.node },
  },
  toolsNode,
);
