import { findTheme, safeLinkUrl } from '@chargedeck/shared';
import { registerWebApp } from '../../platform/http/web-app';
import type { ModuleContext } from '../../platform/module-context';
import type { TenantDirectory } from './tenants.module';

/** The web app, its page answered with the white-label headers of the host's tenant (spec 1). */
export async function tenantWebApp(
  ctx: ModuleContext,
  tenants: TenantDirectory,
  webDir: string,
): Promise<void> {
  const { publicUrl } = ctx.config;
  await registerWebApp(ctx.http, webDir, async (request) => {
    const tenant = await tenants.service.resolve({ host: request.headers.host });
    return {
      'Api-Key': tenant.api_key,
      Theme: findTheme(tenant.theme).name,
      // Links stored before they were checked reach the browser only when they are https.
      'Terms-Of-Use': safeLinkUrl(tenant.terms_of_use_url) ?? '',
      'Deeplinking-Host': safeLinkUrl(tenant.deeplinking_host) ?? safeLinkUrl(publicUrl) ?? '',
    };
  });
}
