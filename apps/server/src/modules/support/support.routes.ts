import { supportMailBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { SupportService } from './support.service';

export interface SupportRoutesDeps {
  support: SupportService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

export function registerSupportRoutes(app: ApiApp, deps: SupportRoutesDeps): void {
  app.post(
    '/api/settings/supportMail',
    {
      schema: {
        tags: ['support'],
        summary:
          "Mail a support message to the tenant's support address, with the sender as reply-to",
        body: supportMailBody,
        response: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/support')],
    },
    async (request) => {
      await deps.support.send(authOf(request), request.body);
      return { data: { sent: true as const } };
    },
  );
}
