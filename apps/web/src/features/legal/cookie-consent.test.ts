import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../app/storage/storage-keys';
import { giveConsent, hasConsent } from './cookie-consent';

const day = 24 * 60 * 60 * 1000;

describe('cookie consent', () => {
  it('is asked until given', () => {
    const store = memoryStore();
    expect(hasConsent(store)).toBe(false);
    giveConsent(store, 1_000);
    expect(hasConsent(store, 1_000 + day)).toBe(true);
  });

  it('is remembered for 365 days', () => {
    const store = memoryStore();
    giveConsent(store, 0 + 1);
    expect(hasConsent(store, 364 * day)).toBe(true);
    expect(hasConsent(store, 365 * day + 1)).toBe(false);
  });

  it('ignores a damaged value', () => {
    expect(hasConsent(memoryStore({ 'cookie-consent': 'yes' }))).toBe(false);
  });
});
