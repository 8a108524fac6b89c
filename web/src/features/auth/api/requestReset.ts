import type { MessageAnswer, ResetRequest } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/reset: asks for a reset e-mail; the answer is the same for any address. */
export function requestReset(body: ResetRequest): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('POST', '/auth/reset', { body, anonymous: true });
}
