import { PAID_NO_ERROR, apiErrorBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { conflict, notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';

const PAYMENT_ROUTE = '/transactions/:id/payment/edit';

/** The dashboard confirms payments it received outside the product: only MANUAL_DASHBOARD. */
const paymentBody = z.object({
  paid_timestamp: z.iso.datetime({ offset: true }).optional(),
  payment_type: z.literal('MANUAL_DASHBOARD').default('MANUAL_DASHBOARD'),
});

/** A payment is never dated in the future. */
function paidAtOf(text: string | undefined): Date {
  const now = new Date();
  const at = text ? new Date(text) : now;
  return at > now ? now : at;
}

/** Manual payment confirmation from the dashboard (payment type MANUAL_DASHBOARD). */
export function registerTransactionPaymentRoutes(
  app: ApiApp,
  deps: {
    db: Database;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
    /** Told of the transactions just confirmed paid, e.g. to request their invoices. */
    onPaid?: (transactionPks: readonly number[]) => void;
  },
): void {
  /** Marks the visible, stopped, unpaid transactions paid; answers the ones it changed. */
  async function confirm(
    ids: readonly number[],
    visibleTenantPks: readonly number[],
    userPk: number,
    paidAt: Date,
  ) {
    if (ids.length === 0 || visibleTenantPks.length === 0) return [];
    const rows = await deps.db
      .updateTable('charging_transaction as x')
      .set({
        payment_status: 'approved',
        payment_type: 'MANUAL_DASHBOARD',
        paid_at: paidAt,
        paid_error: PAID_NO_ERROR,
        // Paid outside the product: no provider payment moves it any more.
        payment_pk: null,
        paid_by_user_pk: userPk,
      })
      .where('x.transaction_pk', 'in', [...ids])
      .where('x.stop_timestamp', 'is not', null)
      .where('x.has_payment', '=', true)
      .where((eb) =>
        // Approved is paid; refunded and charged back were paid and gave the money back.
        eb.or([
          eb('x.payment_status', 'is', null),
          eb('x.payment_status', 'not in', ['approved', 'refunded', 'charged_back']),
        ]),
      )
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('charge_box as b')
            .select('b.charge_box_pk')
            .whereRef('b.charge_box_pk', '=', 'x.charge_box_pk')
            .where('b.tenant_pk', 'in', [...visibleTenantPks]),
        ),
      )
      .returning('x.transaction_pk')
      .execute();
    const pks = rows.map((r) => r.transaction_pk);
    if (pks.length > 0) deps.onPaid?.(pks);
    return pks;
  }

  app.post(
    '/payments/transaction/:id/pay',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Confirm the payment of a stopped transaction by hand (MANUAL_DASHBOARD)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: paymentBody.nullish(),
        response: {
          200: z.object({
            data: z.object({ transactionPk: z.number(), paymentStatus: z.literal('approved') }),
          }),
          400: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute(PAYMENT_ROUTE)],
    },
    async (request) => {
      const auth = authOf(request);
      const id = request.params.id;
      const paidAt = paidAtOf(request.body?.paid_timestamp);
      const [paid] = await confirm([id], auth.visibleTenantPks, auth.user.user_pk, paidAt);
      if (paid) return { data: { transactionPk: paid, paymentStatus: 'approved' as const } };
      const exists = await deps.db
        .selectFrom('charging_transaction as x')
        .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
        .select(['x.stop_timestamp', 'x.payment_status', 'x.has_payment'])
        .where('x.transaction_pk', '=', id)
        .where('b.tenant_pk', 'in', auth.visibleTenantPks.length ? auth.visibleTenantPks : [0])
        .executeTakeFirst();
      if (!exists) throw notFound('transactionNotFound');
      if (!exists.stop_timestamp) throw conflict('transactionCharging');
      if (!exists.has_payment) throw conflict('stationChargesNothing');
      throw conflict('transactionPaid');
    },
  );

  app.post(
    '/payments/transaction/confirm_payments',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Approve several unpaid transactions at once; answers the ones confirmed',
        body: paymentBody.extend({
          transaction_pks: z.array(z.number().int().positive()).min(1).max(1000),
        }),
        response: {
          200: z.object({ data: z.object({ confirmed: z.array(z.number()) }) }),
          400: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute(PAYMENT_ROUTE)],
    },
    async (request) => {
      const auth = authOf(request);
      const confirmed = await confirm(
        request.body.transaction_pks,
        auth.visibleTenantPks,
        auth.user.user_pk,
        paidAtOf(request.body.paid_timestamp),
      );
      return { data: { confirmed } };
    },
  );
}
