import { ROLES, permissionEntry, apiErrorBody } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { forbidden, notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { isProductRoute, isRole, mayManage, permissionKeyOf } from './permission-rules';
import type { PermissionKey, UserPermissionsRepository } from './user-permissions.repository';

const TAGS = ['users'];
/** Who may administer other users' permissions: whoever may edit users. */
export const PERMISSIONS_ROUTE = '/user/:id';

const userParams = z.object({ userPk: z.coerce.number().int().positive() });
const grantBody = z
  .object({
    route: z.string().max(100).refine(isProductRoute, 'notAProductRoute').optional(),
    roleId: z.enum(ROLES).optional(),
  })
  .refine((b) => (b.route === undefined) !== (b.roleId === undefined), {
    message: 'routeOrRole',
    path: ['route'],
  });
const permissionParam = z
  .string()
  .max(100)
  .refine((p) => isProductRoute(p) || isRole(p), 'notRouteOrRole');

/** Grant and revoke routes and roles of users in the caller's tenants (spec 1 §6). */
export function registerPermissionRoutes(
  app: ApiApp,
  deps: {
    permissions: UserPermissionsRepository;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
  },
): void {
  const { permissions } = deps;
  const guard = [deps.authenticate, deps.requireRoute(PERMISSIONS_ROUTE)];

  async function visibleUser(request: FastifyRequest, userPk: number): Promise<void> {
    if (!(await permissions.isVisible(userPk, authOf(request).visibleTenantPks)))
      throw notFound('userNotFoundById');
  }
  function assertManageable(request: FastifyRequest, key: PermissionKey): void {
    if (!mayManage(authOf(request).permissions, key)) throw forbidden('permissionNotHeld');
  }

  app.get(
    '/api/users_data/:userPk/permissions',
    {
      schema: {
        tags: TAGS,
        summary: "The user's permission list: entries of a route or a role, with status",
        params: userParams,
        response: { 200: z.object({ permissions: z.array(permissionEntry) }), 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) => {
      await visibleUser(request, request.params.userPk);
      return { permissions: await permissions.list(request.params.userPk) };
    },
  );

  app.post(
    '/api/users_data/:userPk/permissions',
    {
      schema: {
        tags: TAGS,
        summary: 'Grant a route or a role the caller holds; 201 when added, 200 when it was there',
        params: userParams,
        body: grantBody,
        response: {
          200: z.object({ data: permissionEntry }),
          201: z.object({ data: permissionEntry }),
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
        },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const { route, roleId } = request.body;
      const key = permissionKeyOf(route ?? roleId ?? '');
      await visibleUser(request, request.params.userPk);
      assertManageable(request, key);
      const added = await permissions.grant(request.params.userPk, key);
      return reply.code(added ? 201 : 200).send({ data: { ...key, status: true } });
    },
  );

  app.delete(
    '/api/users_data/:userPk/permissions/:permission',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke a route (URL-encoded, e.g. %2Fstations) or a role the caller holds',
        params: userParams.extend({ permission: permissionParam }),
        response: { 204: z.null(), 400: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const key = permissionKeyOf(request.params.permission);
      await visibleUser(request, request.params.userPk);
      assertManageable(request, key);
      if (!(await permissions.revoke(request.params.userPk, key)))
        throw notFound('userLacksPermission');
      return reply.code(204).send(null);
    },
  );
}
