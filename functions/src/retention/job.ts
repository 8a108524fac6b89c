// The retention job as every entry point runs it: the daily schedule (index.ts), the admin's
// POST /api/v1/admin/retention/run and `npm run retention`, with the periods a deployment set
// in its environment (RETENTION_STUDENT_DAYS, RETENTION_TEACHER_DAYS; functions/.env).
import { runRetention, type RetentionReport } from "./run";
import { retentionSettings } from "./select";

export function retentionJob(options: { dryRun: boolean }): Promise<RetentionReport> {
  return runRetention(retentionSettings(process.env), options);
}
