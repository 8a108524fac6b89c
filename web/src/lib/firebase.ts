import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { getAppConfig } from '@/config/runtime-config';

// Initialised once, when this module is first imported; never inside a component
// (ARCHITECTURE.md decision 5). Throws ConfigError if the config is missing.
const config = getAppConfig();

export const app = initializeApp(config.firebase);
export const auth = getAuth(app);
export const db = getFirestore(app);

/** True in local runs, where the client talks to the Auth and Firestore emulators. */
export const usingEmulators = config.emulators !== null;

if (config.emulators) {
  connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
  connectFirestoreEmulator(db, config.emulators.firestore.host, config.emulators.firestore.port);
}
