import { sql, type Transaction } from 'kysely';
import {
  WEEKDAYS,
  type DynamicPricingDetailForm,
  type PricingEntry,
  type Weekday,
} from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';

/** A stored entry: the engine's entry (prices cents, fee and taxes fractions) and its keys. */
export interface PricingEntryRow extends PricingEntry {
  dynamicPricingDetailUuid: string;
  pricingProfileUuid: string;
  tenantPk: number;
}

/** The row as the database answers it: the weekday is text until it is read as one. */
type StoredEntry = Omit<PricingEntryRow, 'dayOfWeek'> & { dayOfWeek: string | null };

const weekdayOf = (text: string | null): Weekday | null => {
  if (text === null) return null;
  const day = WEEKDAYS.find((weekday) => weekday === text);
  if (!day) throw new Error(`pricing entry with an unknown weekday: ${text}`);
  return day;
};

const entryOf = (row: StoredEntry): PricingEntryRow => ({
  ...row,
  dayOfWeek: weekdayOf(row.dayOfWeek),
});

const BASIS_POINTS = 10_000;
const toBasisPoints = (fraction: number | null) =>
  fraction === null ? null : Math.round(fraction * BASIS_POINTS);

const ENTRY_COLUMNS = sql<StoredEntry>`
  e.pricing_entry_uuid::text as "dynamicPricingDetailUuid",
  e.pricing_profile_uuid::text as "pricingProfileUuid",
  e.tenant_pk as "tenantPk", e.day_of_week as "dayOfWeek", e.general, e.exception, e.active,
  to_char(e.start_date, 'YYYY-MM-DD') as "startDate",
  to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
  to_char(e.start_time, 'HH24:MI:SS') as "startTimeGMT",
  to_char(e.end_time, 'HH24:MI:SS') as "endTimeGMT",
  e.service_price as "servicePrice", e.kwh_price as "kwhPrice",
  e.duration_price as "durationPrice", e.idle_time_price as "idleTimePrice",
  e.reserve_price as "reservePrice", e.money_per_kilowatt_cost as "moneyPerKilowattCost",
  e.operation_fee_bp::float8 / ${BASIS_POINTS} as "operationFee",
  e.taxes_bp::float8 / ${BASIS_POINTS} as "taxes"`;

const ENTRY_ORDER = sql`e.exception, e.start_date, array_position(array['MONDAY','TUESDAY',
  'WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY'], e.day_of_week), e.general desc,
  e.start_time`;

function entryValues(profileUuid: string, tenantPk: number, entry: DynamicPricingDetailForm) {
  return {
    pricing_profile_uuid: profileUuid,
    tenant_pk: tenantPk,
    day_of_week: entry.exception ? null : entry.dayOfWeek,
    general: entry.general,
    exception: entry.exception,
    active: entry.active,
    start_date: entry.startDate,
    end_date: entry.exception ? (entry.endDate ?? entry.startDate) : null,
    start_time: entry.general ? null : entry.startTimeGMT,
    end_time: entry.general ? null : entry.endTimeGMT,
    service_price: entry.servicePrice,
    kwh_price: entry.kwhPrice,
    duration_price: entry.durationPrice,
    idle_time_price: entry.idleTimePrice,
    reserve_price: entry.reservePrice,
    money_per_kilowatt_cost: entry.moneyPerKilowattCost,
    operation_fee_bp: toBasisPoints(entry.operationFee),
    taxes_bp: toBasisPoints(entry.taxes),
  };
}

/** Pricing profiles and their entries; every query is scoped to the caller's tenants. */
export class PricingRepository {
  constructor(private readonly db: Database) {}

  list(visible: readonly number[]) {
    if (visible.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('pricing_profile')
      .select([sql<string>`pricing_profile_uuid::text`.as('uuid'), 'name', 'tenant_pk'])
      .where('tenant_pk', 'in', visible)
      .orderBy('name')
      .orderBy('created_at')
      .execute();
  }

  async create(tenantPk: number, name: string): Promise<string> {
    const row = await this.db
      .insertInto('pricing_profile')
      .values({ tenant_pk: tenantPk, name })
      .returning(sql<string>`pricing_profile_uuid::text`.as('uuid'))
      .executeTakeFirstOrThrow();
    return row.uuid;
  }

  /** The profile's tenant, when one of `visible` owns it. */
  async tenantOf(uuid: string, visible: readonly number[]): Promise<number | undefined> {
    if (visible.length === 0) return undefined;
    const row = await this.db
      .selectFrom('pricing_profile')
      .select('tenant_pk')
      .where('pricing_profile_uuid', '=', uuid)
      .where('tenant_pk', 'in', visible)
      .executeTakeFirst();
    return row?.tenant_pk;
  }

  /** Deletes the profile and its entries, with `also` in the same database transaction. */
  async delete(
    uuid: string,
    tenantPk: number,
    also: (trx: Transaction<DB>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await also(trx);
      const gone = await trx
        .deleteFrom('pricing_profile')
        .where('pricing_profile_uuid', '=', uuid)
        .where('tenant_pk', '=', tenantPk)
        .executeTakeFirst();
      return Number(gone.numDeletedRows) > 0;
    });
  }

  /** The names of these profiles (any tenant's: the stop path reads its linked profiles). */
  async namesOf(profileUuids: readonly string[]): Promise<Map<string, string>> {
    const rows = await sql<{ uuid: string; name: string }>`
      select pricing_profile_uuid::text as uuid, name from pricing_profile
      where pricing_profile_uuid = any(${[...profileUuids]}::uuid[])`.execute(this.db);
    return new Map(rows.rows.map((row) => [row.uuid, row.name]));
  }

  /** The entries of these profiles, in display order. */
  async entriesOf(profileUuids: readonly string[]): Promise<PricingEntryRow[]> {
    if (profileUuids.length === 0) return [];
    const rows = await sql<StoredEntry>`
      select ${ENTRY_COLUMNS} from pricing_entry e
      where e.pricing_profile_uuid = any(${[...profileUuids]}::uuid[])
      order by ${ENTRY_ORDER}`.execute(this.db);
    return rows.rows.map(entryOf);
  }

  /** Replaces the profile's entries with `entries`, in one database transaction. */
  async replaceEntries(
    profileUuid: string,
    tenantPk: number,
    entries: readonly DynamicPricingDetailForm[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select 1 from pricing_profile where pricing_profile_uuid = ${profileUuid}
        for update`.execute(trx);
      await trx
        .deleteFrom('pricing_entry')
        .where('pricing_profile_uuid', '=', profileUuid)
        .execute();
      if (entries.length === 0) return;
      await trx
        .insertInto('pricing_entry')
        .values(entries.map((entry) => entryValues(profileUuid, tenantPk, entry)))
        .execute();
    });
  }
}
