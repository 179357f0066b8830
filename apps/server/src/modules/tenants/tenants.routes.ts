import type { FastifyRequest } from 'fastify';
import { apiErrorBody, legalTerms, safeLinkUrl, tenantListItem } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import { apiKeyOf } from '../../platform/http/access-of';
import { authOf } from '../../platform/http/access-of';
import type { TenantRow } from './tenant';
import { checkHostAssignment, platformHostOf } from './tenant-hosts';
import { createTenantBody } from './tenants.schemas';
import { hostName, type TenantsService } from './tenants.service';
import { publicRead } from '../../platform/http/open-read';

export interface TenantRoutesDeps {
  tenants: TenantsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
  /** The tenant a user belongs to, for `?userPk=`. */
  tenantOfUser: (userPk: number) => Promise<number | undefined>;
  /** PUBLIC_URL: its host belongs to the platform, never to a tenant. */
  publicUrl: string | undefined;
}

const listItem = (t: TenantRow) => ({
  tenant_pk: t.tenant_pk,
  name: t.name,
  alias: t.alias,
  apiKey: t.api_key,
  parent_tenant_pk: t.parent_tenant_pk,
  theme: t.theme,
  tenant_device_reader: t.tenant_device_reader,
  sms_enabled: t.sms_enabled,
});

export function registerTenantRoutes(app: ApiApp, deps: TenantRoutesDeps): void {
  app.get(
    '/api/tenants',
    {
      config: { access: 'session' },
      schema: {
        tags: ['tenants'],
        summary: 'Tenants (accounts) the caller may see: its own and its descendants',
        querystring: z.object({ userPk: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ tenantList: z.array(tenantListItem) }) },
      },
      preHandler: deps.authenticate,
    },
    async (request) => {
      const auth = authOf(request);
      let visible = auth.visibleTenantPks;
      if (request.query.userPk !== undefined) {
        const userTenant = await deps.tenantOfUser(request.query.userPk);
        if (userTenant === undefined || !visible.includes(userTenant))
          throw notFound('userNotFound');
        visible = await deps.tenants.visibleTenantPks(userTenant);
      }
      const tenants = await deps.tenants.list(visible);
      return { tenantList: tenants.map(listItem) };
    },
  );

  app.post(
    '/api/tenants',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Create a child tenant with its host names',
        body: createTenantBody,
        response: {
          201: z.object({ data: z.object({ tenant_pk: z.number(), api_key: z.string() }) }),
          400: apiErrorBody,
          403: apiErrorBody,
          409: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/tenants/create')],
    },
    async (request, reply) => {
      const auth = authOf(request);
      const platformHosts = [platformHostOf(deps.publicUrl), hostName(request.headers.host)];
      checkHostAssignment(
        auth.tenant,
        request.body,
        platformHosts.filter((host): host is string => !!host),
      );
      const tenant = await deps.tenants.create(
        request.body,
        auth.tenant.tenant_pk,
        auth.visibleTenantPks,
      );
      return reply
        .code(201)
        .send({ data: { tenant_pk: tenant.tenant_pk, api_key: tenant.api_key } });
    },
  );

  app.get(
    '/api/legal/terms',
    publicRead(
      'tenants',
      'The legal record of the tenant of this host or Api-Key, for the terms of use',
      legalTerms,
    ),
    async (request: FastifyRequest) => {
      const tenant = await deps.tenants.resolve({
        apiKey: apiKeyOf(request),
        host: request.headers.host,
      });
      return {
        companyName: tenant.legal_company_name ?? tenant.name,
        taxId: tenant.legal_tax_id ?? '',
        address: tenant.legal_address ?? '',
        contact: tenant.legal_contact ?? tenant.support_email ?? '',
        termsOfUseUrl: safeLinkUrl(tenant.terms_of_use_url) ?? null,
      };
    },
  );
}
