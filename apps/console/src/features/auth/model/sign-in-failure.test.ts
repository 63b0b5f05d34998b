import { ApiError } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { signInFailureMessage, waitInWords } from './sign-in-failure';

describe('the sign-in failure message', () => {
  it('says how long to wait after too many attempts, from Retry-After', () => {
    const throttled = (seconds?: number) =>
      new ApiError(429, 'Too many sign-in attempts', [], seconds);
    expect(signInFailureMessage(throttled(900))).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
    expect(signInFailureMessage(throttled(45))).toBe(
      'Too many sign-in attempts. Try again in 45 seconds.',
    );
    expect(signInFailureMessage(throttled())).toBe('Too many sign-in attempts. Try again later.');
  });

  it("keeps the server's words for refused credentials", () => {
    expect(signInFailureMessage(new ApiError(401, 'Invalid username or password'))).toBe(
      'Invalid username or password',
    );
  });

  it('says the server could not be reached, or that something else went wrong', () => {
    expect(signInFailureMessage(new ApiError(0, 'Failed to fetch'))).toBe(
      "We couldn't reach the server. Check your connection and try again.",
    );
    expect(signInFailureMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('a wait in words', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [2, '2 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
    [899, '15 minutes'],
    [900, '15 minutes'],
  ])('%i seconds read as "%s", rounded up so it is never too early', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
