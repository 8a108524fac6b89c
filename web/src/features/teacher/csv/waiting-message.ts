import type { MessageDescriptor } from 'react-intl';
import { ApiError } from '@/lib/api-client';
import { waitingMessages } from './messages';

/** What the upload's screens say while they cannot reach the server: the work itself goes on there. */
export function waitingMessage(error: unknown): MessageDescriptor {
  return error instanceof ApiError && error.status >= 500 ? waitingMessages.server : waitingMessages.internet;
}
