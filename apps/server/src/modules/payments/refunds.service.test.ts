import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/http-error';
import { describeDatabases } from '../../testing/test-databases';
import { seedStation } from '../../testing/seed-station';
import { sandboxPayments, testTenant } from './payments-test-kit';
import { SANDBOX_PAYMENT_CARDS } from './sandbox-payment-cards';
import { NO_FAULTS } from './sandbox-faults';
import { RefundsService } from './refunds.service';

describeDatabases('refunds through the provider', (database) => {
  let kit: ReturnType<typeof sandboxPayments>;
  let refunds: RefundsService;
  let tenantPk = 0;
  let station = { chargeBoxPk: 0, connectorPk: 0 };
  const cancelled: number[] = [];

  beforeAll(async () => {
    const { db } = database.handle;
    kit = sandboxPayments(db);
    refunds = new RefundsService(
      db,
      kit.payments,
      { cancelFor: async (pk) => (cancelled.push(pk), null) },
      // No voucher pays these recharges.
      { giveBack: () => Promise.reject(new Error('no voucher here')) },
      pino({ level: 'silent' }),
    );
    tenantPk = await testTenant(db);
    station = await seedStation(database, tenantPk, `REFUND-SVC-${tenantPk}`, 'Reembolsos');
  });

  async function approvedCard(amountCents: number) {
    const created = await kit.payments.createCharge({
      tenantPk,
      method: 'card',
      cardToken: SANDBOX_PAYMENT_CARDS.approved,
      amountCents,
      description: 'Recarga',
    });
    const charge = await kit.sandbox.status(created.provider_ref ?? '');
    await kit.payments.record(created, charge, { key: 'approved', source: 'provider' });
    return created;
  }

  async function cardRecharge(amountCents: number) {
    const payment = await approvedCard(amountCents);
    const { db } = database.handle;
    const { transaction_pk: id } = await db
      .insertInto('charging_transaction')
      .values({
        charge_box_pk: station.chargeBoxPk,
        connector_pk: station.connectorPk,
        connector_id: 1,
        id_tag: 'SVCTAG',
        start_id_tag_status: 'Accepted',
        start_timestamp: new Date(Date.now() - 60_000),
        start_value: 0,
        stop_timestamp: new Date(),
        stop_value: 1000,
        transaction_amount: amountCents,
        payment_type: 'PAGBANK_CARD',
        payment_status: 'approved',
      })
      .returning('transaction_pk')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('payment')
      .set({ transaction_pk: id })
      .where('payment_pk', '=', payment.payment_pk)
      .execute();
    return { id, payment };
  }

  const ask = (targetPk: number, key: string, partialAmount?: number) =>
    refunds.refund({
      targetType: 'TRANSACTION',
      targetPk,
      visibleTenantPks: [tenantPk],
      idempotencyKey: key,
      actor: '1',
      partialAmount,
    });

  const statusOf = (error: unknown) => (error instanceof HttpError ? error.statusCode : error);

  it('keeps a refund whose answer was lost requested, its amount held, until the same request is retried', async () => {
    const { id, payment } = await cardRecharge(1000);
    kit.sandbox.faults = { failure: 'timeout', failureRate: 1, latencyMs: 0 };
    const lost = await ask(id, 'lost-answer');
    expect(lost).toMatchObject({ refundState: 'requested', paymentTransactionAmountRefunded: 0 });
    // The requested amount counts: nothing is left for another refund meanwhile.
    expect(await ask(id, 'another', 100).catch(statusOf)).toBe(409);
    kit.sandbox.faults = { ...NO_FAULTS };
    const retried = await ask(id, 'lost-answer');
    expect(retried).toMatchObject({
      refundPk: lost.refundPk,
      refundState: 'succeeded',
      paymentStatus: 'refunded',
      paymentTransactionAmountRefunded: 1000,
    });
    const atProvider = await database.handle.db
      .selectFrom('sandbox_refund')
      .select('amount_cents')
      .where('sandbox_payment_id', '=', payment.provider_ref ?? '')
      .execute();
    expect(atProvider).toEqual([{ amount_cents: 1000 }]);
    expect(cancelled).toEqual([id]);
  });

  it('lets the reconcile job finish a refund whose answer was lost', async () => {
    const { id } = await cardRecharge(600);
    kit.sandbox.faults = { failure: '5xx', failureRate: 1, latencyMs: 0 };
    expect(await ask(id, 'job', 250)).toMatchObject({ refundState: 'requested' });
    kit.sandbox.faults = { ...NO_FAULTS };
    // Not yet due: asked less than a minute ago.
    expect(await refunds.reconcile(new Date())).toBe(0);
    expect(await refunds.reconcile(new Date(Date.now() + 61_000))).toBe(1);
    const row = await database.handle.db
      .selectFrom('refund')
      .select(['state', 'amount_cents'])
      .where('target_type', '=', 'TRANSACTION')
      .where('target_pk', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'succeeded', amount_cents: 250 });
  });

  it('records a refund the provider refused as failed and frees its amount', async () => {
    const { id, payment } = await cardRecharge(800);
    // The card holder charged back at the provider; we have not heard of it yet.
    await kit.sandbox.chargeback(payment.provider_ref ?? '');
    expect(await ask(id, 'refused').catch(statusOf)).toBe(502);
    const rows = await database.handle.db
      .selectFrom('refund')
      .select(['state', 'error'])
      .where('target_pk', '=', id)
      .where('target_type', '=', 'TRANSACTION')
      .execute();
    expect(rows).toEqual([{ state: 'failed', error: expect.stringContaining('approved') }]);
    // Replaying the refused request answers the same; a new one is decided on the full amount.
    expect(await ask(id, 'refused').catch(statusOf)).toBe(502);
    expect(await ask(id, 'again', 801).catch(statusOf)).toBe(400);
  });

  it('refunds a card deposit through the provider and takes it out of the wallet', async () => {
    const { db } = database.handle;
    const payment = await approvedCard(3000);
    const user = await db
      .insertInto('app_user')
      .values({ tenant_pk: tenantPk, name: 'Iara', email: `iara-${tenantPk}@svc.example` })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    const deposit = await db
      .insertInto('wallet_entry')
      .values({
        user_pk: user.user_pk,
        kind: 'DEPOSIT',
        amount_cents: 3000,
        payment_type: 'PAGBANK_CARD',
        payment_pk: payment.payment_pk,
      })
      .returning('wallet_entry_pk')
      .executeTakeFirstOrThrow();
    const answer = await refunds.refund({
      targetType: 'USER',
      targetPk: deposit.wallet_entry_pk,
      visibleTenantPks: [tenantPk],
      idempotencyKey: 'deposit',
      actor: '1',
      partialAmount: 1200,
    });
    expect(answer).toMatchObject({
      refundState: 'succeeded',
      paymentStatusLabel: 'partial_refund',
      paymentTransactionAmountAvailable: 1800,
    });
    const entries = await db
      .selectFrom('wallet_entry')
      .select(['kind', 'amount_cents'])
      .where('refund_of_pk', '=', deposit.wallet_entry_pk)
      .execute();
    expect(entries).toEqual([{ kind: 'REFUND', amount_cents: -1200 }]);
    expect(await kit.payments.find(payment.payment_pk, [tenantPk])).toMatchObject({
      status: 'approved',
      refunded_cents: 1200,
    });
    expect(
      await refunds
        .refund({
          targetType: 'USER',
          targetPk: deposit.wallet_entry_pk,
          visibleTenantPks: [tenantPk + 1],
          idempotencyKey: 'foreign',
          actor: '1',
        })
        .catch(statusOf),
    ).toBe(404);
  });
});
