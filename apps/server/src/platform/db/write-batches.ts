import type { DatabaseHandle } from './database';

interface Flushable {
  flush(): Promise<void>;
}

/**
 * The group commits of every module, so that a clean stop (or a benchmark) can wait for all
 * writes still waiting for their batch, whoever owns them.
 */
export class WriteBatches {
  /** Batches written at once: PostgreSQL takes several; the embedded database has one connection. */
  readonly concurrency: number;
  private readonly batches: Flushable[] = [];

  constructor(database: DatabaseHandle) {
    this.concurrency = database.kind === 'postgres' ? 4 : 1;
  }

  add<T extends Flushable>(batch: T): T {
    this.batches.push(batch);
    return batch;
  }

  async flush(): Promise<void> {
    await Promise.all(this.batches.map((batch) => batch.flush()));
  }
}
