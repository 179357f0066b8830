import {
  apiErrorBody,
  canSeeMonetization,
  mapAnswer,
  mapStationDetails,
  type MapRows,
  statsInfo,
  statsSums,
} from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { monthStartOf } from '../../platform/http/zone-dates';
import { callerZone } from '../../platform/http/human-time';
import { accessOf } from '../../platform/http/access-of';
import {
  chargePointForMap,
  chargePointsForMap,
  MAP_CONNECTOR_COLUMNS,
  MAP_ROW_COLUMNS,
  mapMarkerRowsText,
} from './charge-point-map.repository';
import { percentOf, statusChargeBoxOf, sustainabilityOf } from './stats-figures';
import { monthOf, statsRangeOf } from './stats-range';
import { StatsRepository } from './stats.repository';
import { registerSustainabilitySettingsRoutes } from './sustainability-settings.routes';

const rangeQuery = z.object({
  fromDate: z.string().min(1).max(40),
  toDate: z.string().min(1).max(40),
  timeZone: z.string().max(64).optional(),
});

/**
 * Home dashboard (spec 1 §2, §3, §7): GET stats/sums and stats/info for a date range, and the
 * stations of the map. Cost and income (cents, the caller tenant's coin) are null for callers
 * without the monetization right (canSeeMonetization).
 */
export function registerStatsRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler; requireRoute: (path: string) => PreHandler },
): void {
  const stats = new StatsRepository(deps.db);
  registerSustainabilitySettingsRoutes(app, deps);
  /** A home dashboard read over a date range: any signed-in user; 400 for a range that is none. */
  const rangeRead = <Answer extends z.ZodType>(summary: string, answer: Answer) => ({
    config: { access: 'session' as const },
    schema: {
      tags: ['stats'],
      summary,
      querystring: rangeQuery,
      response: { 200: answer, 400: apiErrorBody },
    },
    preHandler: [deps.authenticate],
  });

  app.get(
    '/api/stats/sums',
    rangeRead('Home dashboard indicators for a date range', statsSums),
    async (request) => {
      const range = statsRangeOf(request, request.query);
      const auth = authOf(request);
      const pks = auth.visibleTenantPks;
      const [now, figures, stations, treeGoal] = await Promise.all([
        stats.usersNow(pks),
        stats.rangeFigures(pks, range.from, range.to),
        stats.stationCounts(pks),
        stats.treeGoal(auth.tenant.tenant_pk),
      ]);
      const { energy } = figures;
      const money = canSeeMonetization(accessOf(request));
      const { energy: energyFigures, envIndicator } = sustainabilityOf(energy, treeGoal);
      return {
        users: {
          totalUsers: now.total,
          userChargingPercentage: percentOf(figures.charged, now.total),
          usersCharged: figures.charged,
          usersRegistered: figures.registered,
        },
        statusChargeBox: statusChargeBoxOf(stations),
        energy: energyFigures,
        cost: money ? energy.reduce((sum, e) => sum + e.amountCents, 0) : null,
        income: money ? energy.reduce((sum, e) => sum + e.incomeCents, 0) : null,
        coin: auth.tenant.currency,
        envIndicator,
      };
    },
  );

  app.get(
    '/api/stats/info',
    rangeRead('Home dashboard tiles: users and stations now, money of the month', statsInfo),
    async (request) => {
      const range = statsRangeOf(request, request.query);
      const auth = authOf(request);
      const pks = auth.visibleTenantPks;
      const money = canSeeMonetization(accessOf(request));
      const month = monthOf(range.zone, range.to);
      const [users, stations, monthMoney] = await Promise.all([
        stats.usersNow(pks),
        stats.stationCounts(pks),
        money ? stats.money(pks, month.start, month.end) : undefined,
      ]);
      return {
        users: {
          total: users.total,
          inUse: users.inUse,
          notUsing: Math.max(0, users.total - users.inUse),
        },
        stations: {
          inUse: stations.charging,
          available: stations.available,
          total: stations.total,
          unavailable: stations.total - stations.charging - stations.available,
        },
        monthCost: monthMoney ? monthMoney.amountCents : null,
        monthIncome: monthMoney ? monthMoney.incomeCents : null,
        coin: auth.tenant.currency,
      };
    },
  );

  app.get(
    '/api/chargepoints/map',
    {
      config: { access: 'session' },
      schema: {
        tags: ['stats'],
        summary:
          'Charge points of the home map by origin (and user bound to them), with connectors and the month energy',
        description:
          'format=objects (default) answers chargePointList, one object per station with its state, ' +
          'connectors and month energy. format=rows answers what the markers need, compactly, as the ' +
          `web app reads it: { columns, connectorColumns, chargePoints, connectors }, each station an ` +
          `array of the values named by columns (${MAP_ROW_COLUMNS.join(', ')}) and each connector ` +
          `an array of ${MAP_CONNECTOR_COLUMNS.join(', ')}, in no particular order; the state ` +
          'follows from online and the statuses. The popup reads the rest of one station from ' +
          'GET /api/chargepoints/map/{chargeBoxPk}.',
        querystring: z.object({
          originType: z.enum(['MOVE', 'PLUG_SHARE']).optional(),
          userPk: z.coerce.number().int().positive().optional(),
          timeZone: z.string().max(64).optional(),
          format: z.enum(['objects', 'rows']).default('objects'),
        }),
        response: { 200: mapAnswer },
      },
      preHandler: [deps.authenticate],
    },
    async (request, reply) => {
      const q = request.query;
      const filter = {
        visibleTenantPks: authOf(request).visibleTenantPks,
        originType: q.originType,
        userPk: q.userPk,
        monthStart: monthStartOf(callerZone(request, q.timeZone)),
      };
      if (q.format === 'rows') {
        // The database's JSON texts are sent as they are, never parsed and serialised again:
        // Fastify sends a string as it is, so the text stands for the MapRows it spells.
        const rows = await mapMarkerRowsText(deps.db, filter);
        const text = `${ROWS_HEADER}"chargePoints":${rows.stations},"connectors":${rows.connectors}}`;
        return reply.type('application/json; charset=utf-8').send(text as unknown as MapRows);
      }
      return { chargePointList: await chargePointsForMap(deps.db, filter) };
    },
  );

  app.get(
    '/api/chargepoints/map/:chargeBoxPk',
    {
      config: { access: 'session' },
      schema: {
        tags: ['stats'],
        summary:
          'One station of the home map as chargePointList gives it, with the month energy (the popup)',
        params: z.object({ chargeBoxPk: z.coerce.number().int().positive() }),
        querystring: z.object({ timeZone: z.string().max(64).optional() }),
        response: { 200: z.object({ chargePoint: mapStationDetails }), 404: apiErrorBody },
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const chargePoint = await chargePointForMap(
        deps.db,
        {
          visibleTenantPks: authOf(request).visibleTenantPks,
          monthStart: monthStartOf(callerZone(request, request.query.timeZone)),
        },
        request.params.chargeBoxPk,
      );
      if (!chargePoint) throw notFound('stationNotFound');
      return { chargePoint };
    },
  );
}

const ROWS_HEADER = `{"columns":${JSON.stringify(MAP_ROW_COLUMNS)},"connectorColumns":${JSON.stringify(MAP_CONNECTOR_COLUMNS)},`;
