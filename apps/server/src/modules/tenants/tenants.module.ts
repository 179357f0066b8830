import type { ModuleContext, PlatformContext } from '../../platform/module-context';
import { platformHostOf } from './tenant-hosts';
import { TenantsRepository } from './tenants.repository';
import { registerTenantRoutes } from './tenants.routes';
import { TenantsService } from './tenants.service';

/** Tenants and the service that resolves a request's tenant; built before sign-in needs them. */
export interface TenantDirectory {
  repository: TenantsRepository;
  service: TenantsService;
}

export function tenantDirectory({ db, config }: PlatformContext): TenantDirectory {
  const repository = new TenantsRepository(db);
  const platformHost = platformHostOf(config.publicUrl);
  return {
    repository,
    service: new TenantsService(repository, platformHost ? [platformHost] : []),
  };
}

/** The tenants screens, once the guards exist. */
export function tenantsModule(
  ctx: ModuleContext,
  deps: {
    directory: TenantDirectory;
    tenantOfUser: (userPk: number) => Promise<number | undefined>;
  },
): void {
  registerTenantRoutes(ctx.http, {
    tenants: deps.directory.service,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
    tenantOfUser: deps.tenantOfUser,
    publicUrl: ctx.config.publicUrl,
  });
}
