import type { DatabaseHandle } from '../db/database';
import { advisoryJobLock, noJobLock, type JobLock } from './job-lock';

export { jobLockKey, noJobLock, type JobLock } from './job-lock';
export { JobScheduler, type Job } from './job-scheduler';

/**
 * The lock that fits the database: an advisory lock on PostgreSQL (several nodes may share it);
 * none on the embedded database, which is one process and one session.
 */
export function jobLockFor(database: DatabaseHandle): JobLock {
  return database.kind === 'postgres' ? advisoryJobLock(database.db) : noJobLock;
}
