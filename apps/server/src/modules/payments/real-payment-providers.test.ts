import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeMercadoPago, MERCADOPAGO_TEST_TOKENS } from '../../testing/fake-mercadopago';
import { FakePagBank, PAGBANK_TEST_CARDS } from '../../testing/fake-pagbank';
import { describeDatabases } from '../../testing/test-databases';
import type { ProviderAccount } from '../../platform/payment-config';
import { MercadoPagoPaymentProvider } from './mercadopago-payment-provider';
import { PagBankPaymentProvider } from './pagbank-payment-provider';
import { paymentTypeOf } from './payment-types';
import { WebhookRejected, type PaymentProvider, type WebhookRequest } from './payment-provider';
import { testTenant } from './payments-test-kit';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

const FAR_FUTURE = new Date(Date.now() + 365 * 24 * 3600_000);

/** What the provider-independent tests need from each provider and its local server. */
interface ProviderKit {
  provider: PaymentProvider;
  server: FakeMercadoPago['server'];
  cards: { approved: string; rejected: string };
  payPix(ref: string): void;
  notification(ref: string): WebhookRequest;
  forged(ref: string): WebhookRequest;
  chargesFor(idempotencyKey: string): number;
  /** The header carrying the idempotency key, as the provider documents it. */
  keyHeader: string;
  types: [string, string];
}

async function mercadopagoKit(): Promise<ProviderKit & { stop(): Promise<void> }> {
  const fake = new FakeMercadoPago();
  const baseUrl = await fake.server.start();
  const account: ProviderAccount = {
    accessToken: fake.token,
    webhookSecret: fake.webhookSecret,
    baseUrl,
    timeoutMs: 400,
  };
  return {
    provider: new MercadoPagoPaymentProvider(account),
    server: fake.server,
    cards: {
      approved: MERCADOPAGO_TEST_TOKENS.approved,
      rejected: MERCADOPAGO_TEST_TOKENS.rejected,
    },
    payPix: (ref) => fake.payPix(ref),
    notification: (ref) => fake.notification(ref),
    forged: (ref) => fake.notification(ref, 'not-the-secret'),
    chargesFor: (key) => fake.paymentsWithKey(key),
    keyHeader: 'x-idempotency-key',
    types: ['MERCADO_PAGO_CARD', 'MERCADO_PAGO_PIX'],
    stop: () => fake.server.stop(),
  };
}

async function pagbankKit(): Promise<ProviderKit & { stop(): Promise<void> }> {
  const fake = new FakePagBank();
  const baseUrl = await fake.server.start();
  const account: ProviderAccount = {
    accessToken: fake.token,
    webhookSecret: fake.token,
    baseUrl,
    timeoutMs: 400,
  };
  return {
    provider: new PagBankPaymentProvider(account),
    server: fake.server,
    cards: { approved: PAGBANK_TEST_CARDS.approved, rejected: PAGBANK_TEST_CARDS.declined },
    payPix: (ref) => fake.payPix(ref),
    notification: (ref) => fake.notification(ref),
    forged: (ref) => fake.notification(ref, 'another-token'),
    chargesFor: (key) => fake.ordersWithReference(key),
    keyHeader: 'x-idempotency-key',
    types: ['PAGBANK_CARD', 'PAGBANK_PIX'],
    stop: () => fake.server.stop(),
  };
}

