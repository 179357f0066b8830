import { apiErrorBody } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest, notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { AccountStatus, UserBlockRepository } from './user-block.repository';

export interface UserBlockRoutesDeps {
  blocks: UserBlockRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const params = z.object({ id: z.coerce.number().int().positive() });
const answer = z.object({
  data: z.object({ user_pk: z.number(), status: z.enum(['ACTIVE', 'BLOCKED']) }),
});

const ACTIONS: { path: string; status: AccountStatus; summary: string }[] = [
  {
    path: '/api/users_data/:id/block',
    status: 'BLOCKED',
    summary: 'Block a user: they cannot sign in and their sessions end at once',
  },
  {
    path: '/api/users_data/:id/unblock',
    status: 'ACTIVE',
    summary: 'Unblock a user: they may sign in again (earlier sessions stay ended)',
  },
];

/** An administrator blocks and unblocks the users of their accounts. */
export function registerUserBlockRoutes(app: ApiApp, deps: UserBlockRoutesDeps): void {
  for (const action of ACTIONS) {
    app.put(
      action.path,
      {
        schema: {
          tags: ['users'],
          summary: action.summary,
          params,
          response: { 200: answer, 400: apiErrorBody, 404: apiErrorBody },
        },
        preHandler: [deps.authenticate, deps.requireRoute('/user/:id')],
      },
      async (request) => {
        const auth = authOf(request);
        const userPk = request.params.id;
        if (userPk === auth.user.user_pk) {
          throw badRequest('id', 'blockOwnAccount');
        }
        const found = await deps.blocks.setStatus(userPk, action.status, auth.visibleTenantPks);
        if (!found) throw notFound('userNotFoundById');
        return { data: { user_pk: userPk, status: action.status } };
      },
    );
  }
}
