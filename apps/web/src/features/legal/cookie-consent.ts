import { STORAGE_KEYS, type KeyValueStore } from '../../app/storage/storage-keys';

/** Cookie consent is remembered for 365 days (spec 1 §5). */
export const CONSENT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hasConsent(store: KeyValueStore, now: number = Date.now()): boolean {
  const acceptedAt = Number(store.getItem(STORAGE_KEYS.cookieConsent));
  return Number.isFinite(acceptedAt) && acceptedAt > 0 && now - acceptedAt < CONSENT_DAYS * DAY_MS;
}

export function giveConsent(store: KeyValueStore, now: number = Date.now()): void {
  store.setItem(STORAGE_KEYS.cookieConsent, String(now));
}
