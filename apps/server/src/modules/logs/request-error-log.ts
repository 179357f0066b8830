import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../platform/http/api-app';
import type { TenantRow } from '../tenants';
import type { TenantLog } from './tenant-log';

/**
 * Every answer of 500 or more goes to the log of the caller's tenant (or the tenant of the
 * request's Api-Key or host when nobody is signed in), with the error's message.
 */
export function registerRequestErrorLog(
  app: ApiApp,
  tenantLog: TenantLog,
  tenantOf: (request: FastifyRequest) => Promise<TenantRow>,
): void {
  const errors = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error.message);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const path = request.url.split('?')[0] ?? request.url;
    const reason = errors.get(request);
    const message = `${request.method} ${path} answered ${reply.statusCode}${reason ? `: ${reason}` : ''}`;
    try {
      const tenant = request.auth?.requestTenant ?? (await tenantOf(request));
      tenantLog.error(tenant, 'http', message);
    } catch (error) {
      request.log.warn({ err: error }, 'could not write the tenant log');
    }
  });
}
