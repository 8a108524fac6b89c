// The worker of jobs/{id} (an upload, or an admin's delete): fires on every write of a job, and works only when the job is
// queued (new, put back after a failure, or requeued once its worker's lease ran out: lease.ts).
// The job's own progress writes fire it too; those see a running job and return at once.
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { runUploadJob } from "./uploadJob";
import { isDeleteKind, runDeleteJob } from "./deleteJob";
import { JOB_TRIGGER } from "./triggerSpec";

export const runJob = onDocumentWritten({ document: JOB_TRIGGER.document, region: JOB_TRIGGER.region, memory: "512MiB", timeoutSeconds: 540, retry: true }, async (event) => {
  const after: unknown = event.data?.after.data();
  if (typeof after !== "object" || after === null || !("state" in after) || after.state !== "queued") return;
  if ("kind" in after && isDeleteKind(after.kind)) await runDeleteJob(event.params.id);
  else await runUploadJob(event.params.id);
});
