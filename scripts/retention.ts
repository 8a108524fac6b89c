// npm run retention [-- --dry-run]
// Runs the retention job now (functions/src/retention/, docs/decisions.md#d39), the
// code the daily schedule runs in production: against the emulators when
// FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set (npm start prints them),
// otherwise against the project in GOOGLE_APPLICATION_CREDENTIALS / GCLOUD_PROJECT. The periods
// come from RETENTION_STUDENT_DAYS and RETENTION_TEACHER_DAYS (defaults 365 and 730 days).
import { retentionJob } from "../functions/src/retention/job";

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--dry-run");
if (unknown.length > 0) {
  console.error("Usage: npm run retention [-- --dry-run]");
  process.exit(2);
}
try {
  const report = await retentionJob({ dryRun: args.includes("--dry-run") });
  const { studentDays, teacherDays } = report.settings;
  const verb = report.dryRun ? "would remove" : "removed";
  const teachers = report.dryRun ? report.teachersDue.length : report.teachersRemoved;
  const students = report.dryRun ? report.studentsDue.length : report.studentsRemoved;
  console.log(`Retention (students ${studentDays} days without play, teachers ${teacherDays} days without a login): ${verb} ${teachers} teachers with their classes and ${students} students${report.dryRun ? " (besides the classes)" : ""}.`);
  process.exit(0);
} catch (error) {
  console.error(`Retention did not run: ${(error as Error).message}`);
  process.exit(1);
}
