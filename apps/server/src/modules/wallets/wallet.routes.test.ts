import { afterAll, beforeAll, expect, it } from 'vitest';
import { rootTenantPk } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { WalletRepository } from './wallet.repository';

describeDatabases('Wallet API', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let userPk: number;

  beforeAll(async () => {
    app = await startOcppApp(database);
    const db = database.handle.db;
    const rootPk = await rootTenantPk(database);
    userPk = (
      await db
        .insertInto('app_user')
        .values({ tenant_pk: rootPk, name: 'Wanda', email: 'wanda@example.com' })
        .returning('user_pk')
        .executeTakeFirstOrThrow()
    ).user_pk;
    const wallet = new WalletRepository(db);
    const pix = await wallet.record({
      user_pk: userPk,
      kind: 'DEPOSIT',
      amount_cents: 5000,
      payment_type: 'PAGBANK_PIX',
    });
    await wallet.record({
      user_pk: userPk,
      kind: 'REFUND',
      amount_cents: -1000,
      refund_of_pk: pix,
    });
    const card = await wallet.record({
      user_pk: userPk,
      kind: 'DEPOSIT',
      amount_cents: 800,
      payment_type: 'PAGBANK_CARD',
    });
    await wallet.record({
      user_pk: userPk,
      kind: 'REFUND',
      amount_cents: -800,
      refund_of_pk: card,
    });
    await wallet.record({
      user_pk: userPk,
      kind: 'DEPOSIT',
      amount_cents: 2000,
      payment_type: 'PAGBANK_CARD',
      payment_status: 'pending',
    });
    await wallet.record({ user_pk: userPk, kind: 'RECHARGE', amount_cents: -1500 });
    await wallet.record({ user_pk: userPk, kind: 'IDLE_CHARGE', amount_cents: -300 });
    other = await secondTenant(app, database, 'carteira', ['/users']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists deposits with their refunds, recharge and idle debits, and totals the ledger', async () => {
    const list = await app.api('GET', `/api/customer-wallet/userDeposits/${userPk}`);
    expect(list.statusCode).toBe(200);
    const deposits = list.body.deposits as Record<string, unknown>[];
    // Five entries and the two refunds of deposits, each a line of its own.
    expect(deposits).toHaveLength(7);
    expect(deposits.filter((d) => d.entry_kind === 'REFUND')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payment_transaction_amounts: 1000, target_type: 'USER' }),
        expect.objectContaining({ payment_transaction_amounts: 800, target_type: 'USER' }),
      ]),
    );
    expect(deposits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          payment_type: 'PAGBANK_PIX',
          payment_status: 'approved',
          payment_status_detail: 'partially_refunded',
          payment_transaction_amounts: 5000,
          payment_transaction_amount_refunded: 1000,
          is_idle_payment: false,
          entry_kind: 'DEPOSIT',
        }),
        expect.objectContaining({
          payment_transaction_amounts: 800,
          payment_status: 'refunded',
          payment_status_detail: 'refunded',
        }),
        expect.objectContaining({ payment_transaction_amounts: 2000, payment_status: 'pending' }),
        expect.objectContaining({
          payment_transaction_amounts: 300,
          is_idle_payment: true,
          target_type: 'IDLE',
          entry_kind: 'IDLE_CHARGE',
        }),
        expect.objectContaining({ payment_transaction_amounts: 1500, target_type: 'TRANSACTION' }),
      ]),
    );
    const total = await app.api('GET', `/api/customer-wallet/userDeposits/totalizer/${userPk}`);
    // 5000 − 1000 refunded + 800 − 800 refunded − 1500 recharge − 300 idle; the pending 2000 waits.
    expect(total.body.total).toBe(2200);
    expect(String(total.body.total_human_readable).replace(/\s/g, ' ')).toBe('R$ 22,00');
  });

  it('answers 403 without the financial role and 404 for another tenant', async () => {
    const asOther = () =>
      app.http.inject({
        method: 'GET',
        url: `/api/customer-wallet/userDeposits/${userPk}`,
        headers: { authorization: `Bearer ${other.token}`, host: 'carteira.localhost' },
      });
    expect((await asOther()).statusCode).toBe(403);
    const operator = await database.handle.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', 'operator@carteira.example')
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto('user_permission')
      .values({ user_pk: operator.user_pk, role_id: 'DASH_FINANCIAL_INDICATORS', route: null })
      .execute();
    expect((await asOther()).statusCode).toBe(404);
  });
});
