import type { MessageAnswer, SetPasswordRequest } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** PUT /auth/password: a new password, with the code from the reset e-mail. */
export function setPassword(body: SetPasswordRequest): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('PUT', '/auth/password', { body, anonymous: true });
}
