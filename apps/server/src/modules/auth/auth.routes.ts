import {
  changePasswordBody,
  loginBody,
  loginResponse,
  registerBody,
  sendCodeBody,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { HttpError } from '../../platform/http/http-error';
import { AltchaCheck } from '../../platform/robot-check/altcha-check';
import type { RobotCheck } from '../../platform/robot-check/robot-check';
import type { TenantsService } from '../tenants';
import { apiKeyOf, authOf, type PreHandler } from './authenticate';
import type { PasswordRecoveryService } from './password-recovery.service';
import type { RequestOrigin, SignInService } from './sign-in.service';

export interface AuthRoutesDeps {
  signIn: SignInService;
  recovery: PasswordRecoveryService;
  tenants: TenantsService;
  robotCheck: RobotCheck;
  authenticate: PreHandler;
}

const errorBody = z.object({ error: z.string(), field: z.string().optional() }).loose();

export function registerAuthRoutes(app: ApiApp, deps: AuthRoutesDeps): void {
  const originOf = async (request: FastifyRequest): Promise<RequestOrigin> => ({
    remoteAddress: request.ip,
    tenant: await deps.tenants.resolve({ apiKey: apiKeyOf(request), host: request.headers.host }),
  });

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the dashboard',
        body: loginBody,
        response: {
          200: loginResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => deps.signIn.login(request.body, await originOf(request)),
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'End the session' },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      await deps.signIn.logout(authOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account; it signs in once an administrator grants permissions. The answer is the same when the e-mail already has an account; 403 when the user limit is reached',
        body: registerBody,
        response: {
          201: z.object({ data: z.object({ registered: z.literal(true) }) }),
          400: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      await deps.signIn.register(request.body, await originOf(request));
      return reply.code(201).send({ data: { registered: true } });
    },
  );

  app.post(
    '/api/forgotpassword/sendCode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Send a password recovery code by e-mail',
        body: sendCodeBody,
      },
    },
    async (request) => {
      await deps.recovery.sendCode(request.body, await originOf(request));
      return { data: { sent: true } };
    },
  );

  app.post(
    '/api/forgotpassword/change',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the recovery code',
        body: changePasswordBody,
      },
    },
    async (request) => {
      try {
        await deps.recovery.change(request.body, await originOf(request));
      } catch (error) {
        // The recovery screen reads the reason from data.error (spec 1 §3).
        if (error instanceof HttpError) {
          throw new HttpError(error.statusCode, error.message, error.field, {
            ...error.extra,
            data: { error: error.message },
          });
        }
        throw error;
      }
      return { data: {} };
    },
  );

  if (deps.robotCheck instanceof AltchaCheck) {
    const altcha = deps.robotCheck;
    app.get(
      '/api/altcha/challenge',
      { schema: { tags: ['auth'], summary: 'A proof-of-work challenge' } },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return altcha.createChallenge();
      },
    );
  }

  app.get(
    '/api/robot-check',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Robot-check settings for the forms' },
    },
    async () => deps.robotCheck.settings(),
  );

  app.get(
    '/api/session',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'The signed-in user' },
      preHandler: deps.authenticate,
    },
    async (request) => {
      const auth = authOf(request);
      return {
        user: {
          id: auth.user.user_pk,
          name: auth.user.name,
          email: auth.user.email,
          tenant_pk: auth.tenant.tenant_pk,
          permissions: auth.permissions,
        },
      };
    },
  );
}
