import { sql, type Kysely } from 'kysely';

/**
 * Vouchers (spec 3 §3 "Voucher", "Voucher history entry") and user groups (spec 2 §7).
 *
 * Units of a voucher's value, by kind:
 * - MONEY_RECHARGE: `kind_value` and `value_used` in integer cents;
 * - KWH_RECHARGE: `kind_value` in whole kWh (as the API takes it), `value_used` in integer Wh;
 * - PERCENT_RECHARGE: `kind_value` in whole percent, `value_used` the cents it took off, for
 *   information only (a percent voucher runs out by uses, never by value).
 * `value_total` is `kind_value` in the unit of `value_used`; for money and kWh the check
 * `value_used <= value_total` is the last guard against a balance below zero.
 *
 * The counters on `voucher` (`value_used`, `uses`, `used_total`) are written in the same
 * statement as the history row that explains them, so the list and the status read them
 * without summing the history. `used_total` counts the voucher users whose status is USED.
 *
 * `voucher_history` is append-only: one USE row per recharge (unique per voucher and
 * transaction, so a replayed stop writes nothing), and a REFUND row (negative `amount_used`)
 * when a refund gives value back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_group (
      user_group_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index user_group_tenant_idx on user_group (tenant_pk, name)`.execute(db);
  await sql`
    create table voucher (
      voucher_pk serial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      code text not null check (code = upper(code) and length(code) between 1 and 30),
      title text not null,
      description text not null,
      kind text not null check (kind in ('PERCENT_RECHARGE', 'MONEY_RECHARGE', 'KWH_RECHARGE')),
      kind_value integer not null check (kind_value > 0),
      value_total bigint generated always as (
        case kind when 'KWH_RECHARGE' then kind_value::bigint * 1000 else kind_value end
      ) stored,
      value_used bigint not null default 0 check (value_used >= 0),
      units integer not null check (units between 1 and 1000),
      uses integer not null default 0 check (uses >= 0),
      used_total integer not null default 0 check (used_total >= 0),
      uses_per_user integer not null default 1 check (uses_per_user >= 1),
      expire_type text not null default 'EXPIRATION_DATE'
        check (expire_type in ('EXPIRATION_DATE', 'USES_PER_USER')),
      start_at timestamptz not null,
      expire_at timestamptz not null,
      active boolean not null default true,
      charge_box_pks integer[] not null default '{}',
      created_user_pk integer references app_user (user_pk) on delete set null,
      created_user_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (kind = 'PERCENT_RECHARGE' or value_used <= value_total)
    )`.execute(db);
  await sql`create index voucher_tenant_idx on voucher (tenant_pk, voucher_pk desc)`.execute(db);
  await sql`create index voucher_tenant_code_idx on voucher (tenant_pk, code)`.execute(db);
  await sql`
    create table voucher_user (
      voucher_pk integer not null references voucher (voucher_pk) on delete cascade,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      tenant_pk integer not null,
      source text not null check (source in ('ACTIVATION', 'GUEST')),
      status text not null default 'NOT_USED' check (status in ('NOT_USED', 'SUSPEND', 'USED')),
      uses integer not null default 0 check (uses >= 0),
      created_at timestamptz not null default now(),
      primary key (voucher_pk, user_pk)
    )`.execute(db);
  await sql`create index voucher_user_user_idx on voucher_user (user_pk)`.execute(db);
  await sql`
    create table voucher_history (
      voucher_history_pk bigserial primary key,
      voucher_pk integer not null references voucher (voucher_pk) on delete cascade,
      tenant_pk integer not null,
      transaction_pk integer not null,
      user_pk integer,
      entry_kind text not null default 'USE' check (entry_kind in ('USE', 'REFUND')),
      amount_used bigint not null,
      balance_after bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create unique index voucher_history_use_idx on voucher_history (voucher_pk, transaction_pk)
    where entry_kind = 'USE'`.execute(db);
  await sql`
    create index voucher_history_voucher_idx
    on voucher_history (voucher_pk, created_at desc, voucher_history_pk desc)`.execute(db);
  await sql`
    create index voucher_history_voucher_user_idx
    on voucher_history (voucher_pk, user_pk, created_at desc)`.execute(db);
  await sql`
    create function voucher_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'voucher_history is append-only';
    end $$`.execute(db);
  await sql`
    create trigger voucher_history_append_only before update on voucher_history
    for each row execute function voucher_history_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists voucher_history`.execute(db);
  await sql`drop function if exists voucher_history_append_only()`.execute(db);
  await sql`drop table if exists voucher_user`.execute(db);
  await sql`drop table if exists voucher`.execute(db);
  await sql`drop table if exists user_group`.execute(db);
}
