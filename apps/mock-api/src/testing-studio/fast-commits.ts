import type Database from 'better-sqlite3';

/**
 * While an experiment runs, its runs write thousands of rows (runs, steps, events, log lines), and
 * on the disk store each commit waits for the disk (synchronous=FULL): 200 items took 11 to 38 s.
 * Meanwhile the store commits without that wait (synchronous=NORMAL). In WAL mode that is still
 * durable when the process is killed (nothing acknowledged is lost); only a power cut could lose
 * the last commits before a checkpoint. The setting returns when the last experiment ends.
 */
export class FastCommits {
  private holders = 0;
  private saved: unknown;

  constructor(private readonly db: Database.Database) {}

  /** Commits fast until the answered function is called (inside a transaction, as the seed's, nothing commits before its end anyway). */
  hold(): () => void {
    if (this.db.inTransaction) return () => undefined;
    if (this.holders++ === 0) {
      this.saved = this.db.pragma('synchronous', { simple: true });
      this.db.pragma('synchronous = NORMAL');
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holders === 0 && this.db.open) this.db.pragma(`synchronous = ${Number(this.saved)}`);
    };
  }
}
