// The HTTPS function: every call of the spec's point 7 goes through `api`,
// which Hosting rewrites `/api/**` to.
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { createApp } from "./app";
import { retentionJob } from "./retention/job";

export const api = onRequest({ region: "us-central1", memory: "512MiB", concurrency: 80, timeoutSeconds: 300 }, createApp());

// Retention (docs/decisions.md, "Retention"): daily, the records past their period go.
// The emulator fires no schedules: locally `npm run retention` or POST /api/v1/admin/retention/run.
export const retention = onSchedule(
  { schedule: "every day 03:00", timeZone: "Etc/UTC", region: "us-central1", memory: "512MiB", timeoutSeconds: 540, retryCount: 1 },
  async () => {
    await retentionJob({ dryRun: false });
  },
);

// Long work (a class-list upload) runs as a job: jobs/uploadJob.ts.
export { runJob } from "./jobs/trigger";
