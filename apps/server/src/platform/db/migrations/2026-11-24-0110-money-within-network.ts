import { sql, type Kysely } from 'kysely';
import { SETTLE_FUNCTION } from './2026-11-22-0620-transaction-payments';
import {
  CONNECTOR_STATUS_IDLE_FUNCTION,
  LEDGER_FUNCTION,
  SETTLE_IDLE_FUNCTION,
} from './2026-11-22-0800-idle-invoices-wallet';

/**
 * Money moves only inside one network of tenants (a tenant, its ancestors and its descendants).
 * A station once stored the card of a sibling network on its transaction: the driver's wallet
 * was debited at the other network's price and the driver was named on its list and invoice.
 *
 * recharge_payer is the one way to find who pays a recharge: the card's owner, when the card and
 * the owner both belong to the station's network. A recharge whose card was refused at its start
 * (start_id_tag_status other than Accepted) is neither priced nor paid from a wallet, and its idle
 * time is measured but not charged. Transactions already stored with a refused card of another
 * network lose that link: their idTag text stays, as an unknown card's.
 */
const NETWORK_FUNCTION = `
  create function tenants_share_network(a integer, b integer) returns boolean
  language sql stable as $$
    with recursive lineage (origin, tenant_pk, depth) as (
      select t.tenant_pk, t.parent_tenant_pk, 1 from tenant t where t.tenant_pk in (a, b)
      union all
      select l.origin, t.parent_tenant_pk, l.depth + 1 from lineage l
      join tenant t on t.tenant_pk = l.tenant_pk where l.depth < 32
    )
    select coalesce(a = b or exists (select 1 from lineage l
      where (l.origin = a and l.tenant_pk = b) or (l.origin = b and l.tenant_pk = a)), false)
  $$`;

const PAYER_FUNCTION = `
  create function recharge_payer(p_ocpp_tag_pk integer, p_charge_box_pk integer) returns integer
  language sql stable as $$
    select u.user_pk from ocpp_tag g
    join app_user u on u.user_pk = g.owner_user_pk
    join charge_box b on b.charge_box_pk = p_charge_box_pk
    where g.ocpp_tag_pk = p_ocpp_tag_pk
      and tenants_share_network(g.tenant_pk, b.tenant_pk)
      and tenants_share_network(u.tenant_pk, b.tenant_pk)
  $$`;

const REFUSED = `new.start_id_tag_status <> 'Accepted'`;
const PAYER = `owner_pk := recharge_payer(new.ocpp_tag_pk, new.charge_box_pk);`;
const OWNER_OF_TAG = `select g.owner_user_pk into owner_pk from ocpp_tag g where g.ocpp_tag_pk = new.ocpp_tag_pk;`;

/** A function's text with each `[from, to]` replaced; every `from` must be found. */
export function rewrite(text: string, changes: readonly [string, string][]): string {
  return changes.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`money function without "${from}"`);
    return result.replace(from, to);
  }, text);
}

/** The pricing trigger's function as this migration leaves it; a later migration rewrites it. */
export const SETTLE = rewrite(SETTLE_FUNCTION, [
  [
    `if new.stop_value is null or old.stop_value is not null then`,
    `if new.stop_value is null or old.stop_value is not null or ${REFUSED} then`,
  ],
]);

/** The idle trigger's function as this migration leaves it; a later migration rewrites it. */
export const SETTLE_IDLE = rewrite(SETTLE_IDLE_FUNCTION, [
  [
    `if b.has_payment and coalesce(b.idle_time_price, 0) > 0`,
    `if ${REFUSED} then
        return new;
      end if;
      if b.has_payment and coalesce(b.idle_time_price, 0) > 0`,
  ],
  [OWNER_OF_TAG, PAYER],
]);

export const LEDGER = rewrite(LEDGER_FUNCTION, [
  [
    `if new.payment_type is distinct from 'WALLET' then`,
    `if new.payment_type is distinct from 'WALLET' or ${REFUSED} then`,
  ],
  [OWNER_OF_TAG, PAYER],
]);

/** The unplug's idle re-measure as this migration leaves it; a later migration rewrites it. */
export const CONNECTOR_STATUS_IDLE = rewrite(CONNECTOR_STATUS_IDLE_FUNCTION, [
  [
    `where b.charge_box_pk = x.charge_box_pk;`,
    `where b.charge_box_pk = x.charge_box_pk;
      v_paying := v_paying and coalesce(x.start_id_tag_status, 'Accepted') = 'Accepted';`,
  ],
]);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(NETWORK_FUNCTION).execute(db);
  await sql.raw(PAYER_FUNCTION).execute(db);
  for (const definition of [SETTLE, SETTLE_IDLE, LEDGER, CONNECTOR_STATUS_IDLE]) {
    await sql.raw(definition).execute(db);
  }
  await sql`
    update charging_transaction x set ocpp_tag_pk = null
    from ocpp_tag g, charge_box b
    where g.ocpp_tag_pk = x.ocpp_tag_pk and b.charge_box_pk = x.charge_box_pk
      and x.start_id_tag_status <> 'Accepted'
      and not tenants_share_network(g.tenant_pk, b.tenant_pk)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(CONNECTOR_STATUS_IDLE_FUNCTION).execute(db);
  await sql.raw(LEDGER_FUNCTION).execute(db);
  await sql.raw(SETTLE_IDLE_FUNCTION).execute(db);
  await sql.raw(SETTLE_FUNCTION).execute(db);
  await sql`drop function if exists recharge_payer(integer, integer)`.execute(db);
  await sql`drop function if exists tenants_share_network(integer, integer)`.execute(db);
}
