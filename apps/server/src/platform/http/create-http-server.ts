import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiApp } from './api-app';
import { errorHandler } from './error-handler';
import { loggerOptions } from '../logger';

export interface HttpServerOptions {
  logLevel: string;
  trustProxy: boolean;
  version: string;
}

export async function createHttpServer(options: HttpServerOptions): Promise<ApiApp> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel),
    trustProxy: options.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  return app;
}
