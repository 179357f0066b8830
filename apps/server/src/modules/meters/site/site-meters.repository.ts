import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import type { SiteMeterTable } from '../../../platform/db/schema';
import type { Selectable } from 'kysely';

export type SiteMeterRow = Selectable<SiteMeterTable>;

/** Phase currents of one reading, in A; a missing phase keeps the meter's latest value. */
export interface PhaseCurrents {
  '01'?: number | undefined;
  '02'?: number | undefined;
  '03'?: number | undefined;
}

/** What storing a reading changed: the meter as stored, and whether it was offline before. */
export interface StoredReading {
  meter: SiteMeterRow;
  wasOnline: boolean;
}

const HISTORY_BUCKET_SECONDS = 10;

/** Site meters and their readings (SQL only; the tenant is an argument where a caller asks). */
export class SiteMetersRepository {
  constructor(private readonly db: Database) {}

  async insert(row: {
    tenant_pk: number;
    mac_address: string;
    device_remote_id: string;
    token_hash: string;
  }): Promise<SiteMeterRow> {
    return this.db.insertInto('site_meter').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** A meter of one of these tenants, by MAC address or device_remote_id. */
  async findVisible(
    tenantPks: readonly number[],
    by: { mac_address?: string | undefined; device_remote_id?: string | undefined },
  ): Promise<SiteMeterRow | undefined> {
    if (tenantPks.length === 0) return undefined;
    let query = this.db
      .selectFrom('site_meter')
      .selectAll()
      .where('tenant_pk', 'in', [...tenantPks]);
    if (by.mac_address !== undefined) query = query.where('mac_address', '=', by.mac_address);
    if (by.device_remote_id !== undefined)
      query = query.where('device_remote_id', '=', by.device_remote_id);
    return query.executeTakeFirst();
  }

  /** The meters of these tenants among `remoteIds`, in the order asked. */
  async listVisible(
    tenantPks: readonly number[],
    remoteIds: readonly string[],
  ): Promise<SiteMeterRow[]> {
    if (tenantPks.length === 0 || remoteIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('site_meter')
      .selectAll()
      .where('tenant_pk', 'in', [...tenantPks])
      .where('device_remote_id', 'in', [...remoteIds])
      .execute();
    const byId = new Map(rows.map((row) => [row.device_remote_id, row]));
    return remoteIds.flatMap((id) => byId.get(id) ?? []);
  }

  async findByTokenHash(tokenHash: string): Promise<SiteMeterRow | undefined> {
    return this.db
      .selectFrom('site_meter')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async findByMac(mac: string): Promise<SiteMeterRow | undefined> {
    return this.db
      .selectFrom('site_meter')
      .selectAll()
      .where('mac_address', '=', mac)
      .executeTakeFirst();
  }

  /**
   * Stores a reading taken at `readAt` as the meter's latest (missing phases keep their value)
   * and in its 10 s history bucket, unless the meter holds a reading as recent or a phase would
   * stay unknown: then nothing is stored and undefined is answered.
   */
  async storeReading(
    meterPk: number,
    phases: PhaseCurrents,
    readAt: Date,
  ): Promise<StoredReading | undefined> {
    const [a, b, c] = [phases['01'] ?? null, phases['02'] ?? null, phases['03'] ?? null];
    const result = await sql<SiteMeterRow & { was_online: boolean }>`
      with stored as (
        update site_meter m set
          current_01 = coalesce(${a}::float8, m.current_01),
          current_02 = coalesce(${b}::float8, m.current_02),
          current_03 = coalesce(${c}::float8, m.current_03),
          read_at = ${readAt},
          status = 1
        from site_meter old
        where old.site_meter_pk = m.site_meter_pk
          and m.site_meter_pk = ${meterPk}
          and (old.read_at is null or old.read_at < ${readAt})
          and coalesce(${a}::float8, old.current_01) is not null
          and coalesce(${b}::float8, old.current_02) is not null
          and coalesce(${c}::float8, old.current_03) is not null
        returning m.*, old.status = 1 as was_online
      ), history as (
        insert into site_meter_reading
          (site_meter_pk, bucket_at, current_01, current_02, current_03, read_at)
        select site_meter_pk,
          to_timestamp(floor(extract(epoch from read_at) / ${HISTORY_BUCKET_SECONDS}) * ${HISTORY_BUCKET_SECONDS}),
          current_01, current_02, current_03, read_at
        from stored
        on conflict (site_meter_pk, bucket_at) do update set
          current_01 = excluded.current_01, current_02 = excluded.current_02,
          current_03 = excluded.current_03, read_at = excluded.read_at
      )
      select * from stored`.execute(this.db);
    const row = result.rows[0];
    if (!row) return undefined;
    const { was_online: wasOnline, ...meter } = row;
    return { meter, wasOnline };
  }

  /** Marks offline the online meters last read at `before` or earlier; answers them. */
  async markOffline(before: Date): Promise<SiteMeterRow[]> {
    return this.db
      .updateTable('site_meter')
      .set({ status: 0 })
      .where('status', '=', 1)
      .where((eb) => eb.or([eb('read_at', 'is', null), eb('read_at', '<=', before)]))
      .returningAll()
      .execute();
  }

  /** The history of one meter from `since`, oldest first (one row per 10 s at most). */
  async history(meterPk: number, since: Date) {
    return this.db
      .selectFrom('site_meter_reading')
      .select(['current_01', 'current_02', 'current_03', 'read_at'])
      .where('site_meter_pk', '=', meterPk)
      .where('bucket_at', '>=', since)
      .orderBy('bucket_at')
      .execute();
  }

  /** Deletes history older than `before`; answers how many rows went. */
  async pruneHistory(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('site_meter_reading')
      .where('bucket_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
