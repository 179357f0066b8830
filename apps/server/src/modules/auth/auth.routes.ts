import {
  changePasswordBody,
  loginBody,
  loginResponse,
  registerBody,
  robotCheckSettings,
  sendCodeBody,
  sessionAnswer,
  apiErrorBody,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { HttpError } from '../../platform/http/http-error';
import { AltchaCheck } from '../../platform/robot-check/altcha-check';
import type { RobotCheck } from '../../platform/robot-check/robot-check';
import type { TenantsService } from '../tenants';
import { apiKeyOf } from '../../platform/http/access-of';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { PasswordRecoveryService } from './password-recovery.service';
import { chosenLocale } from './chosen-locale';
import type { RequestOrigin, SignInService } from './sign-in.service';
import { publicRead } from '../../platform/http/open-read';

export interface AuthRoutesDeps {
  signIn: SignInService;
  recovery: PasswordRecoveryService;
  tenants: TenantsService;
  robotCheck: RobotCheck;
  authenticate: PreHandler;
}

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
          400: apiErrorBody,
          401: apiErrorBody,
          403: apiErrorBody,
          429: apiErrorBody,
        },
      },
    },
    async (request) => deps.signIn.login(request.body, await originOf(request)),
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'End the session', response: { 204: z.null() } },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      await deps.signIn.logout(authOf(request));
      return reply.code(204).send(null);
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
          400: apiErrorBody,
          403: apiErrorBody,
          429: apiErrorBody,
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
        response: {
          200: z.object({ data: z.object({ sent: z.literal(true) }) }),
          400: apiErrorBody,
          429: apiErrorBody,
        },
      },
    },
    async (request) => {
      await deps.recovery.sendCode(request.body, await originOf(request));
      return { data: { sent: true as const } };
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
        response: {
          200: z.object({ data: z.object({}) }),
          400: apiErrorBody,
          403: apiErrorBody,
          429: apiErrorBody,
        },
      },
    },
    async (request) => {
      try {
        await deps.recovery.change(request.body, await originOf(request));
      } catch (error) {
        // The recovery screen reads the reason from data.error (spec 1 §3).
        if (error instanceof HttpError) throw error.with({ echoInData: true });
        throw error;
      }
      return { data: {} };
    },
  );

  if (deps.robotCheck instanceof AltchaCheck) {
    const altcha = deps.robotCheck;
    app.get(
      '/api/altcha/challenge',
      {
        schema: {
          tags: ['auth'],
          summary: 'A proof-of-work challenge',
          response: {
            200: z
              .object({
                parameters: z.object({
                  algorithm: z.string(),
                  nonce: z.string(),
                  salt: z.string(),
                  cost: z.number(),
                  keyLength: z.number(),
                  keyPrefix: z.string(),
                  keySignature: z.string().optional(),
                  memoryCost: z.number().optional(),
                  parallelism: z.number().optional(),
                  expiresAt: z.number().optional(),
                  data: z
                    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
                    .optional(),
                }),
                codeChallenge: z
                  .object({
                    image: z.string(),
                    audio: z.string().optional(),
                    length: z.number().optional(),
                  })
                  .optional(),
                signature: z.string().optional(),
              })
              .describe('An ALTCHA v2 challenge, as the widget reads it'),
          },
        },
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return altcha.createChallenge();
      },
    );
  }

  app.get(
    '/api/robot-check',
    publicRead('auth', 'Robot-check settings for the forms', robotCheckSettings),
    async () => deps.robotCheck.settings(),
  );

  app.get(
    '/api/session',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: sessionAnswer, 401: apiErrorBody },
      },
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
          locale: chosenLocale(auth.user.locale),
        },
      };
    },
  );
}
