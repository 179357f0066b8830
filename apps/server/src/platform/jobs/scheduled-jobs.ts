import { databaseMaintenanceJob } from '../db/maintenance';
import type { PlatformContext } from '../module-context';
import { JobScheduler, jobLockFor, type Job } from '.';

/**
 * Scheduled work of the platform (database maintenance) and the jobs modules returned (payment
 * reconciliation); stopped first on close.
 */
export function scheduledJobs(
  { http, database, config }: PlatformContext,
  moduleJobs: readonly Job[] = [],
): JobScheduler {
  const jobs = new JobScheduler({
    log: http.log.child({ module: 'jobs' }),
    lock: jobLockFor(database),
  });
  // PostgreSQL has autovacuum; the embedded database runs without it (docs/ocpp.md).
  if (database.kind === 'pglite' && config.dbMaintenanceCron)
    jobs.add(databaseMaintenanceJob(database.db, config.dbMaintenanceCron));
  for (const job of moduleJobs) jobs.add(job);
  http.addHook('onClose', () => jobs.stop());
  return jobs;
}
