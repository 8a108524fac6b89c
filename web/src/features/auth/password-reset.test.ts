import { describe, expect, it } from 'vitest';
import { ApiError, TIMEOUT_MESSAGE } from '@/lib/api-client';
import { resetErrorText, resetTokenFrom } from './password-reset';

describe('resetTokenFrom', () => {
  it("prefers Firebase's oobCode query parameter", () => {
    expect(resetTokenFrom('email-link', new URLSearchParams('mode=resetPassword&oobCode=abc'))).toBe('abc');
    expect(resetTokenFrom(undefined, new URLSearchParams('oobCode=xyz'))).toBe('xyz');
  });

  it('takes the path token otherwise, but not the placeholder', () => {
    expect(resetTokenFrom('tok123', new URLSearchParams())).toBe('tok123');
    expect(resetTokenFrom('email-link', new URLSearchParams())).toBeNull();
    expect(resetTokenFrom(undefined, new URLSearchParams())).toBeNull();
  });
});

describe('resetErrorText', () => {
  it("shows the server's message, else the spec's network text", () => {
    expect(resetErrorText(new ApiError('Link expired', 400), 'net')).toEqual({ message: 'Link expired', fromServer: true });
    expect(resetErrorText(new ApiError('Failed to fetch', 0), 'net')).toEqual({ message: 'net', fromServer: false });
    expect(resetErrorText(new ApiError(TIMEOUT_MESSAGE, 0), 'net').message).toBe(TIMEOUT_MESSAGE);
  });
});
