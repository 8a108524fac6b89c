// Preloaded (node --import) into the firebase-tools process of a local stack only.
//
// The Auth emulator serves Identity Toolkit's REST API through exegesis, which by default compiles
// a JSON-schema validator for every parameter, body and response of every operation in that API
// (hundreds) when the emulator starts: about 8 s of one core's time on each start, for the dozen
// operations the app and the tests ever call (measured with --cpu-prof: ajv's compile under
// exegesis' Path and Operation, docs/benchmarks.md). exegesis can compile each validator on its
// first use instead (its `lazyCompileValidationSchemas` option), with the same schemas and the
// same answers; firebase-tools does not set it, so this sets it for the Auth emulator's call.
// Nothing on disk is changed; firebase-tools is pinned, and scripts/stack/auth-validators-on-use.test.ts
// proves that the emulator still refuses a request its schema forbids.
import Module from "node:module";
import path from "node:path";

const AUTH_SERVER = path.join("firebase-tools", "lib", "emulator", "auth", "server.js");

function compilingOnUse(middleware) {
  return function middlewareCompilingOnUse(openApiDoc, options = {}) {
    return middleware(openApiDoc, { lazyCompileValidationSchemas: true, ...options });
  };
}

const load = Module._load;
Module._load = function loadWithValidatorsOnUse(request, parent, isMain) {
  const exported = load.apply(this, [request, parent, isMain]);
  if (request === "exegesis-express" && parent?.filename?.endsWith(AUTH_SERVER) && !exported.__validatorsOnUse) {
    exported.middleware = compilingOnUse(exported.middleware);
    exported.__validatorsOnUse = true;
  }
  return exported;
};
