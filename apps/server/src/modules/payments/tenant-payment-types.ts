import type { PaymentType } from '@chargedeck/shared';
import type { TenantRow } from '../tenants';
import type { PaymentProviderName } from './payment-provider';
import { offeredTypes } from './payment-types';

/**
 * The payment types a tenant offers: none without the payment feature; else the types it
 * enabled (tenant.payment_types), or every type of the configured provider when it chose none.
 */
export function tenantPaymentTypes(
  tenant: Pick<TenantRow, 'feature_payment' | 'payment_types'>,
  provider: PaymentProviderName,
): PaymentType[] {
  if (!tenant.feature_payment) return [];
  const offered = offeredTypes(provider);
  const enabled = tenant.payment_types;
  return enabled ? offered.filter((type) => enabled.includes(type)) : offered;
}
