export { TenantsRepository } from './tenants.repository';
export { TenantsService, hostName, newApiKey } from './tenants.service';
export { featuresOf, sessionTenantOf, type TenantRow } from './tenant';
export { registerTenantRoutes } from './tenants.routes';
export { platformHostOf } from './tenant-hosts';
