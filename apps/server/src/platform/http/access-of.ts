import type { AccessContext } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { unauthorized } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
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
