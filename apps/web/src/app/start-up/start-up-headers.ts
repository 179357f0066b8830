import { findTheme } from '@chargedeck/shared';
import { STORAGE_KEYS, type KeyValueStore } from '../storage/storage-keys';

const HEADER_KEYS = [
  ['Api-Key', STORAGE_KEYS.apiKey],
  ['Theme', STORAGE_KEYS.theme],
  ['Terms-Of-Use', STORAGE_KEYS.termsOfUse],
  ['Deeplinking-Host', STORAGE_KEYS.deeplinkingHost],
] as const;

/**
 * Stores the tenant headers of the page answer. Only the product server sends Api-Key; when it
 * is absent (a static file server, the Vite dev server) the stored values are left alone, and
 * when it is present a missing header means the tenant has no such value.
 */
export function storeStartUpHeaders(headers: Pick<Headers, 'get'>, store: KeyValueStore): void {
  if (!headers.get('Api-Key')) return;
  for (const [header, key] of HEADER_KEYS) {
    const value = headers.get(header)?.trim();
    if (value) store.setItem(key, value);
    else store.removeItem(key);
  }
}

/** The theme of the tenant, with its language recorded under rtc-lang. */
export function resolveStartUpTheme(store: KeyValueStore) {
  const theme = findTheme(store.getItem(STORAGE_KEYS.theme));
  store.setItem(STORAGE_KEYS.theme, theme.name);
  store.setItem(STORAGE_KEYS.language, theme.language);
  return theme;
}
