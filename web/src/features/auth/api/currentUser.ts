import { isCurrentUserAnswer, type CurrentUserAnswer } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** GET /auth/user: who is signed in, with their role (docs/product.md#api-auth: "used after login and for role checks"). */
export function fetchCurrentUser(): Promise<CurrentUserAnswer> {
  return apiRequest('GET', '/auth/user', isCurrentUserAnswer);
}
