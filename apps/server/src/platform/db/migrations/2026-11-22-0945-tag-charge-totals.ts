import { sql, type Kysely } from 'kysely';

/**
 * The users list sorted by recharges or consumption reads totals per tag instead of grouping a
 * million recharges: tag_charge_total keeps, per tag, the count of recharges, the Wh of the
 * stopped ones and how many are still running. A trigger keeps it exact on every insert, update
 * or delete of a recharge. No foreign key: a deleted tag leaves a row nobody joins to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tag_charge_total (
      ocpp_tag_pk integer primary key,
      recharges integer not null default 0,
      wh bigint not null default 0,
      running integer not null default 0
    )`.execute(db);
  await createPerRowTriggers(db);
  await sql`
    insert into tag_charge_total (ocpp_tag_pk, recharges, wh, running)
    select ocpp_tag_pk, count(*), coalesce(sum(greatest(stop_value - start_value, 0)), 0),
      count(*) filter (where stop_timestamp is null)
    from charging_transaction
    where ocpp_tag_pk is not null
    group by ocpp_tag_pk`.execute(db);
}

/**
 * The function and per-row triggers that keep tag_charge_total; 0947 replaces them with
 * triggers per statement, and its down brings these back.
 */
export async function createPerRowTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function tag_charge_total_add(x charging_transaction, sign integer) returns void
    language plpgsql as $$
    begin
      if x.ocpp_tag_pk is null then
        return;
      end if;
      insert into tag_charge_total as c (ocpp_tag_pk, recharges, wh, running)
      values (x.ocpp_tag_pk, sign,
        sign * coalesce(greatest(x.stop_value - x.start_value, 0), 0),
        sign * (x.stop_timestamp is null)::integer)
      on conflict (ocpp_tag_pk) do update set
        recharges = c.recharges + excluded.recharges,
        wh = c.wh + excluded.wh,
        running = c.running + excluded.running;
    end $$`.execute(db);
  await sql`
    create function tag_charge_total_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform tag_charge_total_add(old, -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform tag_charge_total_add(new, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger charging_transaction_tag_total_insert after insert on charging_transaction
    for each row when (new.ocpp_tag_pk is not null)
    execute function tag_charge_total_track()`.execute(db);
  await sql`
    create trigger charging_transaction_tag_total_delete after delete on charging_transaction
    for each row when (old.ocpp_tag_pk is not null)
    execute function tag_charge_total_track()`.execute(db);
  await sql`
    create trigger charging_transaction_tag_total_update after update on charging_transaction
    for each row when (
      old.ocpp_tag_pk is distinct from new.ocpp_tag_pk
      or old.stop_timestamp is distinct from new.stop_timestamp
      or old.start_value is distinct from new.start_value
      or old.stop_value is distinct from new.stop_value)
    execute function tag_charge_total_track()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`charging_transaction_tag_total_${name}`)}
      on charging_transaction`.execute(db);
  }
  await sql`drop function if exists tag_charge_total_track()`.execute(db);
  await sql`drop function if exists tag_charge_total_add(charging_transaction, integer)`.execute(
    db,
  );
  await sql`drop table if exists tag_charge_total`.execute(db);
}
