import { profileLocaleBody, apiErrorBody } from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { AuthRepository } from './auth.repository';

/** PUT /api/profile/locale: the signed-in user's language, applied at each sign-in after. */
export function registerProfileLocaleRoute(
  app: ApiApp,
  deps: { repository: AuthRepository; authenticate: PreHandler },
): void {
  app.put(
    '/api/profile/locale',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: "Remember the signed-in user's language",
        body: profileLocaleBody,
        response: { 200: profileLocaleBody, 400: apiErrorBody, 401: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => {
      const auth = authOf(request);
      const { locale } = request.body;
      await deps.repository.saveLocale(auth.user.tenant_pk, auth.user.user_pk, locale);
      return { locale };
    },
  );
}
