import type { PaymentStatus } from '@chargedeck/shared';
import type { ChargeRequest, ProviderCharge } from './payment-provider';

/** The parts of PagBank's order object (API Order) Chargedeck reads. */
export interface PagBankOrder {
  id: string;
  charges?: PagBankCharge[];
  qr_codes?: {
    id: string;
    text: string;
    amount?: { value: number };
    expiration_date?: string;
    links?: { rel: string; href: string }[];
  }[];
}

export interface PagBankCharge {
  id: string;
  status: string;
  amount: { value: number; summary?: { total?: number; paid?: number; refunded?: number } };
}

const DEFAULT_PIX_SECONDS = 60 * 60;

/** POST /orders: a card charge (the token from PagBank's checkout, `encrypted`) or a Pix QR code. */
export function orderBody(request: ChargeRequest, notificationUrl?: string) {
  const amount = { value: request.amountCents, currency: 'BRL' };
  const base = {
    reference_id: request.idempotencyKey,
    ...(request.payer && {
      customer: {
        name: request.payer.name ?? request.payer.email,
        email: request.payer.email,
        ...(request.payer.taxId && { tax_id: request.payer.taxId }),
      },
    }),
    items: [{ name: request.description, quantity: 1, unit_amount: request.amountCents }],
    ...(notificationUrl && { notification_urls: [notificationUrl] }),
  };
  if (request.method === 'pix') {
    const seconds = request.expiresInSeconds ?? DEFAULT_PIX_SECONDS;
    const expires = new Date(Date.now() + seconds * 1000).toISOString();
    return {
      ...base,
      qr_codes: [{ amount: { value: request.amountCents }, expiration_date: expires }],
    };
  }
  return {
    ...base,
    charges: [
      {
        reference_id: request.idempotencyKey,
        description: request.description,
        amount,
        payment_method: {
          type: 'CREDIT_CARD',
          installments: 1,
          capture: request.capture ?? true,
          card: { encrypted: request.cardToken },
        },
      },
    ],
  };
}

/**
 * PagBank's charge statuses in spec 3 §4's terms: AUTHORIZED (held for capture) and IN_ANALYSIS
 * are still in process; WAITING is pending; PAID is approved, refunded in part when its summary
 * says so; CANCELED after money was paid is refunded, before it cancelled.
 */
function chargeStatus(charge: PagBankCharge): PaymentStatus {
  const paid = charge.amount.summary?.paid ?? 0;
  switch (charge.status) {
    case 'PAID':
      return 'approved';
    case 'WAITING':
      return 'pending';
    case 'DECLINED':
      return 'rejected';
    case 'CANCELED':
      return paid > 0 ? 'refunded' : 'cancelled';
    default:
      return 'in_process';
  }
}

/** The order's charge: the last one PagBank made (a Pix order has one once paid). */
export function lastCharge(order: PagBankOrder): PagBankCharge | undefined {
  return order.charges?.at(-1);
}

/** Where PagBank has an order now, read from its charge, or its QR code while none was paid. */
export function chargeOf(order: PagBankOrder, now = Date.now()): ProviderCharge {
  const charge = lastCharge(order);
  const qr = order.qr_codes?.[0];
  if (charge) {
    const status = chargeStatus(charge);
    const amountCents = charge.amount.value;
    const refunded = charge.amount.summary?.refunded ?? 0;
    return {
      providerRef: order.id,
      status,
      amountCents,
      refundedCents: status === 'refunded' ? Math.max(refunded, amountCents) : refunded,
      ...(qr && { pix: pixOf(qr) }),
    };
  }
  if (!qr) return { providerRef: order.id, status: 'in_process', amountCents: 0, refundedCents: 0 };
  const expired = qr.expiration_date !== undefined && Date.parse(qr.expiration_date) <= now;
  const amountCents = qr.amount?.value ?? 0;
  return {
    providerRef: order.id,
    status: expired ? 'cancelled' : 'pending',
    amountCents,
    refundedCents: 0,
    pix: pixOf(qr),
  };
}

/** The QR code's payload; its image is drawn from the payload (pagbank-payment-provider). */
function pixOf(
  qr: NonNullable<PagBankOrder['qr_codes']>[number],
): NonNullable<ProviderCharge['pix']> {
  return {
    copyPaste: qr.text,
    qrImage: qr.links?.find((link) => link.rel === 'QRCODE.PNG')?.href ?? '',
    expiresAt: new Date(qr.expiration_date ?? Date.now()).toISOString(),
  };
}
