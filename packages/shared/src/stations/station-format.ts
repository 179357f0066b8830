/** Input masks and display rules of the station form and cards (spec 2 §4, §5). */

/** Digits only, shown as 5 digits, hyphen, 3 digits. */
export function formatZip(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export const ZIP_PATTERN = /^\d{5}-\d{3}$/;

/** Only hex characters kept, upper case, colon-separated pairs, at most 17 characters. */
export function formatMac(input: string): string {
  const hex = input
    .replace(/[^0-9a-fA-F]/g, '')
    .toUpperCase()
    .slice(0, 12);
  return (hex.match(/.{1,2}/g) ?? []).join(':').slice(0, 17);
}

export const MAC_PATTERN = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;

/** Time picks store seconds as :00. */
export function timeToStore(hhmm: string): string {
  return `${hhmm.slice(0, 5)}:00`;
}

/** A close time of 00:00:00 is saved as 23:59:59 ... */
export function closeTimeToStore(hhmm: string): string {
  const stored = timeToStore(hhmm);
  return stored === '00:00:00' ? '23:59:59' : stored;
}

/** ... and shown as 00:00:00. */
export function closeTimeToShow(stored: string): string {
  return stored === '23:59:59' ? '00:00:00' : stored;
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export type ConnectorDisplayState =
  'busy' | 'faulted' | 'available' | 'maintenance' | 'unavailable';

const BUSY = new Set([
  'Charging',
  'Finishing',
  'Suspended_evse',
  'SuspendedEVSE',
  'SuspendedEV',
  'Reserved',
  'Preparing',
]);

/** Connector display state from its raw OCPP status (spec 2 §4). */
export function connectorDisplayState(status: string | null | undefined): ConnectorDisplayState {
  if (status && BUSY.has(status)) return 'busy';
  if (status === 'Faulted') return 'faulted';
  if (status === 'Available') return 'available';
  if (status === 'Maintenance') return 'maintenance';
  return 'unavailable';
}

/** QR code deep link of a station: pk padded to 6 digits and its uuid. */
export function stationDeepLink(host: string, chargeBoxPk: number, uuid: string): string {
  const base = host.replace(/\/+$/, '');
  return `${base}/station/${String(chargeBoxPk).padStart(6, '0')}/${uuid}`;
}
