import type { Role } from '@rink/common';

/**
 * Every route of docs/product.md#routes, in one place. Screens link with these,
 * never with string literals.
 */
export const paths = {
  root: '/',

  // Logged-out routes (they stay available when logged in).
  dashboard: '/dashboard',
  studentLogin: '/login/student',
  teacherLogin: '/login/teacher',
  adminLogin: '/admin/login',
  teacherRegister: '/register/teacher',
  forgotPassword: '/forgot-password',
  reset: '/reset/:token',
  /** Firebase's reset e-mail link: /reset?oobCode=... */
  resetLink: '/reset',

  // Student game pages.
  home: '/home',
  team: '/team',
  scout: '/scout',
  budget: '/budget',
  season: '/season',
  /** The finished season's debrief (a friendly empty state mid-season). */
  debrief: '/season/debrief',
  trophies: '/trophies',

  // Teacher.
  teacherHome: '/teacher/home',

  // Admin.
  admin: '/admin',
  adminTeachers: '/admin/teachers',
} as const;

/** Each role's own home: where its login lands, and where Page Not Found's Go Home leads it. */
export const roleHome = {
  student: paths.home,
  teacher: paths.teacherHome,
  admin: paths.admin,
} as const satisfies Record<Role, string>;

/** Each role's login page: where an ended session sends its user. */
export const roleLogin = {
  student: paths.studentLogin,
  teacher: paths.teacherLogin,
  admin: paths.adminLogin,
} as const satisfies Record<Role, string>;

/** Open to anyone, signed in or not. */
export const publicPaths = [
  paths.dashboard,
  paths.studentLogin,
  paths.teacherLogin,
  paths.adminLogin,
  paths.teacherRegister,
  paths.forgotPassword,
  paths.reset,
  paths.resetLink,
] as const;

/** The student's game pages. */
export const studentPaths = [
  paths.home,
  paths.team,
  paths.scout,
  paths.budget,
  paths.season,
  paths.debrief,
  paths.trophies,
] as const;

export const teacherPaths = [paths.teacherHome] as const;

export const adminPaths = [paths.admin, paths.adminTeachers] as const;
