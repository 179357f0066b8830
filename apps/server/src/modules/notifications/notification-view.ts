import type { StationNotification } from '@chargedeck/shared';
import { humanTimestamp, type CallerZone } from '../../platform/http/human-time';
import type { NotificationRow } from './notifications.repository';

/** The Notification of spec 1 §3, as the web reads it (one schema in packages/shared). */
export type NotificationView = StationNotification;

function errorOf(row: NotificationRow): { code: string | null; message: string | null } {
  if (row.event_type !== 'Failure') return { code: null, message: null };
  const code = row.error_code ?? row.detail?.split(' ')[0] ?? null;
  const message =
    [row.error_info, row.vendor_error_code].filter(Boolean).join(' ') || row.detail || null;
  return { code, message };
}

export function notificationViewOf(row: NotificationRow, zone: CallerZone): NotificationView {
  const error = errorOf(row);
  const street = [row.street, row.house_number].filter(Boolean).join(', ');
  const userName = [row.user_name, row.user_last_name].filter(Boolean).join(' ');
  return {
    notificationPk: Number(row.charge_box_event_pk),
    type: row.event_type,
    chargeBoxName: row.description || row.charge_box_id,
    chargeBoxId: row.charge_box_id,
    chargeBoxPk: row.charge_box_pk,
    chargeBoxDescription: row.description,
    userName: userName || null,
    userPk: row.user_pk,
    notificationTimestamp: new Date(row.event_timestamp).toISOString(),
    notificationTimestampDT: humanTimestamp(row.event_timestamp, zone),
    connectorId: row.connector_id,
    transactionId: row.transaction_pk === null ? null : Number(row.transaction_pk),
    connectorErrorMsg: error.message,
    connectorErrorCode: error.code,
    detail: row.detail,
    addressState: row.state,
    addressCity: row.city,
    addressStreet: street || null,
  };
}
