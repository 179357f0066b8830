import { databaseMaintenanceJob } from '../db/maintenance';
import type { PlatformContext } from '../module-context';
import { JobLeader, JobScheduler, jobLockFor, type Job } from '.';

/**
 * The node that runs the scheduled jobs among several on PostgreSQL (not started yet:
 * `scheduledJobs` starts it); undefined for one node. Modules that must run on one node only
 * (the smart-charging balancer) ask it too.
 */
export function jobLeaderOf({ http, database, cluster }: PlatformContext): JobLeader | undefined {
  if (!cluster || !database.url) return undefined;
  const log = http.log.child({ module: 'jobs' });
  return new JobLeader({ url: database.url, nodeId: cluster.nodeId, log });
}

/**
 * Scheduled work of the platform (database maintenance) and the jobs modules returned (payment
 * reconciliation); stopped first on close. Several nodes on PostgreSQL run them on one leader.
 */
export async function scheduledJobs(
  { http, database, config }: PlatformContext,
  moduleJobs: readonly Job[] = [],
  leader?: JobLeader,
): Promise<JobScheduler> {
  const log = http.log.child({ module: 'jobs' });
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
