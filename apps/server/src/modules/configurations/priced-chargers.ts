import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** How long a loaded set is trusted without a change seen here (writes of another process). */
const REFRESH_MS = 30_000;

/**
 * The chargers a configuration prices by a profile (pricing enabled and a profile set), kept in
 * memory so that a stop batch on chargers outside every configuration costs no query. The set
 * is loaded on first use, forgotten when this process changes a configuration, and loaded again
 * at most every 30 s otherwise.
 */
export class PricedChargers {
  private loaded: { at: number; chargers: Promise<ReadonlySet<number>> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** A configuration changed: the next question loads the set again. */
  changed(): void {
    this.loaded = undefined;
  }

  async among(chargeBoxPks: readonly number[]): Promise<ReadonlySet<number>> {
    const chargers = await this.current();
    return new Set(chargeBoxPks.filter((pk) => chargers.has(pk)));
  }

  private current(): Promise<ReadonlySet<number>> {
    const at = this.now();
    if (!this.loaded || at - this.loaded.at >= REFRESH_MS) {
      const chargers = this.load();
      this.loaded = { at, chargers };
      // A failed load is not kept: the next question tries again.
      chargers.catch(() => {
        if (this.loaded?.chargers === chargers) this.loaded = undefined;
      });
    }
    return this.loaded.chargers;
  }

  private async load(): Promise<ReadonlySet<number>> {
    const rows = await sql<{ charge_box_pk: number }>`
      select distinct m.charge_box_pk from virtual_group_charge_box m
      join virtual_group g on g.virtual_group_pk = m.virtual_group_pk
      where g.dynamic_pricing_enabled and coalesce(g.connector1_dynamic_pricing_id,
        g.connector2_dynamic_pricing_id, g.connector3_dynamic_pricing_id) is not null`.execute(
      this.db,
    );
    return new Set(rows.rows.map((row) => row.charge_box_pk));
  }
}
