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

/** The recharge in progress on a connector: who started it, and when the server heard of it. */
export interface QrActiveTransaction {
  transaction_pk: number;
  id_tag: string;
  start_received_at: Date;
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
    return (await this.activeTransaction(chargeBoxPk, connectorId))?.transaction_pk;
  }

  async activeTransaction(
    chargeBoxPk: number,
    connectorId: number,
  ): Promise<QrActiveTransaction | undefined> {
    return this.db
      .selectFrom('charging_transaction')
      .select(['transaction_pk', 'id_tag', 'start_received_at'])
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('connector_id', '=', connectorId)
      .where('stop_timestamp', 'is', null)
      .orderBy('start_timestamp', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Records a start from the page; the connector's starts older than `forgetBefore` go. */
  async recordStart(
    chargeBoxPk: number,
    connectorId: number,
    secretHash: string,
    forgetBefore: Date,
  ): Promise<number> {
    await this.db
      .deleteFrom('qr_start')
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('connector_id', '=', connectorId)
      .where('created_at', '<', forgetBefore)
      .execute();
    const row = await this.db
      .insertInto('qr_start')
      .values({ charge_box_pk: chargeBoxPk, connector_id: connectorId, secret_hash: secretHash })
      .returning('qr_start_pk')
      .executeTakeFirstOrThrow();
    return row.qr_start_pk;
  }

  /** Withdraws a start the station did not accept: it begins no recharge. */
  async forgetStart(qrStartPk: number): Promise<void> {
    await this.db.deleteFrom('qr_start').where('qr_start_pk', '=', qrStartPk).execute();
  }

  /**
   * The secret hash of the page start that began a recharge the server heard of at `startedAt`:
   * the connector's last start from the page before it, no earlier than `notBefore`.
   */
  async startSecretHash(
    chargeBoxPk: number,
    connectorId: number,
    startedAt: Date,
    notBefore: Date,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('qr_start')
      .select('secret_hash')
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('connector_id', '=', connectorId)
      .where('created_at', '<=', startedAt)
      .where('created_at', '>=', notBefore)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.secret_hash;
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
