import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { sandboxAppKit } from './payments-app-test-kit';
import { SANDBOX_PAYMENT_CARDS } from './sandbox-payment-cards';

const JWT_SECRET = 'payments-routes-test-secret-0123456789abcdef';

describeDatabases('payment routes on the sandbox', (database) => {
  const kit = sandboxAppKit(database, JWT_SECRET, 'paysibling');

  const get = (id: number, bearer = kit.token) =>
    kit.app.http.inject({
      method: 'GET',
      url: `/api/payments/${id}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const post = (url: string, bearer = kit.token) =>
    kit.app.http.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` } });

  /**
   * A card charge of `amountCents` the sandbox approves: reading the charge settles it, and the
   * sandbox then notifies the webhook route, which approves the payment.
   */
  async function approvedCard(amountCents: number) {
    const created = await kit.payments.createCharge({
      tenantPk: kit.tenantPk,
      method: 'card',
      cardToken: SANDBOX_PAYMENT_CARDS.approved,
      amountCents,
      description: 'Recarga',
    });
    await kit.payments.provider.status(created.provider_ref ?? '');
    await expect.poll(async () => (await get(created.payment_pk)).json().status).toBe('approved');
    return created;
  }

  it('approves a card through the signed webhook the sandbox posts to the app', async () => {
    const created = await approvedCard(1990);
    const detail = (await get(created.payment_pk)).json();
    expect(detail).toMatchObject({ amountCents: 1990, statusLabel: 'approved', method: 'card' });
    expect(detail.events.map((e: { source: string }) => e.source)).toEqual(['created', 'webhook']);
  });

  it('refuses an unsigned or forged notification', async () => {
    const res = await kit.app.http.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'x-request-id': 'abc', 'x-signature': 'ts=1,v1=00' },
      payload: { type: 'payment', data: { id: 'sbx_nothing' } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('pays a pending Pix with the sandbox admin call, recording who did it', async () => {
    const pix = await kit.payments.createCharge({
      tenantPk: kit.tenantPk,
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
    const pix = await kit.payments.createCharge({
      tenantPk: kit.tenantPk,
      method: 'pix',
      amountCents: 700,
      description: 'Depósito',
    });
    expect((await get(pix.payment_pk, kit.sibling.token)).statusCode).toBe(404);
    expect(
      (await post(`/api/payments/sandbox/${pix.payment_pk}/pix/expire`, kit.sibling.token))
        .statusCode,
    ).toBe(404);
    const anonymous = await kit.app.http.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${pix.payment_pk}/pix/expire`,
    });
    expect(anonymous.statusCode).toBe(401);
    const expired = await post(`/api/payments/sandbox/${pix.payment_pk}/pix/expire`);
    expect(expired.json()).toMatchObject({ status: 'cancelled' });
  });

  it('sends a chargeback on an approved card', async () => {
    const created = await approvedCard(800);
    const res = await post(`/api/payments/sandbox/${created.payment_pk}/chargeback`);
    expect(res.json()).toMatchObject({ status: 'charged_back' });
  });
});
