import { RESET_PAGE_PATH } from '@rink/common';
import { ApiError, TIMEOUT_MESSAGE } from '@/lib/api-client';

// The password pages' own words are descriptors in messages.ts; the checks' messages are common's
// (EMAIL_REQUIRED, RESET_FIELDS_REQUIRED, ...), shown through serverText().

/** The placeholder segment of the server's reset e-mail link, before `?oobCode=`. */
const LINK_PLACEHOLDERS = new Set([RESET_PAGE_PATH.split('/').at(-1)]);

/**
 * The reset code: Firebase's e-mail link carries it as the `oobCode` query
 * parameter (/reset/email-link?mode=resetPassword&oobCode=...); /reset/{token} carries it in the path.
 */
export function resetTokenFrom(pathToken: string | undefined, search: URLSearchParams): string | null {
  const fromQuery = search.get('oobCode')?.trim();
  if (fromQuery) return fromQuery;
  const fromPath = pathToken?.trim();
  if (fromPath && !LINK_PLACEHOLDERS.has(fromPath)) return fromPath;
  return null;
}

/** What a failed reset call should say: the server's message when it answered, else the spec's network text. */
export function resetErrorText(error: unknown, networkText: string): { message: string; fromServer: boolean } {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return { message: error.message, fromServer: true };
  if (error instanceof ApiError && error.message === TIMEOUT_MESSAGE) return { message: TIMEOUT_MESSAGE, fromServer: false };
  return { message: networkText, fromServer: false };
}
