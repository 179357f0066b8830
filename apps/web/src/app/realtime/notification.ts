import type { StationNotification } from '@chargedeck/shared';

/** A station notification (spec 1 §3) as GET notification/chargeBox and the socket send it. */
export type { StationNotification };

/** DD/MM/YYYY HH:mm in the browser's zone. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function isNotification(body: unknown): body is StationNotification {
  if (!body || typeof body !== 'object') return false;
  const n = body as Partial<StationNotification>;
  return typeof n.type === 'string' && typeof n.chargeBoxId === 'string';
}
