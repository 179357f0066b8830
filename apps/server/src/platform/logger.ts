import type { FastifyServerOptions } from 'fastify';

/** Paths that never reach a log line: credentials in headers and bodies. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["api-key"]',
  'headers.authorization',
  'password',
  '*.password',
  'token',
  '*.token',
  'authorizationKey',
  '*.authorizationKey',
  'recaptchaResponse',
  '*.recaptchaResponse',
  'code',
];

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // The query string may carry a token on some routes: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}
