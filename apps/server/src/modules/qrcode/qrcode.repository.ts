import type { Database } from '../../platform/db/database';

export interface QrConnectorRow {
  charge_box_pk: number;
  charge_box_id: string;
  tenant_pk: number;
  description: string;
  online: boolean;
  active: boolean;
  connector_id: number;
  last_status: string | null;
  unusual_status: 'MAINTENANCE' | 'UNAVAILABLE' | null;
}

/** The idTag of recharges started from the public QR page: one per tenant, made on first use. */
export const qrIdTagOf = (tenantPk: number) => `QR-CODE-${tenantPk}`;

/** SQL only. The public page names a station by its id; tenant scope comes from the station. */
export class QrCodeRepository {
  constructor(private readonly db: Database) {}

  async connector(chargeBoxId: string, connectorId: number): Promise<QrConnectorRow | undefined> {
    return this.db
      .selectFrom('charge_box as b')
      .innerJoin('connector as c', 'c.charge_box_pk', 'b.charge_box_pk')
      .select([
        'b.charge_box_pk',
        'b.charge_box_id',
        'b.tenant_pk',
        'b.description',
        'b.online',
        'b.active',
        'c.connector_id',
        'c.last_status',
        'c.unusual_status',
      ])
      .where('b.charge_box_id', '=', chargeBoxId)
      .where('c.connector_id', '=', connectorId)
      .executeTakeFirst();
  }

  /** A station of the caller's tenants with this connector (the token route for signed-in users). */
  async visibleConnector(
    chargeBoxId: string,
    connectorId: number,
    tenantPks: readonly number[],
  ): Promise<QrConnectorRow | undefined> {
    const row = await this.connector(chargeBoxId, connectorId);
    return row && tenantPks.includes(row.tenant_pk) ? row : undefined;
  }

  async activeTransactionPk(chargeBoxPk: number, connectorId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('charging_transaction')
      .select('transaction_pk')
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('connector_id', '=', connectorId)
      .where('stop_timestamp', 'is', null)
      .orderBy('start_timestamp', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.transaction_pk;
  }

  /** The tenant's QR idTag, created on demand (unlimited, never expires, owned by no user). */
  async ensureQrTag(tenantPk: number): Promise<string> {
    const idTag = qrIdTagOf(tenantPk);
    await this.db
      .insertInto('ocpp_tag')
      .values({
        tenant_pk: tenantPk,
        id_tag: idTag,
        note: 'Recharges started from the public QR code page',
      })
      .onConflict((oc) => oc.column('id_tag').doNothing())
      .execute();
    return idTag;
  }
}
