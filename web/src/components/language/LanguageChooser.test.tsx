// The chooser of the Chakra screens (docs/decisions.md#d81): both languages, each named in itself;
// a choice changes the device's language at once and is saved to the signed-in account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { deviceLanguage, setDeviceLanguage } from '@/i18n/language-setting';
import { renderWithIntl } from '@/i18n/testing';
import { SessionContext, signedOutSession, type Session } from '@/lib/session/session';
import { forgetAccountLanguages } from '@/lib/session/account-language';
import { ClassLanguageSetting } from './ClassLanguageSetting';
import { LanguageChooser } from './LanguageChooser';

const api = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; body: unknown }[],
  user: {} as Record<string, unknown>,
  fail: null as Error | null,
}));
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return {
    ...actual,
    apiRequest: vi.fn(async (method: string, path: string, _guard: unknown, options?: { body?: unknown }) => {
      api.calls.push({ method, path, body: options?.body });
      if (path === '/auth/user') return { success: true, data: api.user };
      if (api.fail) throw api.fail;
      return { success: true, message: 'saved' };
    }),
  };
});

const student: Session = { status: 'signedIn', user: { uid: 's1' } as User, role: 'student' };
const teacher: Session = { status: 'signedIn', user: { uid: 't1' } as User, role: 'teacher' };

function show(ui: ReactNode, session: Session, language: 'en' | 'es' = 'en') {
  return renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <SessionContext value={session}>{ui}</SessionContext>
    </ChakraProvider>,
    { language },
  );
}

const puts = () => api.calls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  api.calls = [];
  api.fail = null;
  api.user = { _id: 't1', role: 'teacher' };
  forgetAccountLanguages();
  setDeviceLanguage('en');
});
afterEach(cleanup);

describe('the language chooser', () => {
  it('is a select labelled Language offering English and Español, each named in itself', () => {
    show(<LanguageChooser />, student);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveProperty('value', 'en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Español']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'es']);
  });

  it('keeps its label for screen readers in a crowded header', () => {
    show(<LanguageChooser compact />, student);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('says its label in Spanish', () => {
    show(<LanguageChooser />, student, 'es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
  });

  it('sets the device’s language at once and saves it to the account', async () => {
    show(<LanguageChooser />, student);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(deviceLanguage()).toBe('es');
    await waitFor(() => expect(puts()).toEqual([{ method: 'PUT', path: '/auth/user/language', body: { language: 'es' } }]));
  });

  it('signed out, sets the device’s language only', () => {
    show(<LanguageChooser />, signedOutSession);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(deviceLanguage()).toBe('es');
    expect(api.calls).toEqual([]);
  });

  it('on a teacher’s page, adopts the teacher’s own language once read', async () => {
    api.user = { _id: 't1', role: 'teacher', language: 'es' };
    show(<LanguageChooser />, teacher);
    await waitFor(() => expect(deviceLanguage()).toBe('es'));
  });
});

describe('the class language setting', () => {
  it('shows the class’s default as the server has it, and Not set when there is none', async () => {
    show(<ClassLanguageSetting />, teacher);
    const select = await screen.findByRole('combobox', { name: 'Class language' });
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
    expect(select).toHaveProperty('value', '');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Not set', 'English', 'Español']);
  });

  it('saves a new default for the class and says so, without changing the teacher’s own screens', async () => {
    show(<ClassLanguageSetting />, teacher);
    const select = await screen.findByRole('combobox', { name: 'Class language' });
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
    fireEvent.change(select, { target: { value: 'es' } });
    expect(await screen.findByText('Class language saved: Español.')).toBeTruthy();
    expect(puts().filter((call) => call.path === '/auth/user/class-language')).toEqual([{ method: 'PUT', path: '/auth/user/class-language', body: { language: 'es' } }]);
    expect(select).toHaveProperty('value', 'es');
    expect(deviceLanguage()).toBe('en');
  });

  it('a failure leaves the setting where it was and says why', async () => {
    api.user = { _id: 't1', role: 'teacher', classLanguage: 'en' };
    api.fail = new Error('Unable to connect with server. Please try again later.');
    show(<ClassLanguageSetting />, teacher);
    const select = await screen.findByRole('combobox', { name: 'Class language' });
    await waitFor(() => expect(select).toHaveProperty('value', 'en'));
    fireEvent.change(select, { target: { value: 'es' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The setting was not changed: Unable to connect with server. Please try again later.');
    expect(select).toHaveProperty('value', 'en');
  });
});
