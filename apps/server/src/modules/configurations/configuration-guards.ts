import type { Caller } from './configurations.service';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../platform/http/access-of';

export function callerOf(request: FastifyRequest): Caller {
  const auth = authOf(request);
  return {
    visibleTenantPks: auth.visibleTenantPks,
    requestTenantPk: auth.requestTenant.tenant_pk,
  };
}
