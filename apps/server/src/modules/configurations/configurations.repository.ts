import { sql, type ExpressionBuilder, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DB, VirtualGroupTable } from '../../platform/db/schema';
import { containsText } from '../../platform/db/text-search';
import { pageOf, type PageArgs } from './page-of';

export type VirtualGroupRow = Selectable<VirtualGroupTable>;

export interface PricingColumns {
  dynamic_pricing_enabled: boolean;
  dynamic_pricing_type: 'station' | 'connectors';
  connector1_dynamic_pricing_id: string | null;
  connector2_dynamic_pricing_id: string | null;
  connector3_dynamic_pricing_id: string | null;
}

/** A charger has advanced (technical) settings when its electrical system is fully set. */
const hasConfigTec = (eb: ExpressionBuilder<DB, 'charge_box'>) =>
  eb.and([
    eb('charge_box.system', 'is not', null),
    eb('charge_box.phase', 'is not', null),
    eb('charge_box.voltage', 'is not', null),
    eb('charge_box.charging_rate_unit', 'is not', null),
  ]);

/** A charger's columns in the configuration lists (the picker and a group's chargers). */
const chargerColumns = (eb: ExpressionBuilder<DB, 'charge_box'>) =>
  [
    'charge_box.charge_box_pk',
    'charge_box.charge_box_id',
    'charge_box.description',
    hasConfigTec(eb).as('has_config_tec'),
  ] as const;

const chargerCount = (eb: ExpressionBuilder<DB, 'virtual_group'>) =>
  eb
    .selectFrom('virtual_group_charge_box as m')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('m.virtual_group_pk', '=', 'virtual_group.virtual_group_pk')
    .as('charge_box_count');

/** An event of a group's chargers or of the group itself (no charger). */
interface GroupEventRow {
  event_type: string;
  detail: string | null;
  connector_id: number | null;
  event_timestamp: Date;
  charge_box_id: string | null;
  event_pk: number;
}

/** Configurations (virtual groups); every query is scoped to the caller's tenants. */
export class ConfigurationsRepository {
  constructor(private readonly db: Database) {}

  async chargeBoxes(tenants: readonly number[], p: PageArgs) {
    if (tenants.length === 0) return { rows: [], count: 0 };
    let query = this.db
      .selectFrom('charge_box')
      .leftJoin('virtual_group_charge_box as m', 'm.charge_box_pk', 'charge_box.charge_box_pk')
      .where('charge_box.tenant_pk', 'in', tenants);
    if (p.search) {
      const text = p.search;
      query = query.where((eb) =>
        eb.or([
          containsText('charge_box.charge_box_id', text),
          containsText('charge_box.description', text),
        ]),
      );
    }
    return pageOf(
      query,
      (q) =>
        q
          .select((eb) => [...chargerColumns(eb), 'm.virtual_group_pk'])
          .orderBy('charge_box.charge_box_id'),
      p,
    );
  }

  async groups(tenants: readonly number[], p: PageArgs) {
    if (tenants.length === 0) return { rows: [], count: 0 };
    let query = this.db.selectFrom('virtual_group').where('tenant_pk', 'in', tenants);
    if (p.search) {
      const text = p.search;
      query = query.where((eb) =>
        eb.or([containsText('name', text), containsText('description', text)]),
      );
    }
    return pageOf(
      query,
      (q) => q.selectAll().select(chargerCount).orderBy('name').orderBy('virtual_group_pk'),
      p,
    );
  }

