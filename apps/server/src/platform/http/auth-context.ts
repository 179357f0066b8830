import type { Selectable } from 'kysely';
import type { PermissionEntry, TenantFeatures } from '@chargedeck/shared';
import type { AppUserTable, TenantTable } from '../db/schema';

/**
 * Who is calling: set on the request by the authenticate hook. Typed from the table rows, not
 * from the users and tenants modules, because every module's routes read it.
 */
export interface AuthContext {
  user: Selectable<AppUserTable>;
  permissions: PermissionEntry[];
  /** The user's own tenant. */
  tenant: Selectable<TenantTable>;
  /** The features of the user's own tenant, resolved at sign-in. */
  features: TenantFeatures;
  /** The user's tenant and its descendants: the scope of every repository query. */
  visibleTenantPks: number[];
  /** The tenant named by the request's Api-Key (one of the visible ones), else the user's. */
  requestTenant: Selectable<TenantTable>;
  sessionId: string;
}
