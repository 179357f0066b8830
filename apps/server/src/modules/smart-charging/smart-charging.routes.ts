import { z } from 'zod';
import {
  apiErrorBody,
  groupSmartChargingBody,
  groupSmartChargingLink,
  smartChargingCreateBody,
  smartChargingSetup,
  smartChargingUpdateBody,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import { requireRole } from '../../platform/http/require-role';
import { callerOf } from '../configurations';
import type { SmartChargingService } from './smart-charging.service';
import { groupLinkView, setupView } from './smart-charging-view';

interface Deps {
  service: SmartChargingService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const tags = ['smart-charging'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 400: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody };

/**
 * The smart-charging service's setups (spec 3 §7) and the group service's smart-charging link,
 * behind the configurations screens and DASH_SMART_CHARGING_CREATE (§6).
 */
export function registerSmartChargingRoutes(app: ApiApp, deps: Deps): void {
  const { service, authenticate, requireRoute } = deps;
  const guard = [
    authenticate,
    requireRoute('/virtual-groups'),
    requireRole('DASH_SMART_CHARGING_CREATE'),
  ];

  app.post(
    '/smart-charging/smart-charging',
    {
      schema: {
        tags,
        summary: 'Create a smart-charging setup (breaker current, dates, meter)',
        description:
          'Every charger named must have its technical settings (has_config_tec); a meter serves ' +
          'one setup at most.',
        body: smartChargingCreateBody,
        response: { 201: smartChargingSetup, ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) =>
      reply.code(201).send(setupView(await service.create(callerOf(request), request.body))),
  );

  app.get(
    '/smart-charging/smart-charging/:id',
    {
      schema: {
        tags,
        summary: 'One smart-charging setup',
        params: idParams,
        response: { 200: smartChargingSetup, ...errors },
      },
      preHandler: guard,
    },
    async (request) => setupView(await service.setup(callerOf(request), request.params.id)),
  );

  app.put(
    '/smart-charging/smart-charging/:id',
    {
      schema: {
        tags,
        summary: 'Edit a smart-charging setup; its configuration is planned again at once',
        params: idParams,
        body: smartChargingUpdateBody,
        response: { 200: smartChargingSetup, ...errors },
      },
      preHandler: guard,
    },
    async (request) =>
      setupView(await service.update(callerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/gateway/virtual-groups/smart-charging/:id',
    {
      schema: {
        tags,
        summary: "A configuration's smart-charging link and setup",
        params: idParams,
        response: { 200: groupSmartChargingLink, ...errors },
      },
      preHandler: guard,
    },
    async (request) => groupLinkView(await service.groupLink(callerOf(request), request.params.id)),
  );

  app.post(
    '/gateway/virtual-groups/smart-charging',
    {
      schema: {
        tags,
        summary: 'Link a smart-charging setup to a configuration, on or off',
        description: 'Turning it on needs the technical settings of every charger of the group.',
        body: groupSmartChargingBody,
        response: { 201: groupSmartChargingLink, ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) =>
      reply.code(201).send(groupLinkView(await service.link(callerOf(request), request.body))),
  );
}
