import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';
import { containsText } from '../../platform/db/text-search';

export interface UnknownStationAttempt {
  chargeBoxId: string;
  tenantPk: number | null;
  remoteAddress: string;
  protocol: string | null;
}

/**
 * Entries kept per tenant (and for connections of no known tenant): anyone can open a socket
 * with a new chargeBoxId, so the inbox keeps the newest and forgets older ones.
 */
export const UNKNOWN_STATIONS_PER_TENANT = 1_000;

/** The inbox of connections for chargeBoxIds that are not registered. */
export class UnknownStationsRepository {
  constructor(private readonly db: Database) {}

  async recordAttempt(attempt: UnknownStationAttempt): Promise<void> {
    await this.db
      .insertInto('unknown_charge_box')
      .values({
        charge_box_id: attempt.chargeBoxId,
        tenant_pk: attempt.tenantPk,
        remote_address: attempt.remoteAddress,
        ocpp_protocol: attempt.protocol,
        last_attempt_timestamp: new Date(),
      })
      .onConflict((oc) =>
        oc.column('charge_box_id').doUpdateSet({
          number_of_attempts: sql`unknown_charge_box.number_of_attempts + 1`,
          last_attempt_timestamp: sql`excluded.last_attempt_timestamp`,
          remote_address: sql`excluded.remote_address`,
          ocpp_protocol: sql`excluded.ocpp_protocol`,
          tenant_pk: sql`coalesce(excluded.tenant_pk, unknown_charge_box.tenant_pk)`,
        }),
      )
      .execute();
    await this.trim(attempt.tenantPk);
  }

  /** Forgets the tenant's entries beyond the newest `UNKNOWN_STATIONS_PER_TENANT`. */
  private async trim(tenantPk: number | null): Promise<void> {
    const ofTenant = (eb: ExpressionBuilder<DB, 'unknown_charge_box'>) =>
      tenantPk === null ? eb('tenant_pk', 'is', null) : eb('tenant_pk', '=', tenantPk);
    await this.db
      .deleteFrom('unknown_charge_box')
      .where('charge_box_id', 'in', (eb) =>
        eb
          .selectFrom('unknown_charge_box')
          .select('charge_box_id')
          .where(ofTenant)
          .orderBy('last_attempt_timestamp', 'desc')
          .orderBy('charge_box_id')
          .offset(UNKNOWN_STATIONS_PER_TENANT),
      )
      .execute();
  }

  /** Entries of the visible tenants; those of no known tenant only when `withUnassigned`. */
  list(visibleTenantPks: readonly number[], withUnassigned: boolean, search?: string) {
    let query = this.db
      .selectFrom('unknown_charge_box as u')
      .leftJoin('tenant as t', 't.tenant_pk', 'u.tenant_pk')
      .select([
        'u.charge_box_id',
        'u.number_of_attempts',
        'u.first_attempt_timestamp',
        'u.last_attempt_timestamp',
        'u.remote_address',
        'u.ocpp_protocol',
        'u.tenant_pk',
        't.name as tenant_name',
      ])
      .where((eb) => {
        const scoped =
          visibleTenantPks.length > 0 ? [eb('u.tenant_pk', 'in', visibleTenantPks)] : [];
        const unassigned = withUnassigned ? [eb('u.tenant_pk', 'is', null)] : [];
        const any = [...scoped, ...unassigned];
        return any.length > 0 ? eb.or(any) : eb.val(false);
      });
    if (search) query = query.where(containsText('u.charge_box_id', search));
    return query.orderBy('u.last_attempt_timestamp', 'desc').limit(1000).execute();
  }

  async find(chargeBoxId: string) {
    return this.db
      .selectFrom('unknown_charge_box')
      .selectAll()
      .where('charge_box_id', '=', chargeBoxId)
      .executeTakeFirst();
  }

  async remove(chargeBoxId: string): Promise<void> {
    await this.db
      .deleteFrom('unknown_charge_box')
      .where('charge_box_id', '=', chargeBoxId)
      .execute();
  }
}
