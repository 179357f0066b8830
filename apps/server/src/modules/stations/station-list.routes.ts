import { z } from 'zod';
import {
  apiErrorBody,
  connectorSettingsBody,
  connectorTypeList,
  powerMaxChoices,
  STATION_MESSAGES,
  stationListAnswer,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest, notFound } from '../../platform/http/http-error';
import type { Database } from '../../platform/db/database';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { callerZone } from '../../platform/http/human-time';
import { connectorsOf, listStations, stationPicker } from './station-list.repository';
import { stationListItemOf } from './station-list-item';
import type { StationAdminRepository } from './station-admin.repository';
import type { StationsRepository } from './stations.repository';
import { monthStartOf } from '../../platform/http/zone-dates';
import { sessionRead } from '../../platform/http/open-read';

export interface StationListRoutesDeps {
  db: Database;
  stations: StationsRepository;
  admin: StationAdminRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
  canTypePowerMax: (request: Parameters<PreHandler>[0]) => Promise<boolean>;
  /** After a delete: ends the live connection and removes the photos. */
  onDeleted: (chargeBoxId: string, storedNames: string[]) => Promise<void>;
}

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const listQuery = z.object({
  timeZone: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
  active: flag.default(true),
  chargeBoxGroupPk: z.coerce.number().int().positive().optional(),
  tenantPk: z.coerce.number().int().positive().optional(),
  searchInput: z.string().trim().max(64).optional(),
  /** true (Online), false (Offline) or FAULTED: a connector reports Faulted. */
  online: z
    .enum(['true', 'false', 'FAULTED', 'faulted'])
    .transform((v) => (v === 'true' ? 'ONLINE' : v === 'false' ? 'OFFLINE' : 'FAULTED'))
    .optional(),
  originType: z.enum(['MOVE', 'PLUG_SHARE']).optional(),
});

/** Station list, picker, delete, connector settings and connector types (spec 2 §7). */
export function registerStationListRoutes(app: ApiApp, deps: StationListRoutesDeps): void {
  const { authenticate, requireRoute, db } = deps;
  const id = z.object({ id: z.coerce.number().int().positive() });

  app.get(
    '/api/chargepoints',
    {
      schema: {
        tags: ['stations'],
        summary: 'Stations page by page (or the picker list with originType)',
        querystring: listQuery,
        response: { 200: stationListAnswer, 400: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations')],
    },
    async (request) => {
      const q = request.query;
      const auth = authOf(request);
      if (q.originType) {
        const rows = await stationPicker(db, auth.visibleTenantPks, q.originType);
        return {
          chargePointList: rows.map((r) => ({
            chargeBoxPk: r.charge_box_pk,
            chargeBoxId: r.charge_box_id,
            description: r.description,
            hasPayment: r.has_payment,
          })),
        };
      }
      const { rows, count } = await listStations(db, {
        visibleTenantPks: auth.visibleTenantPks,
        active: q.active,
        page: q.page,
        size: q.size,
        chargeBoxGroupPk: q.chargeBoxGroupPk,
        tenantPk: q.tenantPk,
        searchInput: q.searchInput || undefined,
        status: q.online,
        monthStart: monthStartOf(callerZone(request, q.timeZone)),
      });
      const connectors = await connectorsOf(
        db,
        rows.map((r) => r.charge_box_pk),
      );
      return { chargePointList: rows.map((r) => stationListItemOf(r, connectors)), count };
    },
  );

  app.delete(
    '/api/chargepoints/:id',
    {
      schema: {
        tags: ['stations'],
        summary: 'Delete a station and its history',
        params: id,
        response: { 204: z.null(), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations/delete/:id')],
    },
    async (request, reply) => {
      const deleted = await deps.admin.delete(request.params.id, authOf(request).visibleTenantPks);
      if (!deleted) throw notFound('stationNotFoundById');
      await deps.onDeleted(deleted.charge_box_id, deleted.storedNames);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/chargepoints/:id/connector/:connectorId',
    {
      schema: {
        tags: ['stations'],
        summary: 'Connector type, power max, income and manual status of a reported connector',
        params: id.extend({ connectorId: z.coerce.number().int().min(1) }),
        body: connectorSettingsBody,
        response: {
          200: z.object({ data: z.object({ chargeBoxPk: z.number(), connectorId: z.number() }) }),
          400: apiErrorBody,
          404: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireRoute('/stations/edit/:id')],
    },
    async (request) => {
      const { id: pk, connectorId } = request.params;
      const station = await deps.stations.findByPk(pk, authOf(request).visibleTenantPks);
      if (!station) throw notFound('stationNotFoundById');
      const body = request.body;
      if (!(await deps.admin.connectorTypeExists(body.connectorTypePk))) {
        throw badRequest('connectorTypePk', STATION_MESSAGES.connectorType);
      }
      const power = body.powerMax;
      const allowed = powerMaxChoices(station.system, station.voltage);
      if (power && !allowed.includes(power) && !(await deps.canTypePowerMax(request))) {
        throw badRequest('powerMax', 'powerOneOf', { values: allowed });
      }
      const updated = await deps.admin.updateConnector(pk, connectorId, body);
      if (!updated) throw notFound('connectorNotReported');
      return { data: { chargeBoxPk: pk, connectorId } };
    },
  );

  app.get(
    '/api/connector_types',
    sessionRead('stations', 'Connector types', connectorTypeList, authenticate),
    async () => ({
      connectorTypeList: (await deps.admin.connectorTypes()).map((t) => ({
        connectorTypeId: t.connector_type_pk,
        name: t.name,
      })),
    }),
  );
}
