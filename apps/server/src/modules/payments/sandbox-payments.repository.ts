import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { SandboxPaymentTable } from '../../platform/db/schema';
import type { Insertable, Selectable } from 'kysely';

export type SandboxPaymentRow = Selectable<SandboxPaymentTable>;

/** The sandbox provider's own books: its charges and refunds (SQL only). */
export class SandboxPaymentsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the charge unless its idempotency key was seen; answers the stored charge. */
  async create(row: Insertable<SandboxPaymentTable>): Promise<SandboxPaymentRow> {
    await this.db
      .insertInto('sandbox_payment')
      .values(row)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    return this.db
      .selectFrom('sandbox_payment')
      .selectAll()
      .where('idempotency_key', '=', row.idempotency_key)
      .executeTakeFirstOrThrow();
  }

  find(id: string): Promise<SandboxPaymentRow | undefined> {
    return this.db
      .selectFrom('sandbox_payment')
      .selectAll()
      .where('sandbox_payment_id', '=', id)
      .executeTakeFirst();
  }

  /** Ends a card payment in process once its time came; undefined when there was nothing to do. */
  settle(id: string, now: Date): Promise<SandboxPaymentRow | undefined> {
    return this.db
      .updateTable('sandbox_payment')
      .set({
        authorized: sql<boolean>`outcome = 'approved'`,
        status: sql`case when outcome = 'approved' and not capture then 'in_process' else outcome end`,
        settles_at: null,
      })
      .where('sandbox_payment_id', '=', id)
      .where('status', '=', 'in_process')
      .where('settles_at', '<=', now)
      .returningAll()
      .executeTakeFirst();
  }

  /** Moves a charge from one status to another; undefined when it was not in `from`. */
  move(
    id: string,
    from: SandboxPaymentRow['status'],
    to: SandboxPaymentRow['status'],
    extra: { authorized?: boolean } = {},
  ): Promise<SandboxPaymentRow | undefined> {
    return this.db
      .updateTable('sandbox_payment')
      .set({ status: to, ...extra })
      .where('sandbox_payment_id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
  }

  /** Pending Pix charges whose time ran out become cancelled. */
  expire(id: string, now: Date): Promise<SandboxPaymentRow | undefined> {
    return this.db
      .updateTable('sandbox_payment')
      .set({ status: 'cancelled' })
      .where('sandbox_payment_id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Refunds under the charge's row lock, so racing refunds never return more than was paid.
   * Answers `done` (this call refunded), `replay` (the key was seen) or a refusal.
   */
  refund(
    id: string,
    idempotencyKey: string,
    amountCents: number | undefined,
  ): Promise<{ outcome: 'done' | 'replay' | 'not_approved' | 'too_much' | 'unknown' }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sandbox_payment')
        .selectAll()
        .where('sandbox_payment_id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { outcome: 'unknown' as const };
      const seen = await trx
        .selectFrom('sandbox_refund')
        .select('idempotency_key')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (seen) return { outcome: 'replay' as const };
      if (row.status !== 'approved') return { outcome: 'not_approved' as const };
      const left = row.amount_cents - row.refunded_cents;
      const amount = amountCents ?? left;
      if (amount <= 0 || amount > left) return { outcome: 'too_much' as const };
      await trx
        .insertInto('sandbox_refund')
        .values({ idempotency_key: idempotencyKey, sandbox_payment_id: id, amount_cents: amount })
        .execute();
      await trx
        .updateTable('sandbox_payment')
        .set({
          refunded_cents: row.refunded_cents + amount,
          status: amount === left ? 'refunded' : 'approved',
        })
        .where('sandbox_payment_id', '=', id)
        .execute();
      return { outcome: 'done' as const };
    });
  }
}
