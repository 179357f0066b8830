import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/storage-keys';
import { resolveStartUpTheme, storeStartUpHeaders } from './start-up-headers';

describe('start-up headers', () => {
  it('stores the four tenant headers', () => {
    const store = memoryStore();
    const headers = new Headers({
      'Api-Key': 'key-1',
      Theme: 'andina',
      'Terms-Of-Use': 'https://example.com/terms',
      'Deeplinking-Host': 'app.example.com',
    });
    storeStartUpHeaders(headers, store);
    expect(store.getItem('api-key')).toBe('key-1');
    expect(store.getItem('theme')).toBe('andina');
    expect(store.getItem('terms-of-use')).toBe('https://example.com/terms');
    expect(store.getItem('deeplinking-host')).toBe('app.example.com');
  });

  it('drops a stale terms link when the tenant has none', () => {
    const store = memoryStore({ 'terms-of-use': 'https://old.example.com' });
    storeStartUpHeaders(new Headers({ 'Api-Key': 'key-1', Theme: 'move' }), store);
    expect(store.getItem('terms-of-use')).toBeNull();
  });

  it('keeps stored values when the answer does not come from the product server', () => {
    const store = memoryStore({ 'api-key': 'key-1', theme: 'andina' });
    storeStartUpHeaders(new Headers(), store);
    expect(store.getItem('api-key')).toBe('key-1');
    expect(store.getItem('theme')).toBe('andina');
  });

  it('falls back to the default theme and records its language', () => {
    const store = memoryStore({ theme: 'no-such-theme' });
    expect(resolveStartUpTheme(store).name).toBe('move');
    expect(store.getItem('rtc-lang')).toBe('pt-BR');
    store.setItem('theme', 'pacifico');
    expect(resolveStartUpTheme(store).language).toBe('es-EC');
    expect(store.getItem('rtc-lang')).toBe('es-EC');
  });
});
