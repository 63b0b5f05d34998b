import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/store';
import { startTestServer, type TestServer } from './support/server';

// The server's clock: tests move it instead of waiting 12 hours.
let clock = Date.UTC(2026, 10, 1, 9, 0, 0);
const hours = (n: number) => n * 3_600_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, now: () => new Date(clock) });
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/auth/me', { token });

describe('session lifetime', () => {
  it('ends a session 12 hours after its last use, with a 401 saying so', async () => {
    const token = await t.login('member');
    clock += hours(12) - 1000;
    expect((await me(token)).status).toBe(200);

    clock += hours(12);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({
      message: 'Authentication required',
      errors: ['The session ended after 12 hours without use; sign in again'],
    });
    // Ended for good: every later call is refused like an unknown token.
    const later = await t.call('GET', '/api/workspaces', { token });
    expect(later.status).toBe(401);
    expect(later.json.errors).toEqual(['A valid bearer token is required']);
  });

  it('counts any authenticated call as a use, not only /auth/me', async () => {
    const token = await t.login('member');
    const sessionStart = clock;
    clock += hours(11);
    expect((await t.call('GET', '/api/workspaces/1001/variable', { token })).status).toBe(200);
    clock += hours(11);
    expect((await t.call('POST', '/api/workspaces/find', { token, body: { id: '1001' } })).status).toBe(200);
    clock += hours(11);
    expect((await me(token)).status).toBe(200);
    expect(clock - sessionStart).toBeGreaterThan(hours(12));
  });

  it('does not end another session of the same user', async () => {
    const idle = await t.login('member');
    clock += hours(6);
    const active = await t.login('member');
    clock += hours(6);
    expect((await me(idle)).status).toBe(401);
    expect((await me(active)).status).toBe(200);
  });
});

describe('the session store on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-sessions-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const at = (iso: string) => new Date(iso);

  it('keeps a session’s last use across a restart, written at most once a minute', () => {
    const first = new Store({ dataDir });
    first.sessions.add('kept', 'u-member', at('2026-11-01T09:00:00Z'));
    first.sessions.touch('kept', at('2026-11-01T09:00:30Z'));
    first.close();
    const second = new Store({ dataDir });
    // Within a minute of the last write the use stays in memory only.
    expect(second.sessions.get('kept')).toEqual({ userId: 'u-member', lastUsedAt: Date.parse('2026-11-01T09:00:00Z') });
    second.sessions.touch('kept', at('2026-11-01T10:00:00Z'));
    second.close();
    const third = new Store({ dataDir });
    expect(third.sessions.get('kept')).toEqual({ userId: 'u-member', lastUsedAt: Date.parse('2026-11-01T10:00:00Z') });
    third.close();
  });

  it('opens a store written before sessions had a last use, taking the sign-in as the last use', () => {
    const oldDir = path.join(dataDir, 'old');
    const store = new Store({ dataDir: oldDir });
    store.close();
    const db = new Database(path.join(oldDir, 'mock-api.sqlite'));
    db.exec(`DROP TABLE sessions;
      CREATE TABLE sessions (token TEXT PRIMARY KEY, user_id TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO sessions VALUES ('old', 'u-member', '2026-10-01T08:00:00.000Z');`);
    db.close();

    const reopened = new Store({ dataDir: oldDir });
    expect(reopened.sessions.get('old')).toEqual({ userId: 'u-member', lastUsedAt: Date.parse('2026-10-01T08:00:00Z') });
    reopened.close();
  });
});
