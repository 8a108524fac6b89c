import { describe, expect, it } from 'vitest';
import { ConfigError, parseAppConfig } from './runtime-config';

const localRun = {
  projectId: 'demo-rink-money',
  apiKey: 'demo-api-key',
  emulators: { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } },
};

const productionEnv = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'rink.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'rink',
  VITE_FIREBASE_STORAGE_BUCKET: 'rink.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('parseAppConfig', () => {
  it('uses the runtime config of a local run, emulators included', () => {
    const config = parseAppConfig(localRun, {});
    expect(config.firebase).toEqual({ projectId: 'demo-rink-money', apiKey: 'demo-api-key' });
    expect(config.emulators).toEqual(localRun.emulators);
  });

  it('falls back to the VITE_FIREBASE_* build variables when the runtime config is null', () => {
    const config = parseAppConfig(null, productionEnv);
    expect(config.firebase.projectId).toBe('rink');
    expect(config.firebase.authDomain).toBe('rink.firebaseapp.com');
    expect(config.emulators).toBeNull();
  });

  it('names the missing build variable when there is no config at all', () => {
    const { VITE_FIREBASE_APP_ID: _dropped, ...partial } = productionEnv;
    expect(() => parseAppConfig(null, partial)).toThrow(ConfigError);
    expect(() => parseAppConfig(null, partial)).toThrow(/VITE_FIREBASE_APP_ID/);
  });

  it('rejects a runtime config with a malformed emulator port', () => {
    const broken = { ...localRun, emulators: { ...localRun.emulators, firestore: { host: '127.0.0.1', port: '8080' } } };
    expect(() => parseAppConfig(broken, productionEnv)).toThrow(/runtime-config\.js/);
  });

  it('reads media from the shipped folder in a local run without a Storage emulator', () => {
    expect(parseAppConfig(localRun, {}).media).toEqual({ root: 'folder' });
  });

  it('reads media from Storage when the local run names a Storage emulator, and keeps its address', () => {
    const withStorage = { ...localRun, storageBucket: 'demo-rink-money.appspot.com', emulators: { ...localRun.emulators, storage: { host: '127.0.0.1', port: 9199 } } };
    const config = parseAppConfig(withStorage, {});
    expect(config.media).toEqual({ root: 'storage' });
    expect(config.emulators?.storage).toEqual({ host: '127.0.0.1', port: 9199 });
  });

  it('rejects a Storage emulator without a port, naming the field', () => {
    const broken = { ...localRun, emulators: { ...localRun.emulators, storage: { host: '127.0.0.1' } } };
    expect(() => parseAppConfig(broken, {})).toThrow(/emulators\.storage\.port/);
  });

  it('reads media from Storage in production, or from the folder when built with VITE_MEDIA_ROOT=folder', () => {
    expect(parseAppConfig(null, productionEnv).media).toEqual({ root: 'storage' });
    expect(parseAppConfig(null, { ...productionEnv, VITE_MEDIA_ROOT: 'storage' }).media).toEqual({ root: 'storage' });
    expect(parseAppConfig(null, { ...productionEnv, VITE_MEDIA_ROOT: 'folder' }).media).toEqual({ root: 'folder' });
    expect(parseAppConfig(null, { ...productionEnv, VITE_MEDIA_ROOT: 'Folder ' }).media).toEqual({ root: 'storage' });
  });
});
