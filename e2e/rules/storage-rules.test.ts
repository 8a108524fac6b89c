// storage.rules against the Storage emulator. The local stack cannot run that
// emulator on these machines (it needs Java 21; docs/decisions.md#d7), so
// these tests run only where one is running and say so, by name, elsewhere.
// To run them on a machine with Java 21:
//   npx firebase emulators:exec --only storage --project demo-rink-storage-rules \
//     "npx vitest run --config e2e/vitest.config.ts e2e/rules/storage-rules.test.ts"
// (emulators:exec sets FIREBASE_STORAGE_EMULATOR_HOST for the command it runs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostAndPort } from "../support/stack-info";
import { javaMajorVersion } from "../../scripts/stack/java";

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST?.replace(/^https?:\/\//, "");
const java = (javaMajorVersion as () => number | undefined)();
const skipped = !storageHost;
const why = skipped
  ? ` (skipped: no Storage emulator is running; it needs Java 21 and firebase-tools' storage emulator, and this machine has ${java === undefined ? "no Java" : `Java ${java}`}; set FIREBASE_STORAGE_EMULATOR_HOST to run)`
  : "";
const test = it.skipIf(skipped);

let env: RulesTestEnvironment | undefined;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  if (skipped || !storageHost) return;
  env = await initializeTestEnvironment({
    projectId: "demo-rink-storage-rules",
    storage: {
      ...hostAndPort(storageHost),
      rules: readFileSync(path.resolve(import.meta.dirname, "../../storage.rules"), "utf8"),
    },
  });
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context.storage(), "media/logos/team.png", "image/png");
    await upload(context.storage(), "private/notes.txt", "text/plain");
  });
});
afterAll(async () => {
  await env?.clearStorage();
  await env?.cleanup();
});

type ClientStorage = ReturnType<RulesTestContext["storage"]>;

/** An upload as a plain promise (the compat UploadTask is only thenable). */
async function upload(storage: ClientStorage, filePath: string, contentType: string) {
  return await storage.ref(filePath).put(PNG, { contentType });
}

function storageOf(actor: "student" | "teacher" | "admin" | "signed-out"): ClientStorage {
  if (!env) throw new Error("The Storage emulator is not running");
  if (actor === "signed-out") return env.unauthenticatedContext().storage();
  return env.authenticatedContext(`${actor}-1`, { role: actor }).storage();
}

describe("storage.rules", () => {
  for (const actor of ["student", "teacher", "admin"] as const) {
    test(`storage.rules: a signed-in ${actor} reads media${why}`, async () => {
      const metadata = await assertSucceeds(storageOf(actor).ref("media/logos/team.png").getMetadata());
      expect(metadata.contentType).toBe("image/png");
    });
  }

  test(`storage.rules: a signed-out visitor cannot read media${why}`, async () => {
    await assertFails(storageOf("signed-out").ref("media/logos/team.png").getMetadata());
  });

  for (const actor of ["student", "teacher", "admin", "signed-out"] as const) {
    test(`storage.rules: ${actor === "signed-out" ? "a signed-out visitor" : `a ${actor}`} cannot upload, replace or delete media (only the Admin SDK's media:upload writes)${why}`, async () => {
      const storage = storageOf(actor);
      await assertFails(upload(storage, "media/logos/new.png", "image/png"));
      await assertFails(upload(storage, "media/logos/team.png", "image/png"));
      await assertFails(upload(storage, "media/clips/level-1-intro.webm", "video/webm"));
      await assertFails(storage.ref("media/logos/team.png").delete());
    });
  }

  test(`storage.rules: nobody, not even an admin, reads or writes outside media${why}`, async () => {
    for (const actor of ["student", "teacher", "admin", "signed-out"] as const) {
      const storage = storageOf(actor);
      await assertFails(storage.ref("private/notes.txt").getMetadata());
      await assertFails(upload(storage, "private/other.png", "image/png"));
    }
  });
});
