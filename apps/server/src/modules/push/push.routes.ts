import {
  apiErrorBody,
  pushDeviceBody,
  pushDeviceToken,
  pushNotificationBody,
  pushNotificationResult,
  pushProviderAnswer,
} from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { PushService } from './push.service';

export interface PushRoutesDeps {
  push: PushService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

export function registerPushRoutes(app: ApiApp, deps: PushRoutesDeps): void {
  const sender = [deps.authenticate, deps.requireRoute('/push_notification')];

  app.post(
    '/api/push-notification',
    {
      schema: {
        tags: ['push'],
        summary: "Send a push notification to the registered devices of the tenant's users",
        body: pushNotificationBody,
        response: { 200: pushNotificationResult },
      },
      preHandler: sender,
    },
    async (request) => ({ data: await deps.push.send(authOf(request), request.body.message) }),
  );

  app.get(
    '/api/push-notification/provider',
    {
      schema: {
        tags: ['push'],
        summary: 'Which push service delivers: the sandbox or Firebase Cloud Messaging',
        response: { 200: pushProviderAnswer },
      },
      preHandler: sender,
    },
    async () => ({ provider: deps.push.providerName }),
  );

  app.post(
    '/api/push-notification/devices',
    {
      config: { access: 'session' },
      schema: {
        tags: ['push'],
        summary: "Register the signed-in user's phone or browser for push notifications",
        body: pushDeviceBody,
        response: { 204: z.null(), 400: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      await deps.push.registerDevice(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push-notification/devices/:token',
    {
      config: { access: 'session' },
      schema: {
        tags: ['push'],
        summary: "Forget one of the signed-in user's devices",
        params: z.object({ token: pushDeviceToken }),
        response: { 204: z.null(), 400: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      await deps.push.unregisterDevice(authOf(request), request.params.token);
      return reply.code(204).send(null);
    },
  );
}
