import { createHash, timingSafeEqual } from 'node:crypto';
import { WebhookRejected, type WebhookNotice, type WebhookRequest } from './payment-provider';

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The header PagBank's documentation ("Confirmar autenticidade da notificação") describes. */
export function pagbankSignature(token: string, rawBody: string): string {
  return sha256(`${token}-${rawBody}`);
}

/**
 * Checks `x-authenticity-token`: the SHA-256 of the account token, '-', and the body exactly as
 * received. The notification carries the order; PagBank sends no event id, so the digest of the
 * body names the notification (the same one delivered twice makes one transition).
 */
export function verifyPagbankWebhook(token: string, request: WebhookRequest): WebhookNotice {
  const raw = request.rawBody;
  const header = request.headers['x-authenticity-token'];
  const given = Buffer.from((Array.isArray(header) ? header[0] : header)?.trim() ?? '', 'utf8');
  if (raw === undefined || !given.length)
    throw new WebhookRejected('the notification is not signed');
  const expected = Buffer.from(pagbankSignature(token, raw), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejected('the signature does not match');
  const body = request.body as { id?: unknown } | undefined;
  const providerRef = typeof body?.id === 'string' ? body.id : '';
  if (!providerRef.startsWith('ORDE_'))
    throw new WebhookRejected('the notification names no order');
  return { providerRef, eventId: sha256(raw) };
}
