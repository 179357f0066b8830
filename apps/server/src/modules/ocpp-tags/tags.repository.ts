import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { batchRows } from '../../platform/db/batch-rows';
import { containsText } from '../../platform/db/text-search';

/** Everything one Authorize decision needs, read in one statement. */
export interface TagAuthorizationFacts {
  ocpp_tag_pk: number;
  inactive: boolean;
  blocked: boolean;
  expiry_date: Date | null;
  parent_id_tag: string | null;
  parent_inactive: boolean | null;
  parent_blocked: boolean | null;
  parent_expiry_date: Date | null;
  max_active_transaction_count: number | null;
  active_transactions: number;
  private_station: boolean;
  /** The tag's owner is an owner of, or accepted on, the (private) station. */
  bound_to_station: boolean;
}

/** A transaction that is not counted as the tag's concurrent use (a replayed start). */
export interface ExcludedStart {
  connectorId: number;
  startTimestamp: Date;
}

export interface FactsRequest {
  idTag: string;
  station: { chargeBoxPk: number; tenantPk: number };
  excluded?: ExcludedStart;
}

export class TagsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The facts for many Authorize decisions in one statement (group lookup), in the order asked;
   * undefined where the tag is unknown or belongs to a tenant outside the station's network, so
   * another network's card is refused and recorded exactly like an unknown one.
   */
  async authorizationFacts(
    requests: readonly FactsRequest[],
  ): Promise<(TagAuthorizationFacts | undefined)[]> {
    if (requests.length === 0) return [];
    const input = requests.map((r, i) => ({
      i,
      id_tag: r.idTag,
      cb: r.station.chargeBoxPk,
      ex_conn: r.excluded?.connectorId ?? -1,
      ex_ts: (r.excluded?.startTimestamp ?? new Date(0)).toISOString(),
    }));
    const result = await sql<TagAuthorizationFacts & { i: number }>`
      select r.i, t.ocpp_tag_pk, t.inactive, t.blocked, t.expiry_date, t.parent_id_tag,
        p.inactive as parent_inactive, p.blocked as parent_blocked, p.expiry_date as parent_expiry_date,
        t.max_active_transaction_count,
        -- Counted only up to the tag's limit, and not at all for a tag without one. Only the
        -- tag's own transactions: another network's stations store it unlinked, as unknown.
        case when t.max_active_transaction_count is null then 0 else (
          select count(*)::int from (select 1 from charging_transaction x
            where x.id_tag = t.id_tag and x.ocpp_tag_pk = t.ocpp_tag_pk and x.stop_timestamp is null
              and not (x.charge_box_pk = r.cb and x.connector_id = r.ex_conn
                and x.start_timestamp = r.ex_ts)
            limit t.max_active_transaction_count) open
        ) end as active_transactions,
        (c.type_of = 'PRIVATE') as private_station,
        exists (select 1 from charge_box_user b where b.charge_box_pk = c.charge_box_pk
          and b.user_pk = t.owner_user_pk and (b.owner or b.bind_status = 'ACCEPTED')) as bound_to_station
      from ${batchRows(input, 'r(i int, id_tag text, cb int, ex_conn int, ex_ts timestamptz)')}
      join ocpp_tag t on t.id_tag = r.id_tag
      join charge_box c on c.charge_box_pk = r.cb
      left join ocpp_tag p on p.id_tag = t.parent_id_tag
      -- The tenant walk only for a card of another tenant than the station's.
      where case when t.tenant_pk = c.tenant_pk then true
        else tenants_share_network(t.tenant_pk, c.tenant_pk) end`.execute(this.db);
    const facts: (TagAuthorizationFacts | undefined)[] = requests.map(() => undefined);
    for (const { i, ...row } of result.rows) {
      facts[i] = {
        ...row,
        expiry_date: row.expiry_date ? new Date(row.expiry_date) : null,
        parent_expiry_date: row.parent_expiry_date ? new Date(row.parent_expiry_date) : null,
      };
    }
    return facts;
  }

  async recordUnknown(idTag: string, station: { chargeBoxPk: number; tenantPk: number }) {
    await this.db
      .insertInto('unknown_ocpp_tag')
      .values({
        id_tag: idTag,
        tenant_pk: station.tenantPk,
        charge_box_pk: station.chargeBoxPk,
        last_attempt_timestamp: new Date(),
      })
      .onConflict((oc) =>
        oc.columns(['id_tag', 'tenant_pk']).doUpdateSet({
          number_of_attempts: sql`unknown_ocpp_tag.number_of_attempts + 1`,
          last_attempt_timestamp: sql`excluded.last_attempt_timestamp`,
          charge_box_pk: sql`excluded.charge_box_pk`,
        }),
      )
      .execute();
  }

  listUnknown(visibleTenantPks: readonly number[], search?: string) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('unknown_ocpp_tag as u')
      .innerJoin('tenant as t', 't.tenant_pk', 'u.tenant_pk')
      .leftJoin('charge_box as c', 'c.charge_box_pk', 'u.charge_box_pk')
      .select([
        'u.id_tag',
        'u.number_of_attempts',
        'u.last_attempt_timestamp',
        'u.tenant_pk',
        't.name as tenant_name',
        'c.charge_box_id',
      ])
      .where('u.tenant_pk', 'in', visibleTenantPks);
    if (search) query = query.where(containsText('u.id_tag', search));
    return query.orderBy('u.last_attempt_timestamp', 'desc').limit(5000).execute();
  }
}
