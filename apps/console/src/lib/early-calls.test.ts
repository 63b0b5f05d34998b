import type { ApiClient } from '@agentdeck/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEarly, withEarlyCalls } from './early-calls';
import { sessionToken } from './session';

/** A client whose calls answer with a count of the calls made so far. */
function countingClient() {
  const made: string[] = [];
  const base = {
    call: vi.fn(async (name: string) => {
      made.push(name);
      return { answer: made.length };
    }),
    resource: vi.fn(),
    request: vi.fn(),
  } as unknown as ApiClient;
  return { made, client: withEarlyCalls(base) };
}

describe('early calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionToken.set('token-a');
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    sessionToken.clear();
  });

  it('answer the first same call from the page without asking the server again', async () => {
    const { made, client } = countingClient();
    callEarly('workspaces.find', { body: { id: '1001' } });
    await expect(client.call('workspaces.find', { body: { id: '1001' } })).resolves.toEqual({ answer: 1 });
    await expect(client.call('workspaces.find', { body: { id: '1001' } })).resolves.toEqual({ answer: 2 });
    expect(made).toEqual(['workspaces.find', 'workspaces.find']);
  });

  it('are made once while an answer waits, and only for the same arguments', async () => {
    const { made, client } = countingClient();
    callEarly('auth.me', {});
    callEarly('auth.me', {});
    await client.call('workspaces.find', { body: { id: '1002' } });
    expect(made).toEqual(['auth.me', 'workspaces.find']);
  });

  it('are not made without a session, and not taken by another session', async () => {
    const { made, client } = countingClient();
    sessionToken.clear();
    callEarly('auth.me', {});
    expect(made).toEqual([]);
    sessionToken.set('token-a');
    callEarly('auth.me', {});
    sessionToken.set('token-b');
    await expect(client.call('auth.me', {})).resolves.toEqual({ answer: 2 });
  });

  it('are dropped when the page has not asked within 10 seconds of the answer', async () => {
    const { made, client } = countingClient();
    callEarly('auth.me', {});
    await vi.advanceTimersByTimeAsync(10_001);
    await expect(client.call('auth.me', {})).resolves.toEqual({ answer: 2 });
    expect(made).toEqual(['auth.me', 'auth.me']);
  });
});
