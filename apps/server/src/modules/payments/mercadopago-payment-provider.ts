import type { Payment, PaymentRefund } from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { ProviderAccount } from '../../platform/payment-config';
import { mercadopagoSdk } from './mercadopago-sdk';
import { verifyMercadopagoWebhook } from './mercadopago-webhook';
import { mercadopagoStatus, toCents, toReais } from './mercadopago-payment-status';
import {
  ProviderRefused,
  ProviderUnavailable,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCharge,
  type WebhookNotice,
  type WebhookRequest,
} from './payment-provider';

const DEFAULT_PIX_SECONDS = 60 * 60;

/**
 * Mercado Pago through its official SDK: `/v1/payments` (card token or Pix), capture, refunds,
 * every call with `X-Idempotency-Key`; notifications checked by their `x-signature`.
 *
 * The SDK takes no base URL per client: it reads `AppConfig.BASE_URL`, one value for the whole
 * process, which MERCADOPAGO_BASE_URL sets (tests point it at a local server). Its own retries
 * are turned off: a call that times out or answers 5xx leaves the payment in_process and the
 * reconcile job asks again, with the same idempotency key. The SDK (about 12 MB resident) is
 * loaded by the first call, not at start.
 */
export class MercadoPagoPaymentProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  private clients: Promise<{ payments: Payment; refunds: PaymentRefund }> | undefined;

  constructor(private readonly account: ProviderAccount) {}

  private sdkClients() {
    this.clients ??= mercadopagoSdk().then(({ sdk, AppConfig }) => {
      // Read-only in its types, but a plain static the SDK reads at each call.
      Object.assign(AppConfig, { BASE_URL: this.account.baseUrl });
      const config = new sdk.MercadoPagoConfig({
        accessToken: this.account.accessToken,
        options: { timeout: this.account.timeoutMs, maxRetries: 0 },
      });
      return { payments: new sdk.Payment(config), refunds: new sdk.PaymentRefund(config) };
    });
    return this.clients;
  }

  async createCharge(request: ChargeRequest): Promise<ProviderCharge> {
    const { payments } = await this.sdkClients();
    const payment = await call(() =>
      payments.create({
        body: { ...createBody(request), notification_url: this.account.notificationUrl },
        requestOptions: { idempotencyKey: request.idempotencyKey },
      }),
    );
    return chargeOf(payment);
  }

  async capture(providerRef: string, idempotencyKey: string): Promise<ProviderCharge> {
    const { payments } = await this.sdkClients();
    const payment = await call(() =>
      payments.capture({ id: providerRef, requestOptions: { idempotencyKey } }),
    );
    return chargeOf(payment);
  }

  async refund(
    providerRef: string,
    request: { idempotencyKey: string; amountCents?: number },
  ): Promise<ProviderCharge> {
    const { idempotencyKey, amountCents } = request;
    const { refunds } = await this.sdkClients();
    await call(() =>
      refunds.create({
        payment_id: providerRef,
        body: amountCents === undefined ? {} : { amount: toReais(amountCents) },
        requestOptions: { idempotencyKey },
      }),
    );
    return this.status(providerRef);
  }

  async status(providerRef: string): Promise<ProviderCharge> {
    const { payments } = await this.sdkClients();
    return chargeOf(await call(() => payments.get({ id: providerRef })));
  }

  parseWebhook(request: WebhookRequest): Promise<WebhookNotice> {
    return verifyMercadopagoWebhook(this.account.webhookSecret, request);
  }
}

function createBody(request: ChargeRequest): PaymentCreateRequest {
  const base = {
    transaction_amount: toReais(request.amountCents),
    description: request.description,
    external_reference: request.idempotencyKey,
    ...(request.payer && {
      payer: {
        email: request.payer.email,
        ...(request.payer.name && { first_name: request.payer.name }),
        ...(request.payer.taxId && {
          identification: {
            type: request.payer.taxId.length > 11 ? 'CNPJ' : 'CPF',
            number: request.payer.taxId,
          },
        }),
      },
    }),
  };
  if (request.method === 'pix') {
    const seconds = request.expiresInSeconds ?? DEFAULT_PIX_SECONDS;
    return {
      ...base,
      payment_method_id: 'pix',
      date_of_expiration: new Date(Date.now() + seconds * 1000).toISOString(),
    };
  }
  return {
    ...base,
    token: request.cardToken,
    installments: 1,
    capture: request.capture ?? true,
    ...(request.cardBrand && { payment_method_id: request.cardBrand }),
  };
}

function chargeOf(payment: PaymentResponse): ProviderCharge {
  const amountCents = toCents(payment.transaction_amount);
  const status = mercadopagoStatus(payment.status);
  const charge: ProviderCharge = {
    providerRef: String(payment.id),
    status,
    amountCents,
    refundedCents:
      status === 'refunded' ? amountCents : toCents(payment.transaction_amount_refunded),
  };
  const qr = payment.point_of_interaction?.transaction_data;
  if (payment.payment_method_id !== 'pix' || !qr?.qr_code) return charge;
  return {
    ...charge,
    pix: {
      copyPaste: qr.qr_code,
      qrImage: `data:image/png;base64,${qr.qr_code_base64 ?? ''}`,
      expiresAt: new Date(payment.date_of_expiration ?? Date.now()).toISOString(),
    },
  };
}

/** The SDK's errors in the interface's terms: unknown outcome, or refused. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const { sdk } = await mercadopagoSdk();
    if (
      error instanceof sdk.MPConnectionError ||
      error instanceof sdk.MPServerError ||
      error instanceof sdk.MPRateLimitError ||
      error instanceof sdk.MPResourceLockedError ||
      error instanceof sdk.MPDependencyError
    )
      throw new ProviderUnavailable(`Mercado Pago did not answer: ${error.message}`);
    if (error instanceof sdk.MercadoPagoError)
      throw new ProviderRefused(`Mercado Pago refused (${error.status}): ${error.message}`);
    throw error;
  }
}
