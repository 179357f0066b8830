import { sql, type Kysely } from 'kysely';

/**
 * The usage charts over a year read hourly totals instead of a million recharges: usage_hour
 * keeps, per tenant, UTC starting hour and length-of-stay bucket (under 1 h, 1-2 h, 2-4 h,
 * over 4 h), the count, seconds, Wh, amount and income of the stopped recharges. A trigger
 * keeps it exact on every insert, update or delete of a recharge (the pricing trigger has already
 * run); running recharges are read from their own rows. The station's tenant at the time the
 * recharge is written owns its hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table usage_hour (
      tenant_pk integer not null references tenant on delete cascade,
      hour_start timestamp not null,
      stay smallint not null,
      recharges integer not null default 0,
      seconds double precision not null default 0,
      wh double precision not null default 0,
      amount bigint not null default 0,
      income bigint not null default 0,
      primary key (tenant_pk, hour_start, stay)
    )`.execute(db);
  await createPerRowUsageTracking(db);
  await sql`
    insert into usage_hour (tenant_pk, hour_start, stay, recharges, seconds, wh, amount, income)
    select s.tenant_pk, s.hour_start, k.stay, count(*), sum(s.secs), sum(s.wh),
      sum(s.amount), sum(s.income)
    from (
      select b.tenant_pk, date_trunc('hour', x.start_timestamp at time zone 'UTC') as hour_start,
        greatest(extract(epoch from (x.stop_timestamp - x.start_timestamp)), 0) as secs,
        greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0) as wh,
        coalesce(x.transaction_amount, 0) as amount, coalesce(x.income, 0) as income
      from charging_transaction x
      join charge_box b on b.charge_box_pk = x.charge_box_pk
      where x.stop_timestamp is not null
    ) s
    cross join lateral (select case when s.secs < 3600 then 0 when s.secs < 7200 then 1
      when s.secs < 14400 then 2 else 3 end as stay) k
    group by s.tenant_pk, s.hour_start, k.stay`.execute(db);
}

/** The per-row functions and triggers (0952 keeps the hours per statement instead). */
export async function createPerRowUsageTracking(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function usage_hour_add(x charging_transaction, sign integer) returns void
    language plpgsql as $$
    declare
      owner integer;
      secs double precision;
    begin
      if x.stop_timestamp is null then
        return;
      end if;
      select tenant_pk into owner from charge_box where charge_box_pk = x.charge_box_pk;
      if owner is null then
        return;
      end if;
      secs := greatest(extract(epoch from (x.stop_timestamp - x.start_timestamp)), 0);
      insert into usage_hour as u (tenant_pk, hour_start, stay, recharges, seconds, wh, amount, income)
      values (owner, date_trunc('hour', x.start_timestamp at time zone 'UTC'),
        case when secs < 3600 then 0 when secs < 7200 then 1 when secs < 14400 then 2 else 3 end,
        sign, sign * secs,
        sign * greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0),
        sign * coalesce(x.transaction_amount, 0), sign * coalesce(x.income, 0))
      on conflict (tenant_pk, hour_start, stay) do update set
        recharges = u.recharges + excluded.recharges,
        seconds = u.seconds + excluded.seconds,
        wh = u.wh + excluded.wh,
        amount = u.amount + excluded.amount,
        income = u.income + excluded.income;
    end $$`.execute(db);
  await sql`
    create function usage_hour_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform usage_hour_add(old, -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform usage_hour_add(new, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger charging_transaction_usage_insert after insert on charging_transaction
    for each row when (new.stop_timestamp is not null) execute function usage_hour_track()`.execute(
    db,
  );
  await sql`
    create trigger charging_transaction_usage_delete after delete on charging_transaction
    for each row when (old.stop_timestamp is not null) execute function usage_hour_track()`.execute(
    db,
  );
  await sql`
    create trigger charging_transaction_usage_update after update on charging_transaction
    for each row when (
      old.stop_timestamp is distinct from new.stop_timestamp
      or old.start_timestamp is distinct from new.start_timestamp
      or old.start_value is distinct from new.start_value
      or old.stop_value is distinct from new.stop_value
      or old.transaction_amount is distinct from new.transaction_amount
      or old.income is distinct from new.income
      or old.charge_box_pk is distinct from new.charge_box_pk)
    execute function usage_hour_track()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`charging_transaction_usage_${name}`)}
      on charging_transaction`.execute(db);
  }
  await sql`drop function if exists usage_hour_track()`.execute(db);
  await sql`drop function if exists usage_hour_add(charging_transaction, integer)`.execute(db);
  await sql`drop table if exists usage_hour`.execute(db);
}
