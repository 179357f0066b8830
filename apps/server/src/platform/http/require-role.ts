import { hasRole, type Role } from '@chargedeck/shared';
import { accessOf } from './access-of';
import { forbidden } from './http-error';
import type { PreHandler } from './pre-handler';
import { labelGuard } from './route-access';

/** preHandler: the caller holds this role (spec 3 §6, e.g. DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES). */
export function requireRole(role: Role): PreHandler {
  const guard: PreHandler = async (request) => {
    if (!hasRole(accessOf(request), role))
      throw forbidden('permissionRequired', { permission: role });
  };
  return labelGuard(guard, role);
}
