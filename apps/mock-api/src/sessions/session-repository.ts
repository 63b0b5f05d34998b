import type Database from 'better-sqlite3';

/** A signed-in token: whose it is and when it was last used (ms since the epoch). */
export interface Session {
  userId: string;
  lastUsedAt: number;
}

/** A session as cached: also the last use the store holds on disk. */
interface CachedSession extends Session {
  storedLastUsedAt: number;
}

/** How stale the last use on disk may get, so authenticated reads do not each wait for a disk write. */
const LAST_USE_WRITE_INTERVAL_MS = 60_000;

/** The queries on `sessions` (`session-tables.ts`), behind a cache every authenticated call reads. */
export class SessionRepository {
  private readonly cache = new Map<string, CachedSession | null>();
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      get: db.prepare<[string], { user_id: string; last_used_at: string }>('SELECT user_id, last_used_at FROM sessions WHERE token = ?'),
      add: db.prepare('INSERT INTO sessions (token, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)'),
      touch: db.prepare('UPDATE sessions SET last_used_at = ? WHERE token = ?'),
      delete: db.prepare('DELETE FROM sessions WHERE token = ?'),
    };
  }

  /** The session of a token; `undefined` for a token never given or ended. */
  get(token: string): Session | undefined {
    const session = this.cached(token);
    return session ? { userId: session.userId, lastUsedAt: session.lastUsedAt } : undefined;
  }

  private cached(token: string): CachedSession | null {
    let session = this.cache.get(token);
    if (session === undefined) {
      const row = this.statements.get.get(token);
      const lastUsedAt = row ? Date.parse(row.last_used_at) : 0;
      session = row ? { userId: row.user_id, lastUsedAt, storedLastUsedAt: lastUsedAt } : null;
      this.cache.set(token, session);
    }
    return session;
  }

  add(token: string, userId: string, at: Date): void {
    this.statements.add.run(token, userId, at.toISOString(), at.toISOString());
    this.cache.set(token, { userId, lastUsedAt: at.getTime(), storedLastUsedAt: at.getTime() });
  }

  /**
   * Moves a session's last use. On disk it moves at most once a minute: after a restart a session
   * may end up to a minute early, never late.
   */
  touch(token: string, at: Date): void {
    const session = this.cached(token);
    if (!session) return;
    session.lastUsedAt = at.getTime();
    if (Math.abs(session.lastUsedAt - session.storedLastUsedAt) < LAST_USE_WRITE_INTERVAL_MS) return;
    this.statements.touch.run(at.toISOString(), token);
    session.storedLastUsedAt = session.lastUsedAt;
  }

  delete(token: string): void {
    this.statements.delete.run(token);
    this.cache.set(token, null);
  }

  /** Forgets every cached session, once the table is emptied. */
  forgetCached(): void {
    this.cache.clear();
  }
}
