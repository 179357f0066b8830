import { isLoopbackHost } from '@chargedeck/shared';
import { HttpError, badRequest } from '../../platform/http/http-error';
import type { TenantRow } from './tenant';

/** The host name of the platform's public URL (PUBLIC_URL), lower case and without port. */
export function platformHostOf(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  try {
    return new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The name a browser would send for this host: `2130706433` and `0x7f.1` are 127.0.0.1. */
function canonicalName(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether no tenant may claim this host: one the platform itself answers on (its public URL,
 * the host the request came to) or the local machine. The `*.localhost` names stay claimable:
 * development and the tests give each tenant one.
 */
export function isReservedHost(host: string, platformHosts: readonly string[]): boolean {
  const name = canonicalName(host);
  if (name === undefined) return true;
  if (platformHosts.includes(name)) return true;
  if (name.endsWith('.localhost')) return false;
  return isLoopbackHost(name) || name === '0.0.0.0' || name === 'ip6-localhost';
}

/**
 * Host names and the deep-link host decide where a tenant's pages and QR codes lead: only the
 * root administrators (users of the tenant without parent) assign them.
 */
export function checkHostAssignment(
  caller: TenantRow,
  body: { hosts: readonly string[]; deeplinkingHost?: string },
  platformHosts: readonly string[],
): void {
  const isRoot = caller.parent_tenant_pk === null;
  if (!isRoot && body.hosts.length > 0)
    throw new HttpError(403, 'rootAssignsHosts', { field: 'hosts', prefixField: true });
  if (!isRoot && body.deeplinkingHost !== undefined)
    throw new HttpError(403, 'rootAssignsDeepLinkHost', {
      field: 'deeplinkingHost',
      prefixField: true,
    });
  const reserved = body.hosts.filter((host) => isReservedHost(host, platformHosts));
  if (reserved.length > 0) throw badRequest('hosts', 'platformHost', { hosts: reserved });
}
