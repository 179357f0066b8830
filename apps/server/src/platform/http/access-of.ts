import type { AccessContext } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { unauthorized } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** The session token of the Authorization header. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The tenant a request names with its Api-Key header. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['api-key'];
  return typeof value === 'string' && value ? value : undefined;
}

/** The caller of an authenticated route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's permissions in the shape of the shared access rules. */
export function accessOf(request: FastifyRequest): AccessContext {
  const auth = authOf(request);
  return {
    permissions: auth.permissions,
    features: auth.features,
    theme: auth.tenant.theme,
  };
}
