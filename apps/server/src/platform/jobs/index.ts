import type { DatabaseHandle } from '../db/database';
import { advisoryJobLock, leaderJobLock, noJobLock, type JobLock } from './job-lock';
import type { JobLeader } from './job-leader';

export { jobLockKey, noJobLock, type JobLock } from './job-lock';
export { JobScheduler, type Job } from './job-scheduler';
export { JobLeader } from './job-leader';

/**
 * The lock that fits the database: an advisory lock on PostgreSQL (several nodes may share it);
 * none on the embedded database, which is one process and one session.
 */
export function jobLockFor(database: DatabaseHandle, leader?: JobLeader): JobLock {
  if (database.kind !== 'postgres') return noJobLock;
  const perJob = advisoryJobLock(database.db);
  return leader ? leaderJobLock(leader, perJob) : perJob;
}
