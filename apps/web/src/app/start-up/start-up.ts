import type { Theme } from '@chargedeck/shared';
import { browserStore } from '../storage/storage-keys';
import { resolveStartUpTheme, storeStartUpHeaders } from './start-up-headers';

/**
 * Runs before the first render (spec 1 §2, Start-up): asks the server for the current page to
 * learn the tenant from its headers. Offline or on a failing server the stored values are used.
 */
export async function startUp(): Promise<Theme> {
  const store = browserStore();
  try {
    const answer = await fetch(window.location.href, {
      cache: 'no-store',
      headers: { Accept: 'text/html' },
    });
    storeStartUpHeaders(answer.headers, store);
  } catch {
    // The stored tenant of the previous visit still lets the app open.
  }
  return resolveStartUpTheme(store);
}
