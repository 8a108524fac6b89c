// The adoption rule (docs/decisions.md#d81): the account's own language, else the class's
// default, becomes the device's; an account with neither takes the device's choice, saved once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { User } from 'firebase/auth';
import type { Language } from '@rink/common';
import { deviceLanguage, setDeviceLanguage } from '@/i18n/language-setting';
import { SessionContext, type Session } from './session';
import { forgetAccountLanguages, languageStep, noteClassLanguageSaved, noteOwnLanguageChosen, useAccountLanguage, useStaffAccountLanguages, type AccountLanguages } from './account-language';

const api = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; body: unknown }[],
  user: {} as Record<string, unknown>,
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(async (method: string, path: string, _guard: unknown, options?: { body?: unknown }) => {
    api.calls.push({ method, path, body: options?.body });
    return path === '/auth/user' ? { success: true, data: api.user } : { success: true, message: 'saved' };
  }),
}));

const puts = () => api.calls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  api.calls = [];
  forgetAccountLanguages();
  window.localStorage.clear();
  setDeviceLanguage('en');
  window.localStorage.clear();
});
afterEach(cleanup);

describe('the adoption rule', () => {
  it('takes the account’s own language first, then the class’s default', () => {
    expect(languageStep({ own: 'es', classDefault: 'en' }, 'en')).toEqual({ kind: 'adopt', language: 'es' });
    expect(languageStep({ classDefault: 'es' }, 'en')).toEqual({ kind: 'adopt', language: 'es' });
    expect(languageStep({ own: 'en' }, 'es')).toEqual({ kind: 'adopt', language: 'en' });
  });

  it('gives an account with neither the device’s choice, and does nothing when the device has made none', () => {
    expect(languageStep({}, 'es')).toEqual({ kind: 'save', language: 'es' });
    expect(languageStep({}, undefined)).toEqual({ kind: 'none' });
  });
});

function follow(uid: string | null, account: AccountLanguages | null) {
  return renderHook(({ account: current }: { account: AccountLanguages | null }) => useAccountLanguage(uid, current), { initialProps: { account } });
}

describe('an account’s language on this device', () => {
  it('adopts the account’s own language once known', () => {
    const { rerender } = follow('s1', null);
    expect(deviceLanguage()).toBe('en');
    rerender({ account: { own: 'es' } });
    expect(deviceLanguage()).toBe('es');
    expect(puts()).toEqual([]);
  });

  it('adopts the class’s default for a student with no language of their own, and follows the teacher’s change in the middle of a lesson', () => {
    const { rerender } = follow('s1', { classDefault: 'es' });
    expect(deviceLanguage()).toBe('es');
    rerender({ account: { classDefault: 'en' } });
    expect(deviceLanguage()).toBe('en');
    // The student's own choice comes first.
    rerender({ account: { own: 'es', classDefault: 'en' } });
    expect(deviceLanguage()).toBe('es');
  });

  it('saves the device’s choice to an account with no language, once', async () => {
    setDeviceLanguage('es');
    const { rerender } = follow('t1', {});
    await waitFor(() => expect(puts()).toEqual([{ method: 'PUT', path: '/auth/user/language', body: { language: 'es' } }]));
    rerender({ account: {} });
    follow('t1', {});
    expect(puts()).toHaveLength(1);
    expect(deviceLanguage()).toBe('es');
  });

  it('does not give the device’s choice (maybe the last student’s) to a student whose class has a default', () => {
    setDeviceLanguage('es');
    follow('s1', { classDefault: 'en' });
    expect(deviceLanguage()).toBe('en');
    expect(puts()).toEqual([]);
  });

  it('keeps a language just chosen when a view from before the choice comes back (a remount, an older snapshot)', () => {
    const first = follow('s1', { own: 'en' });
    expect(deviceLanguage()).toBe('en');
    setDeviceLanguage('es');
    noteOwnLanguageChosen('s1', 'es');
    first.unmount();
    follow('s1', { own: 'en' });
    expect(deviceLanguage()).toBe('es');
  });
});

describe('a teacher’s or an admin’s language', () => {
  const signedIn = (uid: string, role: 'teacher' | 'admin' | 'student'): Session => ({ status: 'signedIn', user: { uid } as User, role });
  const wrapper = (session: Session) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <SessionContext value={session}>{children}</SessionContext>;
    };

  it('is read once from GET /auth/user and adopted, with the class’s default for a teacher', async () => {
    api.user = { _id: 't1', role: 'teacher', language: 'es', classLanguage: 'en' };
    const { result } = renderHook(() => useStaffAccountLanguages(), { wrapper: wrapper(signedIn('t1', 'teacher')) });
    await waitFor(() => expect(result.current.account).toEqual({ own: 'es', classDefault: 'en' }));
    expect(deviceLanguage()).toBe('es');
    renderHook(() => useStaffAccountLanguages(), { wrapper: wrapper(signedIn('t1', 'teacher')) });
    expect(api.calls.filter((call) => call.path === '/auth/user')).toHaveLength(1);
  });

  it('a teacher with no language of their own keeps the screens’ language when the class’s default is set or changed', async () => {
    api.user = { _id: 't2', role: 'teacher', classLanguage: 'es' };
    const { result } = renderHook(() => useStaffAccountLanguages(), { wrapper: wrapper(signedIn('t2', 'teacher')) });
    await waitFor(() => expect(result.current.account?.classDefault).toBe('es'));
    expect(deviceLanguage()).toBe('en');
    act(() => noteClassLanguageSaved('t2', 'es'));
    expect(result.current.account?.classDefault).toBe('es');
    expect(deviceLanguage()).toBe('en');
  });

  it('is not read for a student (their live document says it) nor for nobody', () => {
    renderHook(() => useStaffAccountLanguages(), { wrapper: wrapper(signedIn('s1', 'student')) });
    renderHook(() => useStaffAccountLanguages());
    expect(api.calls).toEqual([]);
  });

  it('an admin’s own language (an admin has no class)', async () => {
    api.user = { _id: 'a1', role: 'admin', language: 'es' };
    const { result } = renderHook(() => useStaffAccountLanguages(), { wrapper: wrapper(signedIn('a1', 'admin')) });
    await waitFor(() => expect(result.current.account).toEqual({ own: 'es', classDefault: undefined }));
    expect(deviceLanguage() satisfies Language).toBe('es');
  });
});
