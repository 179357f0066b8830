import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { SANDBOX_PAYMENT_CARDS } from './sandbox-payment-cards';
import { sandboxPayments, testTenant } from './payments-test-kit';
import { MAX_RECONCILE_ATTEMPTS } from './reconcile-backoff';
import { WebhookRejected } from './payment-provider';

const FAR_FUTURE = new Date(Date.now() + 365 * 24 * 3600_000);

describeDatabases('payments service on the sandbox', (database) => {
  let tenantPk = 0;
  beforeAll(async () => {
    tenantPk = await testTenant(database.handle.db);
  });

  const card = (cardToken: string, amountCents = 2500) =>
    ({ tenantPk, method: 'card', cardToken, amountCents, description: 'Recarga' }) as const;

  async function eventsOf(kit: ReturnType<typeof sandboxPayments>, pk: number) {
    return (await kit.payments.events(pk)).map(
      (e) => `${e.source}:${e.from_status}>${e.to_status}`,
    );
  }

  it('takes a card in_process, then approved by its webhook, recording each transition', async () => {
    const kit = sandboxPayments(database.handle.db, 30);
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    expect(created).toMatchObject({ status: 'in_process', amount_cents: 2500 });
    expect(created.provider_ref).toMatch(/^sbx_/);
    await new Promise((done) => setTimeout(done, 80));
    await expect.poll(() => kit.notifications.length).toBe(1);
    await kit.deliverAll();
    const row = await kit.payments.find(created.payment_pk, [tenantPk]);
    expect(row?.status).toBe('approved');
    expect(await eventsOf(kit, created.payment_pk)).toEqual([
      'created:null>in_process',
      'webhook:in_process>approved',
    ]);
  });

  it('rejects the rejected test cards and refuses a number no card has', async () => {
    const kit = sandboxPayments(database.handle.db);
    const rejected = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.rejected));
    await kit.payments.reconcile(FAR_FUTURE);
    expect((await kit.payments.find(rejected.payment_pk, [tenantPk]))?.status).toBe('rejected');
    const invalid = await kit.payments.createCharge(card('4111111111111112'));
    expect(invalid.status).toBe('rejected');
    expect(invalid.next_reconcile_at).toBeNull();
  });

  it('opens a Pix with a real BR Code and QR image, pending until paid', async () => {
    const kit = sandboxPayments(database.handle.db);
    const pix = await kit.payments.createCharge({
      tenantPk,
      method: 'pix',
      amountCents: 1234,
      description: 'Depósito',
    });
    expect(pix.status).toBe('pending');
    const parsed = parsePix(pix.pix_copy_paste ?? '');
    expect(hasError(parsed)).toBe(false);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error('not a static Pix');
    expect(parsed.transactionAmount).toBe(12.34);
    expect(pix.pix_copy_paste).toMatch(/6304[0-9A-F]{4}$/);
    expect(pix.pix_qr_image).toMatch(/^data:image\/png;base64,/);
    expect(await kit.sandbox.payPix(pix.provider_ref ?? '')).toMatchObject({ status: 'approved' });
    await kit.deliverAll();
    expect((await kit.payments.find(pix.payment_pk, [tenantPk]))?.status).toBe('approved');
  });

  it('cancels a Pix that expires, and charges back an approved card', async () => {
    const kit = sandboxPayments(database.handle.db);
    const pix = await kit.payments.createCharge({
      tenantPk,
      method: 'pix',
      amountCents: 500,
      description: 'Depósito',
      expiresInSeconds: 0,
    });
    await kit.payments.reconcile(FAR_FUTURE);
    await kit.deliverAll();
    expect((await kit.payments.find(pix.payment_pk, [tenantPk]))?.status).toBe('cancelled');
    expect(await kit.sandbox.payPix(pix.provider_ref ?? '')).toBeUndefined();

    const paid = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approvedMastercard));
    await kit.payments.reconcile(FAR_FUTURE);
    await kit.sandbox.chargeback(paid.provider_ref ?? '');
    await kit.deliverAll();
    expect((await kit.payments.find(paid.payment_pk, [tenantPk]))?.status).toBe('charged_back');
  });

  it('applies the same webhook once, and a late in_process never undoes approved', async () => {
    const kit = sandboxPayments(database.handle.db);
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    await kit.sandbox.status(created.provider_ref ?? '');
    const [notification] = kit.notifications.splice(0);
    const webhook = { ...notification!, query: {} };
    await kit.payments.receiveWebhook(webhook);
    await kit.payments.receiveWebhook(webhook);
    const late = await kit.payments.record(
      created,
      {
        providerRef: created.provider_ref ?? '',
        status: 'in_process',
        amountCents: 2500,
        refundedCents: 0,
      },
      { key: 'late-one', source: 'webhook' },
    );
    expect(late).toMatchObject({ changed: false, row: { status: 'approved' } });
    expect(await eventsOf(kit, created.payment_pk)).toEqual([
      'created:null>in_process',
      'webhook:in_process>approved',
    ]);
  });

  it('makes one transition when two identical webhooks arrive at once', async () => {
    const kit = sandboxPayments(database.handle.db);
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    await kit.sandbox.status(created.provider_ref ?? '');
    const [notification] = kit.notifications.splice(0);
    const webhook = { ...notification!, query: {} };
    await Promise.all(Array.from({ length: 6 }, () => kit.payments.receiveWebhook(webhook)));
    const events = await kit.payments.events(created.payment_pk);
    expect(events.filter((e) => e.to_status === 'approved')).toHaveLength(1);
  });

  it('refuses a notification whose signature does not match', async () => {
    const kit = sandboxPayments(database.handle.db);
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    await kit.sandbox.status(created.provider_ref ?? '');
    const [notification] = kit.notifications.splice(0);
    const forged = { ...notification!, query: {}, body: { data: { id: 'sbx_other' } } };
    await expect(kit.payments.receiveWebhook(forged)).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('leaves a payment in_process when the provider answers 5xx, then reconciles', async () => {
    const kit = sandboxPayments(database.handle.db);
    kit.sandbox.faults = { failure: '5xx', failureRate: 1, latencyMs: 0 };
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    expect(created).toMatchObject({
      status: 'in_process',
      provider_ref: null,
      reconcile_attempts: 0,
    });
    expect(created.next_reconcile_at).not.toBeNull();
    await kit.payments.reconcile(FAR_FUTURE);
    expect((await kit.payments.find(created.payment_pk, [tenantPk]))?.reconcile_attempts).toBe(1);
    kit.sandbox.faults = { failure: 'off', failureRate: 0, latencyMs: 0 };
    await kit.payments.reconcile(FAR_FUTURE);
    await kit.payments.reconcile(FAR_FUTURE);
    const row = await kit.payments.find(created.payment_pk, [tenantPk]);
    expect(row).toMatchObject({ status: 'approved', next_reconcile_at: null, card_token: null });
  });

  it('never charges twice when a timeout lost the answer: the retry reuses the key', async () => {
    const kit = sandboxPayments(database.handle.db);
    kit.sandbox.faults = { failure: 'timeout', failureRate: 1, latencyMs: 0 };
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved, 777));
    expect(created).toMatchObject({ status: 'in_process', provider_ref: null });
    kit.sandbox.faults = { failure: 'off', failureRate: 0, latencyMs: 0 };
    await kit.payments.reconcile(FAR_FUTURE);
    await kit.payments.reconcile(FAR_FUTURE);
    expect((await kit.payments.find(created.payment_pk, [tenantPk]))?.status).toBe('approved');
    const charges = await database.handle.db
      .selectFrom('sandbox_payment')
      .select('sandbox_payment_id')
      .where('idempotency_key', '=', created.idempotency_key)
      .execute();
    expect(charges).toHaveLength(1);
  });

  it('stops retrying after a bounded number of checks, leaving the payment in_process', async () => {
    const kit = sandboxPayments(database.handle.db);
    kit.sandbox.faults = { failure: '5xx', failureRate: 1, latencyMs: 0 };
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    for (let i = 0; i < MAX_RECONCILE_ATTEMPTS + 2; i++) await kit.payments.reconcile(FAR_FUTURE);
    const row = await kit.payments.find(created.payment_pk, [tenantPk]);
    expect(row).toMatchObject({
      status: 'in_process',
      reconcile_attempts: MAX_RECONCILE_ATTEMPTS,
      next_reconcile_at: null,
    });
  });

  it('refunds in part and in full, once per key, never more than was paid', async () => {
    const kit = sandboxPayments(database.handle.db);
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved, 1000));
    await kit.payments.reconcile(FAR_FUTURE);
    const ref = created.provider_ref ?? '';
    const partial = await kit.sandbox.refund(ref, { idempotencyKey: 'r1', amountCents: 300 });
    expect(partial).toMatchObject({ status: 'approved', refundedCents: 300 });
    await kit.sandbox.refund(ref, { idempotencyKey: 'r1', amountCents: 300 });
    await expect(
      kit.sandbox.refund(ref, { idempotencyKey: 'r2', amountCents: 800 }),
    ).rejects.toThrow('exceeds');
    const racing = await Promise.allSettled(
      ['a', 'b', 'c'].map((key) =>
        kit.sandbox.refund(ref, { idempotencyKey: key, amountCents: 400 }),
      ),
    );
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const full = await kit.sandbox.refund(ref, { idempotencyKey: 'r3' });
    expect(full).toMatchObject({ status: 'refunded', refundedCents: 1000 });
    await kit.deliverAll();
    const row = await kit.payments.find(created.payment_pk, [tenantPk]);
    expect(row).toMatchObject({ status: 'refunded', refunded_cents: 1000 });
  });

  it('captures a card authorised without capture', async () => {
    const kit = sandboxPayments(database.handle.db);
    const created = await kit.payments.createCharge({
      ...card(SANDBOX_PAYMENT_CARDS.approved),
      capture: false,
    });
    await kit.payments.reconcile(FAR_FUTURE);
    expect((await kit.payments.find(created.payment_pk, [tenantPk]))?.status).toBe('in_process');
    const captured = await kit.sandbox.capture(created.provider_ref ?? '');
    expect(captured.status).toBe('approved');
  });

  it('keeps the payment events append-only', async () => {
    const kit = sandboxPayments(database.handle.db);
    const created = await kit.payments.createCharge(card(SANDBOX_PAYMENT_CARDS.approved));
    await expect(
      database.handle.db
        .updateTable('payment_event')
        .set({ to_status: 'approved' })
        .where('payment_pk', '=', created.payment_pk)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('keeps the sandbox charges in the database: a new process (or node) carries on', async () => {
    const first = sandboxPayments(database.handle.db);
    const pix = await first.payments.createCharge({
      tenantPk,
      method: 'pix',
      amountCents: 900,
      description: 'Depósito',
    });
    first.sandbox.close();
    const second = sandboxPayments(database.handle.db);
    expect(await second.sandbox.payPix(pix.provider_ref ?? '')).toMatchObject({
      status: 'approved',
    });
    await second.deliverAll();
    expect((await second.payments.find(pix.payment_pk, [tenantPk]))?.status).toBe('approved');
  });
});
