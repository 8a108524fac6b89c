import { ApiError } from '@/lib/api-client';

/** What the upload's screens say while they cannot reach the server: the work itself goes on there. */
export function waitingMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 500
    ? 'Waiting for the server… The upload goes on, and this screen catches up when the server answers.'
    : 'Waiting for the internet… The upload goes on at the server, and this screen catches up when the connection is back.';
}
