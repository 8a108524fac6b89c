import { isMessageAnswer, type MessageAnswer, type SetPasswordRequest } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** PUT /auth/password: a new password, with the code from the reset e-mail. */
export function setPassword(body: SetPasswordRequest): Promise<MessageAnswer> {
  return apiRequest('PUT', '/auth/password', isMessageAnswer, { body, anonymous: true });
}
