import { beforeAll, expect } from 'vitest';
import type { TestDatabase } from '../../testing/test-databases';
import { seedStation } from '../../testing/seed-station';
import { sandboxAppKit } from './payments-app-test-kit';
import { SANDBOX_PAYMENT_CARDS } from './sandbox-payment-cards';

const JWT_SECRET = 'refunds-routes-test-secret-0123456789abcdef';
const REFUNDS = (id: number) => `/api/financial/transactions/${id}/payments/refunds`;

/**
 * Test support of the refund tests: the sandbox app kit with a station, and the helpers that
 * make recharges, deposits and refunds.
 */
export function refundsKit(database: TestDatabase) {
  const kit = sandboxAppKit(database, JWT_SECRET, 'refundsibling');
  let station = { chargeBoxPk: 0, connectorPk: 0 };
  let users = 0;

  beforeAll(async () => {
    station = await seedStation(database, kit.tenantPk, 'REFUND-1', 'Estação de reembolsos');
  });

  const refund = (
    id: number,
    query: Record<string, string> = {},
    headers: Record<string, string> = {},
    bearer = kit.token,
  ) =>
    kit.app.http.inject({
      method: 'POST',
      url: REFUNDS(id),
      query,
      headers: { authorization: `Bearer ${bearer}`, ...headers },
    });

  /** A stopped recharge of `amount` cents paid by `paymentType`, in `status`. */
  async function recharge(amount: number, paymentType: string | null, status = 'approved') {
    const row = await database.handle.db
      .insertInto('charging_transaction')
      .values({
        charge_box_pk: station.chargeBoxPk,
        connector_pk: station.connectorPk,
        connector_id: 1,
        id_tag: 'REFUNDTAG',
        start_id_tag_status: 'Accepted',
        start_timestamp: new Date(Date.now() - 3_600_000),
        start_value: 0,
        stop_timestamp: new Date(),
        stop_value: 10_000,
        transaction_amount: amount,
        payment_type: paymentType,
        payment_status: status,
        paid_at: status === 'approved' ? new Date() : null,
      })
      .returning('transaction_pk')
      .executeTakeFirstOrThrow();
    return row.transaction_pk;
  }

  async function driver() {
    const row = await database.handle.db
      .insertInto('app_user')
      .values({ tenant_pk: kit.tenantPk, name: 'Iara', email: `iara${users++}@refunds.example` })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    return row.user_pk;
  }

  /** A deposit of `cents` received by hand into the driver's wallet; its wallet_entry_pk. */
  async function deposit(userPk: number, cents: number) {
    const row = await database.handle.db
      .insertInto('wallet_entry')
      .values({
        user_pk: userPk,
        kind: 'DEPOSIT',
        amount_cents: cents,
        payment_type: 'MANUAL_DASHBOARD',
      })
      .returning('wallet_entry_pk')
      .executeTakeFirstOrThrow();
    return row.wallet_entry_pk;
  }

  /** The driver's wallet paying `cents` of the recharge `transactionPk` (a RECHARGE entry). */
  async function walletDebit(userPk: number, transactionPk: number, cents: number) {
    await database.handle.db
      .insertInto('wallet_entry')
      .values({
        user_pk: userPk,
        kind: 'RECHARGE',
        amount_cents: -cents,
        payment_type: 'WALLET',
        transaction_pk: transactionPk,
      })
      .execute();
  }

  const refundsOf = (targetType: 'TRANSACTION' | 'USER', targetPk: number) =>
    database.handle.db
      .selectFrom('refund')
      .selectAll()
      .where('target_type', '=', targetType)
      .where('target_pk', '=', targetPk)
      .execute();

  const paymentStatusOf = async (transactionPk: number) =>
    (
      await database.handle.db
        .selectFrom('charging_transaction')
        .select('payment_status')
        .where('transaction_pk', '=', transactionPk)
        .executeTakeFirstOrThrow()
    ).payment_status;

  /** An approved sandbox card payment of `amount` linked to a new recharge. */
  async function cardRecharge(amount: number) {
    const id = await recharge(amount, 'MERCADO_PAGO_CARD');
    const created = await kit.payments.createCharge({
      tenantPk: kit.tenantPk,
      method: 'card',
      cardToken: SANDBOX_PAYMENT_CARDS.approved,
      amountCents: amount,
      description: `Recarga ${id}`,
    });
    const charge = await kit.payments.provider.status(created.provider_ref ?? '');
    await kit.payments.record(created, charge, { key: 'test-approved', source: 'provider' });
    await database.handle.db
      .updateTable('payment')
      .set({ transaction_pk: id })
      .where('payment_pk', '=', created.payment_pk)
      .execute();
    // The recharge follows its payment, as the stop's charge leaves it.
    await database.handle.db
      .updateTable('charging_transaction')
      .set({ payment_pk: created.payment_pk })
      .where('transaction_pk', '=', id)
      .execute();
    return { id, paymentPk: created.payment_pk, providerRef: created.provider_ref ?? '' };
  }

  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  /** The financial row of a recharge (TRANSACTION) or a deposit (USER). */
  async function financialRow(targetType: 'TRANSACTION' | 'USER', pk: number) {
    const res = await kit.app.http.inject({
      method: 'GET',
      url: '/api/financial/transactions',
      query: { startDate: day(2), endDate: day(0), size: '100', userEmailOrTransactionId: `${pk}` },
      headers: { authorization: `Bearer ${kit.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().content as Array<Record<string, unknown>>;
    return rows.find((r) => r.targetType === targetType && r.transactionPk === pk);
  }

  return Object.assign(kit, {
    refund,
    recharge,
    driver,
    deposit,
    walletDebit,
    refundsOf,
    paymentStatusOf,
    cardRecharge,
    financialRow,
  });
}
