import { isMessageAnswer, type MessageAnswer, type ResetRequest } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/reset: asks for a reset e-mail; the answer is the same for any address. */
export function requestReset(body: ResetRequest): Promise<MessageAnswer> {
  return apiRequest('POST', '/auth/reset', isMessageAnswer, { body, anonymous: true });
}
