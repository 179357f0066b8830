import { z } from 'zod';
import {
  addChargeBoxesBody,
  apiErrorBody,
  gatewayChargeBoxPage,
  gatewayPageQuery,
  groupActivityQuery,
  groupChargeBoxPage,
  groupChargeBoxesQuery,
  groupEventPage,
  groupTransactionPage,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import { requireRole } from '../../platform/http/require-role';
import { callerOf } from './configuration-guards';
import { eventView, transactionView } from './configuration-view';
import type { ConfigurationsService } from './configurations.service';

interface Deps {
  configurations: ConfigurationsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const tags = ['configurations'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 400: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody };

/** The chargers, events and recharges of configurations (spec 3 §7 "Group service"). */
export function registerConfigurationChargerRoutes(app: ApiApp, deps: Deps): void {
  const { configurations: service, authenticate, requireRoute } = deps;
  const view = [authenticate, requireRoute('/virtual-groups/view/:id')];

  app.get(
    '/gateway/charge-boxs',
    {
      schema: {
        tags,
        summary: 'Chargers to pick, paged (zero-based), with the configuration holding each',
        description:
          'has_config_tec: the station has its technical settings (system, phase, voltage, ' +
          'charging rate unit).',
        querystring: gatewayPageQuery,
        response: { 200: gatewayChargeBoxPage, ...errors },
      },
      preHandler: [authenticate, requireRoute('/virtual-groups/chargeboxes/select')],
    },
    async (request) => {
      const { rows, count } = await service.chargeBoxes(callerOf(request), request.query);
      return {
        content: rows.map((r) => ({
          charge_box_id: r.charge_box_pk,
          charge_box_code: r.charge_box_id,
          description: r.description,
          has_config_tec: Boolean(r.has_config_tec),
          virtual_group_id: r.virtual_group_pk,
        })),
        totalElements: count,
      };
    },
  );

  app.get(
    '/gateway/virtual-groups/charge-boxs/list',
    {
      schema: {
        tags,
        summary: "A configuration's chargers, paged (zero-based)",
        querystring: groupChargeBoxesQuery,
        response: { 200: groupChargeBoxPage, ...errors },
      },
      preHandler: view,
    },
    async (request) => {
      const q = request.query;
      const { rows, count } = await service.members(callerOf(request), q.virtual_group_id, q);
      return {
        content: rows.map((r) => ({
          charge_box_id: r.charge_box_pk,
          charge_box_code: r.charge_box_id,
          description: r.description,
          has_config_tec: Boolean(r.has_config_tec),
          virtual_group_charge_box_id: r.virtual_group_charge_box_pk,
        })),
        totalElements: count,
      };
    },
  );

  app.post(
    '/gateway/virtual-groups/charge-boxs/all',
    {
      schema: {
        tags,
        summary: 'Add chargers to configurations, all or none',
        description: 'A charger already in a configuration answers 409.',
        body: addChargeBoxesBody,
        response: { 204: z.null(), 409: apiErrorBody, ...errors },
      },
      preHandler: [
        authenticate,
        requireRoute('/virtual-groups/edit/:id/chargeboxes'),
        requireRole('DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES'),
      ],
    },
    async (request, reply) => {
      await service.addMembers(callerOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/gateway/virtual-groups/charge-boxs/:id',
    {
      schema: {
        tags,
        summary: 'Remove a charger from its configuration (id: virtual_group_charge_box_id)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: [authenticate, requireRoute('/virtual-groups/edit/:id')],
    },
    async (request, reply) => {
      await service.removeMember(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/gateway/virtual-groups/:id/events',
    {
      schema: {
        tags,
        summary: "Events of a configuration's chargers, newest first",
        params: idParams,
        querystring: groupActivityQuery,
        response: { 200: groupEventPage, ...errors },
      },
      preHandler: view,
    },
    async (request) => {
      const { rows, count } = await service.events(
        callerOf(request),
        request.params.id,
        request.query,
      );
      return { content: rows.map(eventView), totalElements: count };
    },
  );

  app.get(
    '/gateway/virtual-groups/:id/transactions',
    {
      schema: {
        tags,
        summary: "Recharges of a configuration's chargers, newest first",
        params: idParams,
        querystring: groupActivityQuery,
        response: { 200: groupTransactionPage, ...errors },
      },
      preHandler: view,
    },
    async (request) => {
      const { rows, count } = await service.transactions(
        callerOf(request),
        request.params.id,
        request.query,
      );
      return { content: rows.map(transactionView), totalElements: count };
    },
  );
}
