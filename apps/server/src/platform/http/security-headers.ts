import type { ApiApp } from './api-app';
import { contentSecurityPolicy, type ContentSecurityOptions } from './content-security';

interface SecurityHeaderOptions extends ContentSecurityOptions {
  /** The server terminates TLS itself: browsers are told to come back over https only. */
  tls: boolean;
}

/** A year: browsers keep to https that long after the last answer. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The browser-hardening headers every answer carries, pages and API alike. */
function securityHeadersOf(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.tls ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}

/** Adds the headers on send, so error answers, static files and the API docs get them too. */
export function registerSecurityHeaders(app: ApiApp, options: SecurityHeaderOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(headers);
  });
}
