import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MediaImage } from './MediaImage';
import { ClipVideo } from './ClipVideo';
import type { StorageBackend } from '@/lib/firebase-storage';
import { createMediaResolver, type MediaResolver } from './media-root';
import { MediaResolverContext } from './useMediaUrl';
import { mediaImageUrl } from './media';
import { renderWithIntl } from '@/i18n/testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const storageUrl = (objectPath: string) => `https://storage.example/o/${encodeURIComponent(objectPath)}?alt=media&token=t`;

/** A Storage root whose answers wait until the test lets them through, like a slow network. */
function slowStorage(missing: readonly string[] = []) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const backend: StorageBackend = {
    downloadUrl: async (objectPath) => {
      await gate;
      if (missing.includes(objectPath)) throw new Error('storage/object-not-found');
      return storageUrl(objectPath);
    },
  };
  const resolver = createMediaResolver({ media: { root: 'storage' }, loadBackend: () => Promise.resolve(backend), warn: () => {} });
  return { resolver, answer: () => act(async () => open()) };
}

const renderAt = (resolver: MediaResolver | null, ui: ReactNode) =>
  renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <MediaResolverContext.Provider value={resolver}>{ui}</MediaResolverContext.Provider>
    </ChakraProvider>,
  );

describe('<MediaImage>', () => {
  it('shows the shipped file at once in the folder root (the unit tests’ config has no Storage emulator)', () => {
    renderAt(null, <MediaImage src={mediaImageUrl('logos/teal-otters')} alt="Teal Otters logo" boxSize="64px" />);
    expect(screen.getByRole('img', { name: 'Teal Otters logo' }).getAttribute('src')).toBe('/media/logos/teal-otters.svg');
  });

  it('keeps its alt text and box while Storage answers, then shows the Storage URL', async () => {
    const storage = slowStorage();
    renderAt(storage.resolver, <MediaImage src={mediaImageUrl('logos/teal-otters')} alt="Teal Otters logo" width="64px" height="64px" />);
    const pending = screen.getByRole('img', { name: 'Teal Otters logo' });
    expect(pending.getAttribute('src')).toBeNull();
    expect(pending.hasAttribute('data-media-pending')).toBe(true);
    await storage.answer();
    const shown = screen.getByRole('img', { name: 'Teal Otters logo' });
    expect(shown.getAttribute('src')).toBe(storageUrl('media/logos/teal-otters.svg'));
    expect(shown.hasAttribute('data-media-pending')).toBe(false);
  });

  it('shows the shipped file when the club has not replaced it in Storage', async () => {
    const storage = slowStorage(['media/cups/first-cup.svg']);
    renderAt(storage.resolver, <MediaImage src={mediaImageUrl('cups/first-cup')} alt="First cup" />);
    await storage.answer();
    expect(screen.getByRole('img', { name: 'First cup' }).getAttribute('src')).toBe('/media/cups/first-cup.svg');
  });
});

describe('<ClipVideo> at the Storage root', () => {
  it('gives the <video> the Storage URLs of its formats, poster and captions, and falls back per file', async () => {
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => new Promise(() => {}));
    const storage = slowStorage(['media/clips/highlight-win.vtt']);
    const { container } = renderAt(storage.resolver, <ClipVideo media="clips/highlight-win" label="Win highlight" />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Win highlight' })).toBeTruthy();
    await storage.answer();
    const video = container.querySelector('video');
    expect(video?.getAttribute('poster')).toBe(storageUrl('media/clips/highlight-win.jpg'));
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      storageUrl('media/clips/highlight-win.webm'),
      storageUrl('media/clips/highlight-win.mp4'),
    ]);
    expect(container.querySelector('track')?.getAttribute('src')).toBe('/media/clips/highlight-win.vtt');
  });
});
