import { ocppTagCreateBody, ocppTagUpdateBody, apiErrorBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { requireAnyRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { ocppTagView, tagSearchResult, tagViewOf } from './ocpp-tag-view';
import type { OcppTagsRepository } from './ocpp-tags.repository';
import { type OcppTagsService } from './ocpp-tags.service';

export interface OcppTagRoutesDeps {
  tags: OcppTagsRepository;
  service: OcppTagsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = z.object({ data: z.object({ ocppTagPk: z.number() }) });
const TAGS = ['ocpp tags'];

/** The tag screens' API (spec 2 §7 "OCPP tags"). */
export function registerOcppTagRoutes(app: ApiApp, deps: OcppTagRoutesDeps): void {
  const { authenticate, requireRoute } = deps;
  const visible = (request: Parameters<typeof authOf>[0]) => authOf(request).visibleTenantPks;

  app.get(
    '/api/ocpptags',
    {
      schema: {
        tags: TAGS,
        summary: 'Tags of the visible accounts, a page at a time',
        querystring: z.object({
          searchInput: z.string().trim().max(40).optional(),
          type: z.enum(['CARD', 'USER']).optional(),
          tenantPk: z.coerce.number().int().positive().optional(),
          userPk: z.coerce.number().int().positive().optional(),
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(1000).default(10),
        }),
        response: { 200: z.object({ ocppTagList: z.array(ocppTagView), count: z.number() }) },
      },
      preHandler: [authenticate, requireRoute('/ocpptags')],
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      const { rows, count } = await deps.tags.list(
        { ...filter, visibleTenantPks: visible(request) },
        { offset: (page - 1) * size, limit: size },
      );
      return { ocppTagList: rows.map(tagViewOf), count };
    },
  );

  app.get(
    '/api/ocpptags/start',
    {
      schema: {
        tags: TAGS,
        summary: 'Card users and their tags by name, e-mail, document or tag (remote start)',
        querystring: z.object({ searchInput: z.string().trim().max(40).default('') }),
        response: { 200: z.object({ ocpp_tag_list: z.array(tagSearchResult) }) },
      },
      preHandler: [authenticate, requireRoute('/operations/remote_start')],
    },
    async (request) => {
      const text = request.query.searchInput;
      const rows = text ? await deps.tags.searchUsers(visible(request), { text }) : [];
      return { ocpp_tag_list: rows };
    },
  );

  app.get(
    '/api/ocpptags/tenant_parent/cpf/:digits',
    {
      schema: {
        tags: TAGS,
        summary: 'The card user with this CPF (11 digits) in the visible accounts',
        params: z.object({
          digits: z.string().regex(/^\d{11}$/, 'must be the 11 digits of a CPF'),
        }),
        response: {
          200: z.object({
            ocppTag: tagSearchResult.extend({ idTag: z.string().nullable(), userName: z.string() }),
          }),
          404: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireAnyRoute('/ocpptags/create', '/ocpptags/edit/:id')],
    },
    async (request) => {
      const [user] = await deps.tags.searchUsers(visible(request), {
        docNumber: request.params.digits,
      });
      if (!user) throw notFound('cpfUserNotFound');
      return { ocppTag: { ...user, idTag: user.ocpp_id_tag, userName: user.user_name } };
    },
  );

  app.get(
    '/api/ocpptags/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One tag',
        params: idParams,
        response: { 200: z.object({ ocppTag: ocppTagView }), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/ocpptags')],
    },
    async (request) => {
      const row = await deps.tags.findByPk(request.params.id, visible(request));
      if (!row) throw notFound('tagNotFoundById');
      return { ocppTag: tagViewOf(row) };
    },
  );

  app.post(
    '/api/ocpptags',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a tag; a taken id answers 409 "Tag RFID {id} já cadastrada!"',
        body: ocppTagCreateBody,
        response: { 201: saved, 400: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/ocpptags/create')],
    },
    async (request, reply) => {
      const ocppTagPk = await deps.service.create(request.body, visible(request));
      return reply.code(201).send({ data: { ocppTagPk } });
    },
  );

  app.put(
    '/api/ocpptags/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a tag (type fixed; id and card user fixed on USER tags)',
        params: idParams,
        body: ocppTagUpdateBody,
        response: { 200: saved, 400: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/ocpptags/edit/:id')],
    },
    async (request) => {
      await deps.service.update(request.params.id, request.body, visible(request));
      return { data: { ocppTagPk: request.params.id } };
    },
  );

  app.delete(
    '/api/ocpptags/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a tag',
        params: idParams,
        response: { 204: z.null(), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/ocpptags/delete/:id')],
    },
    async (request, reply) => {
      await deps.service.delete(request.params.id, visible(request));
      return reply.code(204).send(null);
    },
  );
}
