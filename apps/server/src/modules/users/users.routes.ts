import {
  DOC_TYPES,
  userAddressView,
  userFormView,
  userListItem,
  USERS_PAGE_SIZE,
  canAccess,
  hasRole,
  userCreateBody,
  userUpdateBody,
  type UserAddressView,
  type UserFormView,
  apiErrorBody,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { accessOf } from '../../platform/http/access-of';
import { parseHeaderOrder } from './header-order';
import { USER_SORT_KEYS, type UserDashboardRepository } from './user-dashboard.repository';
import type { UserEditRights, UserFormService } from './user-form.service';
import { userListItemOf } from './user-list-item';
import { sessionRead } from '../../platform/http/open-read';

export interface UserRoutesDeps {
  dashboard: UserDashboardRepository;
  service: UserFormService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const TAGS = ['users'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = z.object({ data: z.object({ user_pk: z.number() }) });
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

function rightsOf(request: FastifyRequest): UserEditRights {
  const access = accessOf(request);
  return {
    visibleTenantPks: authOf(request).visibleTenantPks,
    offlineNotification: canAccess(access, '/users/notification_offline_cp'),
    trustedUser: !hasRole(access, 'DASH_HIDE_TRUSTED_USER_BUTTON'),
  };
}

/** The users screens' API (spec 2 §7 "Users"). */
export function registerUserRoutes(app: ApiApp, deps: UserRoutesDeps): void {
  const { authenticate, requireRoute, service } = deps;
  const visible = (request: FastifyRequest) => authOf(request).visibleTenantPks;

  app.get(
    '/api/users_data/dashboard-details',
    {
      schema: {
        tags: TAGS,
        summary: 'Users with recharges, consumption and charging flag, a page at a time',
        querystring: z.object({
          activeUsers: flag.default(true),
          searchInput: z.string().trim().max(80).optional(),
          headerOrderList: z.string().max(300).optional(),
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(30_000).default(USERS_PAGE_SIZE),
        }),
        response: {
          200: z.object({ userDashboardList: z.array(userListItem), count: z.number() }),
          400: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireRoute('/users')],
    },
    async (request) => {
      const q = request.query;
      const filter = {
        visibleTenantPks: visible(request),
        activeUsers: q.activeUsers,
        searchInput: q.searchInput || undefined,
        order: parseHeaderOrder(q.headerOrderList, USER_SORT_KEYS),
      };
      const [rows, count] = await Promise.all([
        deps.dashboard.page(filter, { offset: (q.page - 1) * q.size, limit: q.size }),
        deps.dashboard.count(filter),
      ]);
      return { userDashboardList: rows.map(userListItemOf), count };
    },
  );

  app.get(
    '/api/users_data/doc_types',
    sessionRead(
      'users',
      'Document types, the default first',
      z.object({ docTypeList: z.array(z.enum(DOC_TYPES)) }),
      authenticate,
    ),
    async () => ({ docTypeList: [...DOC_TYPES] }),
  );

  app.get(
    '/api/users_data',
    {
      schema: {
        tags: TAGS,
        summary:
          'Check before New user: 403 "Limite de usuários atingido!" when the account is full',
        querystring: z.object({ tenantPk: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ allowed: z.literal(true) }), 403: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/users/create')],
    },
    async (request) => {
      const tenantPk = request.query.tenantPk ?? authOf(request).requestTenant.tenant_pk;
      await service.assertRoomFor(tenantPk, visible(request));
      return { allowed: true as const };
    },
  );

  app.post(
    '/api/users_data',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a user; 403 when the user limit is reached',
        body: userCreateBody,
        response: { 201: saved, 400: apiErrorBody, 403: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/users/create')],
    },
    async (request, reply) => {
      const user_pk = await service.create(request.body, rightsOf(request));
      return reply.code(201).send({ data: { user_pk } });
    },
  );

  app.get(
    '/api/users_data/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'The user form',
        params: idParams,
        response: { 200: z.object({ userForm: userFormView }), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/users')],
    },
    async (request): Promise<{ userForm: UserFormView }> => ({
      userForm: await service.form(request.params.id, visible(request)),
    }),
  );

  app.get(
    '/api/users_data/:id/address',
    {
      schema: {
        tags: TAGS,
        summary: "The user's address",
        params: idParams,
        response: { 200: z.object({ addressForm: userAddressView }), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/users')],
    },
    async (request): Promise<{ addressForm: UserAddressView }> => {
      const form = await service.form(request.params.id, visible(request));
      const { addressPk, street, houseNumber, zipCode, city, state, country } = form;
      return { addressForm: { addressPk, street, houseNumber, zipCode, city, state, country } };
    },
  );

  app.put(
    '/api/users_data/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a user (e-mail, tag and document stay as they are)',
        params: idParams,
        body: userUpdateBody,
        response: { 200: saved, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/user/:id')],
    },
    async (request) => {
      await service.update(request.params.id, request.body, rightsOf(request));
      return { data: { user_pk: request.params.id } };
    },
  );
}
