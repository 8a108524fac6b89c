import { describe, expect, it, vi } from 'vitest';
import type { StorageBackend } from '@/lib/firebase-storage';
import { createMediaResolver } from './media-root';
import { mediaNameOf, shippedMediaUrl } from './media';

/** A fake Storage: knows some objects, counts the questions, and can fail like the network. */
function fakeStorage(objects: Record<string, string>, { network = true } = {}) {
  const asked: string[] = [];
  const backend: StorageBackend = {
    downloadUrl: (objectPath) => {
      asked.push(objectPath);
      if (!network) return Promise.reject(new Error('storage/retry-limit-exceeded'));
      const url = objects[objectPath];
      return url ? Promise.resolve(url) : Promise.reject(new Error(`storage/object-not-found: ${objectPath}`));
    },
  };
  return { backend, asked };
}

const STORED = 'https://storage.example/v0/b/rink/o/media%2Flogos%2Fteal-otters.svg?alt=media&token=t1';

describe('the folder media root (a stack without Storage)', () => {
  it('gives the shipped /media/ URL at once, without loading Storage', async () => {
    const loadBackend = vi.fn(() => Promise.resolve(fakeStorage({}).backend));
    const resolver = createMediaResolver({ media: { root: 'folder' }, loadBackend });
    expect(resolver.peek('logos/teal-otters.svg')).toBe('/media/logos/teal-otters.svg');
    await expect(resolver.resolve('clips/level-1-intro.webm')).resolves.toBe('/media/clips/level-1-intro.webm');
    expect(loadBackend).not.toHaveBeenCalled();
  });
});

describe('the Storage media root', () => {
  it('gives the download URL of media/<name>, asking Storage once per name and loading the SDK once', async () => {
    const storage = fakeStorage({ 'media/logos/teal-otters.svg': STORED });
    const loadBackend = vi.fn(() => Promise.resolve(storage.backend));
    const resolver = createMediaResolver({ media: { root: 'storage' }, loadBackend, warn: () => {} });
    expect(resolver.peek('logos/teal-otters.svg')).toBeUndefined();
    const both = await Promise.all([resolver.resolve('logos/teal-otters.svg'), resolver.resolve('logos/teal-otters.svg')]);
    expect(both).toEqual([STORED, STORED]);
    await resolver.resolve('logos/teal-otters.svg');
    expect(resolver.peek('logos/teal-otters.svg')).toBe(STORED);
    expect(storage.asked).toEqual(['media/logos/teal-otters.svg']);
    await resolver.resolve('mascot/wave.svg');
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });

  it('falls back to the shipped file when the club has no such object, and says so once', async () => {
    const warn = vi.fn();
    const storage = fakeStorage({});
    const resolver = createMediaResolver({ media: { root: 'storage' }, loadBackend: () => Promise.resolve(storage.backend), warn });
    await expect(resolver.resolve('players/l1-f01.svg')).resolves.toBe('/media/players/l1-f01.svg');
    await expect(resolver.resolve('mascot/wave.svg')).resolves.toBe('/media/mascot/wave.svg');
    expect(resolver.peek('players/l1-f01.svg')).toBe('/media/players/l1-f01.svg');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('object-not-found');
  });

  it('falls back to the shipped file on a network error, and does not ask again for that name', async () => {
    const storage = fakeStorage({ 'media/logos/teal-otters.svg': STORED }, { network: false });
    const resolver = createMediaResolver({ media: { root: 'storage' }, loadBackend: () => Promise.resolve(storage.backend), warn: () => {} });
    await expect(resolver.resolve('logos/teal-otters.svg')).resolves.toBe('/media/logos/teal-otters.svg');
    await resolver.resolve('logos/teal-otters.svg');
    expect(storage.asked).toEqual(['media/logos/teal-otters.svg']);
  });

  it('falls back to the shipped files when the Storage SDK itself cannot load', async () => {
    const resolver = createMediaResolver({ media: { root: 'storage' }, loadBackend: () => Promise.reject(new Error('chunk failed')), warn: () => {} });
    await expect(resolver.resolve('cups/first-cup.svg')).resolves.toBe('/media/cups/first-cup.svg');
  });

  it('tells its subscribers when a name becomes known', async () => {
    const storage = fakeStorage({ 'media/logos/teal-otters.svg': STORED });
    const resolver = createMediaResolver({ media: { root: 'storage' }, loadBackend: () => Promise.resolve(storage.backend), warn: () => {} });
    const listener = vi.fn();
    const unsubscribe = resolver.subscribe(listener);
    await resolver.resolve('logos/teal-otters.svg');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await resolver.resolve('mascot/wave.svg').catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('media names and shipped URLs', () => {
  it('turns a shipped URL into its name and back, and passes over any other URL', () => {
    expect(mediaNameOf('/media/logos/teal-otters.svg')).toBe('logos/teal-otters.svg');
    expect(shippedMediaUrl('logos/teal-otters.svg')).toBe('/media/logos/teal-otters.svg');
    expect(mediaNameOf('https://example.com/x.svg')).toBeUndefined();
    expect(mediaNameOf('/media/')).toBeUndefined();
  });
});
