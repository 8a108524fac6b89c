import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, LOGIN_UNEXPECTED_ERROR, tooManyTriesMessage } from '@rink/common';
import { ApiError } from '@/lib/api-client';
import { loginErrorText } from './log-in';

describe('loginErrorText', () => {
  it("shows a wrong login's own words", () => {
    expect(loginErrorText(new ApiError(LOGIN_FAILED, 401))).toBe(LOGIN_FAILED);
  });

  it('shows the wait of a throttled login (429) in its own words, not the generic error', () => {
    const wait = tooManyTriesMessage('student', 120_000);
    expect(wait).toBe('Too many tries. Wait 2 minutes, or ask your teacher.');
    expect(loginErrorText(new ApiError(wait, 429))).toBe(wait);
  });

  it('falls back to the generic words for a server fault', () => {
    expect(loginErrorText(new ApiError('Something went wrong on the server. Please try again.', 500))).toBe(LOGIN_UNEXPECTED_ERROR);
  });
});
