import { i18n } from '../i18n/i18n';
import { browserStore } from '../storage/storage-keys';
import { createApiClient } from './api-client';

/** The product's single REST client (spec 1 §7). */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  store: browserStore(),
  locale: () => i18n.language,
  timezoneOffsetMinutes: () => new Date().getTimezoneOffset(),
});
