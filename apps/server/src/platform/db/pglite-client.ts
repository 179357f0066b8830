import { Worker } from 'node:worker_threads';

interface WorkerAnswer {
  id: number;
  ok: boolean;
  rows?: Record<string, unknown>[];
  affectedRows?: number;
  error?: { message: string; code?: string; detail?: string; constraint?: string };
}

export interface QueryAnswer {
  rows: Record<string, unknown>[];
  affectedRows: number;
}

/** An error raised by the embedded database, shaped like node-postgres errors (code, constraint). */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
    readonly constraint?: string,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

/** Talks to the PGlite worker: one message per statement, answers matched by id. */
export class PgliteClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  private nextId = 1;
  private readonly ready: Promise<void>;
  private failure: Error | undefined;

  constructor(dataDir: string | undefined) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    this.ready = new Promise((resolve, reject) => {
      this.pending.set(0, () => resolve());
      this.worker.once('error', reject);
    });
    this.worker.on('message', (answer: WorkerAnswer) => {
      const settle = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      settle?.(answer);
    });
    this.worker.on('error', (error) => {
      this.failure = error;
      for (const settle of this.pending.values()) {
        settle({ id: -1, ok: false, error: { message: error.message } });
      }
      this.pending.clear();
    });
  }

  async start(): Promise<void> {
    await this.ready;
  }

  query(sql: string, params: readonly unknown[]): Promise<QueryAnswer> {
    return this.send({ kind: 'query', sql, params });
  }

  exec(sql: string): Promise<QueryAnswer> {
    return this.send({ kind: 'exec', sql });
  }

  async close(): Promise<void> {
    await this.send({ kind: 'close' });
    await this.worker.terminate();
  }

  private send(message: Record<string, unknown>): Promise<QueryAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (answer) => {
        if (answer.ok) resolve({ rows: answer.rows ?? [], affectedRows: answer.affectedRows ?? 0 });
        else {
          const e = answer.error ?? { message: 'database error' };
          reject(new DatabaseError(e.message, e.code, e.detail, e.constraint));
        }
      });
      this.worker.postMessage({ id, ...message });
    });
  }
}
