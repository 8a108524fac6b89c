import type { Role } from '@rink/common';
import { paths, roleHome } from '@/config/paths';
import type { FirstScreenKey } from '@/first-screens/plain/text';

export interface LoginConfig {
  role: Role;
  /** The words are first-screen keys (web/src/first-screens/plain/text.ts): the logins are first screens. */
  title: FirstScreenKey;
  intro: FirstScreenKey;
  identifierLabel: FirstScreenKey;
  /** Said when an account of another role tries this page. */
  wrongPage: FirstScreenKey;
  identifierAutoComplete: string;
  /** Where a successful login lands. */
  home: string;
  /** docs/product.md#users-and-roles: a role mismatch redirects here. */
  refusedTo: string;
  forgotPassword: boolean;
}

export const loginConfigs: Record<Role, LoginConfig> = {
  student: {
    role: 'student',
    title: 'login.student.title',
    intro: 'login.student.intro',
    identifierLabel: 'login.username',
    wrongPage: 'login.wrongPage.student',
    identifierAutoComplete: 'username',
    home: roleHome.student,
    refusedTo: paths.dashboard,
    forgotPassword: false,
  },
  teacher: {
    role: 'teacher',
    title: 'login.teacher.title',
    intro: 'login.teacher.intro',
    identifierLabel: 'login.usernameOrEmail',
    wrongPage: 'login.wrongPage.teacher',
    identifierAutoComplete: 'username',
    home: roleHome.teacher,
    refusedTo: paths.dashboard,
    forgotPassword: true,
  },
  admin: {
    role: 'admin',
    title: 'login.admin.title',
    intro: 'login.admin.intro',
    identifierLabel: 'login.username',
    wrongPage: 'login.wrongPage.admin',
    identifierAutoComplete: 'username',
    home: roleHome.admin,
    refusedTo: paths.adminLogin,
    forgotPassword: false,
  },
};
