import type { Selectable } from 'kysely';
import type { SessionTenant, TenantFeatures } from '@chargedeck/shared';
import type { TenantTable } from '../../platform/db/schema';

export type TenantRow = Selectable<TenantTable>;

export function featuresOf(tenant: TenantRow): TenantFeatures {
  return {
    monetization: tenant.feature_monetization,
    vouchers: tenant.feature_vouchers,
    logs: tenant.feature_logs,
    smartCharging: tenant.feature_smart_charging,
    payment: tenant.feature_payment,
  };
}

export function sessionTenantOf(tenant: TenantRow): SessionTenant {
  return {
    tenant_pk: tenant.tenant_pk,
    name: tenant.name,
    theme: tenant.theme,
    currency: tenant.currency,
    features: featuresOf(tenant),
  };
}
