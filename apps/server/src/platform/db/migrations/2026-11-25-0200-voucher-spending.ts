import { sql, type Kysely } from 'kysely';
import { LEDGER, rewrite } from './2026-11-24-0110-money-within-network';
import { SETTLE_IDLE_BY_METHOD } from './2026-11-24-2000-recharge-payments';

/**
 * Spending a voucher at the stop (docs/vouchers.md "Spending at the stop"), in the stop's own
 * statement: after the price (the stop statement's profile amount, or the settle trigger's fixed
 * prices) and before the payment (the wallet pays in the same trigger, right after; a card or
 * Pix is charged by the payments hook after the batch, for what is left).
 *
 * `voucher_spend_at_stop(recharge, payer)` picks the payer's usable voucher (ACTIVE now as
 * `voucherStatus` says: switched on, started, not expired, not USED; on this charger, or on
 * every charger of the station's tenant when it names none; the payer's voucher user NOT_USED;
 * a percent voucher within `uses_per_user`, a money or kWh voucher with a balance), locks it
 * (`for update`: two stops on one voucher take turns, and the second reads the balance the
 * first left), takes its part and writes the history entry:
 * - PERCENT_RECHARGE: its percent of the amount (one use; the user is USED at `uses_per_user`);
 * - MONEY_RECHARGE: up to its balance, in cents;
 * - KWH_RECHARGE: the energy part of the price (`energy_price_cents`: the profile's energy line
 *   items, written by the stop statement; else the station's price per kWh times the energy)
 *   for up to its remaining Wh, in proportion.
 * The recharge keeps `voucher_pk` and `voucher_amount` (cents the voucher paid); one the voucher
 * covers whole is paid: payment type VOUCHER, approved, paid now. The wallet then pays, and
 * debits, only `transaction_amount - voucher_amount`.
 */
const SPEND_FUNCTION = `
  create or replace function voucher_spend_at_stop(x charging_transaction, p_payer integer)
  returns charging_transaction language plpgsql as $$
  declare
    v voucher%rowtype;
    b charge_box%rowtype;
    voucher_key integer;
    user_uses integer;
    amount integer := coalesce(x.transaction_amount, 0);
    wh bigint := greatest(coalesce(x.stop_value, 0) - coalesce(x.start_value, 0), 0);
    energy_part double precision;
    used bigint;
    covered integer;
    now_used boolean;
  begin
    if p_payer is null or amount <= 0 or x.voucher_pk is not null
      or x.payment_status is distinct from 'pending'
      or not exists (select 1 from voucher_user u where u.user_pk = p_payer
        and u.status = 'NOT_USED') then
      return x;
    end if;
    select * into b from charge_box where charge_box_pk = x.charge_box_pk;
    select v2.voucher_pk, u.uses into voucher_key, user_uses
    from voucher_user u join voucher v2 on v2.voucher_pk = u.voucher_pk
    where u.user_pk = p_payer and u.status = 'NOT_USED' and v2.active
      and v2.start_at <= now() and v2.expire_at > now() and v2.used_total < v2.units
      and (x.charge_box_pk = any(v2.charge_box_pks)
        or (cardinality(v2.charge_box_pks) = 0 and v2.tenant_pk = b.tenant_pk))
      and case when v2.kind = 'PERCENT_RECHARGE' then u.uses < v2.uses_per_user
        else v2.value_used < v2.value_total end
    order by v2.expire_at, v2.voucher_pk
    limit 1
    for update of v2;
    if not found then
      return x;
    end if;
    select * into v from voucher where voucher_pk = voucher_key;
    if v.kind = 'PERCENT_RECHARGE' then
      covered := least(amount, round(amount * v.kind_value / 100.0));
      used := covered;
    elsif v.kind = 'MONEY_RECHARGE' then
      covered := least(amount, v.value_total - v.value_used);
      used := covered;
    else
      used := least(wh, v.value_total - v.value_used);
      energy_part := coalesce(x.energy_price_cents, case when b.payment_charge_type_cost = 'DURATION'
        then 0 else coalesce(b.money_per_kilowatt_cost, 0) * wh / 1000.0 end);
      covered := case when wh = 0 then 0 else least(amount, round(energy_part * used / wh)) end;
    end if;
    if covered <= 0 then
      return x;
    end if;
    now_used := v.kind = 'PERCENT_RECHARGE' and user_uses + 1 >= v.uses_per_user;
    update voucher set value_used = value_used + used, uses = uses + 1,
      used_total = used_total + case when now_used then 1 else 0 end
    where voucher_pk = v.voucher_pk;
    update voucher_user set uses = uses + 1,
      status = case when now_used then 'USED' else status end
    where voucher_pk = v.voucher_pk and user_pk = p_payer;
    insert into voucher_history (voucher_pk, tenant_pk, transaction_pk, user_pk, entry_kind,
      amount_used, balance_after)
    values (v.voucher_pk, v.tenant_pk, x.transaction_pk, p_payer, 'USE', used,
      case when v.kind = 'PERCENT_RECHARGE' then null else v.value_total - v.value_used - used end);
    x.voucher_pk := v.voucher_pk;
    x.voucher_amount := covered;
    if covered >= amount then
      x.payment_type := 'VOUCHER';
      x.payment_status := 'approved';
      x.paid_at := coalesce(x.stop_timestamp, now());
      x.paid_error := 'NoError';
    end if;
    return x;
  end $$`;

/** The idle trigger spends the voucher before the wallet pays what it leaves. */
const SETTLE_IDLE_WITH_VOUCHERS = rewrite(SETTLE_IDLE_BY_METHOD, [
  [
    `owner_pk := recharge_payer(new.ocpp_tag_pk, new.charge_box_pk);
        if owner_pk is not null and recharge_payment_method(`,
    `owner_pk := recharge_payer(new.ocpp_tag_pk, new.charge_box_pk);
        new := voucher_spend_at_stop(new, owner_pk);
        if owner_pk is not null and new.payment_status = 'pending' and recharge_payment_method(`,
  ],
  [
    `if balance >= new.transaction_amount then`,
    `if balance >= new.transaction_amount - coalesce(new.voucher_amount, 0) then`,
  ],
]);

/** The wallet's debit is what the voucher left. */
const LEDGER_WITH_VOUCHERS = rewrite(LEDGER, [
  [
    `if coalesce(new.transaction_amount, 0) > 0 then`,
    `if coalesce(new.transaction_amount, 0) - coalesce(new.voucher_amount, 0) > 0 then`,
  ],
  [
    `values (owner_pk, 'RECHARGE', -new.transaction_amount, 'WALLET'`,
    `values (owner_pk, 'RECHARGE', -(new.transaction_amount - coalesce(new.voucher_amount, 0)),
          'WALLET'`,
  ],
]);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table charging_transaction
      add column voucher_pk integer,
      add column voucher_amount integer check (voucher_amount >= 0),
      add column energy_price_cents integer`.execute(db);
  await sql.raw(SPEND_FUNCTION).execute(db);
  await sql.raw(SETTLE_IDLE_WITH_VOUCHERS).execute(db);
  await sql.raw(LEDGER_WITH_VOUCHERS).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(LEDGER).execute(db);
  await sql.raw(SETTLE_IDLE_BY_METHOD).execute(db);
  await sql`drop function if exists voucher_spend_at_stop(charging_transaction, integer)`.execute(
    db,
  );
  await sql`
    alter table charging_transaction
      drop column if exists voucher_pk,
      drop column if exists voucher_amount,
      drop column if exists energy_price_cents`.execute(db);
}
