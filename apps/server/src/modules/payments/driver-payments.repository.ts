import { sql } from 'kysely';
import type { RechargeMethod } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { PaymentRow } from './payments.repository';

/** The signed-in driver's payment method, recharges and payments (SQL only). */
export class DriverPaymentsRepository {
  constructor(private readonly db: Database) {}

  method(userPk: number) {
    return this.db
      .selectFrom('app_user')
      .select(['payment_method', 'card_token'])
      .where('user_pk', '=', userPk)
      .executeTakeFirstOrThrow();
  }

  /** Saves the method; a new card token replaces the saved one, none keeps it. */
  async saveMethod(userPk: number, method: RechargeMethod, cardToken?: string): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ payment_method: method, ...(cardToken !== undefined && { card_token: cardToken }) })
      .where('user_pk', '=', userPk)
      .execute();
  }

  /** A recharge this user pays (its card's owner in the station's network), with its payment. */
  recharge(transactionPk: number, userPk: number) {
    return this.db
      .selectFrom('charging_transaction as x')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
      .leftJoin('payment as p', 'p.payment_pk', 'x.payment_pk')
      .select([
        'x.transaction_pk',
        'x.stop_timestamp',
        'x.has_payment',
        // What the driver pays: the price less what a voucher paid at the stop.
        sql<number | null>`x.transaction_amount - coalesce(x.voucher_amount, 0)`.as(
          'transaction_amount',
        ),
        'x.payment_status',
        'b.tenant_pk',
        'p.status as followed_status',
      ])
      .where('x.transaction_pk', '=', transactionPk)
      .where(sql<boolean>`recharge_payer(x.ocpp_tag_pk, x.charge_box_pk) = ${userPk}`)
      .executeTakeFirst();
  }

  /** A payment of this user: a top-up of the user's wallet, or of a recharge the user pays. */
  payment(paymentPk: number, userPk: number): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payment as p')
      .selectAll('p')
      .where('p.payment_pk', '=', paymentPk)
      .where((eb) =>
        eb.or([
          eb('p.wallet_user_pk', '=', userPk),
          eb.exists(
            eb
              .selectFrom('charging_transaction as x')
              .select('x.transaction_pk')
              .whereRef('x.transaction_pk', '=', 'p.transaction_pk')
              .where(sql<boolean>`recharge_payer(x.ocpp_tag_pk, x.charge_box_pk) = ${userPk}`),
          ),
        ]),
      )
      .executeTakeFirst();
  }

  /** The payment a recharge follows now, if any. */
  async followedPaymentPk(transactionPk: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('charging_transaction')
      .select('payment_pk')
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirst();
    return row?.payment_pk ?? null;
  }
}
