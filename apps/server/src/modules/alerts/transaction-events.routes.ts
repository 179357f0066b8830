import { apiErrorBody, stationNotification } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { NotificationsRepository, notificationViewOf } from '../notifications';
import { callerZone } from '../../platform/http/human-time';

/**
 * GET notification/transaction/{transactionPk}: every station event of one transaction, oldest
 * first, for the timeline of a Short Recharge (Warning) alert. Another tenant's transaction is 404.
 */
export function registerTransactionEventRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler; requireRoute: (path: string) => PreHandler },
): void {
  const notifications = new NotificationsRepository(deps.db);
  app.get(
    '/api/notification/transaction/:transactionPk',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The events of one transaction (alert timeline), oldest first',
        params: z.object({ transactionPk: z.coerce.number().int().positive() }),
        querystring: z.object({ timeZone: z.string().max(64).optional() }),
        response: {
          200: z.object({
            transactionId: z.number(),
            notificationList: z.array(stationNotification),
          }),
          404: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/alerts')],
    },
    async (request) => {
      const { transactionPk } = request.params;
      const visible = authOf(request).visibleTenantPks;
      const transaction = await deps.db
        .selectFrom('charging_transaction as x')
        .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
        .select(['x.transaction_pk'])
        .where('x.transaction_pk', '=', transactionPk)
        .where('b.tenant_pk', 'in', visible.length ? visible : [-1])
        .executeTakeFirst();
      if (!transaction) throw notFound('transactionNotFound');
      const events = await deps.db
        .selectFrom('charge_box_event')
        .select('charge_box_event_pk')
        .where('transaction_pk', '=', transactionPk)
        .orderBy('event_timestamp')
        .orderBy('charge_box_event_pk')
        .execute();
      const rows = await notifications.byPks(events.map((e) => Number(e.charge_box_event_pk)));
      const zone = callerZone(request, request.query.timeZone);
      const views = rows.map((row) => notificationViewOf(row, zone));
      views.sort(
        (a, b) =>
          a.notificationTimestamp.localeCompare(b.notificationTimestamp) ||
          a.notificationPk - b.notificationPk,
      );
      return { transactionId: transactionPk, notificationList: views };
    },
  );
}
