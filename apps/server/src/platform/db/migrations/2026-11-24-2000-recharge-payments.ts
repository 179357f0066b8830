import { sql, type Kysely } from 'kysely';
import { rewrite } from './2026-11-24-0110-money-within-network';
import { SETTLE_IDLE_WITH_PROFILES } from './2026-11-24-1900-profile-prices-idle';

/**
 * How the payer of a recharge pays it (docs/payments.md): the payment option an operator chose
 * at a remote start with 'generate payment' (the latest one for the station, tag and connector
 * in the 15 minutes before the start reached us), else the user's default payment method, else
 * the wallet.
 */
const METHOD_FUNCTION = `
  create or replace function recharge_payment_method(p_user_pk integer, p_charge_box_pk integer,
    p_connector_id integer, p_id_tag text, p_started timestamptz) returns text
  language sql stable as $$
    select coalesce(
      (select r.method from remote_start_payment r
        where r.charge_box_pk = p_charge_box_pk and r.id_tag = p_id_tag
          and (r.connector_id is null or r.connector_id = p_connector_id)
          and r.created_at <= p_started and r.created_at > p_started - interval '15 minutes'
        order by r.created_at desc limit 1),
      (select u.payment_method from app_user u where u.user_pk = p_user_pk),
      'WALLET')
  $$`;

/** The wallet pays at the stop only when the recharge's method is the wallet. */
export const SETTLE_IDLE_BY_METHOD = rewrite(SETTLE_IDLE_WITH_PROFILES, [
  [
    `if owner_pk is not null then`,
    `if owner_pk is not null and recharge_payment_method(owner_pk, new.charge_box_pk,
          new.connector_id, new.id_tag, new.start_received_at) = 'WALLET' then`,
  ],
  [
    `new.paid_at := coalesce(new.stop_timestamp, now());`,
    `new.paid_at := coalesce(new.stop_timestamp, now());
            new.paid_error := 'NoError';`,
  ],
]);

/**
 * Paying a recharge at the stop through the payment provider (spec 2 §4 "Transaction payment").
 * - charging_transaction.paid_error: 'NoError' once paid, else why the last attempt failed;
 *   payment_pk: the payment whose state the transaction follows.
 * - app_user.payment_method (WALLET, CARD, PIX, MANUAL) and card_token (the provider's card
 *   token saved for charges without the driver present).
 * - tenant.payment_types: the payment types the tenant offers; null offers every type of the
 *   configured provider (when the tenant has the payment feature).
 * - payment.transaction_pk (a recharge) or wallet_user_pk (a wallet top-up), and its type.
 * - wallet_entry.payment_pk: the approved top-up a deposit came from, credited once.
 * - remote_start_payment: the option an operator chose for a remote start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table charging_transaction
      add column paid_error text,
      add column payment_pk bigint`.execute(db);
  await sql`update charging_transaction set paid_error = 'NoError' where paid_at is not null`.execute(
    db,
  );
  await sql`
    alter table app_user
      add column payment_method text
        check (payment_method in ('WALLET', 'CARD', 'PIX', 'MANUAL')),
      add column card_token text`.execute(db);
  await sql`alter table tenant add column payment_types text[]`.execute(db);
  await sql`
    alter table payment
      add column transaction_pk integer,
      add column wallet_user_pk integer references app_user (user_pk) on delete set null,
      add column payment_type text`.execute(db);
  await sql`create index payment_transaction_idx on payment (transaction_pk)
    where transaction_pk is not null`.execute(db);
  await sql`alter table wallet_entry add column payment_pk bigint`.execute(db);
  await sql`create unique index wallet_entry_payment_uq on wallet_entry (payment_pk)
    where payment_pk is not null`.execute(db);
  await sql`
    create table remote_start_payment (
      remote_start_payment_pk bigserial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      charge_box_pk integer not null,
      connector_id integer,
      id_tag text not null,
      method text not null check (method in ('WALLET', 'CARD', 'PIX', 'MANUAL')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index remote_start_payment_lookup
    on remote_start_payment (charge_box_pk, id_tag, created_at)`.execute(db);
  await sql.raw(METHOD_FUNCTION).execute(db);
  await sql.raw(SETTLE_IDLE_BY_METHOD).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SETTLE_IDLE_WITH_PROFILES).execute(db);
  await sql`drop function if exists recharge_payment_method(integer, integer, integer, text, timestamptz)`.execute(
    db,
  );
  await sql`drop table if exists remote_start_payment`.execute(db);
  await sql`drop index if exists wallet_entry_payment_uq`.execute(db);
  await sql`alter table wallet_entry drop column if exists payment_pk`.execute(db);
  await sql`
    alter table payment
      drop column if exists transaction_pk,
      drop column if exists wallet_user_pk,
      drop column if exists payment_type`.execute(db);
  await sql`alter table tenant drop column if exists payment_types`.execute(db);
  await sql`alter table app_user drop column if exists payment_method, drop column if exists card_token`.execute(
    db,
  );
  await sql`
    alter table charging_transaction
      drop column if exists paid_error,
      drop column if exists payment_pk`.execute(db);
}
