import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected, type WebhookNotice, type WebhookRequest } from './payment-provider';

/** How old a signed notification may be: older ones are refused as replays. */
const MAX_AGE_MS = 10 * 60_000;

/** Mercado Pago's manifest: the charge id, the request id and the time, signed with HMAC. */
function manifest(providerRef: string, requestId: string, ts: string): string {
  return `id:${providerRef};request-id:${requestId};ts:${ts};`;
}

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The headers and body of a signed notification about a charge. */
export function signedWebhook(secret: string, notice: WebhookNotice, now = Date.now()) {
  const ts = String(now);
  const v1 = sign(secret, manifest(notice.providerRef, notice.eventId, ts));
  return {
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': notice.eventId },
    body: { type: 'payment', action: 'payment.updated', data: { id: notice.providerRef } },
  };
}

function header(request: WebhookRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Checks a notification's signature and age; throws WebhookRejected otherwise. */
export function verifyWebhook(
  secret: string,
  request: WebhookRequest,
  now = Date.now(),
): WebhookNotice {
  const body = request.body as { data?: { id?: unknown } } | undefined;
  const providerRef = typeof body?.data?.id === 'string' ? body.data.id : '';
  const eventId = header(request, 'x-request-id');
  const parts = new Map(
    header(request, 'x-signature')
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
  const ts = parts.get('ts') ?? '';
  const given = Buffer.from(parts.get('v1') ?? '', 'utf8');
  const expected = Buffer.from(sign(secret, manifest(providerRef, eventId, ts)), 'utf8');
  if (!providerRef || !eventId || given.length !== expected.length)
    throw new WebhookRejected('the notification is not signed');
  if (!timingSafeEqual(given, expected)) throw new WebhookRejected('the signature does not match');
  if (!(Math.abs(now - Number(ts)) <= MAX_AGE_MS))
    throw new WebhookRejected('the notification is too old');
  return { providerRef, eventId };
}
