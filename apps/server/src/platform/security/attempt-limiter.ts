/**
 * Counts attempts per key in a fixed window (sign-in failures per e-mail, requests per address).
 * In memory: one node per deployment today; a later issue moves it to Redis for several nodes.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.live(key);
    if (!entry || entry.count < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  /** Attempts of the key in its current window. */
  count(key: string): number {
    return this.live(key)?.count ?? 0;
  }

  record(key: string): void {
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else {
      if (this.entries.size > 50_000) this.sweep();
      this.entries.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
