/**
 * Failed logins counted per client address and per account (OWASP ASVS 5.0 V6.3): past `max` failures
 * within `windowMs` on either key, the next attempt is refused until the oldest of them leaves the
 * window, so changing the email on each attempt does not escape the address's count, nor changing the
 * address the account's. Kept in memory, per CMS process (nginx also limits each address).
 */
import { LRUCache } from 'lru-cache';

export type LoginAttemptsOptions = { max: number; windowMs: number; now?: () => number };

export class LoginAttempts {
  private readonly failures: LRUCache<string, number[]>;
  private readonly now: () => number;

  constructor(private readonly options: LoginAttemptsOptions) {
    this.now = options.now ?? Date.now;
    this.failures = new LRUCache<string, number[]>({ max: 100_000, ttl: options.windowMs });
  }

  /** The failures of a key still within the window, oldest first. */
  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  /** Milliseconds until an attempt under these keys is accepted again; 0 when it is now. */
  retryAfterMs(keys: readonly string[]): number {
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key);
      if (recent.length >= this.options.max) wait = Math.max(wait, recent[recent.length - this.options.max] + this.options.windowMs - this.now());
    }
    return wait;
  }

  fail(keys: readonly string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()].slice(-this.options.max));
  }

  /** A successful login forgets the account's failures (not the address's). */
  forget(key: string): void {
    this.failures.delete(key);
  }
}
