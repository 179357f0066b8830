import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { requireRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { callerZone, humanTimestamp } from '../../platform/http/human-time';
import type { TagsRepository } from './tags.repository';

export interface TagRoutesDeps {
  tags: TagsRepository;
  authenticate: PreHandler;
}

const unknownTag = z.object({
  key: z.string(),
  numberOfAttempts: z.number(),
  lastAttemptTimestamp: z.string(),
  lastAttemptTimestampHumanReadable: z.string(),
  chargeBoxID: z.string().nullable(),
  tenantPk: z.number(),
  tenantName: z.string(),
});

export function registerTagRoutes(app: ApiApp, deps: TagRoutesDeps): void {
  app.get(
    '/api/ocpptags/unknown',
    {
      schema: {
        tags: ['ocpp tags'],
        summary: 'Tags that unknown cards tried to use at stations of the visible tenants',
        querystring: z.object({
          searchInput: z.string().trim().max(40).optional(),
          timeZone: z.string().max(64).optional(),
        }),
        response: { 200: z.object({ unknownOcppTags: z.array(unknownTag) }) },
      },
      preHandler: [deps.authenticate, requireRoute('/ocpptags/unknown')],
    },
    async (request) => {
      const auth = authOf(request);
      const zone = callerZone(request, request.query.timeZone);
      const rows = await deps.tags.listUnknown(auth.visibleTenantPks, request.query.searchInput);
      return {
        unknownOcppTags: rows.map((row) => ({
          key: row.id_tag,
          numberOfAttempts: row.number_of_attempts,
          lastAttemptTimestamp: new Date(row.last_attempt_timestamp).toISOString(),
          lastAttemptTimestampHumanReadable: humanTimestamp(row.last_attempt_timestamp, zone),
          chargeBoxID: row.charge_box_id,
          tenantPk: row.tenant_pk,
          tenantName: row.tenant_name,
        })),
      };
    },
  );
}
