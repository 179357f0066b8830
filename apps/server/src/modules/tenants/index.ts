export { TenantsRepository } from './tenants.repository';
export { TenantsService, hostName, newApiKey } from './tenants.service';
export { featuresOf, sessionTenantOf, type TenantRow } from './tenant';
export { tenantDirectory, tenantsModule, type TenantDirectory } from './tenants.module';
export { tenantWebApp } from './tenant-web-app';
