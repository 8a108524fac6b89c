import { ApiError, TIMEOUT_MESSAGE } from '@/lib/api-client';

/** Spec point 5: reset fields are at most 100 characters. */
export const RESET_INPUT_MAX = 100;
export const RESET_PASSWORD_MIN = 7;
export const resetMessages = {
  emailRequired: 'Email Required',
  fieldsRequired: 'Please enter email and new password',
  passwordsDiffer: 'Passwords do not match',
  passwordShort: `Password must be at least ${RESET_PASSWORD_MIN} characters.`,
  sendFailed: 'Unexpected error sending email. Please try again',
  resetFailed: 'Unexpected error resetting password. Please try again',
  noCode: 'This reset link is missing its code. Please open the link from your email again, or ask for a new one.',
} as const;

/** A placeholder segment the server's reset e-mail link uses before `?oobCode=` (functions RESET_PAGE_PATH). */
const LINK_PLACEHOLDERS = new Set(['email-link']);

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
