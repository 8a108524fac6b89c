// npm run media:upload -- <folder> [--dry-run] [--project <id>] [--bucket <name>]
// npm run media:upload -- --defaults [--dry-run] [--project <id>] [--bucket <name>]
// Puts a club's own media into Storage under media/<the same names>, so the game shows them in
// place of the generated defaults (docs/decisions.md#d19). With --defaults (run by
// `npm run deploy`, and by the local stack into the Storage emulator) it puts up every shipped
// default (web/public/media) whose name the bucket does not hold yet, and never overwrites one
// that is there: a club's file stays. The folder mirrors
// web/public/media ('logos/teal-otters.svg', 'clips/level-1-intro.webm'); a name the game does
// not use stops the whole upload before anything is sent. Uses the Admin SDK (clients may not
// write media: storage.rules), against the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST
// is set, otherwise the project of GOOGLE_APPLICATION_CREDENTIALS / GCLOUD_PROJECT.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { knownMediaNames, listFolder, planDefaults, planUpload, type UploadItem, type UploadPlan } from "./upload-plan";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MEDIA_ROOT = path.join(ROOT, "web", "public", "media");
const USAGE = "Usage: npm run media:upload -- <folder> [--dry-run] [--project <id>] [--bucket <name>]\n       npm run media:upload -- --defaults [--dry-run] [--project <id>] [--bucket <name>]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "dry-run": { type: "boolean", default: false },
    defaults: { type: "boolean", default: false },
    project: { type: "string" },
    bucket: { type: "string" },
  },
});
const defaults = values.defaults;
const folder = defaults ? MEDIA_ROOT : positionals[0];
if (!folder || positionals.length > (defaults ? 0 : 1)) fail(USAGE, 2);
if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`${folder} is not a folder.\n${USAGE}`, 2);

let uploads: UploadItem[] = [];
if (!defaults) {
  const plan = planUpload(listFolder(folder), knownMediaNames(MEDIA_ROOT));
  report(plan);
  if (plan.refused.length > 0) fail(`Nothing was uploaded: rename or remove the ${plan.refused.length} file(s) above and run again.`, 1);
  if (plan.uploads.length === 0) fail(`${folder} has no media files to upload.`, 1);
  uploads = plan.uploads;
}

const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
const bucketName = values.bucket ?? process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.firebasestorage.app`;
const target = process.env.FIREBASE_STORAGE_EMULATOR_HOST ? `the Storage emulator at ${process.env.FIREBASE_STORAGE_EMULATOR_HOST}` : "Storage";
if (values["dry-run"] && !defaults) {
  console.log(`Dry run: would upload ${uploads.length} file(s) to gs://${bucketName} (${target}, project ${projectId}). Nothing was sent.`);
  process.exit(0);
}

const bucket = getStorage(initializeApp({ projectId, storageBucket: bucketName })).bucket();
if (defaults) {
  // Which defaults the bucket lacks needs the bucket's list, so even a dry run asks Storage.
  const [objects] = await bucket.getFiles({ prefix: "media/" });
  const plan = planDefaults(listFolder(folder), new Set(objects.map((object) => object.name)));
  console.log(`gs://${bucketName} (${target}) holds ${plan.kept.length} of the game's media already (kept as they are); ${plan.uploads.length} default(s) to add.`);
  if (values["dry-run"]) {
    for (const item of plan.uploads) console.log(`would upload ${item.destination}`);
    console.log("Dry run: nothing was sent.");
    process.exit(0);
  }
  uploads = plan.uploads;
}
let sentCount = 0;
for (const item of uploads) {
  const sent = await bucket.upload(path.join(folder, item.name), {
    destination: item.destination,
    // Defaults never create an object that exists (a club's file uploaded since the list).
    ...(defaults ? { preconditionOpts: { ifGenerationMatch: 0 } } : {}),
    metadata: {
      contentType: item.contentType,
      // An hour's cache: a club's new logo shows up the same day, and a visit still loads once.
      cacheControl: "public, max-age=3600",
      // The token the client SDK's getDownloadURL hands out: an object the Admin SDK puts up has
      // none, and the game could then not read it (it would fall back to the shipped file).
      metadata: { firebaseStorageDownloadTokens: randomUUID() },
    },
  }).then(
    () => true,
    (error: unknown) => {
      // 412: the precondition above met an object that arrived after the list; it stays.
      if (defaults && Reflect.get(Object(error), "code") === 412) return false;
      throw error;
    },
  );
  if (sent) sentCount++;
  console.log(sent ? `uploaded ${item.destination}` : `kept ${item.destination} (it arrived meanwhile)`);
}
console.log(`Uploaded ${sentCount} file(s) to gs://${bucketName} (${target}).`);

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