describe.each([
  ['mercadopago', mercadopagoKit],
  ['pagbank', pagbankKit],
] as const)('the %s provider against its local server', (name, startKit) => {
  describeDatabases(`payments through ${name}`, (database) => {
    let kit: Awaited<ReturnType<typeof startKit>>;
    let payments: PaymentsService;
    let tenantPk = 0;

    beforeAll(async () => {
      kit = await startKit();
      payments = new PaymentsService(
        new PaymentsRepository(database.handle.db),
        kit.provider,
        pino({ level: 'silent' }),
      );
      tenantPk = await testTenant(database.handle.db);
    });
    afterAll(async () => {
      await kit?.stop();
    });

    const payer = { email: 'ana.souza@example.com', name: 'Ana Souza', taxId: '12345678909' };
    const card = (cardToken: string, amountCents = 2500) =>
      ({
        tenantPk,
        method: 'card',
        cardToken,
        amountCents,
        description: 'Recarga',
        payer,
      }) as const;
    const pix = (amountCents: number) =>
      ({ tenantPk, method: 'pix', amountCents, description: 'Depósito', payer }) as const;
    const find = (pk: number) => payments.find(pk, [tenantPk]);
    const transitions = async (pk: number) =>
      (await payments.events(pk)).map((e) => `${e.source}:${e.from_status}>${e.to_status}`);

    it('names its payment types as the spec does', () => {
      expect(kit.provider.name).toBe(name);
      expect([paymentTypeOf(name, 'card'), paymentTypeOf(name, 'pix')]).toEqual(kit.types);
    });

    it('approves a card, sending the payment idempotency key', async () => {
      const created = await payments.createCharge(card(kit.cards.approved, 1990));
      expect(created).toMatchObject({ status: 'approved', amount_cents: 1990 });
      expect(created.provider_ref).toBeTruthy();
      const [sent] = kit.server.writes(/\/(payments|orders)$/).slice(-1);
      expect(sent?.headers[kit.keyHeader]).toBe(created.idempotency_key);
      expect(await transitions(created.payment_pk)).toEqual([
        'created:null>in_process',
        'provider:in_process>approved',
      ]);
    });

    it('rejects a card the provider declines', async () => {
      const created = await payments.createCharge(card(kit.cards.rejected));
      expect(created).toMatchObject({ status: 'rejected', next_reconcile_at: null });
    });

    it('opens a Pix pending, then approves it through its signed notification', async () => {
      const created = await payments.createCharge(pix(1234));
      expect(created.status).toBe('pending');
      expect(created.pix_copy_paste).toMatch(/^000201.*6304[0-9A-F]{4}$/);
      expect(created.pix_qr_image).toMatch(/^data:image\/png;base64,/);
      const ref = created.provider_ref ?? '';
      kit.payPix(ref);
      expect(await payments.receiveWebhook(kit.notification(ref))).toBe(true);
      expect((await find(created.payment_pk))?.status).toBe('approved');
      expect(await transitions(created.payment_pk)).toEqual([
        'created:null>pending',
        'webhook:pending>approved',
      ]);
    });

    it('cancels a Pix that expired unpaid when the reconcile job asks', async () => {
      const created = await payments.createCharge({ ...pix(600), expiresInSeconds: 1 });
      expect(created.status).toBe('pending');
      await new Promise((done) => setTimeout(done, 1100));
      await payments.reconcile(FAR_FUTURE);
      expect(await find(created.payment_pk)).toMatchObject({
        status: 'cancelled',
        next_reconcile_at: null,
      });
    });

    it('applies the same notification once', async () => {
      const created = await payments.createCharge(pix(700));
      kit.payPix(created.provider_ref ?? '');
      const notification = kit.notification(created.provider_ref ?? '');
      await payments.receiveWebhook(notification);
      await payments.receiveWebhook(notification);
      const events = await payments.events(created.payment_pk);
      expect(events.filter((e) => e.to_status === 'approved')).toHaveLength(1);
    });

    it('refuses a notification whose signature does not verify', async () => {
      const created = await payments.createCharge(pix(800));
      kit.payPix(created.provider_ref ?? '');
      await expect(payments.receiveWebhook(kit.forged(created.provider_ref ?? ''))).rejects.toThrow(
        WebhookRejected,
      );
      const tampered = kit.notification(created.provider_ref ?? '');
      tampered.headers = {
        ...tampered.headers,
        'x-signature': 'ts=1,v1=00',
        'x-authenticity-token': '00',
      };
      await expect(payments.receiveWebhook(tampered)).rejects.toThrow(WebhookRejected);
      expect((await find(created.payment_pk))?.status).toBe('pending');
    });

    it('refunds in part, then in full, once per key', async () => {
      const created = await payments.createCharge(card(kit.cards.approved, 1000));
      const ref = created.provider_ref ?? '';
      const partial = await kit.provider.refund(ref, { idempotencyKey: 'r1', amountCents: 300 });
      expect(partial).toMatchObject({ status: 'approved', refundedCents: 300 });
      const again = await kit.provider.refund(ref, { idempotencyKey: 'r1', amountCents: 300 });
      expect(again).toMatchObject({ status: 'approved', refundedCents: 300 });
      await payments.record(created, partial, { key: 'refund:r1', source: 'provider' });
      expect(await find(created.payment_pk)).toMatchObject({
        status: 'approved',
        refunded_cents: 300,
      });
      const full = await kit.provider.refund(ref, { idempotencyKey: 'r2' });
      expect(full).toMatchObject({ status: 'refunded', refundedCents: 1000 });
      await payments.record(created, full, { key: 'refund:r2', source: 'provider' });
      expect(await find(created.payment_pk)).toMatchObject({
        status: 'refunded',
        refunded_cents: 1000,
      });
      expect(kit.server.writes(/refunds$|cancel$/).length).toBe(3);
      const retried = await kit.provider.refund(ref, { idempotencyKey: 'r2' });
      expect(retried).toMatchObject({ status: 'refunded', refundedCents: 1000 });
    });

    it('refuses to refund more than is left', async () => {
      const created = await payments.createCharge(card(kit.cards.approved, 500));
      await expect(
        kit.provider.refund(created.provider_ref ?? '', {
          idempotencyKey: 'big',
          amountCents: 600,
        }),
      ).rejects.toThrow(/refused/);
    });

    it('captures a card authorised without capture', async () => {
      const created = await payments.createCharge({ ...card(kit.cards.approved), capture: false });
      expect(created.status).toBe('in_process');
      const captured = await kit.provider.capture(created.provider_ref ?? '', 'capture-1');
      expect(captured.status).toBe('approved');
    });

    it('leaves a payment in_process on a 5xx, and the reconcile job settles it', async () => {
      kit.server.fail('5xx');
      const created = await payments.createCharge(card(kit.cards.approved, 4200));
      expect(created).toMatchObject({ status: 'in_process', provider_ref: null });
      expect(created.next_reconcile_at).not.toBeNull();
      await payments.reconcile(FAR_FUTURE);
      const row = await find(created.payment_pk);
      expect(row).toMatchObject({ status: 'approved', next_reconcile_at: null });
      expect(kit.chargesFor(created.idempotency_key)).toBe(1);
      // The retry told the provider the same payer (Mercado Pago refuses a payment without one).
      const [retry] = kit.server.writes(/\/(payments|orders)$/).slice(-1);
      expect(JSON.stringify(retry?.body)).toContain(payer.email);
    });

    it('never charges twice when a timeout lost the answer: the retry reuses the key', async () => {
      kit.server.fail('timeout');
      const created = await payments.createCharge(card(kit.cards.approved, 777));
      expect(created).toMatchObject({ status: 'in_process', provider_ref: null });
      // The provider did take the charge; only its answer was lost.
      expect(kit.chargesFor(created.idempotency_key)).toBe(1);
      await payments.reconcile(FAR_FUTURE);
      expect(await find(created.payment_pk)).toMatchObject({
        status: 'approved',
        card_token: null,
      });
      expect(kit.chargesFor(created.idempotency_key)).toBe(1);
      const sent = kit.server
        .writes(/\/(payments|orders)$/)
        .filter((r) => r.headers[kit.keyHeader] === created.idempotency_key);
      expect(sent).toHaveLength(2);
    });
  });
});
