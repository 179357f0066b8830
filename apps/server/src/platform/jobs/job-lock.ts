import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Keeps a job to one node at a time. */
export interface JobLock {
  /** Runs `run` while holding the job's lock; false (without running) when another holds it. */
  withLock(name: string, run: () => Promise<void>): Promise<boolean>;
}

/** One node (the embedded database): nothing to share, every run goes ahead. */
export const noJobLock: JobLock = {
  async withLock(_name, run) {
    await run();
    return true;
  },
};

/** The advisory-lock key of a job: the first 64 bits of a hash of its name. */
export function jobLockKey(name: string): string {
  return createHash('sha256')
    .update(`chargedeck:job:${name}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/**
 * Several nodes on one PostgreSQL database: a session advisory lock per job, taken with
 * `pg_try_advisory_lock` on a pooled connection kept for the run (the job itself queries
 * through the pool as usual). A node that finds the lock held skips its run; a node that dies
 * mid-run loses its connection and with it the lock.
 */
export function advisoryJobLock(db: Database): JobLock {
  return {
    withLock(name, run) {
      const key = jobLockKey(name);
      return db.connection().execute(async (connection) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection);
        if (!rows[0]?.locked) return false;
        try {
          await run();
        } finally {
          await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
        }
        return true;
      });
    },
  };
}

/** Runs a job only on the node that leads the scheduled jobs, and there under `lock`. */
export function leaderJobLock(leader: { readonly isLeader: boolean }, lock: JobLock): JobLock {
  return {
    withLock: (name, run) => (leader.isLeader ? lock.withLock(name, run) : Promise.resolve(false)),
  };
}
