import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';
import type { ChargerPricing, PricingLinks } from '../pricing';
import type { ConfigurationsRepository } from './configurations.repository';
import { profilesForOf } from './profiles-for';
import { pricedAmong } from './priced-chargers';

const CONNECTOR_COLUMNS = [
  'connector1_dynamic_pricing_id',
  'connector2_dynamic_pricing_id',
  'connector3_dynamic_pricing_id',
] as const;

/**
 * The profile of each connector of a stop batch, in the batch's order (one query), and which
 * chargers a profile may price at all (one query).
 */
export function chargerPricingOf(
  db: Database,
  repository: ConfigurationsRepository,
): ChargerPricing {
  const profilesFor = profilesForOf(repository);
  return {
    pricedAmong: (chargeBoxPks) => pricedAmong(db, chargeBoxPks),
    async profilesFor(batch) {
      const byConnector = await profilesFor(batch);
      return batch.map((c) => byConnector.get(`${c.chargeBoxPk}:${c.connectorId}`) ?? null);
    },
  };
}

/** How configurations use pricing profiles: chargers per profile, and unlinking a deleted one. */
export function pricingLinksOf(db: Database): PricingLinks {
  return {
    async chargeBoxCounts(profileUuids) {
      if (profileUuids.length === 0) return new Map();
      const rows = await sql<{ profile: string; chargers: number }>`
        select p.profile, count(distinct m.charge_box_pk)::int as chargers
        from virtual_group g
        cross join lateral (values
          (g.connector1_dynamic_pricing_id),
          (g.connector2_dynamic_pricing_id),
          (g.connector3_dynamic_pricing_id)) as p(profile)
        join virtual_group_charge_box m on m.virtual_group_pk = g.virtual_group_pk
        where g.dynamic_pricing_enabled and p.profile in (${sql.join([...profileUuids])})
        group by p.profile`.execute(db);
      return new Map(rows.rows.map((r) => [r.profile, r.chargers]));
    },
    async unlinkProfile(trx: Transaction<DB>, profileUuid: string) {
      for (const column of CONNECTOR_COLUMNS) {
        await trx
          .updateTable('virtual_group')
          .set({ [column]: null })
          .where(column, '=', profileUuid)
          .execute();
      }
    },
  };
}
