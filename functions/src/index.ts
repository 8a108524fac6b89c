// The HTTPS function: every call of docs/product.md#api-calls goes through `api`,
// which Hosting rewrites `/api/**` to.
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { createApp } from "./app";
import { retentionJob } from "./retention/job";
import { sweepJobs } from "./jobs/sweep";
import { startLocalSweeper } from "./jobs/localSweeper";

export const api = onRequest({ region: "us-central1", memory: "512MiB", concurrency: 80, timeoutSeconds: 300 }, createApp());

// Retention (docs/decisions.md#d39): daily, the records past their period go.
// The emulator fires no schedules: locally `npm run retention` or POST /api/v1/admin/retention/run.
export const retention = onSchedule(
  { schedule: "every day 03:00", timeZone: "Etc/UTC", region: "us-central1", memory: "512MiB", timeoutSeconds: 540, retryCount: 1 },
  async () => {
    await retentionJob({ dryRun: false });
  },
);

// Long work (a class-list upload, an admin's delete) runs as a job: jobs/trigger.ts.
export { runJob } from "./jobs/trigger";

// Jobs nobody watches still finish (jobs/sweep.ts): every minute in production; on the local
// emulator, which fires no schedules, a timer in each functions worker does the same.
export const sweep = onSchedule({ schedule: "every 1 minutes", region: "us-central1", memory: "512MiB", timeoutSeconds: 540, retryCount: 0 }, async () => {
  await sweepJobs();
});
if (process.env.FUNCTIONS_EMULATOR === "true") startLocalSweeper();
