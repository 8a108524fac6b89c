import { paths } from '@/config/paths';
import type { Role } from '@/lib/session';

export interface LoginConfig {
  role: Role;
  title: string;
  intro: string;
  /** The API call of spec point 7 for this role. */
  endpoint: string;
  /** The body that call takes. */
  body: (identifier: string, password: string) => Record<string, string>;
  identifierLabel: string;
  identifierAutoComplete: string;
  /** Where a successful login lands. */
  home: string;
  /** Spec point 6: a role mismatch redirects here. */
  refusedTo: string;
  forgotPassword: boolean;
}

export const loginConfigs: Record<Role, LoginConfig> = {
  student: {
    role: 'student',
    title: 'Student Login',
    intro: 'Ready to hit the ice? Log in with the username from your teacher.',
    endpoint: '/auth/student/login',
    body: (userName, password) => ({ userName, password }),
    identifierLabel: 'Username',
    identifierAutoComplete: 'username',
    home: paths.home,
    refusedTo: paths.dashboard,
    forgotPassword: false,
  },
  teacher: {
    role: 'teacher',
    title: 'Teacher Login',
    intro: 'Welcome back, coach! Log in to see your class.',
    endpoint: '/auth/login',
    // The teacher call names the field `email`; it takes a username or an e-mail.
    body: (email, password) => ({ email, password }),
    identifierLabel: 'Username or Email',
    identifierAutoComplete: 'username',
    home: paths.teacherHome,
    refusedTo: paths.dashboard,
    forgotPassword: true,
  },
  admin: {
    role: 'admin',
    title: 'Admin Login',
    intro: 'Programme administrators only.',
    endpoint: '/auth/admin/login',
    body: (userName, password) => ({ userName, password }),
    identifierLabel: 'Username',
    identifierAutoComplete: 'username',
    home: paths.admin,
    refusedTo: paths.adminLogin,
    forgotPassword: false,
  },
};

/** Spec point 5: login inputs are at most 100 characters. */
export const LOGIN_INPUT_MAX = 100;
export const LOGIN_REQUIRED = 'Username and Password required';
export const LOGIN_FAILED = 'Unexpected login error. Please try again';
