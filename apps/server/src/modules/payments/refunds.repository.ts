import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { PaymentStatus } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { DB, RefundTable, RefundTargetType } from '../../platform/db/schema';

export type RefundRow = Selectable<RefundTable>;

/** A recharge or a deposit as a refund sees it, read under its row lock. */
export interface RefundTarget {
  targetType: RefundTargetType;
  targetPk: number;
  tenantPk: number;
  amountCents: number;
  paymentStatus: string | null;
  paymentType: string | null;
  /** The provider payment that paid it, when one did. */
  payment: { paymentPk: number; status: PaymentStatus; providerRef: string | null } | null;
  /** The voucher that paid a recharge, and the cents it paid. */
  voucher: { voucherPk: number; amountCents: number } | null;
  /** The wallet entry a refund refers to: the recharge's debit, or the deposit itself. */
  walletEntry: { walletEntryPk: number; userPk: number } | null;
  /** Refunded or being refunded (every refund not failed), in cents. */
  reservedCents: number;
}

/** What a refund asks, once the request is read. */
export interface RefundRequest {
  targetType: RefundTargetType;
  targetPk: number;
  visibleTenantPks: readonly number[];
  idempotencyKey: string;
  actor: string;
}

/** How the money goes back: through the provider, into the wallet, or outside the product. */
export type RefundRoute = 'provider' | 'wallet' | 'voucher' | 'manual';

type Trx = Transaction<DB>;

/**
 * SQL of refunds. A refund is decided under the row lock of what it refunds (the transaction
 * or the deposit's wallet entry), so refunds of one payment take turns and each sees the others'
 * amounts; those that need no provider are written whole in that same transaction.
 */
