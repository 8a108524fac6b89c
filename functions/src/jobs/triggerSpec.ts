// The job trigger's name and document, in one place: the function (trigger.ts) and the local
// stack, which registers it with the Cloud CLI's Firestore emulator jar by hand (firebase-tools
// registers Firestore triggers only with a Firestore emulator it started itself).
export const JOB_TRIGGER = {
  name: "runJob",
  region: "us-central1",
  document: "jobs/{id}",
  eventType: "google.cloud.firestore.document.v1.written",
} as const;
