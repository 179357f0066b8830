import type { StationNotification } from '@chargedeck/shared';
import { currentFormatter } from '../i18n/use-format';

/** A station notification (spec 1 §3) as GET notification/chargeBox and the socket send it. */
export type { StationNotification };

/** The date and time of the language in use (DD/MM/YYYY HH:mm in pt-BR), in the browser's zone. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return currentFormatter().dateTime(at);
}

export function isNotification(body: unknown): body is StationNotification {
  if (!body || typeof body !== 'object') return false;
  const n = body as Partial<StationNotification>;
  return typeof n.type === 'string' && typeof n.chargeBoxId === 'string';
}
