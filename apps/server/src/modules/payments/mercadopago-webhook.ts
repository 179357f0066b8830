import { mercadopagoSdk } from './mercadopago-sdk';
import { WebhookRejected, type WebhookNotice, type WebhookRequest } from './payment-provider';

/** How far a notification's `ts` may be from now: older ones are refused as replays. */
const MAX_AGE_MS = 15 * 60_000;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * The payment id a notification is about: `data.id` of the query string (what Mercado Pago
 * signs), else of the body.
 */
function dataIdOf(request: WebhookRequest): string {
  const fromQuery = first(request.query['data.id']);
  if (fromQuery) return fromQuery;
  const body = request.body as { data?: { id?: unknown } } | undefined;
  const id = body?.data?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** `ts` is in seconds in Mercado Pago's documentation, in milliseconds in some notifications. */
function ageMs(ts: string, now: number): number {
  const value = Number(ts);
  return Math.abs(now - (value > 1e12 ? value : value * 1000));
}

/**
 * Checks `x-signature` (`ts=…,v1=…`): the HMAC-SHA256, with the application's secret, of
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (the id lower-cased, as Mercado Pago asks
 * for alphanumeric ids). Only payment notifications are about a charge.
 */
export async function verifyMercadopagoWebhook(
  secret: string,
  request: WebhookRequest,
  now = Date.now(),
): Promise<WebhookNotice> {
  const providerRef = dataIdOf(request);
  const eventId = first(request.headers['x-request-id']);
  if (!providerRef || !eventId) throw new WebhookRejected('the notification names no payment');
  const { sdk } = await mercadopagoSdk();
  const { InvalidWebhookSignatureError, WebhookSignatureValidator } = sdk;
  try {
    WebhookSignatureValidator.validate({
      xSignature: request.headers['x-signature'],
      xRequestId: eventId,
      dataId: providerRef.toLowerCase(),
      secret,
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError)
      throw new WebhookRejected(`the signature does not verify: ${error.reason}`);
    throw error;
  }
  const ts = /ts=(\d+)/.exec(first(request.headers['x-signature']))?.[1] ?? '';
  if (!(ageMs(ts, now) <= MAX_AGE_MS)) throw new WebhookRejected('the notification is too old');
  return { providerRef, eventId };
}
