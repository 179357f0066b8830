import {
  chargingProfileBody,
  chargingProfileForm,
  chargingProfileListItem,
  apiErrorBody,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { ChargingProfilesRepository } from './charging-profiles.repository';
import { formOf, listItemOf } from './ocpp-charging-profile';

export interface ChargingProfileRoutesDeps {
  profiles: ChargingProfilesRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = z.object({ data: z.object({ chargingProfilePk: z.number() }) });
const TAGS = ['charging profiles'];
const missing = () => notFound('chargingProfileNotFoundById');

/** Charging profiles (spec 2 §7): list, form load, create, update, delete. */
export function registerChargingProfileRoutes(app: ApiApp, deps: ChargingProfileRoutesDeps) {
  const { authenticate, requireRoute, profiles } = deps;
  const visible = (request: FastifyRequest) => authOf(request).visibleTenantPks;

  app.get(
    '/api/charging_profiles',
    {
      schema: {
        tags: TAGS,
        summary: 'Charging profiles of the visible accounts',
        response: { 200: z.object({ list: z.array(chargingProfileListItem) }) },
      },
      preHandler: [authenticate, requireRoute('/operations/charging_profile')],
    },
    async (request) => ({ list: (await profiles.list(visible(request))).map(listItemOf) }),
  );

  app.get(
    '/api/charging_profiles/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A profile as its form edits it',
        params: idParams,
        response: { 200: z.object({ form: chargingProfileForm }), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/charging_profile/edit/:id')],
    },
    async (request) => {
      const row = await profiles.find(request.params.id, visible(request));
      if (!row) throw missing();
      return { form: formOf(row) };
    },
  );

  app.post(
    '/api/charging_profiles',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a profile in the caller’s account',
        body: chargingProfileBody,
        response: { 201: saved, 400: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/charging_profile/create')],
    },
    async (request, reply) => {
      const pk = await profiles.insert(authOf(request).requestTenant.tenant_pk, request.body);
      return reply.code(201).send({ data: { chargingProfilePk: pk } });
    },
  );

  app.put(
    '/api/charging_profiles/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a profile (same payload as create)',
        params: idParams,
        body: chargingProfileBody,
        response: { 200: saved, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/charging_profile/edit/:id')],
    },
    async (request) => {
      const { id } = request.params;
      if (!(await profiles.update(id, visible(request), request.body))) throw missing();
      return { data: { chargingProfilePk: id } };
    },
  );

  app.delete(
    '/api/charging_profiles/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a profile',
        params: idParams,
        response: { 204: z.null(), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/charging_profile/edit/:id')],
    },
    async (request, reply) => {
      if (!(await profiles.delete(request.params.id, visible(request)))) throw missing();
      return reply.code(204).send(null);
    },
  );
}
