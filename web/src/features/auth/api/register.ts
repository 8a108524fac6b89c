import { isApiSuccess, type ApiSuccess, type RegistrationRequest } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/register: a new teacher account (docs/product.md#registration). */
export function register(body: RegistrationRequest): Promise<ApiSuccess> {
  return apiRequest('POST', '/auth/register', isApiSuccess, { body, anonymous: true });
}
