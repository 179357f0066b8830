import { apiErrorBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { callerZone, humanTimestamp } from '../../platform/http/human-time';
import type { ChargeBoxRow } from './charge-box';
import { detailFieldsOf } from './station-columns';
import {
  adoptStationBody,
  chargePointDetail,
  createStationBody,
  unknownChargePoint,
  updateStationBody,
} from './stations.schemas';
import type { StationsService } from './stations.service';

export interface StationRoutesDeps {
  stations: StationsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const created = z.object({ data: z.object({ chargeBoxPk: z.number(), chargeBoxId: z.string() }) });
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function detailOf(row: ChargeBoxRow) {
  return {
    ...detailFieldsOf(row),
    chargeBoxPk: row.charge_box_pk,
    chargeBoxId: row.charge_box_id,
    description: row.description,
    tenant_pk: row.tenant_pk,
    typeOf: row.type_of,
    active: row.active,
    ocppSecurityProfile: row.ocpp_security_profile,
    hasAuthorizationKey: row.authorization_key_hash !== null,
    registrationStatus: row.registration_status,
    ocppTolerances: row.ocpp_tolerances,
    ocppProtocol: row.ocpp_protocol,
    chargePointVendor: row.charge_point_vendor,
    chargePointModel: row.charge_point_model,
    chargePointSerialNumber: row.charge_point_serial_number,
    fwVersion: row.fw_version,
    online: row.online,
    lastHeartbeatTimestamp: iso(row.last_heartbeat_timestamp),
    lastBootTimestamp: iso(row.last_boot_timestamp),
  };
}

/** The minimal station API of the OCPP gateway; the station screens extend it. */
export function registerStationRoutes(app: ApiApp, deps: StationRoutesDeps): void {
  const { authenticate, requireRoute } = deps;
  const id = z.object({ id: z.coerce.number().int().positive() });
  const unknownId = z.object({ chargeBoxId: z.string().min(1).max(64) });

  app.post(
    '/api/chargepoints',
    {
      schema: {
        tags: ['stations'],
        summary:
          'Register a station: identity, account and OCPP security (authorizationKey is write-only)',
        body: createStationBody,
        response: { 201: created, 400: apiErrorBody, 403: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations/create')],
    },
    async (request, reply) => {
      const row = await deps.stations.create(request.body, authOf(request));
      return reply
        .code(201)
        .send({ data: { chargeBoxPk: row.charge_box_pk, chargeBoxId: row.charge_box_id } });
    },
  );

  app.put(
    '/api/chargepoints/:id',
    {
      schema: {
        tags: ['stations'],
        summary:
          'Edit a station; a new authorizationKey or security profile ends its live connection',
        params: id,
        body: updateStationBody,
        response: { 200: created, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations/edit/:id')],
    },
    async (request) => {
      const row = await deps.stations.update(request.params.id, request.body, authOf(request));
      return { data: { chargeBoxPk: row.charge_box_pk, chargeBoxId: row.charge_box_id } };
    },
  );

  app.get(
    '/api/chargepoints/unknown',
    {
      schema: {
        tags: ['stations'],
        summary:
          'Connections refused (or held as Pending) for chargeBoxIds that are not registered',
        querystring: z.object({
          searchInput: z.string().trim().max(64).optional(),
          timeZone: z.string().max(64).optional(),
        }),
        response: { 200: z.object({ unknownChargePointList: z.array(unknownChargePoint) }) },
      },
      preHandler: [authenticate, requireRoute('/stations')],
    },
    async (request) => {
      const zone = callerZone(request, request.query.timeZone);
      const rows = await deps.stations.listUnknown(authOf(request), request.query.searchInput);
      return {
        unknownChargePointList: rows.map((row) => ({
          chargeBoxId: row.charge_box_id,
          numberOfAttempts: row.number_of_attempts,
          firstAttemptTimestamp: new Date(row.first_attempt_timestamp).toISOString(),
          lastAttemptTimestamp: new Date(row.last_attempt_timestamp).toISOString(),
          lastAttemptTimestampHumanReadable: humanTimestamp(row.last_attempt_timestamp, zone),
          remoteAddress: row.remote_address,
          ocppProtocol: row.ocpp_protocol,
          tenantPk: row.tenant_pk,
          tenantName: row.tenant_name,
        })),
      };
    },
  );

  app.post(
    '/api/chargepoints/unknown/:chargeBoxId/adopt',
    {
      schema: {
        tags: ['stations'],
        summary: 'Register an unknown station under this chargeBoxId',
        params: unknownId,
        body: adoptStationBody,
        response: {
          201: created,
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireRoute('/stations/create')],
    },
    async (request, reply) => {
      const row = await deps.stations.adopt(
        request.params.chargeBoxId,
        request.body,
        authOf(request),
      );
      return reply
        .code(201)
        .send({ data: { chargeBoxPk: row.charge_box_pk, chargeBoxId: row.charge_box_id } });
    },
  );

  app.delete(
    '/api/chargepoints/unknown/:chargeBoxId',
    {
      schema: {
        tags: ['stations'],
        summary: 'Remove an entry from the unknown stations',
        params: unknownId,
        response: { 204: z.null(), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations/create')],
    },
    async (request, reply) => {
      await deps.stations.dismissUnknown(request.params.chargeBoxId, authOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/chargepoints/:id',
    {
      schema: {
        tags: ['stations'],
        summary: 'A station with its OCPP state',
        params: id,
        response: { 200: z.object({ chargePointDetail }), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations')],
    },
    async (request) => {
      const row = await deps.stations.get(request.params.id, authOf(request));
      return { chargePointDetail: { ...detailOf(row), ...(await deps.stations.extrasOf(row)) } };
    },
  );
}
