import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { PgliteClient } from './pglite-client';

/**
 * Kysely dialect for PGlite running in a worker thread. PGlite is a single session, so the
 * driver hands out one connection at a time: a transaction never sees another caller's query.
 */
export class PgliteDialect implements Dialect {
  constructor(private readonly dataDir: string | undefined) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.dataDir);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly client: PgliteClient) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.client.query(query.sql, query.parameters);
    return { rows: answer.rows as R[], numAffectedRows: BigInt(answer.affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error(
      'streaming is not supported on the embedded database; page with keyset queries',
    );
  }
}

class PgliteDriver implements Driver {
  private readonly client: PgliteClient;
  private readonly connection: PgliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private releaseCurrent: (() => void) | undefined;

  constructor(dataDir: string | undefined) {
    this.client = new PgliteClient(dataDir);
    this.connection = new PgliteConnection(this.client);
  }

  async init(): Promise<void> {
    await this.client.start();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
    await this.client.close();
  }
}
