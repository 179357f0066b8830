import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { connectRetrying, DEFAULT_CONNECT_RETRY, type ConnectRetry } from './connect-retry';

/** Statement texts kept prepared; a text that first repeats after this many is planned each time. */
const CAPACITY = 200;
/** Texts seen once are remembered up to this many, then forgotten together. */
const SEEN_LIMIT = 5_000;
/** PostgreSQL's answers when a prepared statement no longer fits the schema or is gone. */
const STALE = new Set(['0A000', '26000']);
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end)\b/i;

/**
 * Which statements run prepared: a text with parameters gets a name the second time it is seen,
 * for at most CAPACITY texts. node-postgres then parses it once per connection, and PostgreSQL
 * keeps a generic plan after a few runs instead of planning it on every execution. The
 * group-commit statements of the station traffic repeat all day, and planning them each time
 * was a large share of the database's time (docs/performance.md).
 */
export class StatementNames {
  #seen = new Set<string>();
  #named = new Map<string, string>();
  #next = 1;

  nameOf(sql: string, parameterCount: number): string | undefined {
    if (parameterCount === 0) return undefined;
    const name = this.#named.get(sql);
    if (name || this.#named.size >= CAPACITY) return name;
    if (!this.#seen.has(sql)) {
      if (this.#seen.size >= SEEN_LIMIT) this.#seen.clear();
      this.#seen.add(sql);
      return undefined;
    }
    this.#seen.delete(sql);
    return this.#rename(sql);
  }

  /** A statement that went stale (schema change): later runs prepare it afresh, by a new name. */
  renew(sql: string): void {
    if (this.#named.has(sql)) this.#rename(sql);
  }

  #rename(sql: string): string {
    const name = `cd_${this.#next++}`;
    this.#named.set(sql, name);
    return name;
  }
}

type Parameters = ReadonlyArray<unknown>;

class PreparingClient implements PostgresPoolClient {
  #inTransaction = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: Parameters): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: Parameters = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      return this.client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    }
    return this.#run<R>(sqlOrCursor, parameters);
  }

  release(): void {
    this.#inTransaction = false;
    this.client.release();
  }

  async #run<R>(sql: string, parameters: Parameters): Promise<PostgresQueryResult<R>> {
    const values = parameters as unknown[];
    // Transaction control has no parameters (Kysely sends begin, commit and rollback as text).
    if (values.length === 0) {
      if (TRANSACTION_START.test(sql)) this.#inTransaction = true;
      else if (TRANSACTION_END.test(sql)) this.#inTransaction = false;
    }
    const name = this.names.nameOf(sql, values.length);
    if (!name) return this.#unnamed<R>(sql, values);
    try {
      return (await this.client.query({ name, text: sql, values })) as never;
    } catch (error) {
      if (!STALE.has((error as { code?: string }).code ?? '')) throw error;
      this.names.renew(sql);
      // Inside a transaction the failed statement has aborted it: the caller must see that.
      if (this.#inTransaction) throw error;
      return this.#unnamed<R>(sql, values);
    }
  }

  async #unnamed<R>(sql: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    return (await this.client.query(sql, values)) as never;
  }
}

/**
 * A pg pool as Kysely uses it, with repeated statements prepared (see StatementNames) and a
 * connection asked for again while the database restarts (see connectRetrying).
 */
export function preparingPool(
  pool: pg.Pool,
  names = new StatementNames(),
  retry: ConnectRetry = DEFAULT_CONNECT_RETRY,
): PostgresPool {
  // Kysely keeps its connection object per client: each pg client keeps one wrapper.
  const clients = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await connectRetrying(() => pool.connect(), retry);
      let wrapper = clients.get(client);
      if (!wrapper) {
        wrapper = new PreparingClient(client, names);
        clients.set(client, wrapper);
        // The pool listens for errors only while a client is idle. One taken but between
        // queries (inside a transaction, say) gets the database's goodbye as an 'error' event,
        // which without a listener would end the process; its next query fails instead, and the
        // pool drops it when it comes back.
        client.on('error', () => undefined);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
