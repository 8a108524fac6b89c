// npm run media:upload -- <folder> [--dry-run] [--project <id>] [--bucket <name>]
// Puts a club's own media into Storage under media/<the same names>, so the game shows them in
// place of the generated defaults (ARCHITECTURE.md, decision 10). The folder mirrors
// web/public/media ('logos/teal-otters.svg', 'clips/level-1-intro.webm'); a name the game does
// not use stops the whole upload before anything is sent. Uses the Admin SDK (clients may not
// write media: storage.rules), against the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST
// is set, otherwise the project of GOOGLE_APPLICATION_CREDENTIALS / GCLOUD_PROJECT.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { knownMediaNames, listFolder, planUpload, type UploadPlan } from "./upload-plan";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MEDIA_ROOT = path.join(ROOT, "web", "public", "media");
const USAGE = "Usage: npm run media:upload -- <folder> [--dry-run] [--project <id>] [--bucket <name>]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "dry-run": { type: "boolean", default: false }, project: { type: "string" }, bucket: { type: "string" } },
});
const folder = positionals[0];
if (!folder || positionals.length > 1) fail(USAGE, 2);
if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`${folder} is not a folder.\n${USAGE}`, 2);

const plan = planUpload(listFolder(folder), knownMediaNames(MEDIA_ROOT));
report(plan);
if (plan.refused.length > 0) fail(`Nothing was uploaded: rename or remove the ${plan.refused.length} file(s) above and run again.`, 1);
if (plan.uploads.length === 0) fail(`${folder} has no media files to upload.`, 1);

const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
const bucketName = values.bucket ?? process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.firebasestorage.app`;
const target = process.env.FIREBASE_STORAGE_EMULATOR_HOST ? `the Storage emulator at ${process.env.FIREBASE_STORAGE_EMULATOR_HOST}` : "Storage";
if (values["dry-run"]) {
  console.log(`Dry run: would upload ${plan.uploads.length} file(s) to gs://${bucketName} (${target}, project ${projectId}). Nothing was sent.`);
  process.exit(0);
}

const bucket = getStorage(initializeApp({ projectId, storageBucket: bucketName })).bucket();
for (const item of plan.uploads) {
  await bucket.upload(path.join(folder, item.name), {
    destination: item.destination,
    // An hour's cache: a club's new logo shows up the same day, and a visit still loads once.
    metadata: { contentType: item.contentType, cacheControl: "public, max-age=3600" },
  });
  console.log(`uploaded ${item.destination}`);
}
console.log(`Uploaded ${plan.uploads.length} file(s) to gs://${bucketName} (${target}).`);

function report({ uploads, refused, notes, skipped }: UploadPlan): void {
  for (const item of uploads) console.log(`${item.name} -> ${item.destination} (${item.contentType}, ${item.bytes} bytes)`);
  for (const { name, why } of refused) console.error(`refused ${name}: ${why}`);
  for (const note of notes) console.warn(`note: ${note}`);
  if (skipped.length > 0) console.log(`(passed over ${skipped.length} hidden file(s))`);
}

/** The project of .firebaserc, as firebase-tools would pick it. */
function defaultProject(): string {
  try {
    const rc: unknown = JSON.parse(readFileSync(path.join(ROOT, ".firebaserc"), "utf8"));
    const id: unknown = typeof rc === "object" && rc !== null ? Reflect.get(Reflect.get(rc, "projects") ?? {}, "default") : undefined;
    if (typeof id === "string") return id;
  } catch {
    // No .firebaserc: say so below.
  }
  return fail("No project: pass --project <id> or set GCLOUD_PROJECT.", 2);
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}
