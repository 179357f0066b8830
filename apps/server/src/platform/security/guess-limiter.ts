import { AttemptLimiter } from './attempt-limiter';

export interface GuessLimiterOptions {
  /** Wrong guesses an address may make on an account before it has to wait. */
  freeGuesses: number;
  /** The first wait; each further wrong guess doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long the wrong guesses on an account count towards "under attack". */
  windowMs: number;
  now?: () => number;
}

interface AddressRecord {
  failures: number;
  lastFailureAt: number;
}

/**
 * Limits guesses of an account's secret (password, recovery code) so that they cannot be
 * turned against its owner. Wrong guesses are counted per account whatever the tenant, and per
 * account and address: only an address that guessed wrong has to wait, with a wait that grows.
 * Once an account has had `freeGuesses` wrong guesses from other addresses, an address gets one
 * free guess before it waits too: the owner with the right secret still gets in from a new
 * address, an attacker spreading over addresses is slowed down. In memory, like AttemptLimiter.
 */
export class GuessLimiter {
  private readonly byAccount: AttemptLimiter;
  private readonly byAddress = new Map<string, AddressRecord>();
  private readonly now: () => number;

  constructor(private readonly options: GuessLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.byAccount = new AttemptLimiter(options.freeGuesses, options.windowMs, this.now);
  }

  /** Seconds this address must wait before its next guess on the account, or 0. */
  retryAfter(account: string, address: string): number {
    const record = this.live(keyOf(account, address));
    if (!record) return 0;
    const byOthers = this.byAccount.count(account) - record.failures;
    const free = byOthers >= this.options.freeGuesses ? 1 : this.options.freeGuesses;
    if (record.failures < free) return 0;
    const delay = Math.min(
      this.options.maxDelayMs,
      this.options.baseDelayMs * 2 ** (record.failures - free),
    );
    const remaining = record.lastFailureAt + delay - this.now();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  fail(account: string, address: string): void {
    this.byAccount.record(account);
    const key = keyOf(account, address);
    const record = this.live(key);
    if (record) {
      record.failures += 1;
      record.lastFailureAt = this.now();
      return;
    }
    if (this.byAddress.size > 50_000) this.sweep();
    this.byAddress.set(key, { failures: 1, lastFailureAt: this.now() });
  }

  /** The right secret: this address starts afresh; the account stays watched. */
  succeed(account: string, address: string): void {
    this.byAddress.delete(keyOf(account, address));
  }

  /** An address's record is forgotten once it has been quiet for the longest wait and a window. */
  private live(key: string): AddressRecord | undefined {
    const record = this.byAddress.get(key);
    if (record && this.expired(record, this.now())) {
      this.byAddress.delete(key);
      return undefined;
    }
    return record;
  }

  private expired(record: AddressRecord, now: number): boolean {
    return now - record.lastFailureAt >= this.options.maxDelayMs + this.options.windowMs;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, record] of this.byAddress) {
      if (this.expired(record, now)) this.byAddress.delete(key);
    }
  }
}

function keyOf(account: string, address: string): string {
  return `${account}\n${address}`;
}
