import {
  RESTRICTING_ROLES,
  ROLES,
  ROUTES,
  type PermissionEntry,
  type Role,
} from '@chargedeck/shared';
import type { PermissionKey } from './user-permissions.repository';

/** Whether the text names a route of the product's route list (spec 1 §2, spec 2 §6). */
export function isProductRoute(route: string): boolean {
  return ROUTES.some((entry) => entry.path === route);
}

export function isRole(text: string): text is Role {
  return (ROLES as readonly string[]).includes(text);
}

/** `/stations` names a route, `DASH_…` a role. */
export function permissionKeyOf(text: string): PermissionKey {
  return text.startsWith('/') ? { route: text, role_id: null } : { route: null, role_id: text };
}

const holds = (caller: readonly PermissionEntry[], key: PermissionKey) =>
  caller.some(
    (p) => p.status && (key.route !== null ? p.route === key.route : p.role_id === key.role_id),
  );

/**
 * An administrator manages only rights they have: a route or granting role they hold, or a
 * restricting role (one that takes rights away) they are not held back by themselves. So no
 * grant, and no lifted restriction, gives anyone more than the administrator has.
 */
export function mayManage(caller: readonly PermissionEntry[], key: PermissionKey): boolean {
  const restricting = key.role_id !== null && RESTRICTING_ROLES.includes(key.role_id as Role);
  return restricting ? !holds(caller, key) : holds(caller, key);
}
