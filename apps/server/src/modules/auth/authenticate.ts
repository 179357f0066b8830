import { canAccess } from '@chargedeck/shared';
import { forbidden } from '../../platform/http/http-error';
import { SESSION_GUARD, labelGuard } from '../../platform/http/route-access';
import { apiKeyOf, authOf, bearerOf } from '../../platform/http/access-of';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { AuthContext } from '../../platform/http/auth-context';

/** What the hook needs from sign-in; an interface so the guards do not depend on the service. */
export interface SessionResolver {
  authenticate(token: string | undefined, apiKey: string | undefined): Promise<AuthContext>;
}

/** preHandler that resolves the caller or answers 401. */
export function createAuthenticate(signIn: SessionResolver): PreHandler {
  const authenticate: PreHandler = async (request) => {
    request.auth = await signIn.authenticate(bearerOf(request), apiKeyOf(request));
  };
  return labelGuard(authenticate, SESSION_GUARD);
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
      throw forbidden('permissionRequired', { permission: paths.join(' | ') });
    }
  };
  return labelGuard(guard, paths.join(' or '));
}
