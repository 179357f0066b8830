import { apiErrorBody, userGroupListAnswer, userGroupListQuery } from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { UserGroupsRepository } from './user-groups.repository';

/**
 * GET user-groups (spec 2 §7): the groups of the request's tenant, or of the tenant of
 * `userPk` (one of the caller's users, else 404). The user forms and the voucher guest picker
 * read it.
 */
export function registerUserGroupRoutes(
  app: ApiApp,
  deps: { groups: UserGroupsRepository; authenticate: PreHandler; guard: PreHandler },
): void {
  app.get(
    '/api/user-groups',
    {
      schema: {
        tags: ['users'],
        summary: "The user groups of the request's tenant, or of the tenant of userPk",
        querystring: userGroupListQuery,
        response: { 200: userGroupListAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: [deps.authenticate, deps.guard],
    },
    async (request) => {
      const auth = authOf(request);
      const { userPk } = request.query;
      const tenantPk =
        userPk === undefined
          ? auth.requestTenant.tenant_pk
          : await deps.groups.tenantOfUser(userPk, auth.visibleTenantPks);
      if (tenantPk === undefined) throw notFound();
      return { userGroupList: await deps.groups.ofTenant(tenantPk) };
    },
  );
}
