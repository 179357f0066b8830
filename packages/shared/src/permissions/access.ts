import type { PermissionEntry, TenantFeatures } from '../auth/auth.schemas';
import type { Role } from './roles';

/**
 * Access rules of spec 1 §6. The spec's unnamed "tenant-level feature checks" are the tenant's
 * feature switches: monetization routes need `monetization` and `payment`, voucher routes
 * `vouchers`, log routes `logs`; the account-type check of operations is `smartCharging`.
 */
export interface AccessContext {
  permissions: readonly PermissionEntry[];
  features: TenantFeatures;
  theme: string;
}

/** A theme whose name holds this word enables the monetization, voucher and log features. */
export const FLEET_THEME_WORD = 'flota';

const MONETIZATION_PREFIXES = ['/dynamic-pricing', '/virtual-group', '/financial'];
const VOUCHER_PREFIX = '/voucher';
const LOG_PREFIX = '/log';
const ALWAYS_ALLOWED = new Set(['/']);

export function hasRole(ctx: AccessContext, role: Role): boolean {
  return ctx.permissions.some((p) => p.role_id === role && p.status);
}

export function isFleetTheme(theme: string): boolean {
  return theme.toLowerCase().includes(FLEET_THEME_WORD);
}

function hasRoute(ctx: AccessContext, path: string): boolean {
  return ctx.permissions.some((p) => p.status && p.route !== null && routeMatches(p.route, path));
}

/** `/stations/edit/:id` (or `{id}`) matches `/stations/edit/12`; a plain path matches itself. */
export function routeMatches(pattern: string, path: string): boolean {
  const a = pattern.replace(/\{(\w+)\}/g, ':$1').split('/');
  const b = path.split('/');
  if (a.length !== b.length) return false;
  return a.every((part, i) => part === b[i] || (part.startsWith(':') && (b[i] ?? '') !== ''));
}

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(prefix));

/** Whether the user may open (or use the feature of) a protected route. */
export function canAccess(ctx: AccessContext, path: string): boolean {
  if (ALWAYS_ALLOWED.has(path)) return true;
  const fleet = isFleetTheme(ctx.theme);
  if (startsWithAny(path, MONETIZATION_PREFIXES)) {
    if (!ctx.features.monetization || !ctx.features.payment) return false;
    return fleet || hasRole(ctx, 'DASH_CVE_PRO_MONETIZATION_CONFIG') || hasRoute(ctx, path);
  }
  if (path.startsWith(VOUCHER_PREFIX)) {
    if (!ctx.features.vouchers) return false;
    return fleet || hasRole(ctx, 'DASH_CVE_PRO_CREATE_VOUCHER');
  }
  if (path === LOG_PREFIX || path.startsWith(`${LOG_PREFIX}/`)) {
    if (!ctx.features.logs) return false;
    const allRoles =
      hasRole(ctx, 'DASH_CVE_PRO_SMART_CHARGING_LOAD_BALANCE') &&
      hasRole(ctx, 'DASH_CVE_PRO_MONETIZATION_CONFIG') &&
      hasRole(ctx, 'DASH_CVE_PRO_CREATE_VOUCHER');
    return fleet || allRoles;
  }
  if (['/operations/v15', '/operations/tasks', '/operations/charging_profile'].includes(path)) {
    if (!ctx.features.smartCharging) return false;
  }
  return hasRoute(ctx, path);
}

/** Cost and income cards on the home dashboard (spec 1 §6). */
export function canSeeMonetization(ctx: AccessContext): boolean {
  return (
    ctx.features.monetization &&
    ctx.features.payment &&
    (isFleetTheme(ctx.theme) || hasRole(ctx, 'DASH_CVE_PRO_MONETIZATION_CONFIG')) &&
    hasRoute(ctx, '/financial-indicators')
  );
}
