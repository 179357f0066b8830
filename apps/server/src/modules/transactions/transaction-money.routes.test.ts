import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { minutesAgo, startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { FIXED_STATION_PRICE } from '../../testing/pricing-at-stop';
import { ScriptedStation, addTag, rootTenantPk } from '../../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

describeDatabases('Idle time, invoices and wallet debits', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let station: ScriptedStation;
  let userPk: number;
  let walletTx: number;
  let shortIdleTx: number;
  const stopOfWalletTx = {
    transactionId: 0,
    meterStop: 10_000,
    timestamp: minutesAgo(5),
    reason: 'EVDisconnected',
  };

  const transaction = async (id: number) =>
    (await app.api('GET', `/api/transaction/${id}`)).body.transaction as Record<string, unknown>;
  const ledger = (transactionPk: number) =>
    database.handle.db
      .selectFrom('wallet_entry')
      .select(['kind', 'amount_cents'])
      .where('transaction_pk', '=', transactionPk)
      .orderBy('wallet_entry_pk')
      .execute();
  const asOther = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: string) =>
    app.http.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${other.token}`,
        host: 'ociosidade.localhost',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    // Every first issue is rejected by the sandbox; a resend is authorised.
    app = await startOcppApp(database, { INVOICE_SANDBOX_REJECT_RATE: '1' });
    await app.addStation('IDLE-1', { ...FIXED_STATION_PRICE, idleTimePrice: 50 });
    const tenantPk = await rootTenantPk(database);
    userPk = (
      await database.handle.db
        .insertInto('app_user')
        .values({ tenant_pk: tenantPk, name: 'Iara', email: 'iara@example.com' })
        .returning('user_pk')
        .executeTakeFirstOrThrow()
    ).user_pk;
    const deposit = await app.api('POST', `/payments/customer-wallet/userDeposits/${userPk}`, {
      amount_cents: 10_000,
      payment_type: 'MANUAL_DASHBOARD',
    });
    expect(deposit.statusCode).toBe(201);
    await addTag(database, 'IDLE-WALLET', { owner_user_pk: userPk });
    await addTag(database, 'IDLE-CARD');

    station = await ScriptedStation.connect(app.ocppUrl, 'IDLE-1');
    await station.boot();
    // Connector 1: charges, stops drawing power, is unplugged 25 minutes later and then stopped.
    await station.status(1, 'Charging', 'NoError', minutesAgo(60));
    walletTx = (
      await station.call<{ transactionId: number }>('StartTransaction', {
        connectorId: 1,
        idTag: 'IDLE-WALLET',
        meterStart: 0,
        timestamp: minutesAgo(60),
      })
    ).transactionId;
    await station.status(1, 'SuspendedEV', 'NoError', minutesAgo(30));
    await station.status(1, 'Available', 'NoError', minutesAgo(5));
    stopOfWalletTx.transactionId = walletTx;
    await station.call('StopTransaction', stopOfWalletTx);
    // Connector 2: stopped while plugged, unplugged 10 minutes after charging ended.
    await station.status(2, 'Charging', 'NoError', minutesAgo(40));
    shortIdleTx = (
      await station.call<{ transactionId: number }>('StartTransaction', {
        connectorId: 2,
        idTag: 'IDLE-CARD',
        meterStart: 0,
        timestamp: minutesAgo(40),
      })
    ).transactionId;
    await station.status(2, 'SuspendedEV', 'NoError', minutesAgo(20));
    await station.call('StopTransaction', {
      transactionId: shortIdleTx,
      meterStop: 2_000,
      timestamp: minutesAgo(15),
    });
    await station.status(2, 'Finishing', 'NoError', minutesAgo(15));
    await station.status(2, 'Available', 'NoError', minutesAgo(10));
    other = await secondTenant(app, database, 'ociosidade', [
      '/cancel-idle-payment',
      '/transactions/show_nf_column',
    ]);
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it('measures idle time from the end of charging to the unplug and prices it', async () => {
    expect(await transaction(walletTx)).toMatchObject({
      idleDuration: 1500,
      idleDurationHumanReadable: '25m 00s',
      moneyIdlePaymentTransactionAmount: 25 * 50,
      isIdlePaymentCanceled: false,
    });
    // Measured again when the connector reported Available after the stop.
    expect(await transaction(shortIdleTx)).toMatchObject({
      idleDuration: 600,
      moneyIdlePaymentTransactionAmount: 10 * 50,
      idlePaymentStatus: 'pending',
    });
  });

  it('pays a recharge from the wallet once, even when the stop is replayed', async () => {
    expect(await transaction(walletTx)).toMatchObject({
      paymentType: 'WALLET',
      paymentStatus: 'approved',
      transactionAmount: 10 * 150 + 100,
    });
    await station.call('StopTransaction', stopOfWalletTx);
    expect(await ledger(walletTx)).toEqual([
      { kind: 'RECHARGE', amount_cents: -1600 },
      { kind: 'IDLE_CHARGE', amount_cents: -1250 },
    ]);
    // A tag without an owner is not paid from any wallet.
    expect(await transaction(shortIdleTx)).toMatchObject({ paymentStatus: 'pending' });
    const statement = await app.api('GET', `/api/customer-wallet/userDeposits/${userPk}`);
    expect(statement.body.deposits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          target_type: 'TRANSACTION',
          transaction_pk: walletTx,
          payment_transaction_amounts: 1600,
        }),
      ]),
    );
  });

  it('cancels an idle payment over 20 minutes once and gives the wallet its money back', async () => {
    expect(
      (await asOther('DELETE', `/payments/cancel-idle-payment/transaction/${walletTx}`)).statusCode,
    ).toBe(404);
    const short = await app.api(
      'DELETE',
      `/payments/cancel-idle-payment/transaction/${shortIdleTx}`,
    );
    expect(short.statusCode).toBe(409);
    expect(String(short.body.error)).toContain('20 minutes');

    const cancel = await app.api('DELETE', `/payments/cancel-idle-payment/transaction/${walletTx}`);
    expect(cancel.statusCode).toBe(204);
    expect(await transaction(walletTx)).toMatchObject({
      isIdlePaymentCanceled: true,
      idlePaymentStatus: 'cancelled',
    });
    const again = await app.api('DELETE', `/payments/cancel-idle-payment/transaction/${walletTx}`);
    expect(again).toMatchObject({
      statusCode: 409,
      body: { error: 'The idle payment is already canceled' },
    });
    expect((await ledger(walletTx)).map((e) => e.kind)).toEqual([
      'RECHARGE',
      'IDLE_CHARGE',
      'CANCEL',
    ]);
    const total = await app.api('GET', `/api/customer-wallet/userDeposits/totalizer/${userPk}`);
    expect(total.body.total).toBe(10_000 - 1600);
  });

  it('resends a rejected invoice, which is then authorised with a document link', async () => {
    const rejected = await waitFor(async () => {
      const x = await transaction(walletTx);
      return x.nfeStatus === 'rejeitado' ? x : undefined;
    });
    expect(rejected.nfeUrls).toEqual([]);
    expect((await asOther('POST', '/api/nfe/resend', String(walletTx))).statusCode).toBe(404);
    const bad = await app.http.inject({
      method: 'POST',
      url: '/api/nfe/resend',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      payload: '"twelve"',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'transactionPk' });

    const resend = await app.http.inject({
      method: 'POST',
      url: '/api/nfe/resend',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      payload: String(walletTx),
    });
    expect(resend.statusCode).toBe(200);
    const data = (resend.json() as { data: { nfeStatus: string; nfeUrls: string[] } }).data;
    expect(data.nfeStatus).toBe('autorizado');
    expect(data.nfeUrls).toHaveLength(1);
    const document = await app.http.inject({ method: 'GET', url: data.nfeUrls[0] ?? '' });
    expect(document.statusCode).toBe(200);
    expect(document.body).toContain('not a fiscal document');
    expect(document.body).toContain('R$');
    const inPortuguese = await app.http.inject({
      method: 'GET',
      url: data.nfeUrls[0] ?? '',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(inPortuguese.body).toContain('não é um documento fiscal');
    expect(inPortuguese.body).toContain('Nota fiscal de serviço (NFS-e)');
    expect(inPortuguese.body).toMatch(/\d,\d\d kWh/);
    expect(document.body).toMatch(/\d\.\d\d kWh/);
    expect(
      (await app.http.inject({ method: 'GET', url: `${data.nfeUrls[0] ?? ''}x` })).statusCode,
    ).toBe(404);
    expect(await transaction(walletTx)).toMatchObject({ nfeStatus: 'autorizado' });

    const twice = await app.api('POST', `/api/transactions/${walletTx}/nfes/resends`);
    expect(twice.statusCode).toBe(409);
    expect(String(twice.body.error)).toContain('autorizado');
  });

  it('requests the invoice on manual payment confirmation', async () => {
    const none = await app.api('POST', `/api/transactions/${shortIdleTx}/nfes/resends`);
    expect(none.statusCode).toBe(409);
    await app.api('POST', `/payments/transaction/${shortIdleTx}/pay`, {
      payment_type: 'MANUAL_DASHBOARD',
    });
    await waitFor(async () => (await transaction(shortIdleTx)).nfeStatus === 'rejeitado');
    const resend = await app.api('POST', `/api/transactions/${shortIdleTx}/nfes/resends`);
    expect(resend.body).toMatchObject({ data: { nfeStatus: 'autorizado' } });
  });
});
