import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { jobLockKey } from './job-lock';

export interface JobLeaderOptions {
  /** The PostgreSQL URL; the leader holds a connection of its own, outside the pool. */
  url: string;
  nodeId: string;
  log: FastifyBaseLogger;
  /** How often a follower tries to lead, and a leader checks its connection. */
  retryMs?: number;
}

const LEADER_KEY = jobLockKey('leader');

/**
 * Which node runs the scheduled jobs, among several on one PostgreSQL database: the node whose
 * session holds an advisory lock. Each node tries to take it at start and again every few
 * seconds; the leader checks its connection at the same pace. PostgreSQL lets go of the lock
 * when the leader's session ends (the node died, or its connection broke), and another node
 * takes it at its next try. The session is named `chargedeck jobs leader <nodeId>` in
 * pg_stat_activity.
 */
export class JobLeader {
  private client: pg.Client | undefined;
  private leading = false;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = false;
  private readonly retryMs: number;

  constructor(private readonly options: JobLeaderOptions) {
    this.retryMs = options.retryMs ?? 3_000;
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Makes the first try (so the first node leads once started), then keeps trying. */
  async start(): Promise<void> {
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
    // Ending the session lets go of the lock at once.
    await this.drop();
  }

  private tick(): Promise<void> {
    this.current = this.check().finally(() => (this.current = undefined));
    return this.current;
  }

  private async check(): Promise<void> {
    try {
      if (this.leading) await this.client!.query('select 1');
      else await this.tryToLead();
    } catch (error) {
      if (this.leading) this.options.log.error({ err: error }, 'lost the job leader lock');
      await this.drop();
    }
    if (!this.stopped) {
      this.timer = setTimeout(() => void this.tick(), this.retryMs);
      this.timer.unref();
    }
  }

  private async tryToLead(): Promise<void> {
    this.client ??= await this.connect();
    const { rows } = await this.client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [LEADER_KEY],
    );
    if (!rows[0]?.locked || this.stopped) return;
    this.leading = true;
    this.options.log.info('this node runs the scheduled jobs');
  }

  private async connect(): Promise<pg.Client> {
    // Loaded here: the embedded database never needs node-postgres.
    const { Client } = await import('pg');
    const client = new Client({
      connectionString: this.options.url,
      application_name: `chargedeck jobs leader ${this.options.nodeId}`,
    });
    // A broken connection surfaces at the next check; without a listener it would end the process.
    client.on('error', (error) => {
      if (this.leading) this.options.log.error({ err: error }, 'the job leader connection broke');
      this.leading = false;
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private async drop(): Promise<void> {
    this.leading = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
