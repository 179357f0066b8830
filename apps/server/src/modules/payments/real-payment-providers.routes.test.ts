import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeMercadoPago } from '../../testing/fake-mercadopago';
import { FakePagBank } from '../../testing/fake-pagbank';
import type { TestApp } from '../../testing/test-app';
import { describeDatabases, type TestDatabase } from '../../testing/test-databases';
import { appWithPayments } from './payments-app-test-kit';

const JWT_SECRET = 'real-providers-routes-test-secret-0123456789';

/** The app configured for a real provider, whose API is a local server. */
async function appWith(database: TestDatabase, env: Record<string, string>) {
  const started = await appWithPayments(database, JWT_SECRET, env);
  const pix = () =>
    started.payments.createCharge({
      tenantPk: started.tenantPk,
      method: 'pix',
      amountCents: 3100,
      description: 'Depósito',
      // Mercado Pago refuses a payment without the payer's e-mail.
      payer: { email: 'ana.souza@example.com', name: 'Ana Souza' },
    });
  return { ...started, pix };
}

async function statusOf(app: TestApp, token: string, paymentPk: number): Promise<string> {
  const res = await app.http.inject({
    method: 'GET',
    url: `/api/payments/${paymentPk}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().status;
}

describeDatabases('the Mercado Pago webhook route', (database) => {
  const fake = new FakeMercadoPago();
  let kit: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    const baseUrl = await fake.server.start();
    kit = await appWith(database, {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: fake.token,
      MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
      MERCADOPAGO_BASE_URL: baseUrl,
    });
  });
  afterAll(async () => {
    await kit?.app.close();
    await fake.server.stop();
  });

  it('takes a signed notification with data.id in the query and moves the payment', async () => {
    const created = await kit.pix();
    const ref = created.provider_ref ?? '';
    fake.payPix(ref);
    const { headers, body } = fake.notification(ref);
    const res = await kit.app.http.inject({
      method: 'POST',
      url: `/api/payments/webhooks/mercadopago?data.id=${ref}&type=payment`,
      headers: headers as Record<string, string>,
      payload: body as object,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await statusOf(kit.app, kit.token, created.payment_pk)).toBe('approved');
  });

  it('answers 401 to a notification signed with another secret', async () => {
    const created = await kit.pix();
    const ref = created.provider_ref ?? '';
    const { headers, body } = fake.notification(ref, 'someone-else');
    const res = await kit.app.http.inject({
      method: 'POST',
      url: `/api/payments/webhooks/mercadopago?data.id=${ref}&type=payment`,
      headers: headers as Record<string, string>,
      payload: body as object,
    });
    expect(res.statusCode).toBe(401);
    expect(await statusOf(kit.app, kit.token, created.payment_pk)).toBe('pending');
  });
});

describeDatabases('the PagBank webhook route', (database) => {
  const fake = new FakePagBank();
  let kit: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    const baseUrl = await fake.server.start();
    kit = await appWith(database, {
      PAYMENT_PROVIDER: 'pagbank',
      PAGBANK_TOKEN: fake.token,
      PAGBANK_BASE_URL: baseUrl,
    });
  });
  afterAll(async () => {
    await kit?.app.close();
    await fake.server.stop();
  });

  it('checks x-authenticity-token over the body exactly as sent, then moves the payment', async () => {
    const created = await kit.pix();
    const ref = created.provider_ref ?? '';
    fake.payPix(ref);
    const { headers, rawBody, body } = fake.notification(ref);
    // The same order re-serialised is not what PagBank signed.
    const reformatted = await kit.app.http.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pagbank',
      headers: headers as Record<string, string>,
      payload: JSON.stringify(body),
    });
    expect(reformatted.statusCode).toBe(401);
    const res = await kit.app.http.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pagbank',
      headers: headers as Record<string, string>,
      payload: rawBody,
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(kit.app, kit.token, created.payment_pk)).toBe('approved');
  });
});
