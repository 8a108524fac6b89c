import type { ApiSuccess, RegistrationRequest } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/register: a new teacher account (spec points 5 and 7). */
export function register(body: RegistrationRequest): Promise<ApiSuccess> {
  return apiRequest<ApiSuccess>('POST', '/auth/register', { body, anonymous: true });
}
