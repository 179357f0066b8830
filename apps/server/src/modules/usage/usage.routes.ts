import { apiErrorBody, USAGE_PERIODS, usageGraphs, type UsagePeriod } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { requireAnyRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { isFinance } from '../transactions';
import type { UsageService } from './usage.service';

const graphsQuery = z.object({
  days: z.coerce
    .number()
    .refine((d): d is UsagePeriod => (USAGE_PERIODS as readonly number[]).includes(d), {
      message: 'usageDays',
    })
    .default(28),
  stationId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
  timeDiff: z.coerce.number().min(-14).max(14).optional(),
});

function headerOffset(value: unknown): number | undefined {
  const hours = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(hours) && Math.abs(hours) <= 14 ? hours : undefined;
}

/**
 * Usage charts of the statistics dashboard (spec 1 §2, §3, §7): recharges, duration, energy,
 * autonomy, length of stay, popular hours and vehicle brands of visible stations.
 */
export function registerUsageRoutes(
  app: ApiApp,
  deps: {
    usage: UsageService;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
  },
): void {
  const forCharts = deps.requireRoute('/indicators');
  const forUserRow = requireAnyRoute('/indicators', '/users');
  app.get(
    '/api/stations/dashboard/graphs',
    {
      config: { access: 'session' },
      schema: {
        tags: ['usage'],
        summary:
          'Usage chart series for 7 (daily), 28 (weekly) or 365 days (monthly), by station and user',
        description:
          'timeDiff is local minus UTC in hours (default: the X-Timezone-Offset header, else 0). ' +
          "Autonomy is energy times the station tenant's autonomy_km_per_kwh (default 6.5) and CO2 " +
          'its co2_saved_kg_per_kwh; carBrandUsage is empty when userId is given.',
        querystring: graphsQuery,
        response: { 200: usageGraphs, 400: apiErrorBody },
      },
      preHandler: [
        deps.authenticate,
        // One user's series also feed the expanded row of the users list.
        (request) => (request.query.userId === undefined ? forCharts : forUserRow)(request),
      ],
    },
    async (request) => {
      const auth = authOf(request);
      const q = request.query;
      return deps.usage.graphs({
        visibleTenantPks: auth.visibleTenantPks,
        days: q.days as UsagePeriod,
        timeDiff: q.timeDiff ?? headerOffset(request.headers['x-timezone-offset']) ?? 0,
        chargeBoxPk: q.stationId,
        userPk: q.userId,
        currency: isFinance(request) ? auth.requestTenant.currency : undefined,
        autonomyKmPerKwh: auth.requestTenant.autonomy_km_per_kwh,
      });
    },
  );
}
