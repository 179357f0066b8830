import { apiErrorBody } from '@chargedeck/shared';
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { LogFile, LogsService } from './logs.service';

export interface LogRoutesDeps {
  logs: LogsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const day = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`);
const tenantQuery = z
  .string()
  .max(120)
  .optional()
  .describe('Alias or name of the tenant; the request tenant when absent');

function offsetHoursOf(request: FastifyRequest): number | undefined {
  const raw = request.headers['x-timezone-offset'];
  const value = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

function zipOf(alias: string, files: LogFile[]): ZipFile {
  const zip = new ZipFile();
  for (const file of files) {
    const name = `${alias}/${file.day}.log`;
    // Today's file may grow while it is zipped: take what it held when it was listed.
    if (file.size === 0) zip.addBuffer(Buffer.alloc(0), name, { mtime: file.mtime });
    else
      zip.addReadStream(createReadStream(file.path, { start: 0, end: file.size - 1 }), name, {
        mtime: file.mtime,
        size: file.size,
      });
  }
  zip.end();
  return zip;
}

export function registerLogRoutes(app: ApiApp, deps: LogRoutesDeps): void {
  const guard = [deps.authenticate, deps.requireRoute('/log')];

  app.get(
    '/api/log',
    {
      schema: {
        tags: ['logs'],
        summary: "The end of today's application log of a tenant (text, at most 2000 lines)",
        querystring: z.object({ tenant: tenantQuery }),
        response: { 200: z.string(), 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const text = await deps.logs.recent(authOf(request), request.query.tenant);
      return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(text);
    },
  );

  app.get(
    '/api/log/download',
    {
      schema: {
        tags: ['logs'],
        summary:
          'The daily log files of a date range as a zip (at most 5 days, up to 4 months back)',
        querystring: z.object({
          tenant: tenantQuery,
          dateFrom: day('dateFrom'),
          dateTo: day('dateTo'),
        }),
        response: {
          200: z
            .unknown()
            .describe('application/zip: {alias}/{YYYY-MM-DD}.log per day with a file'),
          400: apiErrorBody,
          404: apiErrorBody,
        },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const { tenant, files } = await deps.logs.filesInRange(
        authOf(request),
        request.query,
        offsetHoursOf(request),
      );
      const name = `log-${tenant.alias}-${request.query.dateFrom}_${request.query.dateTo}.zip`;
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(zipOf(tenant.alias, files).outputStream);
    },
  );
}
