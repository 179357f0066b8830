import { withoutChargePrefix } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';

/**
 * The card payment service of spec 3 §7: a payment's external id (the provider's charge id),
 * looked up among the caller's tenants' payments, each answered without the prefix up to its
 * first underscore.
 */
export class PaymentReferences {
  constructor(private readonly db: Database) {}

  /** By our charge id (the `pay_…` key we gave the provider) or the provider's own id. */
  async chargeExternalId(id: string, tenantPks: readonly number[]): Promise<string | undefined> {
    if (tenantPks.length === 0) return undefined;
    const row = await this.db
      .selectFrom('payment')
      .select(['provider_ref', 'idempotency_key'])
      .where('tenant_pk', 'in', [...tenantPks])
      .where((eb) => eb.or([eb('idempotency_key', '=', id), eb('provider_ref', '=', id)]))
      .orderBy('payment_pk', 'desc')
      .executeTakeFirst();
    if (!row?.provider_ref) return undefined;
    return withoutChargePrefix(row.provider_ref);
  }

  /** Every provider id of the payments made under this reference (our key, prefix or not). */
  async byExternalReference(id: string, tenantPks: readonly number[]): Promise<string[]> {
    if (tenantPks.length === 0) return [];
    const keys = [id, `pay_${withoutChargePrefix(id)}`];
    const rows = await this.db
      .selectFrom('payment')
      .select('provider_ref')
      .where('tenant_pk', 'in', [...tenantPks])
      .where('idempotency_key', 'in', keys)
      .where('provider_ref', 'is not', null)
      .orderBy('payment_pk')
      .execute();
    return rows.flatMap((r) => (r.provider_ref ? [withoutChargePrefix(r.provider_ref)] : []));
  }
}
