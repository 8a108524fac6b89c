import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { getAppConfig } from '@/config/runtime-config';

// Initialised once, when this module is first imported; never inside a component
// (docs/decisions.md#d4). Throws ConfigError if the config is missing.
// Importing this module loads firebase/auth only: Firestore lives in @/lib/firestore.
const config = getAppConfig();

export const app = initializeApp(config.firebase);

// getAuth() would also bundle the popup/redirect sign-in resolver, which this app never
// uses (it signs in with custom tokens); the persistence list is getAuth()'s own.
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (config.emulators) {
  connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
}
