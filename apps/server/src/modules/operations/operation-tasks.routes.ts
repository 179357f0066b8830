import { apiErrorBody, operationTask, taskDetails } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { OperationsService } from './operations.service';

interface ConfigurationKeyView {
  key: string;
  value: string | null;
  readonly: boolean;
}

function configurationKeysOf(response: unknown): ConfigurationKeyView[] {
  const keys = (response as { configurationKey?: unknown } | null)?.configurationKey;
  if (!Array.isArray(keys)) return [];
  return keys.map((k: { key: string; value?: string; readonly: boolean }) => ({
    key: k.key,
    value: k.value ?? null,
    readonly: k.readonly,
  }));
}

/** The tasks table and the per-station details (configuration keys) of spec 2 "Operations". */
export function registerOperationTaskRoutes(
  app: ApiApp,
  deps: {
    operations: OperationsService;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
  },
): void {
  const guard = [deps.authenticate, deps.requireRoute('/operations/tasks')];
  const visible = (request: FastifyRequest) => authOf(request).visibleTenantPks;

  app.get(
    '/api/operations/tasks',
    {
      schema: {
        tags: ['operations'],
        summary: 'Commands sent to stations, newest first, with each station’s answer',
        querystring: z.object({ timeZone: z.string().max(64).optional() }),
        response: { 200: z.object({ taskList: z.array(operationTask) }) },
      },
      preHandler: guard,
    },
    async (request) => ({ taskList: await deps.operations.listTasks(visible(request)) }),
  );

  app.get(
    '/api/operations/tasks/:taskId/details/:chargeBoxId',
    {
      schema: {
        tags: ['operations'],
        summary: 'One station’s full answer in a task (configurationKeys of GetConfiguration)',
        params: z.object({
          taskId: z.coerce.number().int().positive(),
          chargeBoxId: z.string().min(1).max(64),
        }),
        response: { 200: taskDetails, 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) => {
      const { taskId, chargeBoxId } = request.params;
      const result = await deps.operations.stationResponse(taskId, chargeBoxId, visible(request));
      const unknownKey = (result.response as { unknownKey?: unknown } | null)?.unknownKey;
      return {
        configurationKeys: configurationKeysOf(result.response),
        unknownKeys: Array.isArray(unknownKey) ? unknownKey : [],
        request: result.request,
        response: result.response,
        errorMessage: result.errorMessage,
      };
    },
  );
}
