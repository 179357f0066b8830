interface Unit<T> {
  items: T[];
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit: items added while a write is running are written together by the next one, so
 * a burst of messages costs a few statements, not one per item. Each add resolves once its own
 * items are stored (a station is answered only after that). If a batch fails, its units are
 * retried one by one so that a bad item fails alone.
 */
export class GroupCommit<T> {
  private pending: Unit<T>[] = [];
  private pendingItems = 0;
  private running: Promise<void> | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<unknown>,
    private readonly maxBatch = 5_000,
  ) {}

  add(items: T | T[]): Promise<void> {
    const list = Array.isArray(items) ? items : [items];
    if (list.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ items: list, resolve, reject });
      this.pendingItems += list.length;
      this.running ??= this.drain();
    });
  }

  /** Resolves when everything added so far is written. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
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
    const units: Unit<T>[] = [];
    let count = 0;
    while (this.pending.length > 0 && (units.length === 0 || count < this.maxBatch)) {
      const unit = this.pending.shift() as Unit<T>;
      units.push(unit);
      count += unit.items.length;
    }
    this.pendingItems -= count;
    try {
      await this.write(units.flatMap((u) => u.items));
      for (const unit of units) unit.resolve();
    } catch (error) {
      if (units.length === 1) {
        units[0]?.reject(error);
        return;
      }
      for (const unit of units) {
        await this.write(unit.items).then(unit.resolve, unit.reject);
      }
    }
  }

  get backlog(): number {
    return this.pendingItems;
  }
}
