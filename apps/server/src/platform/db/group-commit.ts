interface Unit<T, R> {
  items: T[];
  resolve(results: R[]): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<T = unknown> {
  /** Items per statement at most. */
  maxBatch?: number;
  /**
   * Statements in flight at once: 1 on a single-connection database; more on PostgreSQL so that
   * an item arriving during a write need not wait for it (statements must lock rows in order).
   */
  concurrency?: number;
  /** Called with the items of each statement once it is committed (e.g. to publish them). */
  onCommitted?: (items: T[]) => void;
  /**
   * Writes at most once in this many milliseconds, for writes nobody waits for (e.g. heartbeat
   * timestamps): a batch then holds what arrived meanwhile and takes one turn of the database.
   */
  intervalMs?: number;
}

/**
 * Group commit: items added while a statement is running are written (or looked up) together
 * by the next one, so a burst of messages costs a few statements, not one per item. Each add
 * resolves with the results of its own items once they are stored (a station is answered only
 * after that). If a batch fails, its units are retried one by one so that a bad item fails alone.
 */
export class GroupCommit<T, R = void> {
  private pending: Unit<T, R>[] = [];
  private pendingItems = 0;
  private active = 0;
  private scheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private idle: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly concurrency: number;
  private readonly onCommitted: ((items: T[]) => void) | undefined;
  private readonly intervalMs: number;

  /** `write` returns one result per item, in order (or nothing when there is nothing to say). */
  constructor(
    private readonly write: (items: T[]) => Promise<readonly R[] | void>,
    options: GroupCommitOptions<T> = {},
  ) {
    this.onCommitted = options.onCommitted;
    this.maxBatch = options.maxBatch ?? 5_000;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.intervalMs = options.intervalMs ?? 0;
  }

  add(items: T | T[]): Promise<R[]> {
    const list = Array.isArray(items) ? items : [items];
    if (list.length === 0) return Promise.resolve([]);
    return new Promise<R[]>((resolve, reject) => {
      this.pending.push({ items: list, resolve, reject });
      this.pendingItems += list.length;
      this.schedule();
    });
  }

  /** One item, one result. */
  async one(item: T): Promise<R> {
    const [result] = await this.add(item);
    return result as R;
  }

  /** Resolves when everything added so far is written (a waiting interval ends now). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.run();
    }
    if (this.active === 0 && this.pending.length === 0 && !this.scheduled) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  get backlog(): number {
    return this.pendingItems;
  }

  private schedule(): void {
    if (this.scheduled || this.active >= this.concurrency) return;
    this.scheduled = true;
    if (this.intervalMs > 0) this.timer = setTimeout(this.run, this.intervalMs);
    // Let the messages that arrive in the same turn of the event loop join the batch.
    else setImmediate(this.run);
  }

  private readonly run = (): void => {
    this.timer = undefined;
    this.scheduled = false;
    this.pump();
  };

  private pump(): void {
    while (this.active < this.concurrency && this.pending.length > 0) {
      this.active += 1;
      void this.writeNext().finally(() => {
        this.active -= 1;
        if (this.pending.length > 0) {
          if (this.intervalMs > 0) this.schedule();
          else this.pump();
        } else if (this.active === 0 && !this.scheduled) this.settle();
      });
    }
  }

  private settle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }

  private committed(items: T[]): void {
    try {
      this.onCommitted?.(items);
    } catch {
      // A listener's failure must not fail a write that is already stored.
    }
  }

  private async writeNext(): Promise<void> {
    const units: Unit<T, R>[] = [];
    let count = 0;
    while (this.pending.length > 0 && (units.length === 0 || count < this.maxBatch)) {
      const unit = this.pending.shift() as Unit<T, R>;
      units.push(unit);
      count += unit.items.length;
    }
    this.pendingItems -= count;
    try {
      const items = units.flatMap((u) => u.items);
      const results = (await this.write(items)) ?? [];
      this.committed(items);
      let offset = 0;
      for (const unit of units) {
        unit.resolve(results.slice(offset, offset + unit.items.length));
        offset += unit.items.length;
      }
    } catch (error) {
      if (units.length === 1) {
        units[0]?.reject(error);
        return;
      }
      for (const unit of units) {
        await this.write(unit.items).then((results) => {
          this.committed(unit.items);
          unit.resolve([...(results ?? [])]);
        }, unit.reject);
      }
    }
  }
}
