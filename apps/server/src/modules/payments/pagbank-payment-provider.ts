import type { ProviderAccount } from '../../platform/payment-config';
import { PagBankApi } from './pagbank-api';
import { chargeOf, lastCharge, orderBody, type PagBankOrder } from './pagbank-order';
import { verifyPagbankWebhook } from './pagbank-webhook';
import {
  ProviderRefused,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCharge,
  type WebhookNotice,
  type WebhookRequest,
} from './payment-provider';

/**
 * PagBank through its orders and charges API: an order with a card charge or a Pix QR code
 * (`POST /orders`), read back by `GET /orders/{id}` (the order id is our reference: a Pix order
 * has no charge until it is paid), captured by `POST /charges/{id}/capture`, refunded in full or
 * in part by `POST /charges/{id}/cancel`. Notifications carry the order, signed with the token.
 */
export class PagBankPaymentProvider implements PaymentProvider {
  readonly name = 'pagbank' as const;
  private readonly api: PagBankApi;

  constructor(private readonly account: ProviderAccount) {
    this.api = new PagBankApi(account);
  }

  async createCharge(request: ChargeRequest): Promise<ProviderCharge> {
    const body = orderBody(request, this.account.notificationUrl);
    return answer(await this.api.post<PagBankOrder>('/orders', body, request.idempotencyKey));
  }

  async capture(providerRef: string, idempotencyKey: string): Promise<ProviderCharge> {
    const charge = await this.chargeIdOf(providerRef);
    const amount = { value: (await this.status(providerRef)).amountCents };
    await this.api.post(`/charges/${charge}/capture`, { amount }, idempotencyKey);
    return this.status(providerRef);
  }

  async refund(
    providerRef: string,
    request: { idempotencyKey: string; amountCents?: number },
  ): Promise<ProviderCharge> {
    const order = await this.api.get<PagBankOrder>(`/orders/${encodeURIComponent(providerRef)}`);
    const current = chargeOf(order);
    const charge = lastCharge(order);
    if (!charge) throw new ProviderRefused(`order ${providerRef} has no paid charge`);
    const left = current.amountCents - current.refundedCents;
    // A total refund asked again (a retry after a lost answer) finds nothing left: done already.
    if (request.amountCents === undefined && left <= 0 && current.status === 'refunded')
      return answer(order);
    const value = request.amountCents ?? left;
    await this.api.post(
      `/charges/${charge.id}/cancel`,
      { amount: { value } },
      request.idempotencyKey,
    );
    return this.status(providerRef);
  }

  async status(providerRef: string): Promise<ProviderCharge> {
    return answer(await this.api.get<PagBankOrder>(`/orders/${encodeURIComponent(providerRef)}`));
  }

  async parseWebhook(request: WebhookRequest): Promise<WebhookNotice> {
    return verifyPagbankWebhook(this.account.webhookSecret, request);
  }

  private async chargeIdOf(providerRef: string): Promise<string> {
    const order = await this.api.get<PagBankOrder>(`/orders/${encodeURIComponent(providerRef)}`);
    const charge = lastCharge(order);
    if (!charge) throw new ProviderRefused(`order ${providerRef} has no charge`);
    return charge.id;
  }
}

/** The charge, with the Pix QR image drawn from its BR Code (PagBank's PNG link otherwise). */
async function answer(order: PagBankOrder): Promise<ProviderCharge> {
  const charge = chargeOf(order);
  if (!charge.pix) return charge;
  // Loaded by the first Pix charge, not at start (docs/performance.md, "A lean default").
  const { hasError, isDynamicPix, isStaticPix, parsePix } = await import('pix-utils');
  const pix = parsePix(charge.pix.copyPaste);
  const drawable = !hasError(pix) && (isStaticPix(pix) || isDynamicPix(pix));
  const qrImage = drawable ? await pix.toImage() : charge.pix.qrImage;
  return { ...charge, pix: { ...charge.pix, qrImage } };
}
