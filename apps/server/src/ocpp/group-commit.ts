interface Unit<T, R> {
  items: T[];
  resolve(results: R[]): void;
  reject(error: unknown): void;
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
  private running: Promise<void> | undefined;

  /** `write` returns one result per item, in order (or nothing when there is nothing to say). */
  constructor(
    private readonly write: (items: T[]) => Promise<readonly R[] | void>,
    private readonly maxBatch = 5_000,
  ) {}

  add(items: T | T[]): Promise<R[]> {
    const list = Array.isArray(items) ? items : [items];
    if (list.length === 0) return Promise.resolve([]);
    return new Promise<R[]>((resolve, reject) => {
      this.pending.push({ items: list, resolve, reject });
      this.pendingItems += list.length;
      this.running ??= this.drain();
    });
  }

  /** One item, one result. */
  async one(item: T): Promise<R> {
    const [result] = await this.add(item);
    return result as R;
  }

  /** Resolves when everything added so far is written. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  get backlog(): number {
    return this.pendingItems;
  }

  private async drain(): Promise<void> {
    // Let the messages that arrive in the same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0) await this.writeNext();
    } finally {
      this.running = undefined;
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
      const results = (await this.write(units.flatMap((u) => u.items))) ?? [];
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
        await this.write(unit.items).then(
          (results) => unit.resolve([...(results ?? [])]),
          unit.reject,
        );
      }
    }
  }
}