export class RefundsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Locks the target, then lets `decide` write what the refund is (or answer a replay) before
   * the lock is released. Answers undefined when the caller may not see the target.
   */
  withTarget<T>(
    request: RefundRequest,
    decide: (trx: Trx, target: RefundTarget) => Promise<T>,
  ): Promise<T | undefined> {
    if (request.visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db.transaction().execute(async (trx) => {
      const target =
        request.targetType === 'TRANSACTION'
          ? await this.lockRecharge(trx, request)
          : await this.lockDeposit(trx, request);
      return target ? decide(trx, target) : undefined;
    });
  }

  byKey(trx: Trx, tenantPk: number, key: string) {
    return trx
      .selectFrom('refund')
      .selectAll()
      .where('tenant_pk', '=', tenantPk)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  insert(
    trx: Trx,
    target: RefundTarget,
    refund: { amountCents: number; key: string; actor: string; state: 'requested' | 'succeeded' },
  ): Promise<RefundRow> {
    return trx
      .insertInto('refund')
      .values({
        tenant_pk: target.tenantPk,
        target_type: target.targetType,
        target_pk: target.targetPk,
        payment_type: target.paymentType,
        payment_pk: target.payment?.paymentPk ?? null,
        amount_cents: refund.amountCents,
        idempotency_key: refund.key,
        state: refund.state,
        actor: refund.actor,
        settled_at: refund.state === 'succeeded' ? new Date() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * What a succeeded refund changes besides its record: the wallet's REFUND entry (money back
   * into the wallet for a recharge, out of it for a deposit) and, once all is refunded, the
   * recharge's payment status.
   */
  async applySucceeded(trx: Trx, target: RefundTarget, refund: RefundRow): Promise<void> {
    const entry = target.walletEntry;
    const intoWallet = target.targetType === 'TRANSACTION' && target.paymentType === 'WALLET';
    if (entry && (intoWallet || target.targetType === 'USER')) {
      await trx
        .insertInto('wallet_entry')
        .values({
          user_pk: entry.userPk,
          kind: 'REFUND',
          amount_cents: intoWallet ? refund.amount_cents : -refund.amount_cents,
          payment_type: target.paymentType,
          transaction_pk: target.targetType === 'TRANSACTION' ? target.targetPk : null,
          refund_of_pk: entry.walletEntryPk,
          refund_pk: refund.refund_pk,
        })
        .execute();
    }
    if (target.targetType === 'TRANSACTION') {
      const refunded = await this.succeededCents(trx, target);
      if (refunded >= target.amountCents) {
        await trx
          .updateTable('charging_transaction')
          .set({ payment_status: 'refunded' })
          .where('transaction_pk', '=', target.targetPk)
          .execute();
      }
    }
  }

  /** Ends a refund the provider was asked for; its effects are written in the same statement. */
  settle(
    request: RefundRequest,
    refundPk: number,
    outcome: { state: 'succeeded' } | { state: 'failed'; error: string },
  ): Promise<RefundRow | undefined> {
    return this.withTarget(request, async (trx, target) => {
      const row = await trx
        .updateTable('refund')
        .set({
          state: outcome.state,
          error: outcome.state === 'failed' ? outcome.error : null,
          settled_at: new Date(),
        })
        .where('refund_pk', '=', refundPk)
        .where('state', '=', 'requested')
        .returningAll()
        .executeTakeFirst();
      if (row?.state === 'succeeded') await this.applySucceeded(trx, target, row);
      return row;
    });
  }

  /** Refunds asked of a provider whose answer never came, asked before `before`, oldest first. */
  unanswered(before: Date, limit: number): Promise<RefundRow[]> {
    return this.db
      .selectFrom('refund')
      .selectAll()
      .where('state', '=', 'requested')
      .where('created_at', '<', before)
      .orderBy('refund_pk')
      .limit(limit)
      .execute();
  }

  find(refundPk: number): Promise<RefundRow | undefined> {
    return this.db
      .selectFrom('refund')
      .selectAll()
      .where('refund_pk', '=', refundPk)
      .executeTakeFirst();
  }

  /** Refunds of a target that succeeded, in cents. */
  async succeededCents(trx: Trx | Database, target: Pick<RefundTarget, 'targetType' | 'targetPk'>) {
    const row = await trx
      .selectFrom('refund')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('total'))
      .where('target_type', '=', target.targetType)
      .where('target_pk', '=', target.targetPk)
      .where('state', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  private async reservedCents(trx: Trx, targetType: RefundTargetType, targetPk: number) {
    const row = await trx
      .selectFrom('refund')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('total'))
      .where('target_type', '=', targetType)
      .where('target_pk', '=', targetPk)
      .where('state', '<>', 'failed')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  private async lockRecharge(trx: Trx, request: RefundRequest): Promise<RefundTarget | undefined> {
    const row = await trx
      .selectFrom('charging_transaction as x')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
      .select([
        'x.transaction_pk',
        'b.tenant_pk',
        'x.transaction_amount',
        'x.payment_status',
        'x.payment_type',
        'x.voucher_pk',
        'x.voucher_amount',
      ])
      .where('x.transaction_pk', '=', request.targetPk)
      .where('b.tenant_pk', 'in', [...request.visibleTenantPks])
      .forUpdate('x')
      .executeTakeFirst();
    if (!row) return undefined;
    const payment = await trx
      .selectFrom('payment')
      .select(['payment_pk', 'status', 'provider_ref', 'amount_cents'])
      .where('transaction_pk', '=', row.transaction_pk)
      .where('tenant_pk', '=', row.tenant_pk)
      .orderBy('payment_pk', 'desc')
      .executeTakeFirst();
    const debit = await trx
      .selectFrom('wallet_entry')
      .select(['wallet_entry_pk', 'user_pk'])
      .where('transaction_pk', '=', row.transaction_pk)
      .where('kind', '=', 'RECHARGE')
      .executeTakeFirst();
    return {
      targetType: 'TRANSACTION',
      targetPk: row.transaction_pk,
      tenantPk: row.tenant_pk,
      // What its payment paid: a provider payment, else the price less a voucher's part, or
      // the voucher's part when the voucher paid it all (payment type VOUCHER).
      amountCents:
        row.payment_type === 'VOUCHER'
          ? (row.voucher_amount ?? 0)
          : (payment?.amount_cents ?? (row.transaction_amount ?? 0) - (row.voucher_amount ?? 0)),
      paymentStatus: row.payment_status,
      paymentType: row.payment_type,
      payment: payment
        ? {
            paymentPk: payment.payment_pk,
            status: payment.status,
            providerRef: payment.provider_ref,
          }
        : null,
      walletEntry: debit ? { walletEntryPk: debit.wallet_entry_pk, userPk: debit.user_pk } : null,
      voucher:
        row.voucher_pk === null
          ? null
          : { voucherPk: row.voucher_pk, amountCents: row.voucher_amount ?? 0 },
      reservedCents: await this.reservedCents(trx, 'TRANSACTION', row.transaction_pk),
    };
  }

  private async lockDeposit(trx: Trx, request: RefundRequest): Promise<RefundTarget | undefined> {
    const row = await trx
      .selectFrom('wallet_entry as e')
      .innerJoin('app_user as u', 'u.user_pk', 'e.user_pk')
      .leftJoin('payment as p', 'p.payment_pk', 'e.payment_pk')
      .select([
        'e.wallet_entry_pk',
        'e.user_pk',
        'u.tenant_pk',
        'e.amount_cents',
        'e.payment_status',
        'e.payment_type',
        'p.payment_pk',
        'p.status',
        'p.provider_ref',
      ])
      .where('e.wallet_entry_pk', '=', request.targetPk)
      .where('e.kind', '=', 'DEPOSIT')
      .where('u.tenant_pk', 'in', [...request.visibleTenantPks])
      .forUpdate('e')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      targetType: 'USER',
      targetPk: row.wallet_entry_pk,
      tenantPk: row.tenant_pk,
      amountCents: row.amount_cents,
      paymentStatus: row.payment_status,
      paymentType: row.payment_type,
      payment:
        row.payment_pk !== null && row.status !== null
          ? { paymentPk: row.payment_pk, status: row.status, providerRef: row.provider_ref }
          : null,
      walletEntry: { walletEntryPk: row.wallet_entry_pk, userPk: row.user_pk },
      voucher: null,
      reservedCents: await this.reservedCents(trx, 'USER', row.wallet_entry_pk),
    };
  }
}
