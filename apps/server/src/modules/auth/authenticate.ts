import { canAccess } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../platform/http/http-error';
import { SESSION_GUARD, labelGuard } from '../../platform/http/route-access';
import type { AuthContext } from './auth-context';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export type PreHandler = (request: FastifyRequest) => Promise<void>;

/** What the hook needs from sign-in; an interface so the guards do not depend on the service. */
export interface SessionResolver {
  authenticate(token: string | undefined, apiKey: string | undefined): Promise<AuthContext>;
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export function apiKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['api-key'];
  return typeof value === 'string' && value ? value : undefined;
}

/** preHandler that resolves the caller or answers 401. */
export function createAuthenticate(signIn: SessionResolver): PreHandler {
  const authenticate: PreHandler = async (request) => {
    request.auth = await signIn.authenticate(bearerOf(request), apiKeyOf(request));
  };
  return labelGuard(authenticate, SESSION_GUARD);
}

/** The caller of an authenticated route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preHandler: the caller may use this route of the product (spec 1 §6 rules). */
export function requireRoute(path: string): PreHandler {
  return requireAnyRoute(path);
}

/** preHandler: the caller may use at least one of these routes. */
export function requireAnyRoute(...paths: string[]): PreHandler {
  const guard: PreHandler = async (request) => {
    const auth = authOf(request);
    const ctx = {
      permissions: auth.permissions,
      features: auth.features,
      theme: auth.tenant.theme,
    };
    if (!paths.some((path) => canAccess(ctx, path))) {
      throw forbidden(`Permission ${paths.join(' or ')} is required`);
    }
  };
  return labelGuard(guard, paths.join(' or '));
}
