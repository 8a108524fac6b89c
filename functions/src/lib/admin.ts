// The Admin SDK, initialised once. In the emulators the SDK finds them through
// FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST.
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

function app(): App {
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT });
}

export const auth = () => getAuth(app());
export const db = () => getFirestore(app());
