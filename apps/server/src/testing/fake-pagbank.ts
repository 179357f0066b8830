import { randomUUID } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import { pagbankSignature } from '../modules/payments/pagbank-webhook';
import type { WebhookRequest } from '../modules/payments/payment-provider';
import { FakeProviderServer, type FakeAnswer, type ReceivedRequest } from './fake-provider-server';

/** Encrypted cards from PagBank's checkout; the fake declines those saying so. */
export const PAGBANK_TEST_CARDS = {
  approved: 'encrypted-card-4111111111111111',
  declined: 'encrypted-card-DECLINED-4000000000000002',
};

interface FakeCharge {
  id: string;
  reference_id?: string;
  status: string;
  created_at: string;
  paid_at?: string;
  description?: string;
  amount: {
    value: number;
    currency: string;
    summary: { total: number; paid: number; refunded: number };
  };
  payment_response: { code: string; message: string };
  payment_method: { type: string };
  links: { rel: string; href: string; media: string; type: string }[];
}

interface FakeOrder {
  id: string;
  reference_id?: string;
  created_at: string;
  items: unknown[];
  charges?: FakeCharge[];
  qr_codes?: {
    id: string;
    expiration_date: string;
    amount: { value: number };
    text: string;
    arrangements: string[];
    links: { rel: string; href: string; media: string; type: string }[];
  }[];
  notification_urls?: string[];
  links: { rel: string; href: string; media: string; type: string }[];
}

const refuse = (description: string, status = 400): FakeAnswer => ({
  status,
  body: { error_messages: [{ code: '40002', description, parameter_name: 'amount.value' }] },
});

const upper = () => randomUUID().toUpperCase();

/**
 * A local server answering as PagBank's orders and charges API documentation shows (test support
 * only): `POST /orders` with a card charge or a Pix QR code, `GET /orders/{id}`, capture, cancel
 * (a refund, in full or in part), `x-idempotency-key` honoured, and notifications carrying the
 * order with `x-authenticity-token`.
 */
export class FakePagBank {
  readonly server: FakeProviderServer;
  private readonly orders = new Map<string, FakeOrder>();

  constructor(readonly token = 'pagbank-account-token') {
    this.server = new FakeProviderServer(
      [
        ['POST', /^\/orders$/, (r) => this.create(r)],
        ['GET', /^\/orders\/(ORDE_[A-F0-9-]+)$/, (_r, [id]) => this.read(id!)],
        ['POST', /^\/charges\/(CHAR_[A-F0-9-]+)\/capture$/, (r, [id]) => this.capture(r, id!)],
        ['POST', /^\/charges\/(CHAR_[A-F0-9-]+)\/cancel$/, (r, [id]) => this.cancel(r, id!)],
      ],
      { token, idempotencyHeader: 'x-idempotency-key' },
    );
  }

  ordersWithReference(reference: string): number {
    return [...this.orders.values()].filter((o) => o.reference_id === reference).length;
  }

  /** The payer paid the order's QR code: PagBank adds a paid PIX charge to the order. */
  payPix(orderId: string): void {
    const order = this.orders.get(orderId);
    const qr = order?.qr_codes?.[0];
    if (!order || !qr || order.charges?.length) throw new Error(`no unpaid Pix order ${orderId}`);
    order.charges = [this.charge(qr.amount.value, 'PAID', 'PIX')];
  }

  /** The notification PagBank posts about an order: the order, signed with the account token. */
  notification(orderId: string, token = this.token): WebhookRequest {
    const order = this.orders.get(orderId);
    // PagBank's bytes, not a re-serialisation: the spacing is part of what is signed.
    const rawBody = JSON.stringify(order, null, 1);
    return {
      headers: {
        'content-type': 'application/json',
        'x-authenticity-token': pagbankSignature(token, rawBody),
      },
      query: {},
      body: JSON.parse(rawBody),
      rawBody,
    };
  }

  private charge(value: number, status: string, type: string, reference?: string): FakeCharge {
    const id = `CHAR_${upper()}`;
    const paid = status === 'PAID' ? value : 0;
    return {
      id,
      reference_id: reference,
      status,
      created_at: new Date().toISOString(),
      ...(paid && { paid_at: new Date().toISOString() }),
      amount: { value, currency: 'BRL', summary: { total: value, paid, refunded: 0 } },
      payment_response:
        status === 'DECLINED'
          ? { code: '20007', message: 'NAO AUTORIZADO' }
          : { code: '20000', message: 'SUCESSO' },
      payment_method: { type },
      links: [
        {
          rel: 'SELF',
          href: `https://sandbox.api.pagseguro.com/charges/${id}`,
          media: 'application/json',
          type: 'GET',
        },
        {
          rel: 'CHARGE.CANCEL',
          href: `https://sandbox.api.pagseguro.com/charges/${id}/cancel`,
          media: 'application/json',
          type: 'POST',
        },
      ],
    };
  }

