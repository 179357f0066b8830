import { databaseMaintenanceJob } from '../db/maintenance';
import type { PlatformContext } from '../module-context';
import { JobLeader, JobScheduler, jobLockFor, type Job } from '.';

/**
 * Scheduled work of the platform (database maintenance) and the jobs modules returned (payment
 * reconciliation); stopped first on close. Several nodes on PostgreSQL run them on one leader.
 */
export async function scheduledJobs(
  { http, database, config, cluster }: PlatformContext,
  moduleJobs: readonly Job[] = [],
): Promise<JobScheduler> {
  const log = http.log.child({ module: 'jobs' });
  const leader =
    cluster && database.url
      ? new JobLeader({ url: database.url, nodeId: cluster.nodeId, log })
      : undefined;
  await leader?.start();
  const jobs = new JobScheduler({ log, lock: jobLockFor(database, leader) });
  // PostgreSQL has autovacuum; the embedded database runs without it (docs/ocpp.md).
  if (database.kind === 'pglite' && config.dbMaintenanceCron)
    jobs.add(databaseMaintenanceJob(database.db, config.dbMaintenanceCron));
  for (const job of moduleJobs) jobs.add(job);
  http.addHook('onClose', async () => {
    await jobs.stop();
    await leader?.stop();
  });
  return jobs;
}
