import { sql } from 'kysely';
import { apiErrorBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { conflict, notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { IDLE_CANCEL_AFTER_SECONDS } from './transaction-view';

const CANCEL_IDLE_ROUTE = '/cancel-idle-payment';

/**
 * Cancels the idle-time charge of a transaction (spec 2 §4, §7): allowed once idle time exceeds
 * 20 minutes, once. A charge already taken from the wallet is given back with a CANCEL credit
 * that points at the debit, in the same database transaction.
 */
export function registerTransactionIdleRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler; requireRoute: (path: string) => PreHandler },
): void {
  app.delete(
    '/payments/cancel-idle-payment/transaction/:id',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Cancel the idle-time payment of a transaction idle for more than 20 minutes',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 204: z.null(), 404: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: [deps.authenticate, deps.requireRoute(CANCEL_IDLE_ROUTE)],
    },
    async (request, reply) => {
      const auth = authOf(request);
      const id = request.params.id;
      const visible = auth.visibleTenantPks.length ? auth.visibleTenantPks : [0];
      await deps.db.transaction().execute(async (trx) => {
        const x = await trx
          .selectFrom('charging_transaction as x')
          .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
          .select([
            'x.transaction_pk',
            'x.stop_timestamp',
            'x.idle_seconds',
            'x.idle_amount',
            'x.idle_payment_status',
          ])
          .where('x.transaction_pk', '=', id)
          .where('b.tenant_pk', 'in', visible)
          .forUpdate()
          .executeTakeFirst();
        if (!x) throw notFound('transactionNotFound');
        if (!x.stop_timestamp) throw conflict('transactionCharging');
        if (x.idle_payment_status === 'cancelled') {
          throw conflict('idleAlreadyCanceled');
        }
        if (!x.idle_amount || !x.idle_payment_status) {
          throw conflict('noIdlePayment');
        }
        if ((x.idle_seconds ?? 0) <= IDLE_CANCEL_AFTER_SECONDS) {
          throw conflict('idleCancelTooSoon', undefined, {
            minutes: IDLE_CANCEL_AFTER_SECONDS / 60,
          });
        }
        await trx
          .updateTable('charging_transaction')
          .set({
            idle_payment_status: 'cancelled',
            idle_cancelled_at: new Date(),
            idle_cancelled_by_user_pk: auth.user.user_pk,
          })
          .where('transaction_pk', '=', id)
          .execute();
        await sql`
          insert into wallet_entry (user_pk, kind, amount_cents, payment_type, transaction_pk,
            refund_of_pk)
          select d.user_pk, 'CANCEL', -d.amount_cents, d.payment_type, d.transaction_pk,
            d.wallet_entry_pk
          from wallet_entry d
          where d.transaction_pk = ${id} and d.kind = 'IDLE_CHARGE'
          on conflict (refund_of_pk) where kind = 'CANCEL' do nothing`.execute(trx);
      });
      return reply.status(204).send(null);
    },
  );
}
