import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { connectedStation, startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { FIXED_STATION_PRICE } from '../../testing/pricing-at-stop';
import { addTag, rootTenantPk } from '../../testing/scripted-station';
import { signedInUser, secondTenant } from '../../testing/second-tenant';
import { rechargeOverSocket } from '../../testing/socket-recharge';
import { SANDBOX_PAYMENT_CARDS } from './sandbox-payment-cards';
import { sandboxWebhookSecret } from './sandbox-payment-provider';
import { signedWebhook } from './sandbox-webhook-signature';

const JWT_SECRET = 'recharge-payments-test-secret-0123456789abcdef';
/** 10 kWh at R$ 1,50 plus R$ 1,00 per recharge (FIXED_STATION_PRICE). */
const AMOUNT = 10 * 150 + 100;

describeDatabases('Paying a recharge at its stop', (database) => {
  let app: OcppTestApp;
  let tenantPk = 0;
  const drivers: Record<string, { userPk: number; token: string }> = {};

  const db = () => database.handle.db;
  const as = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const res = await app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
    return { statusCode: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const transaction = async (id: number) =>
    (await app.api('GET', `/api/transaction/${id}`)).body.transaction as Record<string, unknown>;
  /** A recharge of 10 kWh on PAY-1 over a real socket, started and stopped now. */
  const recharge = (idTag: string) =>
    rechargeOverSocket(app, 'PAY-1', {
      idTag,
      meterStart: 0,
      startedMsAgo: 30 * 60_000,
      sample: { msAgo: 60_000, sampledValue: [{ value: '9000' }] },
      meterStop: 10_000,
    });
  const paymentsOf = (transactionPk: number) =>
    db()
      .selectFrom('payment')
      .selectAll()
      .where('transaction_pk', '=', transactionPk)
      .orderBy('payment_pk')
      .execute();
  const deposits = (userPk: number) =>
    db()
      .selectFrom('wallet_entry')
      .select(['kind', 'amount_cents', 'payment_type'])
      .where('user_pk', '=', userPk)
      .execute();

  beforeAll(async () => {
    app = await startOcppApp(database, { JWT_SECRET, PAYMENT_SANDBOX_DELAY_MS: '0' });
    tenantPk = await rootTenantPk(database);
    await db()
      .updateTable('tenant')
      .set({ feature_payment: true })
      .where('tenant_pk', '=', tenantPk)
      .execute();
    await app.addStation('PAY-1', FIXED_STATION_PRICE);
    await app.addStation('FREE-1', { hasPayment: false });
    for (const name of ['card', 'rejected', 'pix', 'wallet']) {
      drivers[name] = await signedInUser(app, database, {
        tenantPk,
        email: `${name}@drivers.example`,
        // Signing in needs one permission; there is no app sign-in for drivers yet.
        routes: ['/support'],
      });
      await addTag(database, `PAY-${name.toUpperCase()}`, { owner_user_pk: drivers[name].userPk });
    }
    const choose = (name: string, body: object) =>
      as(drivers[name]?.token ?? '', 'PUT', '/api/driver/payment-method', body);
    expect(
      (await choose('card', { method: 'CARD', cardToken: SANDBOX_PAYMENT_CARDS.approved })).body,
    ).toEqual({ method: 'CARD', hasCard: true });
    await choose('rejected', { method: 'CARD', cardToken: SANDBOX_PAYMENT_CARDS.rejected });
    await choose('pix', { method: 'PIX' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('charges the card on file when the recharge stops: in process, then approved', async () => {
    const id = await recharge('PAY-CARD');
    await expect.poll(async () => (await transaction(id)).paymentStatus).toBe('approved');
    expect(await transaction(id)).toMatchObject({
      transactionAmount: AMOUNT,
      paymentType: 'MERCADO_PAGO_CARD',
      paidError: 'NoError',
      isPaid: true,
    });
    const [payment, ...others] = await paymentsOf(id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      idempotency_key: `recharge-${id}`,
      amount_cents: AMOUNT,
      method: 'card',
      status: 'approved',
    });
    const events = await db()
      .selectFrom('payment_event')
      .select('to_status')
      .where('payment_pk', '=', payment?.payment_pk ?? 0)
      .orderBy('payment_event_pk')
      .execute();
    expect(events.map((e) => e.to_status)).toEqual(['in_process', 'approved']);
    // A replayed stop ends nothing and charges nothing again.
    const station = await connectedStation(app.ocppUrl, 'PAY-1');
    await station.call('StopTransaction', {
      transactionId: id,
      meterStop: 10_000,
      timestamp: new Date().toISOString(),
    });
    await station.close();
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('a refused test card leaves the recharge rejected, not paid, saying why', async () => {
    const id = await recharge('PAY-REJECTED');
    await expect.poll(async () => (await transaction(id)).paymentStatus).toBe('rejected');
    expect(await transaction(id)).toMatchObject({
      paymentType: 'MERCADO_PAGO_CARD',
      paidError: 'rejected',
      paidTimestamp: null,
      isPaid: false,
    });
    const unpaid = await app.api('GET', '/api/transaction?paymentStatus=UNPAID');
    expect((unpaid.body.list as { id: number }[]).map((t) => t.id)).toContain(id);
    // The driver pays it again with another card.
    const token = drivers.rejected?.token ?? '';
    const paid = await as(token, 'POST', `/api/driver/recharges/${id}/payments`, {
      method: 'card',
      cardToken: SANDBOX_PAYMENT_CARDS.approvedMastercard,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.body).toMatchObject({ transactionPk: id, amountCents: AMOUNT, method: 'card' });
    await expect.poll(async () => (await transaction(id)).isPaid).toBe(true);
    expect(await transaction(id)).toMatchObject({
      paymentStatus: 'approved',
      paidError: 'NoError',
    });
    const again = await as(token, 'POST', `/api/driver/recharges/${id}/payments`, {
      method: 'pix',
    });
    expect(again.statusCode).toBe(409);
    // Another driver's recharge is not found.
    const foreign = await as(
      drivers.card?.token ?? '',
      'GET',
      `/api/driver/recharges/${id}/payment`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('a Pix recharge stays pending with its BR Code until the driver pays it', async () => {
    const id = await recharge('PAY-PIX');
    const token = drivers.pix?.token ?? '';
    // The payment is written before the provider answers with the Pix to pay.
    await expect
      .poll(async () => (await as(token, 'GET', `/api/driver/recharges/${id}/payment`)).body.pix)
      .toBeTruthy();
    const payment = (await as(token, 'GET', `/api/driver/recharges/${id}/payment`)).body as {
      paymentPk: number;
      status: string;
      pix: { copyPaste: string; qrImage: string };
    };
    expect(payment.status).toBe('pending');
    expect(payment.pix.copyPaste).toMatch(/^000201/);
    expect(payment.pix.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(await transaction(id)).toMatchObject({
      paymentStatus: 'pending',
      paymentType: 'MERCADO_PAGO_PIX',
      isPaid: false,
    });
    const paid = await app.api('POST', `/api/payments/sandbox/${payment.paymentPk}/pix/pay`);
    expect(paid.statusCode).toBe(200);
    await expect.poll(async () => (await transaction(id)).isPaid).toBe(true);
    expect(await transaction(id)).toMatchObject({
      paymentStatus: 'approved',
      paidError: 'NoError',
    });
    const listed = await app.api('GET', '/api/transaction?paymentStatus=PAID');
    expect((listed.body.list as { id: number }[]).map((t) => t.id)).toContain(id);
  });

  it('leaves a wallet recharge the balance does not cover for the dashboard', async () => {
    const id = await recharge('PAY-WALLET');
    await app.ocpp.flush();
    expect(await transaction(id)).toMatchObject({
      paymentStatus: 'pending',
      paymentType: null,
      isPaid: false,
    });
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('tops up a wallet by Pix: credited once when paid, even when the webhook is replayed', async () => {
    const { token, userPk } = drivers.wallet ?? { token: '', userPk: 0 };
    const topUp = await as(token, 'POST', '/api/driver/wallet/top-ups', {
      method: 'pix',
      amountCents: 5000,
    });
    expect(topUp.statusCode).toBe(201);
    expect(topUp.body).toMatchObject({
      status: 'pending',
      method: 'pix',
      paymentType: 'MERCADO_PAGO_PIX',
    });
    expect(await deposits(userPk)).toEqual([]);
    const paymentPk = topUp.body.paymentPk as number;
    expect((await app.api('POST', `/api/payments/sandbox/${paymentPk}/pix/pay`)).statusCode).toBe(
      200,
    );
    const credited = [{ kind: 'DEPOSIT', amount_cents: 5000, payment_type: 'MERCADO_PAGO_PIX' }];
    await expect.poll(() => deposits(userPk)).toEqual(credited);
    const providerRef = topUp.body.providerRef as string;
    const secret = sandboxWebhookSecret(JWT_SECRET);
    for (const eventId of ['replayed', 'replayed', 'another']) {
      const { headers, body } = signedWebhook(secret, { providerRef, eventId });
      const res = await app.http.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await deposits(userPk)).toEqual(credited);
    expect((await as(token, 'GET', `/api/driver/payments/${paymentPk}`)).body).toMatchObject({
      status: 'approved',
    });
    // A card top-up without a card on file names the field.
    const noCard = await as(token, 'POST', '/api/driver/wallet/top-ups', {
      method: 'card',
      amountCents: 5000,
    });
    expect(noCard).toMatchObject({ statusCode: 400, body: { field: 'cardToken' } });
  });

  it('pays a remote start with generate payment by the option chosen', async () => {
    const refused = await app.api('POST', '/api/operations/v1.6/remote_start_transaction', {
      chargePointSelectList: [{ chargeBoxId: 'PAY-1' }],
      connectorId: 1,
      idTag: 'PAY-WALLET',
      paymentType: 'PAGBANK_CARD',
    });
    expect(refused).toMatchObject({ statusCode: 400, body: { field: 'paymentType' } });
    const free = await app.api('POST', '/api/operations/v1.6/remote_start_transaction', {
      chargePointSelectList: [{ chargeBoxId: 'FREE-1' }],
      connectorId: 1,
      idTag: 'PAY-WALLET',
      paymentType: 'MERCADO_PAGO_PIX',
    });
    expect(free).toMatchObject({ statusCode: 400, body: { field: 'paymentType' } });
    const started = await app.api('POST', '/api/operations/v1.6/remote_start_transaction', {
      chargePointSelectList: [{ chargeBoxId: 'PAY-1' }],
      connectorId: 1,
      idTag: 'PAY-WALLET',
      paymentType: 'MERCADO_PAGO_PIX',
    });
    expect(started.statusCode).toBe(200);
    // The driver's own method is the wallet; the operator's choice pays this recharge by Pix.
    const id = await recharge('PAY-WALLET');
    await expect.poll(async () => (await paymentsOf(id)).length).toBe(1);
    expect((await paymentsOf(id))[0]).toMatchObject({ method: 'pix', status: 'pending' });
    expect(await transaction(id)).toMatchObject({ paymentType: 'MERCADO_PAGO_PIX' });
  });

  it('filters by revenue status: paid, unpaid and priceless', async () => {
    const free = await rechargeOverSocket(app, 'FREE-1', {
      idTag: 'PAY-WALLET',
      meterStart: 0,
      startedMsAgo: 10 * 60_000,
      sample: { msAgo: 60_000, sampledValue: [{ value: '900' }] },
      meterStop: 1_000,
    });
    const ids = async (status: string) =>
      (await app.api('GET', `/api/transaction?paymentStatus=${status}`)).body.list as {
        id: number;
        isPaid: boolean;
        hasPayment: boolean;
      }[];
    const paid = await ids('PAID');
    const unpaid = await ids('UNPAID');
    const priceless = await ids('PRICELESS');
    expect(priceless.map((t) => t.id)).toEqual([free]);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((t) => t.isPaid)).toBe(true);
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((t) => !t.isPaid && t.hasPayment)).toBe(true);
    const all = (await app.api('GET', '/api/transaction')).body.list as unknown[];
    expect(paid.length + unpaid.length + priceless.length).toBe(all.length);
  });

  describe('GET /api/payment/types', () => {
    it("answers the tenant's enabled types, none without the payment feature", async () => {
      const offered = await app.api('GET', '/api/payment/types');
      expect(offered.body).toEqual({
        payment_type_tenant_list: [
          { payment_type: 'WALLET' },
          { payment_type: 'MERCADO_PAGO_CARD' },
          { payment_type: 'MERCADO_PAGO_PIX' },
          { payment_type: 'MANUAL_DASHBOARD' },
        ],
      });
      await db()
        .updateTable('tenant')
        .set({ payment_types: ['MERCADO_PAGO_PIX', 'WALLET', 'TICKET_LOG'] })
        .where('tenant_pk', '=', tenantPk)
        .execute();
      expect((await app.api('GET', '/api/payment/types')).body).toEqual({
        payment_type_tenant_list: [
          { payment_type: 'WALLET' },
          { payment_type: 'MERCADO_PAGO_PIX' },
        ],
      });
      const sibling = await secondTenant(app, database, 'paytypes', ['/support']);
      const none = await as(sibling.token, 'GET', '/api/payment/types');
      expect(none.body).toEqual({ payment_type_tenant_list: [] });
    });
  });
});
