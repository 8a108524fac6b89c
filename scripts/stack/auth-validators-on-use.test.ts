// The preload makes exegesis compile a validator when a request first needs it, for the Auth
// emulator's call only. Told apart by an API whose one schema cannot compile: compiled at the
// start, the middleware is refused at once; compiled on use, it is made, and the schema's fault
// waits for the first request. (That the running emulator still refuses a request its schema
// forbids: e2e/api/auth/emulator-validation.test.ts.)
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./defaults";
import "./auth-validators-on-use.mjs";

type Middleware = (openApiDoc: object, options?: object) => Promise<unknown>;

const AUTH_SERVER = path.join(ROOT, "node_modules", "firebase-tools", "lib", "emulator", "auth", "server.js");
const exegesisAs = (parentFile: string) => createRequire(parentFile)("exegesis-express") as { middleware: Middleware };

/** One operation whose body schema names a type JSON Schema does not have. */
const apiWithABrokenSchema = {
  openapi: "3.0.0",
  info: { title: "broken", version: "1" },
  paths: {
    "/things": {
      post: {
        "x-exegesis-controller": "things",
        operationId: "add",
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "no-such-type" } } } } } },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};
const options = { controllers: { things: { add: () => ({}) } } };

describe("the Auth emulator's request validators", () => {
  it("are made where the preload looks: firebase-tools' Auth server calls exegesis-express' middleware", () => {
    const source = readFileSync(AUTH_SERVER, "utf8");
    expect(source).toMatch(/(\w+) = require\("exegesis-express"\)/);
    expect(source).toMatch(/exegesisExpress\.middleware\(/);
  });

  it("are compiled at the start for any other caller (the broken schema refuses the middleware)", async () => {
    await expect(exegesisAs(path.join(ROOT, "scripts", "stack", "caller.js")).middleware(apiWithABrokenSchema, options)).rejects.toThrow(/no-such-type|type/);
  });

  it("are compiled on first use for the Auth emulator's server (the same middleware is made)", async () => {
    await expect(exegesisAs(AUTH_SERVER).middleware(apiWithABrokenSchema, options)).resolves.toBeTypeOf("function");
  });

  it("keeps an option the caller set itself", async () => {
    await expect(exegesisAs(AUTH_SERVER).middleware(apiWithABrokenSchema, { ...options, lazyCompileValidationSchemas: false })).rejects.toThrow();
  });
});
