import {
  apiErrorBody,
  meterHistory,
  meterHistoryQuery,
  meterMeasurement,
  meterMeasurementList,
  meterMeasurementListQuery,
  meterMeasurementQuery,
  meterReadingBody,
  meterRegistration,
  meterRegistrationBody,
} from '@chargedeck/shared';
import { authOf, bearerOf } from '../../../platform/http/access-of';
import type { ApiApp } from '../../../platform/http/api-app';
import type { PreHandler } from '../../../platform/http/pre-handler';
import { requireRole } from '../../../platform/http/require-role';
import { labelGuard } from '../../../platform/http/route-access';
import type { SiteMetersService } from './site-meters.service';

export interface SiteMeterRoutesDeps {
  meters: SiteMetersService;
  authenticate: PreHandler;
}

const tags = ['meters'];
const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody };

/**
 * The token of the meter a gateway pushes for is checked by the handler (the token names the
 * meter); this guard only labels the route in the route table.
 */
const meterToken: PreHandler = labelGuard(async () => {}, 'meter token');

/** Site meters (spec 3 §7 "Smart-charging service"), and the gateway's push of readings. */
export function registerSiteMeterRoutes(app: ApiApp, deps: SiteMeterRoutesDeps): void {
  const { meters, authenticate } = deps;
  const smartCharging = [authenticate, requireRole('DASH_SMART_CHARGING_CREATE')];

  app.get(
    '/smart-charging/meters/measurements',
    {
      schema: {
        tags,
        summary: "A meter's status and latest reading, by mac_address or device_remote_id",
        querystring: meterMeasurementQuery,
        response: { 200: meterMeasurement, ...errors },
      },
      preHandler: smartCharging,
    },
    async (request) => meters.measurement(authOf(request).visibleTenantPks, request.query),
  );

  app.get(
    '/smart-charging/meters/measurements/list',
    {
      schema: {
        tags,
        summary: 'The status and latest reading of several meters, by device_remote_ids',
        querystring: meterMeasurementListQuery,
        response: { 200: meterMeasurementList, ...errors },
      },
      preHandler: smartCharging,
    },
    async (request) =>
      meters.measurements(authOf(request).visibleTenantPks, request.query.device_remote_ids),
  );

  app.get(
    '/smart-charging/meters/measurements/history',
    {
      schema: {
        tags,
        summary: "A meter's readings of the last minutes (60 by default), one per 10 s at most",
        querystring: meterHistoryQuery,
        response: { 200: meterHistory, ...errors },
      },
      preHandler: smartCharging,
    },
    async (request) =>
      meters.history(
        authOf(request).visibleTenantPks,
        request.query.device_remote_id,
        request.query.minutes,
      ),
  );

  app.post(
    '/smart-charging/meters',
    {
      schema: {
        tags,
        summary: "Registers a site meter of the request's tenant; answers its gateway token once",
        body: meterRegistrationBody,
        response: { 201: meterRegistration, 409: apiErrorBody, ...errors },
      },
      preHandler: smartCharging,
    },
    async (request, reply) => {
      const answer = await meters.register(authOf(request).requestTenant.tenant_pk, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/smart-charging/meters/readings',
    {
      schema: {
        tags,
        summary: 'A meter gateway pushes one reading (Authorization: Bearer <meter token>)',
        body: meterReadingBody,
        response: { 200: meterMeasurement, ...errors },
      },
      preHandler: meterToken,
    },
    async (request) => meters.push(bearerOf(request), request.body),
  );
}
