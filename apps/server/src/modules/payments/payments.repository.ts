import type { Insertable, Selectable } from 'kysely';
import { nextPaymentState, type PaymentState } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { PaymentTable } from '../../platform/db/schema';
import type { PaymentEventInput } from './payment-events';
import { followPayment } from './payment-followers';

export type PaymentRow = Selectable<PaymentTable>;

/** Who or what reported a change: the provider's answer, its webhook, the job, an operator. */
export interface EventSource {
  key: string;
  source: 'created' | 'provider' | 'webhook' | 'reconcile' | 'sandbox-admin';
  actor?: string;
}

const stateOf = (row: PaymentRow): PaymentState => ({
  status: row.status,
  amountCents: row.amount_cents,
  refundedCents: row.refunded_cents,
});

/** SQL of payments and their append-only events. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes a new payment and its first event (it exists, in its first status). A payment whose
   * idempotency key is already stored (a charge asked twice) is answered as it is, with
   * `created` false: the caller must not call the provider again.
   */
  insert(
    row: Insertable<PaymentTable>,
    by: EventSource,
  ): Promise<{ payment: PaymentRow; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const payment = await trx
        .insertInto('payment')
        .values(row)
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!payment) {
        const stored = await trx
          .selectFrom('payment')
          .selectAll()
          .where('idempotency_key', '=', row.idempotency_key)
          .executeTakeFirstOrThrow();
        return { payment: stored, created: false };
      }
      await trx
        .insertInto('payment_event')
        .values({
          payment_pk: payment.payment_pk,
          event_key: by.key,
          source: by.source,
          actor: by.actor ?? null,
          from_status: null,
          to_status: payment.status,
          refunded_cents: 0,
          provider_ref: null,
        })
        .execute();
      await followPayment(trx, payment);
      return { payment, created: true };
    });
  }

  find(paymentPk: number, tenantPks?: readonly number[]): Promise<PaymentRow | undefined> {
    let query = this.db.selectFrom('payment').selectAll().where('payment_pk', '=', paymentPk);
    if (tenantPks) query = query.where('tenant_pk', 'in', tenantPks.length ? tenantPks : [-1]);
    return query.executeTakeFirst();
  }

  findByRef(provider: string, providerRef: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_ref', '=', providerRef)
      .executeTakeFirst();
  }

  async update(
    paymentPk: number,
    values: {
      provider_ref?: string;
      card_token?: null;
      pix_copy_paste?: string;
      pix_qr_image?: string;
      expires_at?: string;
      reconcile_attempts?: number;
      next_reconcile_at?: Date | null;
    },
  ): Promise<void> {
    await this.db
      .updateTable('payment')
      .set({ ...values, updated_at: new Date() })
      .where('payment_pk', '=', paymentPk)
      .execute();
  }

  /** Payments whose outcome is unknown and whose next check is due, oldest first. */
  due(now: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('next_reconcile_at', '<=', now)
      .orderBy('next_reconcile_at')
      .limit(limit)
      .execute();
  }

  events(paymentPk: number) {
    return this.db
      .selectFrom('payment_event')
      .selectAll()
      .where('payment_pk', '=', paymentPk)
      .orderBy('payment_event_pk')
      .execute();
  }

  /**
   * Applies the events under the payment's row lock: concurrent deliveries of one webhook wait
   * for each other, and the second finds nothing left to change. A key already recorded, or
   * events that change nothing (late, replayed), write nothing. Answers the payment as it is.
   */
  apply(
    paymentPk: number,
    events: readonly PaymentEventInput[],
    by: EventSource,
  ): Promise<{ row: PaymentRow; changed: boolean; paidTransactionPk?: number }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('payment')
        .selectAll()
        .where('payment_pk', '=', paymentPk)
        // Not FOR UPDATE: a refund recorded under its recharge's lock takes a key-share lock on
        // this row (its foreign key) while this transition waits for that recharge: deadlock.
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      const seen = await trx
        .selectFrom('payment_event')
        .select('payment_event_pk')
        .where('payment_pk', '=', paymentPk)
        .where('event_key', '=', by.key)
        .executeTakeFirst();
      const before = stateOf(row);
      const after = events.reduce(nextPaymentState, before);
      if (seen || after === before) return { row, changed: false };
      const updated = await trx
        .updateTable('payment')
        .set({ status: after.status, refunded_cents: after.refundedCents, updated_at: new Date() })
        .where('payment_pk', '=', paymentPk)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payment_event')
        .values({
          payment_pk: paymentPk,
          event_key: by.key,
          source: by.source,
          actor: by.actor ?? null,
          from_status: before.status,
          to_status: after.status,
          refunded_cents: after.refundedCents,
          provider_ref: row.provider_ref,
        })
        .execute();
      const followed = await followPayment(trx, updated);
      return { row: updated, changed: true, paidTransactionPk: followed.paidTransactionPk };
    });
  }
}
