import { apiKeyOf } from '../../platform/http/access-of';
import type { ModuleContext } from '../../platform/module-context';
import type { TenantDirectory } from '../tenants';
import { registerCardAuthenticationRoutes } from './card-authentication.routes';
import { createCardProvider } from './create-card-provider';

/** Card authentication (3-D Secure) through the configured card provider. */
export function paymentsModule(ctx: ModuleContext, deps: { tenants: TenantDirectory }): void {
  registerCardAuthenticationRoutes(ctx.http, {
    provider: createCardProvider(ctx.config.card, ctx.tokenSecret),
    tenantOf: (request) =>
      deps.tenants.service.resolve({ apiKey: apiKeyOf(request), host: request.headers.host }),
  });
}
