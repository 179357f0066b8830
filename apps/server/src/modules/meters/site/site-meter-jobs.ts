import type { Job } from '../../../platform/jobs';
import type { SiteMetersService } from './site-meters.service';

/**
 * Offline detection every 5 s (a meter with no reading for 30 s goes offline, and listeners
 * hear it) and the hourly prune of the reading history older than 24 h.
 */
export function siteMeterJobs(meters: SiteMetersService): Job[] {
  return [
    {
      name: 'site-meters-offline',
      pattern: '*/5 * * * * *',
      run: async () => {
        await meters.checkOffline();
      },
    },
    {
      name: 'site-meter-history-prune',
      pattern: '17 * * * *',
      run: async ({ log }) => {
        const deleted = await meters.pruneHistory();
        if (deleted > 0) log.info({ deleted }, 'site meter history pruned');
      },
    },
  ];
}
