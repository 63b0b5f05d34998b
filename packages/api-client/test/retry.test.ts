import { describe, expect, it, vi } from 'vitest';
import { ApiError, isTransientFailure, withRetry } from '../src';

const failing = (...statuses: number[]) => {
  const call = vi.fn(async () => {
    const status = statuses.shift();
    if (status === undefined) return 'answer';
    throw new ApiError(status, `HTTP ${status}`);
  });
  return call;
};

describe('isTransientFailure', () => {
  it.each([0, 408, 429, 500, 502, 503, 504])('retries a %i', (status) => {
    expect(isTransientFailure(new ApiError(status, 'x'))).toBe(true);
  });
  it.each([400, 401, 403, 404, 409])('never retries a %i: the server has answered', (status) => {
    expect(isTransientFailure(new ApiError(status, 'x'))).toBe(false);
  });
  it('does not retry what is not an API error (a bug in the caller)', () => {
    expect(isTransientFailure(new TypeError('x'))).toBe(false);
  });
});

describe('withRetry', () => {
  it('tries a transient failure again after waits that double, and answers the first success', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const call = failing(503, 0, 502);
    await expect(withRetry(call, { sleep })).resolves.toBe('answer');
    expect(call).toHaveBeenCalledTimes(4);
    const waits = sleep.mock.calls.map(([ms]) => ms as number);
    expect(waits[0]).toBeGreaterThanOrEqual(375);
    expect(waits[0]).toBeLessThanOrEqual(625);
    expect(waits[1]).toBeGreaterThanOrEqual(750);
    expect(waits[2]).toBeGreaterThanOrEqual(1500);
    expect(waits[2]).toBeLessThanOrEqual(2500);
  });

  it('throws the last failure once the retries are spent', async () => {
    const call = failing(503, 503, 503, 503, 503);
    await expect(withRetry(call, { sleep: async () => undefined })).rejects.toMatchObject({ status: 503 });
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('throws a 401, 403 or 404 at once', async () => {
    for (const status of [401, 403, 404]) {
      const call = failing(status);
      await expect(withRetry(call, { sleep: async () => undefined })).rejects.toMatchObject({ status });
      expect(call).toHaveBeenCalledTimes(1);
    }
  });
});
