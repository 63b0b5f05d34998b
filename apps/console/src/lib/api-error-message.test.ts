import { ApiError } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, apiErrorReasons } from './api-error-message';

const fallback = "Something went wrong! We couldn't save your variable";

describe('apiErrorMessage', () => {
  it("shows the server's message for an answered call, a 403 on a read-only record included", () => {
    expect(
      apiErrorMessage(
        new ApiError(403, 'This Variable is read-only and cannot be changed'),
        fallback,
      ),
    ).toBe('This Variable is read-only and cannot be changed');
    expect(
      apiErrorMessage(
        new ApiError(409, 'A Variable with this name already exists in this workspace'),
        fallback,
      ),
    ).toBe('A Variable with this name already exists in this workspace');
  });

  it('falls back to the screen text when the server never answered', () => {
    expect(apiErrorMessage(new ApiError(0, 'Failed to fetch'), fallback)).toBe(fallback);
  });

  it('falls back for an answer without a message and for an unexpected exception', () => {
    expect(apiErrorMessage(new ApiError(500, '  '), fallback)).toBe(fallback);
    expect(apiErrorMessage(new TypeError('x is undefined'), fallback)).toBe(fallback);
    expect(apiErrorMessage(undefined, fallback)).toBe(fallback);
  });
});

describe('apiErrorReasons', () => {
  it('lists each problem a refusal names, else its one message', () => {
    expect(apiErrorReasons(new ApiError(400, 'The nodes before this node cannot be reused', ['nodes.lookup: Node ‘Lookup’ changed']), fallback)).toEqual(['nodes.lookup: Node ‘Lookup’ changed']);
    expect(apiErrorReasons(new ApiError(409, 'This run has not finished'), fallback)).toEqual(['This run has not finished']);
    expect(apiErrorReasons(new ApiError(0, 'Failed to fetch'), fallback)).toEqual([fallback]);
  });
});
