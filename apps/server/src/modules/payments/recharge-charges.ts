import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { RechargeMethod } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { TransactionHooks } from '../transactions';
import { payerOf } from './payment-payer';
import type { PaymentsService } from './payments.service';

/** A recharge left to pay at its stop (less what a voucher paid), with how its payer pays. */
interface DueRecharge {
  transaction_pk: number;
  amount: number;
  tenant_pk: number;
  method: RechargeMethod;
  card_token: string | null;
  payer_email: string | null;
  payer_name: string | null;
}

/** The idempotency key of a recharge's charge at its stop: a replay never charges twice. */
export const rechargeChargeKey = (transactionPk: number) => `recharge-${transactionPk}`;

/**
 * Pays recharges at their stop by their payer's method (docs/payments.md): the card on file is
 * charged, a Pix is opened for the driver to pay, a wallet or manual method leaves the recharge
 * for the wallet (the settle trigger already paid it when the balance covered it) or the
 * dashboard. Runs after the stop batch: its hook only schedules the work.
 */
export class RechargeCharges {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The `stopped` hook: the due recharges of the batch, charged after it (no await, no query). */
  readonly hooks: TransactionHooks = {
    stopped: (batch) => {
      const due = batch.flatMap(({ ended }) => (ended?.due ? [ended.transaction_pk] : []));
      if (due.length === 0) return;
      const work = this.charge(due)
        .catch((error: unknown) => this.log.error({ err: error, due }, 'recharge charge failed'))
        .finally(() => this.running.delete(work));
      this.running.add(work);
    },
  };

  /** Charges these stopped recharges, if still due: one query for all, one charge each. */
  async charge(transactionPks: readonly number[]): Promise<void> {
    for (const due of await this.dueOf(transactionPks)) {
      const base = {
        tenantPk: due.tenant_pk,
        amountCents: due.amount,
        description: `Recarga ${due.transaction_pk}`,
        idempotencyKey: rechargeChargeKey(due.transaction_pk),
        transactionPk: due.transaction_pk,
        ...(due.payer_email && { payer: payerOf(due.payer_email, due.payer_name) }),
      };
      if (due.method === 'PIX') await this.payments.createCharge({ ...base, method: 'pix' });
      if (due.method !== 'CARD') continue;
      if (due.card_token)
        await this.payments.createCharge({ ...base, method: 'card', cardToken: due.card_token });
      else await this.noCard(due.transaction_pk);
    }
  }

  /** Resolves once the charges scheduled so far are done (a clean stop, a test). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private async dueOf(transactionPks: readonly number[]): Promise<DueRecharge[]> {
    const result = await sql<DueRecharge>`
      select x.transaction_pk, x.transaction_amount - coalesce(x.voucher_amount, 0) as amount,
        b.tenant_pk,
        recharge_payment_method(p.payer_pk, x.charge_box_pk, x.connector_id, x.id_tag,
          x.start_received_at) as method,
        u.card_token, u.email as payer_email,
        nullif(trim(concat_ws(' ', u.name, u.last_name)), '') as payer_name
      from charging_transaction x
      join charge_box b on b.charge_box_pk = x.charge_box_pk
      cross join lateral (select recharge_payer(x.ocpp_tag_pk, x.charge_box_pk) as payer_pk) p
      left join app_user u on u.user_pk = p.payer_pk
      where x.transaction_pk = any(${[...transactionPks]}::int[])
        and x.payment_status = 'pending' and x.payment_pk is null
        and x.transaction_amount - coalesce(x.voucher_amount, 0) > 0`.execute(this.db);
    return result.rows;
  }

  /** A card method with no card saved: the recharge stays unpaid, saying why. */
  private async noCard(transactionPk: number): Promise<void> {
    await this.db
      .updateTable('charging_transaction')
      .set({ paid_error: 'NoCardOnFile' })
      .where('transaction_pk', '=', transactionPk)
      .execute();
  }
}
