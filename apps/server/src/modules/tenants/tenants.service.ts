import { randomBytes } from 'node:crypto';
import { findTheme } from '@chargedeck/shared';
import { HttpError, notFound } from '../../platform/http/http-error';
import type { TenantRow } from './tenant';
import { isReservedHost } from './tenant-hosts';
import type { TenantsRepository } from './tenants.repository';
import type { CreateTenantBody } from './tenants.schemas';

const HOST_CACHE_MS = 30_000;

export function newApiKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The host a request was made to, without port, lower case. */
export function hostName(hostHeader: string | undefined): string {
  return (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

export class TenantsService {
  private readonly hostCache = new Map<string, { tenant: TenantRow; until: number }>();

  /** `platformHosts`: the platform's own host names (PUBLIC_URL's), which no tenant may take. */
  constructor(
    private readonly repository: TenantsRepository,
    private readonly platformHosts: readonly string[] = [],
  ) {}

  /**
   * The tenant a page or API request belongs to: its Api-Key, else its host, else the root tenant.
   * The platform's own and loopback hosts are the root's even when a tenant holds them (a claim
   * stored before hosts were checked).
   */
  async resolve(options: { apiKey?: string; host?: string }): Promise<TenantRow> {
    if (options.apiKey) {
      const byKey = await this.repository.findByApiKey(options.apiKey);
      if (byKey) return byKey;
    }
    const host = hostName(options.host);
    const cached = this.hostCache.get(host);
    if (cached && cached.until > Date.now()) return cached.tenant;
    const claimable = !isReservedHost(host, this.platformHosts);
    const tenant =
      (claimable && (await this.repository.findByHost(host))) || (await this.repository.findRoot());
    if (!tenant) throw notFound('noTenantConfigured');
    this.hostCache.set(host, { tenant, until: Date.now() + HOST_CACHE_MS });
    return tenant;
  }

  findByApiKey(apiKey: string) {
    return this.repository.findByApiKey(apiKey);
  }

  findByPk(tenantPk: number) {
    return this.repository.findByPk(tenantPk);
  }

  visibleTenantPks(tenantPk: number) {
    return this.repository.visibleTenantPks(tenantPk);
  }

  lineage(tenantPk: number) {
    return this.repository.lineage(tenantPk);
  }

  list(visibleTenantPks: readonly number[]) {
    return this.repository.listByPks(visibleTenantPks);
  }

  async create(
    body: CreateTenantBody,
    callerTenantPk: number,
    visibleTenantPks: readonly number[],
  ): Promise<TenantRow> {
    const parent = body.parentTenantPk ?? callerTenantPk;
    if (!visibleTenantPks.includes(parent)) throw notFound('parentTenantNotFound');
    if (await this.repository.aliasTaken(body.alias))
      throw new HttpError(409, 'alreadyInUse', { field: 'alias', prefixField: true });
    const taken = await this.repository.hostsTaken(body.hosts);
    if (taken.length > 0)
      throw new HttpError(409, 'hostsInUse', {
        field: 'hosts',
        prefixField: true,
        params: { hosts: taken },
      });
    const theme = findTheme(body.theme);
    const tenant = await this.repository.create(
      {
        parent_tenant_pk: parent,
        name: body.name,
        alias: body.alias,
        api_key: newApiKey(),
        theme: theme.name,
        country: body.country ?? theme.country,
        currency: body.currency ?? theme.currency,
        timezone: body.timezone,
        feature_monetization: body.features.monetization,
        feature_vouchers: body.features.vouchers,
        feature_logs: body.features.logs,
        feature_smart_charging: body.features.smartCharging,
        feature_payment: body.features.payment,
        limit_stations: body.limits.stations ?? null,
        limit_users: body.limits.users ?? null,
        limit_reports_month: body.limits.reportsMonth ?? null,
        sms_enabled: body.smsEnabled,
        tenant_device_reader: body.tenantDeviceReader,
        support_email: body.supportEmail ?? null,
        deeplinking_host: body.deeplinkingHost ?? null,
        legal_company_name: body.legal.companyName ?? null,
        legal_tax_id: body.legal.taxId ?? null,
        legal_address: body.legal.address ?? null,
        legal_contact: body.legal.contact ?? null,
        terms_of_use_url: body.legal.termsOfUseUrl ?? null,
      },
      body.hosts,
    );
    this.hostCache.clear();
    return tenant;
  }
}
