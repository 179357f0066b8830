import { createHmac, randomUUID } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import type { WebhookRequest } from '../modules/payments/payment-provider';
import { FakeProviderServer, type FakeAnswer, type ReceivedRequest } from './fake-provider-server';

/** Mercado Pago's test card holders decide the outcome (APRO approved, OTHE rejected...). */
export const MERCADOPAGO_TEST_TOKENS = {
  approved: 'tok_APRO_4509953566233704',
  rejected: 'tok_OTHE_4509953566233704',
  contingency: 'tok_CONT_4509953566233704',
};

interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  payment_method_id: string;
  description: string;
  external_reference?: string;
  captured: boolean;
  date_of_expiration?: string;
  refunds: { id: number; amount: number }[];
  point_of_interaction?: {
    type: string;
    transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string };
  };
}

const badRequest = (message: string): FakeAnswer => ({
  status: 400,
  body: { message, error: 'bad_request', status: 400, cause: [] },
});

function pixCode(id: number, amount: number): string {
  const pix = createStaticPix({
    merchantName: 'MERCADO PAGO TESTE',
    merchantCity: 'SAO PAULO',
    pixKey: 'pix@mercadopago.test',
    txid: `MP${id}`,
    transactionAmount: amount,
  });
  if (hasError(pix)) throw new Error(pix.message);
  return pix.toBRCode();
}

/**
 * A local server answering as Mercado Pago's `/v1/payments` API documentation shows (test support
 * only): payments by card token or Pix, read, capture, refunds, `X-Idempotency-Key` honoured,
 * and notifications signed as its webhooks are (`x-signature`).
 */
export class FakeMercadoPago {
  readonly server: FakeProviderServer;
  private readonly payments = new Map<number, FakePayment>();
  private nextId = 1_320_000_001;

  constructor(
    readonly token = 'TEST-access-token',
    readonly webhookSecret = 'mp-webhook-secret',
  ) {
    this.server = new FakeProviderServer(
      [
        ['POST', /^\/v1\/payments$/, (r) => this.create(r)],
        ['GET', /^\/v1\/payments\/(\d+)$/, (_r, [id]) => this.read(Number(id))],
        ['PUT', /^\/v1\/payments\/(\d+)$/, (r, [id]) => this.update(r, Number(id))],
        ['POST', /^\/v1\/payments\/(\d+)\/refunds$/, (r, [id]) => this.refund(r, Number(id))],
      ],
      { token, idempotencyHeader: 'x-idempotency-key' },
    );
  }

  /** How many payments exist for a request's idempotency key (a retry must not add one). */
  paymentsWithKey(key: string): number {
    return [...this.payments.values()].filter((p) => p.external_reference === key).length;
  }

  /** The payer paid the Pix in their bank's app. */
  payPix(id: string): void {
    const payment = this.payments.get(Number(id));
    if (!payment || payment.status !== 'pending') throw new Error(`no pending Pix ${id}`);
    Object.assign(payment, { status: 'approved', status_detail: 'accredited' });
  }

  /** The notification Mercado Pago posts about a payment, signed with the secret. */
  notification(id: string, secret = this.webhookSecret, now = Date.now()): WebhookRequest {
    const ts = String(Math.floor(now / 1000));
    const requestId = randomUUID();
    const manifest = `id:${id.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
    return {
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      query: { 'data.id': id, type: 'payment' },
      body: {
        id: this.nextId++,
        live_mode: false,
        type: 'payment',
        action: 'payment.updated',
        api_version: 'v1',
        data: { id },
      },
    };
  }

  private create(request: ReceivedRequest): FakeAnswer {
    const body = request.body as Record<string, unknown>;
    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || amount <= 0) return badRequest('transaction_amount invalid');
    // As the real API: a payment without the payer's e-mail is refused.
    const payer = body.payer as { email?: unknown } | undefined;
    if (typeof payer?.email !== 'string' || !payer.email.includes('@'))
      return badRequest('payer.email must be a valid email');
    const id = this.nextId++;
    const base = {
      id,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      description: String(body.description ?? ''),
      external_reference: body.external_reference as string | undefined,
      refunds: [],
    };
    let payment: FakePayment;
    if (body.payment_method_id === 'pix') {
      const qr = pixCode(id, amount);
      payment = {
        ...base,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        payment_method_id: 'pix',
        captured: true,
        date_of_expiration: body.date_of_expiration as string | undefined,
        point_of_interaction: {
          type: 'OPENPLATFORM',
          transaction_data: {
            qr_code: qr,
            qr_code_base64:
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
            ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          },
        },
      };
    } else {
      const token = String(body.token ?? '');
      if (!token) return badRequest('token is required');
      const capture = body.capture !== false;
      const [status, detail] = token.includes('OTHE')
        ? ['rejected', 'cc_rejected_other_reason']
        : token.includes('CONT')
          ? ['in_process', 'pending_contingency']
          : capture
            ? ['approved', 'accredited']
            : ['authorized', 'pending_capture'];
      payment = {
        ...base,
        status: status!,
        status_detail: detail!,
        payment_method_id: String(body.payment_method_id ?? 'visa'),
        captured: capture,
      };
    }
    this.payments.set(id, payment);
    return { status: 201, body: payment };
  }

  private read(id: number): FakeAnswer {
    const payment = this.payments.get(id);
    const expires = payment?.date_of_expiration;
    if (payment?.status === 'pending' && expires && Date.parse(expires) <= Date.now())
      Object.assign(payment, { status: 'cancelled', status_detail: 'expired' });
    return payment
      ? { status: 200, body: payment }
      : { status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404 } };
  }

  private update(request: ReceivedRequest, id: number): FakeAnswer {
    const payment = this.payments.get(id);
    if (!payment) return this.read(id);
    const body = request.body as { capture?: boolean; status?: string };
    if (body.capture === true) {
      if (payment.status !== 'authorized') return badRequest('payment cannot be captured');
      Object.assign(payment, { status: 'approved', status_detail: 'accredited', captured: true });
    }
    return { status: 200, body: payment };
  }

  private refund(request: ReceivedRequest, id: number): FakeAnswer {
    const payment = this.payments.get(id);
    if (!payment) return this.read(id);
    if (payment.status !== 'approved') return badRequest('payment cannot be refunded');
    const cents = (reais: number) => Math.round(reais * 100);
    const leftCents =
      cents(payment.transaction_amount) - cents(payment.transaction_amount_refunded);
    const asked = (request.body as { amount?: number } | undefined)?.amount;
    const amountCents = asked === undefined ? leftCents : cents(asked);
    if (amountCents <= 0 || amountCents > leftCents) return badRequest('invalid refund amount');
    const refund = { id: this.nextId++, amount: amountCents / 100 };
    payment.refunds.push(refund);
    payment.transaction_amount_refunded =
      (cents(payment.transaction_amount_refunded) + amountCents) / 100;
    const full = amountCents === leftCents;
    payment.status = full ? 'refunded' : 'approved';
    payment.status_detail = full ? 'refunded' : 'partially_refunded';
    return {
      status: 201,
      body: { ...refund, payment_id: id, status: 'approved', source: { type: 'collector' } },
    };
  }
}
