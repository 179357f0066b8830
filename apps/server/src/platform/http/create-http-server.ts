import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ServerOptions as HttpsOptions } from 'node:https';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiApp } from './api-app';
import { CLOSE_GRACE_MS, closeSocketsWithin } from './bounded-close';
import { registerCompression } from './compression';
import type { ContentSecurityOptions } from './content-security';
import { errorHandler } from './error-handler';
import { registerSecurityHeaders } from './security-headers';
import { rejectNulBytes } from './nul-bytes';
import { collectRouteTable, declareAccess } from './route-access';
import { QuietRequestLog, loggerOptions } from '../logger';
import type { TrustedProxy } from '../security/trusted-proxies';

export interface HttpServerOptions {
  logLevel: string;
  /** Where log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** The peers whose X-Forwarded-* headers are believed; false for none. */
  trustProxy: false | TrustedProxy;
  version: string;
  /** Serve HTTPS (and WSS) on the same port. */
  https?: HttpsOptions;
  /** After this long a stop destroys the sockets still open (default CLOSE_GRACE_MS). */
  closeGraceMs?: number;
  /** What the pages may load from elsewhere; every answer then carries the hardening headers. */
  contentSecurity?: ContentSecurityOptions;
}

/**
 * On close, answers still in flight carry `Connection: close` and idle keep-alive sockets are
 * closed as soon as they free up, so a stop does not wait for keep-alive timeouts.
 */
function drainOnClose(app: ApiApp): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('Connection', 'close');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}

export async function createHttpServer(options: HttpServerOptions): Promise<ApiApp> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.logStream),
    logController: new QuietRequestLog(),
    trustProxy: options.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // The API's type does not depend on whether the server is http or https.
    ...((options.https ? { https: options.https } : {}) as FastifyServerOptions),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  collectRouteTable(app);
  rejectNulBytes(app);
  drainOnClose(app);
  closeSocketsWithin(app, options.closeGraceMs ?? CLOSE_GRACE_MS);
  if (options.contentSecurity)
    registerSecurityHeaders(app, { ...options.contentSecurity, tls: options.https !== undefined });
  registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Chargedeck API', version: options.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'Api-Key' },
        },
      },
      security: [{ bearer: [], apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declareAccess(docs, 'public');
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
  return app;
}
