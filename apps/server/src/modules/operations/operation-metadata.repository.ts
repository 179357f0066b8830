import type { Database } from '../../platform/db/database';

/** What the operations screen offers for the visible stations: connectors and open sessions. */
export class OperationMetadataRepository {
  constructor(private readonly db: Database) {}

  stations(visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('charge_box')
      .select(['charge_box_pk', 'charge_box_id', 'description'])
      .where('tenant_pk', 'in', visibleTenantPks)
      .orderBy('charge_box_id')
      .execute();
  }

  connectors(visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('connector as c')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'c.charge_box_pk')
      .select(['b.charge_box_id', 'c.connector_id'])
      .where('b.tenant_pk', 'in', visibleTenantPks)
      .where('c.connector_id', '>', 0)
      .orderBy('b.charge_box_id')
      .orderBy('c.connector_id')
      .execute();
  }

  openTransactions(visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('charging_transaction as x')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
      .select(['b.charge_box_id', 'x.transaction_pk'])
      .where('b.tenant_pk', 'in', visibleTenantPks)
      .where('x.stop_timestamp', 'is', null)
      .orderBy('x.transaction_pk')
      .execute();
  }
}

export function groupBy<T, V>(rows: readonly T[], key: (row: T) => string, value: (row: T) => V) {
  const map: Record<string, V[]> = {};
  for (const row of rows) (map[key(row)] ??= []).push(value(row));
  return map;
}
