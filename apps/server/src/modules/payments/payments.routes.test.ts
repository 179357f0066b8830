import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../testing/test-app';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { loadConfig } from '../../platform/config';
import { createPaymentProvider } from './create-payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { SANDBOX_PAYMENT_CARDS } from './sandbox-payment-cards';

const JWT_SECRET = 'payments-routes-test-secret-0123456789abcdef';

describeDatabases('payment routes on the sandbox', (database) => {
  let app: TestApp;
  let token = '';
  let payments: PaymentsService;
  let tenantPk = 0;
  let sibling: SecondTenant;

  beforeAll(async () => {
    app = await startTestApp(database, { JWT_SECRET, PAYMENT_SANDBOX_DELAY_MS: '0' });
    token = await app.login();
    const { db } = database.handle;
    // The app's own provider settings and secret: its notifications reach the app's webhook.
    const provider = createPaymentProvider(loadConfig({ PAYMENT_SANDBOX_DELAY_MS: '0' }).payments, {
      db,
      http: app.http,
      tokenSecret: JWT_SECRET,
    });
    payments = new PaymentsService(new PaymentsRepository(db), provider, pino({ level: 'silent' }));
    tenantPk = (
      await db
        .selectFrom('tenant')
        .select('tenant_pk')
        .orderBy('tenant_pk')
        .executeTakeFirstOrThrow()
    ).tenant_pk;
    sibling = await secondTenant(app, database, 'paysibling', ['/financial']);
    await db
      .updateTable('tenant')
      .set({ feature_monetization: true, feature_payment: true })
      .where('tenant_pk', '=', sibling.tenantPk)
      .execute();
    // Features are read at sign-in.
    sibling.token = await app.login('operator@paysibling.example', ADMIN_PASSWORD, {
      host: 'paysibling.localhost',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (id: number, bearer = token) =>
    app.http.inject({
      method: 'GET',
      url: `/api/payments/${id}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const post = (url: string, bearer = token) =>
    app.http.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` } });

  it('approves a card through the signed webhook the sandbox posts to the app', async () => {
    const created = await payments.createCharge({
      tenantPk,
      method: 'card',
      cardToken: SANDBOX_PAYMENT_CARDS.approved,
      amountCents: 1990,
      description: 'Recarga',
    });
    // Reading the charge settles it; the sandbox then notifies the webhook route.
    await payments.provider.status(created.provider_ref ?? '');
    await expect.poll(async () => (await get(created.payment_pk)).json().status).toBe('approved');
    const detail = (await get(created.payment_pk)).json();
    expect(detail).toMatchObject({ amountCents: 1990, statusLabel: 'approved', method: 'card' });
    expect(detail.events.map((e: { source: string }) => e.source)).toEqual(['created', 'webhook']);
  });

  it('refuses an unsigned or forged notification', async () => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'x-request-id': 'abc', 'x-signature': 'ts=1,v1=00' },
      payload: { type: 'payment', data: { id: 'sbx_nothing' } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('pays a pending Pix with the sandbox admin call, recording who did it', async () => {
    const pix = await payments.createCharge({
      tenantPk,
      method: 'pix',
      amountCents: 5000,
      description: 'Depósito',
    });
    expect((await get(pix.payment_pk)).json()).toMatchObject({
      status: 'pending',
      pix: {
        copyPaste: expect.stringMatching(/^000201/),
        qrImage: expect.stringMatching(/^data:image\/png/),
      },
    });
    const paid = await post(`/api/payments/sandbox/${pix.payment_pk}/pix/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'approved' });
    const again = await post(`/api/payments/sandbox/${pix.payment_pk}/pix/pay`);
    expect(again.statusCode).toBe(409);
    const events = (await get(pix.payment_pk)).json().events;
    expect(events.at(-1)).toMatchObject({
      source: 'sandbox-admin',
      fromStatus: 'pending',
      toStatus: 'approved',
    });
    expect(events.at(-1).actor).toMatch(/^user:\d+$/);
  });

  it("answers 404 for a sibling tenant's payment and 401 without a session", async () => {
    const pix = await payments.createCharge({
      tenantPk,
      method: 'pix',
      amountCents: 700,
      description: 'Depósito',
    });
    expect((await get(pix.payment_pk, sibling.token)).statusCode).toBe(404);
    expect(
      (await post(`/api/payments/sandbox/${pix.payment_pk}/pix/expire`, sibling.token)).statusCode,
    ).toBe(404);
    const anonymous = await app.http.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${pix.payment_pk}/pix/expire`,
    });
    expect(anonymous.statusCode).toBe(401);
    const expired = await post(`/api/payments/sandbox/${pix.payment_pk}/pix/expire`);
    expect(expired.json()).toMatchObject({ status: 'cancelled' });
  });

  it('sends a chargeback on an approved card', async () => {
    const created = await payments.createCharge({
      tenantPk,
      method: 'card',
      cardToken: SANDBOX_PAYMENT_CARDS.approved,
      amountCents: 800,
      description: 'Recarga',
    });
    await payments.provider.status(created.provider_ref ?? '');
    await expect.poll(async () => (await get(created.payment_pk)).json().status).toBe('approved');
    const res = await post(`/api/payments/sandbox/${created.payment_pk}/chargeback`);
    expect(res.json()).toMatchObject({ status: 'charged_back' });
  });
});
