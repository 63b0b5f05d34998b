import { apiErrorBodySchema } from '@agentdeck/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignInThrottle } from '../src/middleware/sign-in-throttle';
import { startTestServer, type TestServer } from './support/server';

// The server's clock: tests move it instead of waiting out a window.
const start = Date.UTC(2026, 10, 1, 9, 0, 0);
let clock = start;
const minutes = (n: number) => n * 60_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = start;
  expect((await t.call('POST', '/api/__test__/reset')).status).toBe(200);
});

const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/auth/login', { body: { username, password }, headers });
const wrong = (username = 'member', headers: Record<string, string> = {}) => signIn(username, 'not-the-password', headers);
const right = (username = 'member', headers: Record<string, string> = {}) => signIn(username, 'password123', headers);

/** Sends `count` wrong passwords and returns their statuses. */
async function failures(count: number, username = 'member', headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await wrong(username, headers)).status);
  return statuses;
}

/** A raw call keeping the response headers, which `t.call` does not. */
const rawSignIn = (password: string) =>
  fetch(`${t.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'member', password }),
  });

describe('sign-in throttling', () => {
  it('answers the sixth wrong password within 15 minutes with 429, Retry-After in whole seconds and the error envelope', async () => {
    expect(await failures(5)).toEqual([401, 401, 401, 401, 401]);

    const sixth = await rawSignIn('not-the-password');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('900');
    expect(apiErrorBodySchema.parse(await sixth.json())).toEqual({
      message: 'Too many sign-in attempts',
      errors: ['Try again in 900 seconds'],
    });
  });

  it('refuses even the right password while the window runs, counting down Retry-After', async () => {
    await failures(5);
    clock += minutes(10) + 500;
    const refused = await rawSignIn('password123');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('300');

    clock = start + minutes(15) - 1000;
    expect((await rawSignIn('password123')).headers.get('retry-after')).toBe('1');
  });

  it('lets the same username in again once the window has passed', async () => {
    await failures(6);
    clock = start + minutes(15);
    const res = await right();
    expect(res.status).toBe(200);
    // A fresh window: the next wrong password is a plain 401 again.
    expect((await wrong()).status).toBe(401);
  });

  it('does not hold one username’s failures against another username from the same address', async () => {
    await failures(6, 'member');
    expect((await right('admin')).status).toBe(200);
    expect(await failures(5, 'outsider')).toEqual([401, 401, 401, 401, 401]);
  });

  it('starts the count again after a successful sign-in', async () => {
    expect(await failures(4)).toEqual([401, 401, 401, 401]);
    expect((await right()).status).toBe(200);
    expect(await failures(4)).toEqual([401, 401, 401, 401]);
    expect((await right()).status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    await failures(4);
    clock += minutes(15);
    expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);
  });

  it('counts unknown usernames too, so the answer never tells whether an account exists', async () => {
    expect(await failures(5, 'nobody')).toEqual([401, 401, 401, 401, 401]);
    expect((await wrong('nobody')).status).toBe(429);
  });

  it('is cleared by the test reset', async () => {
    await failures(6);
    expect((await t.call('POST', '/api/__test__/reset')).status).toBe(200);
    expect((await right()).status).toBe(200);
  });

  it('keeps each test tenant’s failures to itself, and its reset clears only its own', async () => {
    const a = { 'x-mock-tenant': 'throttle-a' };
    const b = { 'x-mock-tenant': 'throttle-b' };
    await failures(6, 'member', a);
    await failures(6, 'member', b);
    expect((await right('member', a)).status).toBe(429);
    expect((await right('member')).status).toBe(200);

    expect((await t.call('POST', '/api/__test__/reset', { headers: a })).status).toBe(200);
    expect((await right('member', a)).status).toBe(200);
    expect((await right('member', b)).status).toBe(429);
  });
});

describe('SignInThrottle', () => {
  it('keys the count by address as well as username', () => {
    let now = start;
    const throttle = new SignInThrottle(() => new Date(now));
    for (let i = 0; i < 5; i++) throttle.failed('10.0.0.1', 'member');
    expect(throttle.retryAfterSeconds('10.0.0.1', 'member')).toBe(900);
    expect(throttle.retryAfterSeconds('10.0.0.2', 'member')).toBeUndefined();
    now += minutes(15);
    expect(throttle.retryAfterSeconds('10.0.0.1', 'member')).toBeUndefined();
  });

  it('locks only when five failures fall within 15 minutes of each other', () => {
    let now = start;
    const throttle = new SignInThrottle(() => new Date(now));
    for (let i = 0; i < 8; i++) {
      throttle.failed('10.0.0.1', 'member');
      now += minutes(4);
    }
    // Never more than four failures inside any 15 minutes.
    expect(throttle.retryAfterSeconds('10.0.0.1', 'member')).toBeUndefined();
  });
});
