/** How many wrong passwords for one username from one address a window allows (issue 21). */
export const SIGN_IN_FAILURE_LIMIT = 5;
/** How far back failures count, and how long a sign-in stays refused once they reach the limit. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

interface Attempts {
  /** When each failure still inside the window happened, oldest first (ms). */
  failures: number[];
  /** Until when every attempt is refused (ms), once the limit was reached. */
  lockedUntil?: number;
}

/**
 * Sign-in throttling as an identity service does it: after `SIGN_IN_FAILURE_LIMIT` wrong
 * passwords for one username from one address within `SIGN_IN_WINDOW_MS`, that pair is refused
 * for a whole window, right password or not (else the lock would still tell a guess apart); a
 * success resets the pair. Keyed by the username as typed, known or not, so the answer never
 * tells whether an account exists. Held in memory: a lock need not outlive a restart, and each
 * test tenant (its own app) gets its own throttle, which its reset clears.
 */
export class SignInThrottle {
  private readonly attempts = new Map<string, Attempts>();

  constructor(private readonly now: () => Date) {}

  /** Whole seconds until this pair may try again; `undefined` while it may try now. */
  retryAfterSeconds(address: string, username: string): number | undefined {
    const key = keyOf(address, username);
    const lockedUntil = this.attempts.get(key)?.lockedUntil;
    if (lockedUntil === undefined) return undefined;
    const left = lockedUntil - this.time();
    if (left > 0) return Math.ceil(left / 1000);
    this.attempts.delete(key);
    return undefined;
  }

  failed(address: string, username: string): void {
    const key = keyOf(address, username);
    const time = this.time();
    const failures = [...(this.attempts.get(key)?.failures ?? []).filter((at) => time - at < SIGN_IN_WINDOW_MS), time];
    this.attempts.set(
      key,
      failures.length >= SIGN_IN_FAILURE_LIMIT ? { failures: [], lockedUntil: time + SIGN_IN_WINDOW_MS } : { failures },
    );
    if (this.attempts.size > MAX_PAIRS) this.forgetPassed(time);
  }

  succeeded(address: string, username: string): void {
    this.attempts.delete(keyOf(address, username));
  }

  /** Forgets every failure and lock (the test reset). */
  clear(): void {
    this.attempts.clear();
  }

  private time(): number {
    return this.now().getTime();
  }

  /** Drops the pairs with nothing left in the window, so guessing many usernames cannot grow memory without end. */
  private forgetPassed(time: number): void {
    for (const [key, { failures, lockedUntil }] of this.attempts) {
      const last = lockedUntil ?? (failures.at(-1) ?? 0) + SIGN_IN_WINDOW_MS;
      if (last <= time) this.attempts.delete(key);
    }
  }
}

const MAX_PAIRS = 10_000;
const keyOf = (address: string, username: string) => JSON.stringify([address, username]);
