import { z } from 'zod';
import {
  apiErrorBody,
  stationGroupAnswer,
  stationGroupBody,
  stationGroupPage,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest, notFound } from '../../platform/http/http-error';
import { requireAnyRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { stationGroupView } from './station-group-view';
import type { StationGroupsRepository } from './station-groups.repository';

export interface StationGroupRoutesDeps {
  groups: StationGroupsRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const listQuery = z.object({
  searchInput: z.string().trim().max(60).optional(),
  sort: z.enum(['name', 'address', 'externalId']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
});

/** Station groups (spec 2 §7: chargepoint-groups CRUD). */
export function registerStationGroupRoutes(app: ApiApp, deps: StationGroupRoutesDeps): void {
  const { authenticate, requireRoute, groups } = deps;
  const id = z.object({ id: z.coerce.number().int().positive() });
  const body = stationGroupBody.extend({ tenant_pk: z.number().int().positive().optional() });

  app.get(
    '/api/chargepoint-groups',
    {
      schema: {
        tags: ['station-groups'],
        summary: 'Groups with their stations',
        querystring: listQuery,
        response: { 200: stationGroupPage, 400: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/station_groups')],
    },
    async (request) => {
      const visible = authOf(request).visibleTenantPks;
      const { rows, count } = await groups.list(visible, request.query);
      const stations = await groups.stationsOf(
        rows.map((r) => r.charge_box_group_pk),
        visible,
      );
      return {
        count,
        chargeBoxGroupList: rows.map((row) => ({
          ...stationGroupView(row),
          chargePoints: stations
            .filter((s) => s.charge_box_group_pk === row.charge_box_group_pk)
            .map((s) => ({
              chargeBoxPk: s.charge_box_pk,
              chargeBoxId: s.charge_box_id,
              description: s.description,
              online: s.online,
            })),
        })),
      };
    },
  );

  app.get(
    '/api/chargepoint-groups/:id',
    {
      schema: {
        tags: ['station-groups'],
        summary: 'One group',
        params: id,
        response: { 200: stationGroupAnswer, 404: apiErrorBody },
      },
      preHandler: [authenticate, requireAnyRoute('/station_groups', '/station_groups/edit/:id')],
    },
    async (request) => {
      const row = await groups.find(request.params.id, authOf(request).visibleTenantPks);
      if (!row) throw notFound('stationGroupNotFoundById');
      return { chargeBoxGroup: stationGroupView(row) };
    },
  );

  app.post(
    '/api/chargepoint-groups',
    {
      schema: {
        tags: ['station-groups'],
        summary: 'Create a group',
        body,
        response: { 201: stationGroupAnswer, 400: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/station_groups/create')],
    },
    async (request, reply) => {
      const auth = authOf(request);
      const tenantPk = request.body.tenant_pk ?? auth.requestTenant.tenant_pk;
      if (!auth.visibleTenantPks.includes(tenantPk)) {
        throw badRequest('tenant_pk', 'notYourAccount');
      }
      const row = await groups.create(tenantPk, request.body);
      return reply.code(201).send({ chargeBoxGroup: stationGroupView(row) });
    },
  );

  app.put(
    '/api/chargepoint-groups/:id',
    {
      schema: {
        tags: ['station-groups'],
        summary: 'Edit a group',
        params: id,
        body,
        response: { 200: stationGroupAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/station_groups/edit/:id')],
    },
    async (request) => {
      const auth = authOf(request);
      const row = await groups.update(request.params.id, auth.visibleTenantPks, request.body);
      if (!row) throw notFound('stationGroupNotFoundById');
      return { chargeBoxGroup: stationGroupView(row) };
    },
  );
}
