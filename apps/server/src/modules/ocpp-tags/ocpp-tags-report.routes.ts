import { apiErrorBody, fileAnswer } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { requestLanguage } from '../../platform/http/human-time';
import { ocppTagsWorkbook } from './ocpp-tags-report';
import type { OcppTagsRepository } from './ocpp-tags.repository';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST report/xlsx/ocpptags: the CARD tags of the list's filters as an Excel file. */
export function registerOcppTagReportRoutes(
  app: ApiApp,
  deps: {
    tags: OcppTagsRepository;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
    countReport: PreHandler;
  },
): void {
  app.post(
    '/api/report/xlsx/ocpptags',
    {
      schema: {
        tags: ['ocpp tags'],
        summary: 'Download the CARD tags (optionally of one account, matching a search) as .xlsx',
        querystring: z.object({
          tenantPk: z.coerce.number().int().positive().optional(),
          searchInput: z.string().trim().max(40).optional(),
        }),
        response: {
          200: fileAnswer(XLSX, 'the CARD tags of the filters, one row each'),
          403: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/ocpptags'), deps.countReport],
    },
    async (request, reply) => {
      const { tenantPk, searchInput } = request.query;
      const filter = {
        visibleTenantPks: authOf(request).visibleTenantPks,
        type: 'CARD' as const,
        tenantPk,
        searchInput,
      };
      const stream = ocppTagsWorkbook(deps.tags, filter, requestLanguage(request));
      return reply
        .type(XLSX)
        .header('Content-Disposition', 'attachment; filename="ocpp-tags.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
}