  group(pk: number, tenants: readonly number[]) {
    if (tenants.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('virtual_group')
      .selectAll()
      .select(chargerCount)
      .where('virtual_group_pk', '=', pk)
      .where('tenant_pk', 'in', tenants)
      .executeTakeFirst();
  }

  /**
   * Creates the group with its chargers in one database transaction; the chargers must be the
   * tenant's. Answers undefined when one is not (nothing is stored).
   */
  createGroup(
    row: { tenant_pk: number; name: string; description: string } & PricingColumns,
    chargeBoxPks: readonly number[],
  ) {
    return this.db.transaction().execute(async (trx) => {
      const group = await trx
        .insertInto('virtual_group')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow();
      const added = await addMembers(trx, group.virtual_group_pk, row.tenant_pk, chargeBoxPks);
      if (added !== new Set(chargeBoxPks).size) throw new MissingCharger();
      return group;
    });
  }

  updateGroup(
    pk: number,
    tenants: readonly number[],
    set: { name: string; description: string } & Partial<PricingColumns>,
  ) {
    if (tenants.length === 0) return Promise.resolve(undefined);
    return this.groupUpdate(pk, tenants, set).returning('virtual_group_pk').executeTakeFirst();
  }

  setPricing(pk: number, tenants: readonly number[], set: PricingColumns) {
    if (tenants.length === 0) return Promise.resolve(undefined);
    return this.groupUpdate(pk, tenants, set).returningAll().executeTakeFirst();
  }

  /** The update of one group of these (non-empty) tenants. */
  private groupUpdate(pk: number, tenants: readonly number[], set: Updateable<VirtualGroupTable>) {
    return this.db
      .updateTable('virtual_group')
      .set(set)
      .where('virtual_group_pk', '=', pk)
      .where('tenant_pk', 'in', tenants);
  }

  async deleteGroup(pk: number, tenants: readonly number[]) {
    if (tenants.length === 0) return false;
    const res = await this.db
      .deleteFrom('virtual_group')
      .where('virtual_group_pk', '=', pk)
      .where('tenant_pk', 'in', tenants)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** A group's chargers with their charge_box rows: what its members, events and recharges read. */
  private groupChargers(groupPk: number) {
    return this.db
      .selectFrom('virtual_group_charge_box as m')
      .innerJoin('charge_box', 'charge_box.charge_box_pk', 'm.charge_box_pk')
      .where('m.virtual_group_pk', '=', groupPk);
  }

  members(groupPk: number, p: PageArgs) {
    return pageOf(
      this.groupChargers(groupPk),
      (q) =>
        q
          .select((eb) => [...chargerColumns(eb), 'm.virtual_group_charge_box_pk'])
          .orderBy('charge_box.charge_box_id'),
      p,
    );
  }

  /**
   * Adds chargers to groups in one database transaction; each charger must be its group's
   * tenant's (else MissingCharger, and nothing is stored).
   */
  addMembers(batches: readonly { groupPk: number; tenantPk: number; chargeBoxPks: number[] }[]) {
    return this.db.transaction().execute(async (trx) => {
      for (const b of batches) {
        const added = await addMembers(trx, b.groupPk, b.tenantPk, b.chargeBoxPks);
        if (added !== new Set(b.chargeBoxPks).size) throw new MissingCharger();
      }
    });
  }

  async removeMember(memberPk: number, tenants: readonly number[]) {
    if (tenants.length === 0) return false;
    const res = await this.db
      .deleteFrom('virtual_group_charge_box')
      .where('virtual_group_charge_box_pk', '=', memberPk)
      .where('virtual_group_pk', 'in', (eb) =>
        eb.selectFrom('virtual_group').select('virtual_group_pk').where('tenant_pk', 'in', tenants),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** The events of a group's chargers and the group's own (smart charging), newest first. */
  events(groupPk: number, p: PageArgs) {
    const all = this.db.selectFrom((eb) =>
      eb
        .selectFrom('virtual_group_charge_box as m')
        .innerJoin('charge_box', 'charge_box.charge_box_pk', 'm.charge_box_pk')
        .innerJoin('charge_box_event as e', 'e.charge_box_pk', 'm.charge_box_pk')
        .where('m.virtual_group_pk', '=', groupPk)
        .select([
          'e.event_type',
          'e.detail',
          'e.connector_id',
          'e.event_timestamp',
          'charge_box.charge_box_id',
          sql<number>`e.charge_box_event_pk`.as('event_pk'),
        ])
        .$castTo<GroupEventRow>()
        .unionAll(
          eb
            .selectFrom('virtual_group_event as g')
            .leftJoin('charge_box as cb', 'cb.charge_box_pk', 'g.charge_box_pk')
            .where('g.virtual_group_pk', '=', groupPk)
            .select([
              'g.event_type',
              'g.detail',
              'g.connector_id',
              'g.event_timestamp',
              'cb.charge_box_id',
              sql<number>`g.virtual_group_event_pk`.as('event_pk'),
            ]),
        )
        .as('ev'),
    );
    return pageOf(
      all,
      (q) =>
        q
          .select([
            'ev.event_type',
            'ev.detail',
            'ev.connector_id',
            'ev.event_timestamp',
            'ev.charge_box_id',
          ])
          .orderBy('ev.event_timestamp', 'desc')
          .orderBy('ev.event_pk', 'desc'),
      p,
    );
  }

  transactions(groupPk: number, p: PageArgs) {
    return pageOf(
      this.groupChargers(groupPk).innerJoin(
        'charging_transaction as t',
        't.charge_box_pk',
        'm.charge_box_pk',
      ),
      (q) =>
        q
          .select([
            't.transaction_pk',
            't.connector_id',
            't.id_tag',
            't.start_timestamp',
            't.start_value',
            't.stop_timestamp',
            't.stop_value',
            't.transaction_amount',
            'charge_box.charge_box_id',
          ])
          .orderBy('t.start_timestamp', 'desc')
          .orderBy('t.transaction_pk', 'desc'),
      p,
    );
  }

  /** Which of these chargers lack the technical settings smart charging needs. */
  async withoutConfigTec(chargeBoxPks: readonly number[]) {
    const ready = await this.db
      .selectFrom('charge_box')
      .select('charge_box_pk')
      .where('charge_box_pk', 'in', [...new Set(chargeBoxPks)])
      .where(hasConfigTec)
      .execute();
    const ok = new Set(ready.map((r) => r.charge_box_pk));
    return chargeBoxPks.filter((pk) => !ok.has(pk));
  }

  /** Which of these profile ids are pricing profiles of these tenants. */
  async knownProfiles(uuids: readonly string[], tenants: readonly number[]) {
    if (uuids.length === 0) return new Set<string>();
    const rows = await this.db
      .selectFrom('pricing_profile')
      .select(sql<string>`pricing_profile_uuid::text`.as('uuid'))
      .where(sql<string>`pricing_profile_uuid::text`, 'in', [...new Set(uuids)])
      .where('tenant_pk', 'in', [...tenants])
      .execute();
    return new Set(rows.map((r) => r.uuid));
  }

  /** The enabled pricing links of these chargers, in one query. */
  pricingOf(chargeBoxPks: readonly number[]) {
    if (chargeBoxPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('virtual_group_charge_box as m')
      .innerJoin('virtual_group as g', 'g.virtual_group_pk', 'm.virtual_group_pk')
      .select([
        'm.charge_box_pk',
        'g.dynamic_pricing_type',
        'g.connector1_dynamic_pricing_id',
        'g.connector2_dynamic_pricing_id',
        'g.connector3_dynamic_pricing_id',
      ])
      .where('m.charge_box_pk', 'in', [...new Set(chargeBoxPks)])
      .where('g.dynamic_pricing_enabled', '=', true)
      .execute();
  }
}

/** A charger asked for is not one of the group's tenant. */
export class MissingCharger extends Error {}

async function addMembers(
  db: Database,
  groupPk: number,
  tenantPk: number,
  chargeBoxPks: readonly number[],
): Promise<number> {
  if (chargeBoxPks.length === 0) return 0;
  const rows = await db
    .insertInto('virtual_group_charge_box')
    .columns(['virtual_group_pk', 'charge_box_pk'])
    .expression((eb) =>
      eb
        .selectFrom('charge_box')
        .select([sql.lit(groupPk).as('virtual_group_pk'), 'charge_box_pk'])
        .where('charge_box_pk', 'in', [...new Set(chargeBoxPks)])
        .where('tenant_pk', '=', tenantPk),
    )
    .returning('virtual_group_charge_box_pk')
    .execute();
  return rows.length;
}
