import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { getAppConfig } from '@/config/runtime-config';
import { app } from './firebase';

// Only screens that show live data import this module, so Firestore (the largest part
// of the Firebase SDK) never loads on the dashboard or the logins.
export const db = getFirestore(app);

const { emulators } = getAppConfig();
if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