  private create(request: ReceivedRequest): FakeAnswer {
    const body = request.body as {
      reference_id?: string;
      items?: unknown[];
      notification_urls?: string[];
      charges?: {
        reference_id?: string;
        amount?: { value?: number };
        payment_method?: { type?: string; capture?: boolean; card?: { encrypted?: string } };
      }[];
      qr_codes?: { amount?: { value?: number }; expiration_date?: string }[];
    };
    const id = `ORDE_${upper()}`;
    const order: FakeOrder = {
      id,
      reference_id: body.reference_id,
      created_at: new Date().toISOString(),
      items: body.items ?? [],
      notification_urls: body.notification_urls,
      links: [
        {
          rel: 'SELF',
          href: `https://sandbox.api.pagseguro.com/orders/${id}`,
          media: 'application/json',
          type: 'GET',
        },
      ],
    };
    const requested = body.charges?.[0];
    if (requested) {
      const value = requested.amount?.value;
      if (!Number.isInteger(value) || (value ?? 0) <= 0) return refuse('invalid_parameter');
      const encrypted = requested.payment_method?.card?.encrypted ?? '';
      if (!encrypted) return refuse('card.encrypted is required');
      const status = encrypted.includes('DECLINED')
        ? 'DECLINED'
        : requested.payment_method?.capture === false
          ? 'AUTHORIZED'
          : 'PAID';
      order.charges = [this.charge(value!, status, 'CREDIT_CARD', requested.reference_id)];
    } else {
      const qr = body.qr_codes?.[0];
      const value = qr?.amount?.value;
      if (!Number.isInteger(value) || (value ?? 0) <= 0) return refuse('invalid_parameter');
      const qrId = `QRCO_${upper()}`;
      const pix = createStaticPix({
        merchantName: 'PAGSEGURO TESTE',
        merchantCity: 'SAO PAULO',
        pixKey: 'pix@pagbank.test',
        txid: qrId.replace(/[^A-Z0-9]/g, '').slice(0, 25),
        transactionAmount: value! / 100,
      });
      if (hasError(pix)) throw new Error(pix.message);
      order.qr_codes = [
        {
          id: qrId,
          expiration_date: qr?.expiration_date ?? new Date(Date.now() + 86_400_000).toISOString(),
          amount: { value: value! },
          text: pix.toBRCode(),
          arrangements: ['PIX'],
          links: [
            {
              rel: 'QRCODE.PNG',
              href: `https://sandbox.api.pagseguro.com/qrcode/${qrId}/png`,
              media: 'image/png',
              type: 'GET',
            },
            {
              rel: 'QRCODE.BASE64',
              href: `https://sandbox.api.pagseguro.com/qrcode/${qrId}/base64`,
              media: 'text/plain',
              type: 'GET',
            },
          ],
        },
      ];
    }
    this.orders.set(id, order);
    return { status: 201, body: order };
  }

  private read(id: string): FakeAnswer {
    const order = this.orders.get(id);
    return order ? { status: 200, body: order } : refuse('order not found', 404);
  }

  private findCharge(id: string): FakeCharge | undefined {
    for (const order of this.orders.values())
      for (const charge of order.charges ?? []) if (charge.id === id) return charge;
    return undefined;
  }

  private capture(request: ReceivedRequest, id: string): FakeAnswer {
    const charge = this.findCharge(id);
    if (!charge) return refuse('charge not found', 404);
    if (charge.status !== 'AUTHORIZED') return refuse('charge cannot be captured');
    const value = (request.body as { amount?: { value?: number } }).amount?.value;
    if (value !== charge.amount.value) return refuse('invalid_parameter');
    Object.assign(charge, { status: 'PAID', paid_at: new Date().toISOString() });
    charge.amount.summary.paid = value;
    return { status: 201, body: charge };
  }

  private cancel(request: ReceivedRequest, id: string): FakeAnswer {
    const charge = this.findCharge(id);
    if (!charge) return refuse('charge not found', 404);
    if (charge.status !== 'PAID') return refuse('charge cannot be cancelled');
    const { summary } = charge.amount;
    const value = (request.body as { amount?: { value?: number } }).amount?.value;
    const left = summary.paid - summary.refunded;
    if (!Number.isInteger(value) || value! <= 0 || value! > left)
      return refuse('invalid_parameter');
    summary.refunded += value!;
    if (summary.refunded === summary.paid) charge.status = 'CANCELED';
    return { status: 201, body: charge };
  }
}
