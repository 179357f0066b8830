import { sql, type Kysely } from 'kysely';

/**
 * The users list sorted by recharges or consumption walks an index of totals per user instead of
 * grouping every tag: user_charge_total holds, for every user, the sums of tag_charge_total over
 * the tags the user owns. Triggers keep it exact: a tag's totals change (a recharge written), a
 * tag changes owner (its totals move), a tag is deleted (its recharges leave its owner), a user
 * is created (a zero row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_charge_total (
      user_pk integer primary key references app_user (user_pk) on delete cascade,
      recharges bigint not null default 0,
      wh bigint not null default 0,
      running integer not null default 0
    )`.execute(db);
  await sql`create index user_charge_total_recharges_idx
    on user_charge_total (recharges, user_pk)`.execute(db);
  await sql`create index user_charge_total_wh_idx on user_charge_total (wh, user_pk)`.execute(db);
  await sql`
    create function user_charge_total_add(owner integer, d_recharges bigint, d_wh bigint,
      d_running integer) returns void
    language plpgsql as $$
    begin
      if owner is null then
        return;
      end if;
      update user_charge_total c set recharges = c.recharges + d_recharges,
        wh = c.wh + d_wh, running = c.running + d_running
      where c.user_pk = owner;
    end $$`.execute(db);
  await createTagTotalsTrigger(db);
  // A tag changes owner or is deleted: its totals move to the new owner or leave the old one.
  // Before the delete, so the recharges unlinked by the deletion afterwards find no owner.
  await sql`
    create function user_charge_total_move_tag() returns trigger language plpgsql as $$
    declare
      t tag_charge_total%rowtype;
    begin
      select * into t from tag_charge_total where ocpp_tag_pk = old.ocpp_tag_pk;
      if found then
        perform user_charge_total_add(old.owner_user_pk, -t.recharges, -t.wh, -t.running);
        if tg_op = 'UPDATE' then
          perform user_charge_total_add(new.owner_user_pk, t.recharges, t.wh, t.running);
        end if;
      end if;
      if tg_op = 'DELETE' then
        return old;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ocpp_tag_owner_totals before update of owner_user_pk on ocpp_tag
    for each row when (old.owner_user_pk is distinct from new.owner_user_pk)
    execute function user_charge_total_move_tag()`.execute(db);
  await sql`
    create trigger ocpp_tag_delete_totals before delete on ocpp_tag
    for each row when (old.owner_user_pk is not null)
    execute function user_charge_total_move_tag()`.execute(db);
  await sql`
    create function user_charge_total_new_user() returns trigger language plpgsql as $$
    begin
      insert into user_charge_total (user_pk) values (new.user_pk) on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger app_user_charge_total after insert on app_user
    for each row execute function user_charge_total_new_user()`.execute(db);
  await sql`
    insert into user_charge_total (user_pk, recharges, wh, running)
    select u.user_pk, coalesce(sum(c.recharges), 0), coalesce(sum(c.wh), 0),
      coalesce(sum(c.running), 0)
    from app_user u
    left join ocpp_tag t on t.owner_user_pk = u.user_pk
    left join tag_charge_total c on c.ocpp_tag_pk = t.ocpp_tag_pk
    group by u.user_pk`.execute(db);
}

/**
 * A tag's totals changed: the difference goes to the tag's owner, row by row. 0947 does this
 * per statement instead, and its down brings this back.
 */
export async function createTagTotalsTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function user_charge_total_of_tag() returns trigger language plpgsql as $$
    declare
      owner integer;
    begin
      select owner_user_pk into owner from ocpp_tag where ocpp_tag_pk = new.ocpp_tag_pk;
      if tg_op = 'INSERT' then
        perform user_charge_total_add(owner, new.recharges, new.wh, new.running);
      else
        perform user_charge_total_add(owner, new.recharges - old.recharges, new.wh - old.wh,
          new.running - old.running);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tag_charge_total_user after insert or update on tag_charge_total
    for each row execute function user_charge_total_of_tag()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists app_user_charge_total on app_user`.execute(db);
  await sql`drop trigger if exists ocpp_tag_delete_totals on ocpp_tag`.execute(db);
  await sql`drop trigger if exists ocpp_tag_owner_totals on ocpp_tag`.execute(db);
  await sql`drop trigger if exists tag_charge_total_user on tag_charge_total`.execute(db);
  await sql`drop function if exists user_charge_total_new_user()`.execute(db);
  await sql`drop function if exists user_charge_total_move_tag()`.execute(db);
  await sql`drop function if exists user_charge_total_of_tag()`.execute(db);
  await sql`drop function if exists user_charge_total_add(integer, bigint, bigint, integer)`.execute(
    db,
  );
  await sql`drop table if exists user_charge_total`.execute(db);
}
