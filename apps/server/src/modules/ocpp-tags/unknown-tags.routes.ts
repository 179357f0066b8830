import { idTagField, unknownTagApproveBody, apiErrorBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { OcppTagsService } from './ocpp-tags.service';

export interface UnknownTagRoutesDeps {
  service: OcppTagsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

/** Approve (into a chosen account) or delete the tags unknown cards tried (spec 2 "Unknown tag"). */
export function registerUnknownTagRoutes(app: ApiApp, deps: UnknownTagRoutesDeps): void {
  const guard = [deps.authenticate, deps.requireRoute('/ocpptags/unknown')];

  app.post(
    '/api/ocpptags/unknown',
    {
      schema: {
        tags: ['ocpp tags'],
        summary: 'Approve an unknown tag: it becomes a CARD tag of tenant_pk',
        body: unknownTagApproveBody,
        response: {
          201: z.object({ data: z.object({ ocppTagPk: z.number() }) }),
          400: apiErrorBody,
          409: apiErrorBody,
        },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const ocppTagPk = await deps.service.approveUnknown(
        request.body,
        authOf(request).visibleTenantPks,
      );
      return reply.code(201).send({ data: { ocppTagPk } });
    },
  );

  app.delete(
    '/api/ocpptags/unknown/:id',
    {
      schema: {
        tags: ['ocpp tags'],
        summary: 'Forget an unknown tag (its attempts in every visible account)',
        params: z.object({ id: idTagField }),
        response: { 204: z.null(), 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      await deps.service.deleteUnknown(request.params.id, authOf(request).visibleTenantPks);
      return reply.code(204).send(null);
    },
  );
}
