import { safeLinkUrl } from '@chargedeck/shared';
import { STORAGE_KEYS, type KeyValueStore } from '../storage/storage-keys';

/**
 * The tenant's own terms-of-use link, when it may be opened: https only (http on the local
 * machine), whatever an older server or another page left in storage.
 */
export function storedTermsUrl(store: KeyValueStore): string | undefined {
  return safeLinkUrl(store.getItem(STORAGE_KEYS.termsOfUse));
}

/** Where station QR codes lead: the tenant's https deep-link host, else this page's origin. */
export function deepLinkBase(store: KeyValueStore, origin: string): string {
  return safeLinkUrl(store.getItem(STORAGE_KEYS.deeplinkingHost)) ?? origin;
}
