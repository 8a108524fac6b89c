// Zod compiles object schemas with `new Function` when it may, after probing whether eval is
// allowed. The Content-Security-Policy (firebase.json) allows no eval, and Chromium reports the
// probe as a violation even though zod catches it and falls back. So zod is jitless from the
// start: the entry imports this first, before any module builds a schema.
//
// Zod keeps its global config on globalThis.__zod_globalConfig and adopts one already there;
// setting it here rather than importing zod's `config` keeps zod out of the entry chunk (11 KB).
// zod-jitless.test.ts checks that zod reads it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// In place: a zod already loaded holds this very object.
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
