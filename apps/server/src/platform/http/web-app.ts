import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageText, pickLanguage } from '@chargedeck/shared';
import type { ApiApp } from './api-app';
import { declareAccess } from './route-access';

/** Values a page answer carries so the web app can brand itself before it renders (spec 1 "Start-up"). */
export interface StartupHeaders {
  'Api-Key': string;
  Theme: string;
  'Terms-Of-Use': string;
  'Deeplinking-Host': string;
}

const SERVER_PATHS = /^\/(api|ocpp|socket\.io)(\/|$)/;

/**
 * Serves the built web app. Every page path (/, /auth/login, deep links) answers index.html with
 * the start-up headers of the host's tenant; a missing file with an extension stays a 404.
 */
export async function registerWebApp(
  app: ApiApp,
  webDir: string,
  startupHeaders: (request: FastifyRequest) => Promise<StartupHeaders>,
): Promise<void> {
  const indexPath = join(webDir, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(async (files) => {
      declareAccess(files, 'public');
      await files.register(fastifyStatic, {
        root: webDir,
        index: false,
        wildcard: false,
        setHeaders: (res, path) => {
          if (path.includes('/assets/'))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }
  const indexHtml = built ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(path) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage)
      return reply.code(404).send({
        error: messageText('noRoute', pickLanguage(request.headers['accept-language']), {
          method: request.method,
          path,
        }),
      });
    if (!indexHtml)
      return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    void reply.headers({ ...(await startupHeaders(request)), 'Cache-Control': 'no-cache' });
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  });
}

/** Where the built web app is, from the server's sources or from its bundle. */
export function defaultWebDir(): string {
  const candidates = [
    new URL('../../../../web/dist', import.meta.url),
    new URL('../../web/dist', import.meta.url),
  ];
  const found = candidates.find((url) => existsSync(url));
  return (found ?? candidates[0]!).pathname;
}
