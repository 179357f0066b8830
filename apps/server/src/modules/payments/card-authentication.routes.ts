import {
  fileAnswer,
  cardAuthenticationSession,
  cardCheckoutSettings,
  threeDsAuthenticateBody,
  threeDsResult,
  apiErrorBody,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound, tooManyRequests } from '../../platform/http/http-error';
import { AttemptLimiter } from '../../platform/security/attempt-limiter';
import type { TenantRow } from '../tenants';
import type { CardAuthenticationProvider } from './card-authentication-provider';
import { SANDBOX_SCRIPT_PATH, SandboxCardProvider } from './sandbox-card-provider';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';
import { publicRead } from '../../platform/http/open-read';

export interface CardAuthenticationRoutesDeps {
  provider: CardAuthenticationProvider;
  /** The tenant of the request's Api-Key or host. */
  tenantOf: (request: FastifyRequest) => Promise<TenantRow>;
}

/**
 * Public: the 3-D Secure page runs in the mobile app's webview, without a dashboard session.
 * Session creation is limited per address, since each one may cost a call to the provider.
 */
export function registerCardAuthenticationRoutes(
  app: ApiApp,
  deps: CardAuthenticationRoutesDeps,
): void {
  const sessionsByAddress = new AttemptLimiter(30, 10 * 60_000);

  app.get(
    '/api/payments/3ds/checkout',
    publicRead(
      'payments',
      "The card provider's checkout script for the 3-D Secure page",
      cardCheckoutSettings,
    ),
    async () => deps.provider.checkout(),
  );

  app.post(
    '/api/payments/3ds/sessions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Open a 3-D Secure session with the card provider (sent to the page by the host app)',
        response: { 201: cardAuthenticationSession, 429: apiErrorBody, 502: apiErrorBody },
      },
    },
    async (request, reply) => {
      const wait = sessionsByAddress.retryAfter(request.ip);
      if (wait > 0) throw tooManyRequests('tooManySessions', wait);
      sessionsByAddress.record(request.ip);
      const tenant = await deps.tenantOf(request);
      return reply.code(201).send(await deps.provider.createSession(tenant.tenant_pk));
    },
  );

  const sandbox = deps.provider instanceof SandboxCardProvider ? deps.provider : undefined;
  app.post(
    '/api/payments/3ds/authenticate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Sandbox only: the card issuer of the sandbox. Card 4000000000000002 is not authenticated, 4000000000000119 fails, other valid numbers are authenticated',
        body: threeDsAuthenticateBody,
        response: { 200: threeDsResult, 400: apiErrorBody, 404: apiErrorBody, 502: apiErrorBody },
      },
    },
    async (request) => {
      if (!sandbox) throw notFound('sandboxCardsUnused');
      return sandbox.authenticate(request.body.session, request.body.request);
    },
  );

  app.get(
    SANDBOX_SCRIPT_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "Sandbox only: the sandbox's checkout script",
        response: {
          200: fileAnswer('text/javascript', "the sandbox's checkout script"),
          404: apiErrorBody,
        },
      },
    },
    async (_request, reply) => {
      if (!sandbox) throw notFound('sandboxCardsUnused');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(SANDBOX_CHECKOUT_SCRIPT);
    },
  );
}
