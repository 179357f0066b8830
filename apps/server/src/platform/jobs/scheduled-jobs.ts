import { databaseMaintenanceJob } from '../db/maintenance';
import type { PlatformContext } from '../module-context';
import { JobScheduler, jobLockFor } from '.';

/** Scheduled work of the platform (database maintenance); stopped first on close. */
export function scheduledJobs({ http, database, config }: PlatformContext): JobScheduler {
  const jobs = new JobScheduler({
    log: http.log.child({ module: 'jobs' }),
    lock: jobLockFor(database),
  });
  // PostgreSQL has autovacuum; the embedded database runs without it (docs/ocpp.md).
  if (database.kind === 'pglite' && config.dbMaintenanceCron)
    jobs.add(databaseMaintenanceJob(database.db, config.dbMaintenanceCron));
  http.addHook('onClose', () => jobs.stop());
  return jobs;
}
