import type { PaymentStatus } from '@chargedeck/shared';

/** The payment providers of the configuration (docs/configuration.md: PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago', 'pagbank'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A card token from the provider's checkout, or a Pix charge. Amounts in integer cents. */
export type ChargeRequest = {
  idempotencyKey: string;
  amountCents: number;
  description: string;
  /** Who pays: Mercado Pago asks for the payer's e-mail, PagBank for a customer. */
  payer?: ChargePayer;
} & (
  | {
      method: 'card';
      cardToken: string;
      capture?: boolean;
      /** The card brand the provider's checkout reported with the token (Mercado Pago: `visa`). */
      cardBrand?: string;
    }
  | { method: 'pix'; expiresInSeconds?: number }
);

export interface ChargePayer {
  email: string;
  name?: string;
  /** CPF or CNPJ, digits only. */
  taxId?: string;
}

/** Where the provider has a charge now. */
export interface ProviderCharge {
  providerRef: string;
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  /** Set on a Pix charge: the BR Code "copia e cola" payload and its QR image (data URL). */
  pix?: { copyPaste: string; qrImage: string; expiresAt: string };
}

/** A webhook as the HTTP route received it. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
  /** The body exactly as received, for providers that sign the bytes (PagBank). */
  rawBody?: string;
}

/** A verified webhook: which charge it is about, and the provider's id of the notification. */
export interface WebhookNotice {
  providerRef: string;
  eventId: string;
}

/**
 * A payment service. Every call that changes money carries an idempotency key: calling again
 * with the same key (a retry after a timeout) returns the first call's result and never
 * charges or refunds twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCharge(request: ChargeRequest): Promise<ProviderCharge>;
  capture(providerRef: string, idempotencyKey: string): Promise<ProviderCharge>;
  /** Refunds `amountCents`, or all that is left when it is omitted. */
  refund(
    providerRef: string,
    request: { idempotencyKey: string; amountCents?: number },
  ): Promise<ProviderCharge>;
  status(providerRef: string): Promise<ProviderCharge>;
  /** Rejects with WebhookRejected when the signature does not verify. */
  parseWebhook(request: WebhookRequest): Promise<WebhookNotice>;
}

/** The provider timed out or answered 5xx: the outcome is unknown, retry with the same key. */
export class ProviderUnavailable extends Error {}

/** The provider refused the request (4xx): retrying the same request will not help. */
export class ProviderRefused extends Error {}

export class WebhookRejected extends Error {}
