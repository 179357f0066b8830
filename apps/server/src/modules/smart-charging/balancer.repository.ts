import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** A configuration whose smart charging is linked, with its setup and its meter's reading. */
export interface SiteRow {
  virtual_group_pk: number;
  tenant_pk: number;
  active: boolean;
  current_nominal_a: number | string | null;
  meter_device_remote_id: string | null;
  meter_status: number | null;
  current_01: number | null;
  current_02: number | null;
  current_03: number | null;
}

/** A connector of a site, with its open recharge and the current it last reported. */
export interface SiteConnectorRow {
  charge_box_pk: number;
  charge_box_id: string;
  booted_at: Date | null;
  system: string | null;
  phase: string | null;
  voltage: string | null;
  connector_id: number;
  power_max: number | null;
  last_status: string | null;
  transaction_pk: number | null;
  draw_a: number | null;
  draw_at: Date | null;
}

/** The load balancer's reads (sites, connectors) and its writes (the group events). */
export class BalancerRepository {
  constructor(private readonly db: Database) {}

  /** The configurations with smart charging linked that hold these chargers. */
  async groupsOfChargers(chargeBoxPks: readonly number[]): Promise<number[]> {
    if (chargeBoxPks.length === 0) return [];
    const rows = await this.db
      .selectFrom('virtual_group_charge_box as m')
      .innerJoin('virtual_group as g', 'g.virtual_group_pk', 'm.virtual_group_pk')
      .select('g.virtual_group_pk')
      .distinct()
      .where('m.charge_box_pk', 'in', [...new Set(chargeBoxPks)])
      .where('g.smart_charging_id', 'is not', null)
      .execute();
    return rows.map((r) => r.virtual_group_pk);
  }

  async groupsOfSetup(setupPk: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('virtual_group')
      .select('virtual_group_pk')
      .where('smart_charging_id', '=', setupPk)
      .execute();
    return rows.map((r) => r.virtual_group_pk);
  }

  async groupsOfMeter(deviceRemoteId: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('virtual_group as g')
      .innerJoin('smart_charging as sc', 'sc.smart_charging_pk', 'g.smart_charging_id')
      .select('g.virtual_group_pk')
      .where('sc.meter_device_remote_id', '=', deviceRemoteId)
      .execute();
    return rows.map((r) => r.virtual_group_pk);
  }

  /** The configurations whose smart charging is on today. */
  async activeGroups(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('virtual_group as g')
      .innerJoin('smart_charging as sc', 'sc.smart_charging_pk', 'g.smart_charging_id')
      .select('g.virtual_group_pk')
      .where('g.smart_charging_enabled', '=', true)
      .where('sc.enabled', '=', true)
      .where(sql<boolean>`current_date between sc.start_date and sc.end_date`)
      .execute();
    return rows.map((r) => r.virtual_group_pk);
  }

  site(groupPk: number): Promise<SiteRow | undefined> {
    return this.db
      .selectFrom('virtual_group as g')
      .innerJoin('smart_charging as sc', 'sc.smart_charging_pk', 'g.smart_charging_id')
      .leftJoin('site_meter as m', (join) =>
        join
          .onRef('m.device_remote_id', '=', 'sc.meter_device_remote_id')
          .onRef('m.tenant_pk', '=', 'g.tenant_pk'),
      )
      .select([
        'g.virtual_group_pk',
        'g.tenant_pk',
        sql<boolean>`g.smart_charging_enabled and sc.enabled
          and current_date between sc.start_date and sc.end_date`.as('active'),
        'sc.current_nominal_a',
        'sc.meter_device_remote_id',
        'm.status as meter_status',
        'm.current_01',
        'm.current_02',
        'm.current_03',
      ])
      .where('g.virtual_group_pk', '=', groupPk)
      .executeTakeFirst();
  }

  /** Every connector of a site's chargers, its open recharge and its latest Current.Import. */
  connectors(groupPk: number): Promise<SiteConnectorRow[]> {
    return this.db
      .selectFrom('virtual_group_charge_box as m')
      .innerJoin('charge_box as cb', 'cb.charge_box_pk', 'm.charge_box_pk')
      .innerJoin('connector as c', 'c.charge_box_pk', 'cb.charge_box_pk')
      .leftJoin('charging_transaction as t', (join) =>
        join
          .onRef('t.connector_pk', '=', 'c.connector_pk')
          .on('t.stop_timestamp', 'is', null)
          .on('t.suspect', '=', false),
      )
      .select((eb) => [
        'cb.charge_box_pk',
        'cb.charge_box_id',
        'cb.last_boot_timestamp as booted_at',
        'cb.system',
        'cb.phase',
        'cb.voltage',
        'c.connector_id',
        'c.power_max',
        'c.last_status',
        't.transaction_pk',
        eb
          .selectFrom('meter_value as v')
          .select((v) => v.fn.max('v.value_number').as('a'))
          .whereRef('v.transaction_pk', '=', 't.transaction_pk')
          .where('v.measurand', '=', 'Current.Import')
          .where('v.value_timestamp', '=', (s) =>
            s
              .selectFrom('meter_value as w')
              .select((w) => w.fn.max('w.value_timestamp').as('at'))
              .whereRef('w.transaction_pk', '=', 't.transaction_pk')
              .where('w.measurand', '=', 'Current.Import'),
          )
          .$castTo<number | null>()
          .as('draw_a'),
        eb
          .selectFrom('meter_value as w')
          .select((w) => w.fn.max('w.value_timestamp').as('at'))
          .whereRef('w.transaction_pk', '=', 't.transaction_pk')
          .where('w.measurand', '=', 'Current.Import')
          .$castTo<Date | null>()
          .as('draw_at'),
      ])
      .where('m.virtual_group_pk', '=', groupPk)
      .where('c.connector_id', '>', 0)
      .orderBy('cb.charge_box_id')
      .orderBy('c.connector_id')
      .execute();
  }

  async addEvents(
    rows: readonly {
      virtual_group_pk: number;
      charge_box_pk: number | null;
      connector_id: number | null;
      event_type: string;
      detail: string | null;
    }[],
  ) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('virtual_group_event')
      .values([...rows])
      .execute();
  }
}
