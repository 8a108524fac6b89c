// Firebase Storage, for the media root only (components/media/media-root.ts). Imported
// dynamically by that module the first time a screen asks for a media name, so neither this
// file nor firebase/storage is in the first paint of any page (`npm run size`).
import { connectStorageEmulator, getDownloadURL, getStorage, ref } from 'firebase/storage';
import { getAppConfig } from '@/config/runtime-config';
import { app } from './firebase';

/** What the resolver needs of Firebase Storage: the download URL of an object path. */
export interface StorageBackend {
  downloadUrl(objectPath: string): Promise<string>;
}

let backend: StorageBackend | undefined;

/** The app's Storage as the media root wants it; the emulator connected once, at first use. */
export function storageBackend(): StorageBackend {
  if (backend) return backend;
  // Throws when the config names no bucket: the media root then falls back to the shipped files.
  const storage = getStorage(app);
  const emulator = getAppConfig().emulators?.storage;
  if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port);
  backend = { downloadUrl: (objectPath) => getDownloadURL(ref(storage, objectPath)) };
  return backend;
}
