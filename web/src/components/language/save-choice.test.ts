import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@rink/common';
import { ApiError } from '@/lib/api-client';
import { saveLanguageChoice } from './save-choice';

const NO_WAIT = [0, 0];

describe('saving a language chosen on a chooser', () => {
  it('saves it once when the server takes it', async () => {
    const save = vi.fn(async () => undefined);
    const onFailed = vi.fn();
    await saveLanguageChoice('es', { save, onFailed, retryDelaysMs: NO_WAIT });
    expect(save).toHaveBeenCalledExactlyOnceWith('es');
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('tries again after a failure, and tells once every try has failed: never silently dropped', async () => {
    const save = vi.fn<(language: Language) => Promise<void>>().mockRejectedValueOnce(new ApiError('offline', 0));
    const onFailed = vi.fn();
    await saveLanguageChoice('es', { save, onFailed, retryDelaysMs: NO_WAIT });
    expect(save).toHaveBeenCalledTimes(2);
    expect(onFailed).not.toHaveBeenCalled();

    const failing = vi.fn(async () => {
      throw new ApiError('Unable to connect with server. Please try again later.', 0);
    });
    await saveLanguageChoice('en', { save: failing, onFailed, retryDelaysMs: NO_WAIT });
    expect(failing).toHaveBeenCalledTimes(3);
    expect(onFailed).toHaveBeenCalledOnce();
  });

  it('does not try again what the server refused (a 4xx), but tells it', async () => {
    const refused = vi.fn(async () => {
      throw new ApiError('You are not allowed to do that.', 403);
    });
    const onFailed = vi.fn();
    await saveLanguageChoice('es', { save: refused, onFailed, retryDelaysMs: NO_WAIT });
    expect(refused).toHaveBeenCalledOnce();
    expect(onFailed).toHaveBeenCalledOnce();
  });

  it('saves choices in the order made, and drops an older one still waiting for a newer', async () => {
    const saved: Language[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const save = vi.fn(async (language: Language) => {
      if (saved.length === 0) await slow;
      saved.push(language);
    });
    const onFailed = vi.fn();
    const first = saveLanguageChoice('es', { save, onFailed, retryDelaysMs: NO_WAIT });
    const second = saveLanguageChoice('en', { save, onFailed, retryDelaysMs: NO_WAIT });
    const third = saveLanguageChoice('es', { save, onFailed, retryDelaysMs: NO_WAIT });
    release();
    await Promise.all([first, second, third]);
    // The first was on its way; 'en' was replaced by 'es' before its turn.
    expect(saved).toEqual(['es', 'es']);
    expect(onFailed).not.toHaveBeenCalled();
  });
});
