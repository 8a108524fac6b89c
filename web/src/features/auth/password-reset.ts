import { EMAIL_REQUIRED, PASSWORD_TOO_SHORT, RESET_FIELDS_REQUIRED, RESET_PAGE_PATH, RESET_PASSWORDS_DIFFER } from '@rink/common';
import { ApiError, TIMEOUT_MESSAGE } from '@/lib/api-client';

export const resetMessages = {
  emailRequired: EMAIL_REQUIRED,
  fieldsRequired: RESET_FIELDS_REQUIRED,
  passwordsDiffer: RESET_PASSWORDS_DIFFER,
  passwordShort: PASSWORD_TOO_SHORT,
  /** docs/product.md#password-reset: what the pages say when the server could not be reached. */
  sendFailed: 'Unexpected error sending email. Please try again',
  resetFailed: 'Unexpected error resetting password. Please try again',
  noCode: 'This reset link is missing its code. Please open the link from your email again, or ask for a new one.',
} as const;

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
