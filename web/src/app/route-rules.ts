import { matchPath } from 'react-router';
import { adminPaths, paths, publicPaths, studentPaths, teacherPaths } from '@/config/paths';
import type { Session } from '@/lib/session';

/** What the router should do with a path, given who is signed in. */
type RouteDecision =
  /** Auth state is not known yet and matters for this path: show a spinner. */
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  /** Render the route whose pattern this is. */
  | { kind: 'page'; pattern: string }
  | { kind: 'notFound' };

type SessionView = Pick<Session, 'status' | 'role'>;

function matches(patterns: readonly string[], pathname: string): string | undefined {
  return patterns.find((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * The route rules of docs/product.md#routes (and the role check of docs/product.md#users-and-roles):
 * - "/" goes to /dashboard.
 * - Login, registration, reset and dashboard are open to everyone, signed in or not.
 * - Logged out: a game page (student or teacher) goes to /dashboard; /admin and
 *   /admin/teachers go to /admin/login; any other path is 'Page Not Found'.
 * - Logged in: a page of another role goes to /dashboard (/admin/login for admin
 *   pages); any other path is 'Page Not Found' too, whose Go Home leads to the role's home
 *   (the spec's "any other path redirects to /home" read as the student's game paths:
 *   docs/decisions.md#d50).
 */
export function resolveRoute(pathname: string, session: SessionView): RouteDecision {
  if (matchPath({ path: paths.root, end: true }, pathname)) {
    return { kind: 'redirect', to: paths.dashboard };
  }

  const open = matches(publicPaths, pathname);
  if (open) return { kind: 'page', pattern: open };

  const guarded: Array<{ patterns: readonly string[]; role: NonNullable<Session['role']>; refusedTo: string }> = [
    { patterns: studentPaths, role: 'student', refusedTo: paths.dashboard },
    { patterns: teacherPaths, role: 'teacher', refusedTo: paths.dashboard },
    { patterns: adminPaths, role: 'admin', refusedTo: paths.adminLogin },
  ];
  for (const { patterns, role, refusedTo } of guarded) {
    const pattern = matches(patterns, pathname);
    if (!pattern) continue;
    if (session.status === 'loading') return { kind: 'loading' };
    if (session.status === 'signedIn' && session.role === role) return { kind: 'page', pattern };
    return { kind: 'redirect', to: refusedTo };
  }

  switch (session.status) {
    case 'loading':
      return { kind: 'loading' };
    case 'signedOut':
    case 'signedIn':
      return { kind: 'notFound' };
  }
}
