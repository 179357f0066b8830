import type { PermissionEntry } from '@chargedeck/shared';
import type { TenantRow } from '../tenants';
import type { UserRow } from '../users';

/** Who is calling: set on the request by the authenticate hook. */
export interface AuthContext {
  user: UserRow;
  permissions: PermissionEntry[];
  /** The user's own tenant. */
  tenant: TenantRow;
  /** The user's tenant and its descendants: the scope of every repository query. */
  visibleTenantPks: number[];
  /** The tenant named by the request's Api-Key (one of the visible ones), else the user's. */
  requestTenant: TenantRow;
  sessionId: string;
}
