import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPki } from '../../testing/test-certificates';
import type { ApiApp } from './api-app';
import { contentSecurityPolicy, tileSource } from './content-security';
import { createHttpServer } from './create-http-server';

const BASE = { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } as const;

describe('content security policy', () => {
  it('allows the map tiles from the configured host only', () => {
    expect(tileSource(BASE.mapTileUrl)).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.net/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.net',
    );
    expect(tileSource('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileSource('https://tiles-{s}.example.net/{z}.png')).toBe('https:');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });

  it('adds the hosted robot check and card provider hosts only when configured', () => {
    const altcha = contentSecurityPolicy({
      ...BASE,
      robotCheck: 'altcha',
      cardProvider: 'sandbox',
    });
    expect(altcha).toContain("script-src 'self';");
    expect(altcha).toContain("frame-src 'self';");
    expect(altcha).not.toContain('unsafe-eval');
    const turnstile = contentSecurityPolicy({
      ...BASE,
      robotCheck: 'turnstile',
      cardProvider: 'pagseguro',
    });
    expect(turnstile).toContain(
      "script-src 'self' https://challenges.cloudflare.com https://assets.pagseguro.com.br;",
    );
    expect(turnstile).toContain("frame-src 'self' https://challenges.cloudflare.com https:;");
    const recaptcha = contentSecurityPolicy({
      ...BASE,
      robotCheck: 'recaptcha',
      cardProvider: 'sandbox',
    });
    expect(recaptcha).toContain('https://www.gstatic.com/recaptcha/');
    expect(recaptcha).not.toContain('pagseguro');
  });
});

describe('security headers over TLS', () => {
  let app: ApiApp | undefined;
  afterAll(() => app?.close());

  it('tells browsers to keep to https when the server terminates TLS', async () => {
    const pki = createTestPki();
    app = await createHttpServer({
      logLevel: 'silent',
      trustProxy: false,
      version: 'test',
      https: { cert: readFileSync(pki.serverCertFile), key: readFileSync(pki.serverKeyFile) },
      contentSecurity: { ...BASE, robotCheck: 'off', cardProvider: 'sandbox' },
    });
    const res = await app.inject({ method: 'GET', url: '/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
