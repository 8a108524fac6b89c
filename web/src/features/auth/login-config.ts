import type { Role } from '@rink/common';
import { paths } from '@/config/paths';
import { LOGIN_PATHS, loginBody } from './api/login';

export interface LoginConfig {
  role: Role;
  title: string;
  intro: string;
  /** The API call of spec point 7 for this role (api/login.ts). */
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
    endpoint: LOGIN_PATHS.student,
    body: (userName, password) => ({ ...loginBody('student', userName, password) }),
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
    endpoint: LOGIN_PATHS.teacher,
    body: (email, password) => ({ ...loginBody('teacher', email, password) }),
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
    endpoint: LOGIN_PATHS.admin,
    body: (userName, password) => ({ ...loginBody('admin', userName, password) }),
    identifierLabel: 'Username',
    identifierAutoComplete: 'username',
    home: paths.admin,
    refusedTo: paths.adminLogin,
    forgotPassword: false,
  },
};

/** What log-in.ts shows when a login could not be checked at all; a refused login shows the server's LOGIN_FAILED. */
export { LOGIN_UNEXPECTED_ERROR as LOGIN_FAILED } from '@rink/common';
