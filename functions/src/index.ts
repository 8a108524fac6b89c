// The one HTTPS function: every call of the spec's point 7 goes through `api`,
// which Hosting rewrites `/api/**` to.
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app";

export const api = onRequest({ region: "us-central1", memory: "512MiB", concurrency: 80, timeoutSeconds: 300 }, createApp());
// Long work (a class-list upload) runs as a job: jobs/uploadJob.ts.
export { runJob } from "./jobs/trigger";
