import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf, type PreHandler } from '../auth/authenticate';
import { callerZone, humanTimestamp } from '../tags';

/** Recent station events (charge_box_event) for station cards and the header (spec 2 §7). */
export function registerStationEventRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler },
): void {
  app.get(
    '/api/notification/chargeBox',
    {
      schema: {
        tags: ['stations'],
        summary: 'Latest events of the given stations (comma-separated chargeBoxIds), newest first',
        querystring: z.object({
          chargeBoxIds: z.string().max(2000).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(30),
          timeZone: z.string().max(64).optional(),
        }),
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const { visibleTenantPks } = authOf(request);
      const ids = (request.query.chargeBoxIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (visibleTenantPks.length === 0) return { notificationList: [] };
      let query = deps.db
        .selectFrom('charge_box_event as e')
        .innerJoin('charge_box as b', 'b.charge_box_pk', 'e.charge_box_pk')
        .select([
          'e.charge_box_event_pk',
          'e.event_type',
          'e.event_timestamp',
          'e.connector_id',
          'e.detail',
          'b.charge_box_id',
          'b.charge_box_pk',
          'b.description',
        ])
        .where('b.tenant_pk', 'in', visibleTenantPks);
      if (ids.length > 0) query = query.where('b.charge_box_id', 'in', ids);
      const rows = await query
        .orderBy('e.event_timestamp', 'desc')
        .orderBy('e.charge_box_event_pk', 'desc')
        .limit(request.query.limit)
        .execute();
      const zone = callerZone(request, request.query.timeZone);
      return {
        notificationList: rows.map((r) => ({
          notificationPk: Number(r.charge_box_event_pk),
          type: r.event_type,
          chargeBoxId: r.charge_box_id,
          chargeBoxPk: r.charge_box_pk,
          chargeBoxDescription: r.description,
          connectorId: r.connector_id,
          detail: r.detail,
          notificationTimestamp: new Date(r.event_timestamp).toISOString(),
          notificationTimestampDT: humanTimestamp(r.event_timestamp, zone),
        })),
      };
    },
  );
}
