import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { Role, Session } from '@/lib/session';
import { resolveRoute } from './route-rules';

const loading = { status: 'loading', role: null } as const satisfies Pick<Session, 'status' | 'role'>;
const signedOut = { status: 'signedOut', role: null } as const satisfies Pick<Session, 'status' | 'role'>;
const signedInAs = (role: Role | null) => ({ status: 'signedIn', role }) as const;

const studentPages = ['/home', '/team', '/scout', '/budget', '/season', '/trophies'];
const openPages = [
  '/dashboard',
  '/login/student',
  '/login/teacher',
  '/admin/login',
  '/register/teacher',
  '/forgot-password',
  '/reset/abc123',
  // Firebase's reset e-mail link: /reset?oobCode=...
  '/reset',
];

describe('resolveRoute', () => {
  it('sends "/" to /dashboard whoever is visiting', () => {
    for (const session of [loading, signedOut, signedInAs('student')]) {
      expect(resolveRoute('/', session)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('shows Page Not Found for an unknown path when logged out', () => {
    expect(resolveRoute('/no-such-page', signedOut)).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/home/extra', signedOut)).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/reset/abc/extra', signedOut)).toEqual({ kind: 'notFound' });
  });

  it('shows Page Not Found for an unknown path when logged in, whatever the role', () => {
    for (const role of ['student', 'teacher', 'admin', null] as const) {
      expect(resolveRoute('/no-such-page', signedInAs(role))).toEqual({ kind: 'notFound' });
      expect(resolveRoute('/teacher/home/extra', signedInAs(role))).toEqual({ kind: 'notFound' });
    }
  });

  it('sends a logged-out visit to a game page to /dashboard', () => {
    for (const page of [...studentPages, '/teacher/home']) {
      expect(resolveRoute(page, signedOut)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('sends a logged-out visit to /admin and /admin/teachers to /admin/login', () => {
    expect(resolveRoute('/admin', signedOut)).toEqual({ kind: 'redirect', to: '/admin/login' });
    expect(resolveRoute('/admin/teachers', signedOut)).toEqual({ kind: 'redirect', to: '/admin/login' });
  });

  it('keeps login, registration, reset and dashboard open when logged out or in', () => {
    for (const page of openPages) {
      for (const session of [signedOut, signedInAs('student'), signedInAs('admin'), loading]) {
        expect(resolveRoute(page, session)).toMatchObject({ kind: 'page' });
      }
    }
    expect(resolveRoute('/reset/abc123', signedOut)).toEqual({ kind: 'page', pattern: paths.reset });
  });

  it('lets each role into its own pages', () => {
    for (const page of studentPages) {
      expect(resolveRoute(page, signedInAs('student'))).toEqual({ kind: 'page', pattern: page });
    }
    expect(resolveRoute('/teacher/home', signedInAs('teacher'))).toEqual({ kind: 'page', pattern: '/teacher/home' });
    expect(resolveRoute('/admin', signedInAs('admin'))).toEqual({ kind: 'page', pattern: '/admin' });
    expect(resolveRoute('/admin/teachers', signedInAs('admin'))).toEqual({ kind: 'page', pattern: '/admin/teachers' });
  });

  it('turns away a signed-in user from another role\'s pages (docs/product.md#users-and-roles)', () => {
    expect(resolveRoute('/home', signedInAs('teacher'))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/teacher/home', signedInAs('student'))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/admin', signedInAs('teacher'))).toEqual({ kind: 'redirect', to: '/admin/login' });
    expect(resolveRoute('/team', signedInAs(null))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('waits for auth state before deciding a guarded or unknown path', () => {
    expect(resolveRoute('/home', loading)).toEqual({ kind: 'loading' });
    expect(resolveRoute('/admin', loading)).toEqual({ kind: 'loading' });
    expect(resolveRoute('/no-such-page', loading)).toEqual({ kind: 'loading' });
  });

  it('ignores a trailing slash', () => {
    expect(resolveRoute('/home/', signedOut)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/dashboard/', signedOut)).toMatchObject({ kind: 'page' });
  });
});
