import { withoutChargePrefix } from '@chargedeck/shared';
import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { FinancialMovementType } from '../../platform/db/schema';

/** A financial row's id (`transactionPk`): a recharge's transaction or a deposit's wallet entry. */
const rowIdOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/**
 * The card payment service of spec 3 §7: a payment's external id (the provider's charge id),
 * looked up among the caller's tenants' payments, each answered without the prefix up to its
 * first underscore. The id is our charge key, the provider's id, or a financial row's id (the
 * payment a recharge follows, or the top-up a deposit came from).
 */
export class PaymentReferences {
  constructor(private readonly db: Database) {}

  /** The payments a financial row's id points at: by the recharge, or by the deposit. */
  private ofRow(id: string, targetType: FinancialMovementType) {
    const rowId = rowIdOf(id);
    if (rowId === null) return sql<SqlBool>`false`;
    if (targetType === 'USER')
      return sql<SqlBool>`payment_pk = (select e.payment_pk from wallet_entry e
        where e.wallet_entry_pk = ${rowId})`;
    return sql<SqlBool>`(transaction_pk = ${rowId} or payment_pk = (select x.payment_pk
      from charging_transaction x where x.transaction_pk = ${rowId}))`;
  }

  /** By our charge id (the `pay_…` key we gave the provider), the provider's own id, or a row's. */
  async chargeExternalId(
    id: string,
    tenantPks: readonly number[],
    targetType: FinancialMovementType = 'TRANSACTION',
  ): Promise<string | undefined> {
    if (tenantPks.length === 0) return undefined;
    const row = await this.db
      .selectFrom('payment')
      .select(['provider_ref', 'idempotency_key'])
      .where('tenant_pk', 'in', [...tenantPks])
      .where('provider_ref', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('idempotency_key', '=', id),
          eb('provider_ref', '=', id),
          this.ofRow(id, targetType),
        ]),
      )
      .orderBy('payment_pk', 'desc')
      .executeTakeFirst();
    if (!row?.provider_ref) return undefined;
    return withoutChargePrefix(row.provider_ref);
  }

  /** Every provider id of the payments made under this reference (our key, prefix or not, or a row's id). */
  async byExternalReference(
    id: string,
    tenantPks: readonly number[],
    targetType: FinancialMovementType = 'TRANSACTION',
  ): Promise<string[]> {
    if (tenantPks.length === 0) return [];
    const keys = [id, `pay_${withoutChargePrefix(id)}`];
    const rows = await this.db
      .selectFrom('payment')
      .select('provider_ref')
      .where('tenant_pk', 'in', [...tenantPks])
      .where((eb) => eb.or([eb('idempotency_key', 'in', keys), this.ofRow(id, targetType)]))
      .where('provider_ref', 'is not', null)
      .orderBy('payment_pk')
      .execute();
    return rows.flatMap((r) => (r.provider_ref ? [withoutChargePrefix(r.provider_ref)] : []));
  }
}
