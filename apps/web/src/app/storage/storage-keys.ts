/** Keys the product keeps in localStorage (spec 1 §2, Start-up). */
export const STORAGE_KEYS = {
  apiKey: 'api-key',
  theme: 'theme',
  termsOfUse: 'terms-of-use',
  deeplinkingHost: 'deeplinking-host',
  language: 'rtc-lang',
  authToken: 'auth-token',
  authUser: 'auth-user',
  cookieConsent: 'cookie-consent',
} as const;

/** The subset of the Web Storage API the product uses; lets tests pass an in-memory store. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStore(): KeyValueStore {
  return window.localStorage;
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
