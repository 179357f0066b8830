import { z } from 'zod';
import {
  apiErrorBody,
  dynamicPricingBody,
  groupDynamicPricingCreateBody,
  dynamicPricingLink,
  gatewayPageQuery,
  virtualGroupCreateBody,
  virtualGroupDetail,
  virtualGroupPage,
  virtualGroupUpdateBody,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import { callerOf } from './configuration-guards';
import { groupDetailView, groupItemView, pricingLinkView } from './configuration-view';
import type { ConfigurationsService } from './configurations.service';

export interface ConfigurationRoutesDeps {
  configurations: ConfigurationsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const tags = ['configurations'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tenantQuery = z.object({ tenant_id: z.coerce.number().int().positive().optional() });
const errors = { 400: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody };

/** Configurations (spec 3 §7 "Group service"): the groups and their pricing link. */
export function registerConfigurationRoutes(app: ApiApp, deps: ConfigurationRoutesDeps): void {
  const { configurations: service, authenticate, requireRoute } = deps;
  const list = [authenticate, requireRoute('/virtual-groups')];
  const view = [authenticate, requireRoute('/virtual-groups/view/:id')];
  const edit = [authenticate, requireRoute('/virtual-groups/edit/:id')];

  app.get(
    '/gateway/virtual-groups/list',
    {
      schema: {
        tags,
        summary: 'Configurations, paged (zero-based) and searched by name or description',
        querystring: gatewayPageQuery,
        response: { 200: virtualGroupPage, ...errors },
      },
      preHandler: list,
    },
    async (request) => {
      const { rows, count } = await service.groups(callerOf(request), request.query);
      return { content: rows.map(groupItemView), totalElements: count };
    },
  );

  app.get(
    '/gateway/virtual-groups/:id',
    {
      schema: {
        tags,
        summary: 'One configuration',
        params: idParams,
        querystring: tenantQuery,
        response: { 200: virtualGroupDetail, ...errors },
      },
      preHandler: view,
    },
    async (request) => {
      const row = await service.group(
        callerOf(request),
        request.params.id,
        request.query.tenant_id,
      );
      return groupDetailView(row);
    },
  );

  app.post(
    '/gateway/virtual-groups',
    {
      schema: {
        tags,
        summary: 'Create a configuration with its chargers and pricing link',
        description:
          'A charger belongs to at most one configuration: one already in another answers 409. ' +
          "In 'station' mode profile 1 serves every connector.",
        body: virtualGroupCreateBody,
        response: { 201: virtualGroupDetail, 409: apiErrorBody, ...errors },
      },
      preHandler: [authenticate, requireRoute('/virtual-groups/create')],
    },
    async (request, reply) => {
      const row = await service.create(callerOf(request), request.body);
      return reply.code(201).send(groupDetailView(row));
    },
  );

  app.put(
    '/gateway/virtual-groups/:id',
    {
      schema: {
        tags,
        summary: 'Edit a configuration (name, description, optionally its pricing link)',
        params: idParams,
        body: virtualGroupUpdateBody,
        response: { 200: virtualGroupDetail, ...errors },
      },
      preHandler: edit,
    },
    async (request) =>
      groupDetailView(await service.update(callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/gateway/virtual-groups/:id',
    {
      schema: {
        tags,
        summary: 'Delete a configuration (its chargers are freed)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: edit,
    },
    async (request, reply) => {
      await service.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/gateway/virtual-groups/dynamic-pricing/:id',
    {
      schema: {
        tags,
        summary: "A configuration's dynamic-pricing link",
        params: idParams,
        response: { 200: dynamicPricingLink, ...errors },
      },
      preHandler: view,
    },
    async (request) => pricingLinkView(await service.group(callerOf(request), request.params.id)),
  );

  app.put(
    '/gateway/virtual-groups/dynamic-pricing/:id',
    {
      schema: {
        tags,
        summary: "Set a configuration's dynamic-pricing link",
        params: idParams,
        body: dynamicPricingBody,
        response: { 200: dynamicPricingLink, ...errors },
      },
      preHandler: edit,
    },
    async (request) =>
      pricingLinkView(await service.setPricing(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/gateway/virtual-groups/dynamic-pricing',
    {
      schema: {
        tags,
        summary: "Set a configuration's dynamic-pricing link, naming it in the body",
        body: groupDynamicPricingCreateBody,
        response: { 201: dynamicPricingLink, ...errors },
      },
      preHandler: edit,
    },
    async (request, reply) => {
      const { virtual_group_id: id, ...body } = request.body;
      const row = await service.setPricing(callerOf(request), id, body);
      return reply.code(201).send(pricingLinkView(row));
    },
  );
}
