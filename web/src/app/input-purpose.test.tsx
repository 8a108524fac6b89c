// WCAG 2.2 1.3.5 Identify Input Purpose (docs/accessibility.md): every field of the login,
// registration and password forms that asks about the person filling it in says what it asks for
// in its `autocomplete`, so browsers and password managers can fill it; the fields with no such
// purpose in HTML's list (the district, the grade taught, the class size) turn filling off. The
// language choosers ask for the person's preferred language, a purpose of that list too.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './router';
import { LanguageChooser } from '@/components/language/LanguageChooser';
import { IntlTestProvider } from '@/i18n/testing';
import { system } from './theme';
import { SessionContext, signedOutSession } from '@/lib/session/session';

afterEach(cleanup);

/** The page at `path` as the router draws it for a visitor who is not signed in. */
function open(path: string) {
  render(
    <ChakraProvider value={system}>
      <SessionContext value={signedOutSession}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </SessionContext>
    </ChakraProvider>,
  );
}

/** Each field of the form named `form`, as its label and its autocomplete. */
async function purposes(form: string): Promise<Array<[string, string | null]>> {
  const element = await screen.findByRole('form', { name: form });
  return Array.from(element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')).map((field) => [
    field.labels?.[0]?.textContent?.replace('*', '').trim() ?? field.name,
    field.getAttribute('autocomplete'),
  ]);
}

describe('the forms name the purpose of the fields about their user', () => {
  it('the student, teacher and admin logins: a username and the current password', async () => {
    for (const [path, form, identifier] of [
      ['/login/student', 'Student Login', 'Username'],
      ['/login/teacher', 'Teacher Login', 'Username or Email'],
      ['/admin/login', 'Admin Login', 'Username'],
    ] as const) {
      open(path);
      expect(await purposes(form)).toEqual([
        [identifier, 'username'],
        ['Password', 'current-password'],
      ]);
      // The person's own language, chosen before signing in.
      expect(screen.getByRole('combobox', { name: 'Language' }).getAttribute('autocomplete')).toBe('language');
      cleanup();
    }
  });

  it('the teacher registration: name, email, school, address, and a new username and password', async () => {
    open('/register/teacher');
    expect(await purposes('Teacher Registration')).toEqual([
      ['Name', 'name'],
      ['Email', 'email'],
      ['School Name', 'organization'],
      ['School District', 'off'],
      ['School Address', 'street-address'],
      ['City', 'address-level2'],
      ['State', 'address-level1'],
      ['Zip Code', 'postal-code'],
      ['Grade Taught', 'off'],
      ['Class Size', 'off'],
      ['Username', 'username'],
      ['Password', 'new-password'],
      ['Confirm Password', 'new-password'],
    ]);
  });

  it('the password pages: the email, then a new password twice', async () => {
    open('/forgot-password');
    expect(await purposes('Forgot Password')).toEqual([['Email', 'email']]);
    cleanup();
    open('/reset/a-reset-token');
    expect(await purposes('Reset Password')).toEqual([
      ['Email', 'email'],
      ['New Password', 'new-password'],
      ['Verify Password', 'new-password'],
    ]);
  });

  it("the signed-in pages' language chooser: the person's own language", () => {
    render(
      <ChakraProvider value={system}>
        <SessionContext value={signedOutSession}>
          <IntlTestProvider>
            <LanguageChooser />
          </IntlTestProvider>
        </SessionContext>
      </ChakraProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' }).getAttribute('autocomplete')).toBe('language');
  });
});
