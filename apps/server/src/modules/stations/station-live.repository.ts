import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

export interface StationTopicFacts {
  chargeBoxPk: number;
  chargeBoxId: string;
  tenantPk: number;
  /** The station's tenant and its ancestors: each sees the station on its own topics. */
  apiKeys: string[];
}

/** Lookups for topic access and for naming the topics of station events. */
export class StationLiveRepository {
  constructor(private readonly db: Database) {}

  async tenantPkOfApiKey(apiKey: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('api_key', '=', apiKey)
      .executeTakeFirst();
    return row?.tenant_pk;
  }

  async stationTenant(chargeBoxId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('charge_box')
      .select('tenant_pk')
      .where('charge_box_id', '=', chargeBoxId)
      .executeTakeFirst();
    return row?.tenant_pk;
  }

  async stations(chargeBoxPks: readonly number[]): Promise<StationTopicFacts[]> {
    if (chargeBoxPks.length === 0) return [];
    const result = await sql<{
      charge_box_pk: number;
      charge_box_id: string;
      tenant_pk: number;
      api_keys: string[];
    }>`
      with recursive chain as (
        select b.charge_box_pk, t.tenant_pk, t.parent_tenant_pk, t.api_key, 0 as depth
        from charge_box b join tenant t on t.tenant_pk = b.tenant_pk
        where b.charge_box_pk in (${sql.join([...chargeBoxPks])})
        union all
        select chain.charge_box_pk, t.tenant_pk, t.parent_tenant_pk, t.api_key, chain.depth + 1
        from chain join tenant t on t.tenant_pk = chain.parent_tenant_pk
        where chain.depth < 20
      )
      select b.charge_box_pk, b.charge_box_id, b.tenant_pk,
        array_agg(chain.api_key order by chain.depth) as api_keys
      from charge_box b join chain on chain.charge_box_pk = b.charge_box_pk
      group by b.charge_box_pk, b.charge_box_id, b.tenant_pk`.execute(this.db);
    return result.rows.map((row) => ({
      chargeBoxPk: row.charge_box_pk,
      chargeBoxId: row.charge_box_id,
      tenantPk: row.tenant_pk,
      apiKeys: row.api_keys,
    }));
  }

  /** Keys (primary keys) above `after`, ascending: new station events or new stations. */
  async newEventPks(after: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('charge_box_event')
      .select('charge_box_event_pk')
      .where('charge_box_event_pk', '>', after)
      .orderBy('charge_box_event_pk')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.charge_box_event_pk));
  }

  async newStationPks(after: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_pk', '>', after)
      .orderBy('charge_box_pk')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.charge_box_pk));
  }

  stationSummaries(chargeBoxPks: readonly number[]): Promise<StationSummary[]> {
    return stationSummaries(this.db, chargeBoxPks);
  }

  async maxPks(): Promise<{ event: number; station: number }> {
    const [event, station] = await Promise.all([
      this.db
        .selectFrom('charge_box_event')
        .select((eb) => eb.fn.max('charge_box_event_pk').as('pk'))
        .executeTakeFirst(),
      this.db
        .selectFrom('charge_box')
        .select((eb) => eb.fn.max('charge_box_pk').as('pk'))
        .executeTakeFirst(),
    ]);
    return { event: Number(event?.pk ?? 0), station: Number(station?.pk ?? 0) };
  }
}

export interface StationSummary {
  chargeBoxPk: number;
  chargeBoxId: string;
  description: string;
  locationLatitude: number | null;
  locationLongitude: number | null;
  online: boolean;
  registrationStatus: string;
}

export async function stationSummaries(
  db: Database,
  chargeBoxPks: readonly number[],
): Promise<StationSummary[]> {
  if (chargeBoxPks.length === 0) return [];
  const rows = await db
    .selectFrom('charge_box')
    .select([
      'charge_box_pk',
      'charge_box_id',
      'description',
      'location_latitude',
      'location_longitude',
      'online',
      'registration_status',
    ])
    .where('charge_box_pk', 'in', [...chargeBoxPks])
    .orderBy('charge_box_pk')
    .execute();
  return rows.map((r) => ({
    chargeBoxPk: r.charge_box_pk,
    chargeBoxId: r.charge_box_id,
    description: r.description,
    locationLatitude: r.location_latitude,
    locationLongitude: r.location_longitude,
    online: r.online,
    registrationStatus: r.registration_status,
  }));
}
