import type { Role } from '@rink/common';
import { paths, roleHome } from '@/config/paths';

export interface LoginConfig {
  role: Role;
  title: string;
  intro: string;
  identifierLabel: string;
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
    title: 'Student Login',
    intro: 'Ready to hit the ice? Log in with the username from your teacher.',
    identifierLabel: 'Username',
    identifierAutoComplete: 'username',
    home: roleHome.student,
    refusedTo: paths.dashboard,
    forgotPassword: false,
  },
  teacher: {
    role: 'teacher',
    title: 'Teacher Login',
    intro: 'Welcome back, coach! Log in to see your class.',
    identifierLabel: 'Username or Email',
    identifierAutoComplete: 'username',
    home: roleHome.teacher,
    refusedTo: paths.dashboard,
    forgotPassword: true,
  },
  admin: {
    role: 'admin',
    title: 'Admin Login',
    intro: 'Programme administrators only.',
    identifierLabel: 'Username',
    identifierAutoComplete: 'username',
    home: roleHome.admin,
    refusedTo: paths.adminLogin,
    forgotPassword: false,
  },
};
