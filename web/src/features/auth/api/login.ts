import { isLoginAnswer, type LoginAnswer, type LoginRequest, type Role } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** The login call of docs/product.md#login for each role. */
const LOGIN_PATHS: Record<Role, string> = {
  student: '/auth/student/login',
  teacher: '/auth/login',
  admin: '/auth/admin/login',
};

/** The body each login call takes: the teacher call names the field `email`, though it takes a username or an e-mail. */
function loginBody(role: Role, identifier: string, password: string): LoginRequest {
  return role === 'teacher' ? { email: identifier, password } : { userName: identifier, password };
}

/** POST the role's login call; answers the custom token for signInWithCustomToken. */
export function logInCall(role: Role, identifier: string, password: string): Promise<LoginAnswer> {
  return apiRequest('POST', LOGIN_PATHS[role], isLoginAnswer, { body: loginBody(role, identifier, password), anonymous: true });
}
