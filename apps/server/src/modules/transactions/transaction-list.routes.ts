import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest } from '../../platform/http/http-error';
import { authOf, type PreHandler } from '../auth/authenticate';
import { queryInstant } from '../stations/zone-dates';
import { callerZone, humanTimestamp } from '../tags';
import { durationText, energyText } from './transaction-texts';

const listQuery = z.object({
  chargeBoxPK: z.coerce.number().int().positive().optional(),
  fromDate: z.string().max(40).optional(),
  toDate: z.string().max(40).optional(),
  ocppUserTag: z.string().max(20).optional(),
  searchInput: z.string().trim().max(64).optional(),
  timeZone: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(10_000).default(10),
});

/** Transactions of visible stations, newest first (GET transaction; the station card's list). */
export function registerTransactionListRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler },
): void {
  app.get(
    '/api/transaction',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Transactions by station, tag and start date range',
        querystring: listQuery,
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const q = request.query;
      const zone = callerZone(request, q.timeZone);
      const from = q.fromDate ? queryInstant(q.fromDate, zone, false) : undefined;
      const to = q.toDate ? queryInstant(q.toDate, zone, true) : undefined;
      if (q.fromDate && !from) throw badRequest('fromDate', 'is not a date');
      if (q.toDate && !to) throw badRequest('toDate', 'is not a date');
      const { visibleTenantPks } = authOf(request);
      if (visibleTenantPks.length === 0) return { list: [], count: 0 };
      let query = deps.db
        .selectFrom('charging_transaction as x')
        .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
        .where('b.tenant_pk', 'in', visibleTenantPks);
      if (q.chargeBoxPK) query = query.where('x.charge_box_pk', '=', q.chargeBoxPK);
      if (q.ocppUserTag) query = query.where('x.id_tag', '=', q.ocppUserTag);
      if (from) query = query.where('x.start_timestamp', '>=', from);
      if (to) query = query.where('x.start_timestamp', '<=', to);
      if (q.searchInput) {
        const text = q.searchInput;
        query = query.where((eb) =>
          /^\d+$/.test(text)
            ? eb.or([
                eb('x.transaction_pk', '=', Number(text)),
                eb('b.description', 'ilike', `%${text}%`),
              ])
            : eb('b.description', 'ilike', `%${text}%`),
        );
      }
      const counted = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .select([
          'x.transaction_pk',
          'x.connector_id',
          'x.id_tag',
          'x.start_timestamp',
          'x.stop_timestamp',
          'x.start_value',
          'x.stop_value',
          'x.stop_reason',
          'b.charge_box_pk',
          'b.charge_box_id',
          'b.description',
        ])
        .orderBy('x.start_timestamp', 'desc')
        .limit(q.size)
        .offset((q.page - 1) * q.size)
        .execute();
      return {
        count: Number(counted.count),
        list: rows.map((r) => {
          const energyWh =
            r.stop_value === null
              ? null
              : Math.max(Number(r.stop_value) - Number(r.start_value), 0);
          const end = r.stop_timestamp ? new Date(r.stop_timestamp) : new Date();
          const seconds = Math.max(
            Math.round((end.getTime() - new Date(r.start_timestamp).getTime()) / 1000),
            0,
          );
          return {
            id: r.transaction_pk,
            chargeBoxPk: r.charge_box_pk,
            chargeBoxId: r.charge_box_id,
            chargeBoxDescription: r.description,
            connectorId: r.connector_id,
            ocppIdTag: r.id_tag,
            startTimestamp: new Date(r.start_timestamp).toISOString(),
            stopTimestamp: r.stop_timestamp ? new Date(r.stop_timestamp).toISOString() : null,
            startTimestampHumanReadable: humanTimestamp(r.start_timestamp, zone),
            durationTime: seconds,
            durationHumanReadable: durationText(seconds),
            energyWh,
            energyHumanReadable: energyWh === null ? null : energyText(energyWh),
            stopReason: r.stop_reason,
            incomeHumanReadable: null,
          };
        }),
      };
    },
  );
}
