import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';
import { AMOUNT, ENERGY_PART, voucherSpendingScene } from './voucher-spending-test-kit';

const HOUR = 3_600_000;

describeDatabases('Spending a voucher at the stop', (database) => {
  let scene: Awaited<ReturnType<typeof voucherSpendingScene>>;

  beforeAll(async () => {
    scene = await voucherSpendingScene(database);
  });
  afterAll(async () => {
    await scene?.close();
  });

  /** The recharge once its payment settled (the card's charge runs after the stop batch). */
  const settled = async (transactionPk: number) => {
    await scene.app.ocpp.flush();
    await expect
      .poll(
        async () =>
          ['pending', 'in_process'].includes(
            (await scene.transaction(transactionPk)).payment_status ?? '',
          ),
        { timeout: 10_000 },
      )
      .toBe(false);
    return scene.transaction(transactionPk);
  };

  it('a money voucher pays what its balance covers; the card pays the rest', async () => {
    const userPk = await scene.driver('VS-MONEY');
    const voucherPk = await scene.voucher('MONEY_RECHARGE', 1000, [userPk]);
    const id = await scene.recharge('VS-1', 'VS-MONEY');
    expect(await settled(id)).toMatchObject({
      transaction_amount: AMOUNT,
      voucher_pk: voucherPk,
      voucher_amount: 1000,
      payment_type: 'MERCADO_PAGO_CARD',
      payment_status: 'approved',
    });
    expect(await scene.payments(id)).toEqual([{ amount_cents: AMOUNT - 1000, status: 'approved' }]);
    expect(await scene.voucherRow(voucherPk)).toMatchObject({ value_used: 1000, uses: 1 });
    expect(await scene.history(voucherPk)).toEqual([
      {
        transaction_pk: id,
        user_pk: userPk,
        entry_kind: 'USE',
        amount_used: 1000,
        balance_after: 0,
      },
    ]);
    // The financial movement shows what the voucher paid and what the driver paid.
    const list = await scene.app.api('GET', '/api/financial/transactions/recharges?size=100');
    const rows = list.body.content as Record<string, unknown>[];
    const row = rows.find((r) => r.transactionPk === id && r.targetType === 'TRANSACTION');
    expect(row).toMatchObject({
      paymentType: 'MERCADO_PAGO_CARD',
      voucherUnitPk: voucherPk,
      paymentTransactionAmount: AMOUNT,
      moneyVoucher: 1000,
      moneyVoucherHumanReadable: expect.stringMatching(/^R\$\s10,00$/),
      paymentTransactionAmountAvailable: AMOUNT - 1000,
    });
    // Spent: the next recharge is the driver's alone.
    const next = await scene.recharge('VS-1', 'VS-MONEY');
    expect(await settled(next)).toMatchObject({ voucher_pk: null, voucher_amount: null });
    expect(await scene.payments(next)).toEqual([{ amount_cents: AMOUNT, status: 'approved' }]);
  });

  it('a recharge the voucher covers whole is paid by VOUCHER; its refund gives the value back', async () => {
    const userPk = await scene.driver('VS-WHOLE');
    const voucherPk = await scene.voucher('MONEY_RECHARGE', 5000, [userPk]);
    const id = await scene.recharge('VS-1', 'VS-WHOLE');
    await scene.app.ocpp.flush();
    expect(await scene.transaction(id)).toMatchObject({
      voucher_pk: voucherPk,
      voucher_amount: AMOUNT,
      payment_type: 'VOUCHER',
      payment_status: 'approved',
      paid_error: 'NoError',
    });
    expect(await scene.payments(id)).toEqual([]);
    const detail = await scene.app.api('GET', `/api/transaction/${id}`);
    expect(detail.body.transaction).toMatchObject({
      paymentType: 'VOUCHER',
      voucherUnitPk: voucherPk,
      transactionAmount: AMOUNT,
      isPaid: true,
    });
    const refunded = await scene.app.api(
      'POST',
      `/api/financial/transactions/${id}/payments/refunds?partialAmount=600`,
    );
    expect(refunded).toMatchObject({
      statusCode: 200,
      body: { data: { paymentType: 'VOUCHER', amount: 600, paymentStatusLabel: 'partial_refund' } },
    });
    expect(await scene.voucherRow(voucherPk)).toMatchObject({ value_used: AMOUNT - 600, uses: 1 });
    const rest = await scene.app.api('POST', `/api/financial/transactions/${id}/payments/refunds`);
    expect(rest).toMatchObject({
      statusCode: 200,
      body: { data: { amount: AMOUNT - 600, paymentStatus: 'refunded' } },
    });
    expect(await scene.voucherRow(voucherPk)).toMatchObject({ value_used: 0, uses: 0 });
    expect(await scene.history(voucherPk)).toEqual([
      {
        transaction_pk: id,
        user_pk: userPk,
        entry_kind: 'USE',
        amount_used: AMOUNT,
        balance_after: 5000 - AMOUNT,
      },
      {
        transaction_pk: id,
        user_pk: userPk,
        entry_kind: 'REFUND',
        amount_used: -600,
        balance_after: 5000 - AMOUNT + 600,
      },
      {
        transaction_pk: id,
        user_pk: userPk,
        entry_kind: 'REFUND',
        amount_used: -(AMOUNT - 600),
        balance_after: 5000,
      },
    ]);
    expect(await scene.transaction(id)).toMatchObject({ payment_status: 'refunded' });
  });

  it('a percent voucher takes its share off, once per user; the wallet pays the rest', async () => {
    const userPk = await scene.driver('VS-PERCENT', 'WALLET');
    await scene.db
      .insertInto('wallet_entry')
      .values({
        user_pk: userPk,
        kind: 'DEPOSIT',
        amount_cents: 5000,
        payment_type: 'MANUAL_DASHBOARD',
        payment_status: 'approved',
        transaction_pk: null,
        refund_of_pk: null,
      })
      .execute();
    const voucherPk = await scene.voucher('PERCENT_RECHARGE', 25, [userPk]);
    const id = await scene.recharge('VS-1', 'VS-PERCENT');
    await scene.app.ocpp.flush();
    expect(await scene.transaction(id)).toMatchObject({
      voucher_pk: voucherPk,
      voucher_amount: AMOUNT / 4,
      payment_type: 'WALLET',
      payment_status: 'approved',
    });
    const debits = () =>
      scene.db
        .selectFrom('wallet_entry')
        .select(['transaction_pk', 'amount_cents'])
        .where('user_pk', '=', userPk)
        .where('kind', '=', 'RECHARGE')
        .orderBy('wallet_entry_pk')
        .execute();
    expect(await debits()).toEqual([{ transaction_pk: id, amount_cents: -(AMOUNT * 3) / 4 }]);
    expect(await scene.history(voucherPk)).toEqual([
      {
        transaction_pk: id,
        user_pk: userPk,
        entry_kind: 'USE',
        amount_used: AMOUNT / 4,
        balance_after: null,
      },
    ]);
    const user = () =>
      scene.db
        .selectFrom('voucher_user')
        .select(['status', 'uses'])
        .where('voucher_pk', '=', voucherPk)
        .executeTakeFirstOrThrow();
    expect(await user()).toEqual({ status: 'USED', uses: 1 });
    expect(await scene.voucherRow(voucherPk)).toMatchObject({ used_total: 1 });
    // uses_per_user (1) reached: the second recharge is the wallet's alone.
    const second = await scene.recharge('VS-1', 'VS-PERCENT');
    await scene.app.ocpp.flush();
    expect(await scene.transaction(second)).toMatchObject({
      voucher_pk: null,
      payment_type: 'WALLET',
    });
    expect((await debits())[1]).toEqual({ transaction_pk: second, amount_cents: -AMOUNT });
  });

  it('a kWh voucher pays the energy part for up to its remaining kWh', async () => {
    const userPk = await scene.driver('VS-KWH');
    const voucherPk = await scene.voucher('KWH_RECHARGE', 4, [userPk]);
    const id = await scene.recharge('VS-1', 'VS-KWH');
    const paidByVoucher = (ENERGY_PART * 4) / 10;
    expect(await settled(id)).toMatchObject({
      voucher_pk: voucherPk,
      voucher_amount: paidByVoucher,
      payment_type: 'MERCADO_PAGO_CARD',
    });
    expect(await scene.payments(id)).toEqual([
      { amount_cents: AMOUNT - paidByVoucher, status: 'approved' },
    ]);
    // Its value is kept in Wh.
    expect(await scene.history(voucherPk)).toEqual([
      {
        transaction_pk: id,
        user_pk: userPk,
        entry_kind: 'USE',
        amount_used: 4000,
        balance_after: 0,
      },
    ]);
    // More kWh than the recharge: the energy part whole, never the per-recharge price.
    const largeUser = await scene.driver('VS-KWH-LARGE');
    const large = await scene.voucher('KWH_RECHARGE', 50, [largeUser]);
    const second = await scene.recharge('VS-1', 'VS-KWH-LARGE');
    expect(await settled(second)).toMatchObject({ voucher_amount: ENERGY_PART });
    expect(await scene.payments(second)).toEqual([
      { amount_cents: AMOUNT - ENERGY_PART, status: 'approved' },
    ]);
    expect(await scene.voucherRow(large)).toMatchObject({ value_used: 10_000 });
  });

  it("ignores a voucher that is not ACTIVE, or another charger's", async () => {
    const userPk = await scene.driver('VS-IGNORED');
    const now = Date.now();
    const ignored = [
      await scene.voucher('MONEY_RECHARGE', 5000, [userPk], { active: false }),
      await scene.voucher('MONEY_RECHARGE', 5000, [userPk], {
        startAt: new Date(now + HOUR),
        expireAt: new Date(now + 2 * HOUR),
      }),
      await scene.voucher('MONEY_RECHARGE', 5000, [userPk], {
        startAt: new Date(now - 2 * HOUR),
        expireAt: new Date(now - HOUR),
      }),
      await scene.voucher('MONEY_RECHARGE', 5000, [userPk], {
        chargeBoxPks: [scene.stations['VS-2']],
      }),
    ];
    // Another driver's voucher pays nothing for this one.
    await scene.voucher('MONEY_RECHARGE', 5000, [await scene.driver('VS-OTHER')]);
    const id = await scene.recharge('VS-1', 'VS-IGNORED');
    expect(await settled(id)).toMatchObject({
      voucher_pk: null,
      payment_type: 'MERCADO_PAGO_CARD',
    });
    expect(await scene.payments(id)).toEqual([{ amount_cents: AMOUNT, status: 'approved' }]);
    for (const voucherPk of ignored) expect(await scene.history(voucherPk)).toEqual([]);
    // The voucher of VS-2 pays there.
    const there = await scene.recharge('VS-2', 'VS-IGNORED');
    await scene.app.ocpp.flush();
    expect(await scene.transaction(there)).toMatchObject({
      voucher_pk: ignored[3],
      payment_type: 'VOUCHER',
    });
  });

  it('two recharges stopping at once on one money voucher never overspend it', async () => {
    const [a, b] = [await scene.driver('VS-RACE-A'), await scene.driver('VS-RACE-B')];
    const voucherPk = await scene.voucher('MONEY_RECHARGE', 2000, [a, b]);
    const runs = [
      await scene.started('VS-1', 'VS-RACE-A', 2),
      await scene.started('VS-2', 'VS-RACE-B', 2),
    ];
    await Promise.all(runs.map((run) => run.stop()));
    const stopped = await Promise.all(runs.map((run) => settled(run.transactionId)));
    const paid = stopped.map((x) => x.voucher_amount ?? 0).sort((x, y) => x - y);
    expect(paid).toEqual([2000 - AMOUNT, AMOUNT]);
    expect(await scene.voucherRow(voucherPk)).toMatchObject({ value_used: 2000, uses: 2 });
    const balances = (await scene.history(voucherPk)).map((h) => h.balance_after);
    expect(balances).toEqual([2000 - AMOUNT, 0]);
  });

  it('two stop statements in their own transactions take turns on the voucher', async () => {
    const [a, b] = [await scene.driver('VS-LOCK-A'), await scene.driver('VS-LOCK-B')];
    const voucherPk = await scene.voucher('MONEY_RECHARGE', 2000, [a, b]);
    const runs = [
      await scene.started('VS-1', 'VS-LOCK-A', 3),
      await scene.started('VS-2', 'VS-LOCK-B', 3),
    ];
    // Each stop as its own statement, at once (two connections on PostgreSQL).
    await Promise.all(
      runs.map((run) =>
        scene.db
          .updateTable('charging_transaction')
          .set({ stop_timestamp: new Date(), stop_value: 10_000, stop_received_at: new Date() })
          .where('transaction_pk', '=', run.transactionId)
          .execute(),
      ),
    );
    const stopped = await Promise.all(runs.map((run) => scene.transaction(run.transactionId)));
    expect(stopped.map((x) => x.voucher_amount ?? 0).sort((x, y) => x - y)).toEqual([
      2000 - AMOUNT,
      AMOUNT,
    ]);
    expect(await scene.voucherRow(voucherPk)).toMatchObject({ value_used: 2000, uses: 2 });
  });

  it("a kWh voucher pays a profile's energy line items, not its start price", async () => {
    const userPk = await scene.driver('VS-KWH-PROFILE');
    const voucherPk = await scene.voucher('KWH_RECHARGE', 5, [userPk]);
    const run = await scene.started('VS-1', 'VS-KWH-PROFILE', 4);
    // The stop statement as a profile prices it: R$ 3,00 to start and R$ 2,00 per kWh (10 kWh).
    await scene.db
      .updateTable('charging_transaction')
      .set({
        stop_timestamp: new Date(),
        stop_value: 10_000,
        stop_received_at: new Date(),
        pricing_profile_name: 'Perfil',
        transaction_amount: 300 + 2000,
        energy_price_cents: 2000,
      })
      .where('transaction_pk', '=', run.transactionId)
      .execute();
    // 5 of its 10 kWh: half the energy line items; the driver's card is left the rest.
    expect(await scene.transaction(run.transactionId)).toMatchObject({
      voucher_pk: voucherPk,
      voucher_amount: 1000,
      payment_status: 'pending',
    });
    expect(await scene.history(voucherPk)).toMatchObject([{ amount_used: 5000, balance_after: 0 }]);
  });
});
