import { hasRole, type Role } from '@chargedeck/shared';
import { accessOf } from '../../platform/http/access-of';
import { forbidden } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import { labelGuard } from '../../platform/http/route-access';
import type { Caller } from './configurations.service';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../platform/http/access-of';

/** preHandler: the caller holds this role (spec 3 §6, e.g. DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES). */
export function requireRole(role: Role): PreHandler {
  const guard: PreHandler = async (request) => {
    if (!hasRole(accessOf(request), role))
      throw forbidden('permissionRequired', { permission: role });
  };
  return labelGuard(guard, role);
}

export function callerOf(request: FastifyRequest): Caller {
  const auth = authOf(request);
  return {
    visibleTenantPks: auth.visibleTenantPks,
    requestTenantPk: auth.requestTenant.tenant_pk,
  };
}
