import { sql, type Kysely } from 'kysely';

/**
 * Refunds (spec 3 §4 "Refund transitions", §5 "Refund"): one record per refund asked of a
 * recharge (TRANSACTION, by transaction pk) or a wallet deposit (USER, by wallet entry pk).
 *
 * A refund is written `requested` under the lock of what it refunds, before any provider is
 * called, so its amount counts against what is left at once: two refunds racing on one payment
 * never return more than was paid. It then ends `succeeded` or `failed`, once; its amount, key
 * and target never change (a trigger refuses it). The payment's own transitions stay in
 * payment_event.
 *
 * Lets a REFUND ledger entry give money back to the wallet (a refunded wallet-paid recharge,
 * positive) as well as take it out (a refunded deposit, negative). A provider payment's link to
 * what it paid for (`payment.transaction_pk`, `wallet_entry.payment_pk`) is migration 2000's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table refund (
      refund_pk bigserial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      target_type text not null check (target_type in ('TRANSACTION', 'USER')),
      target_pk integer not null,
      payment_type text,
      payment_pk bigint references payment (payment_pk) on delete set null,
      amount_cents integer not null check (amount_cents > 0),
      idempotency_key text not null,
      state text not null check (state in ('requested', 'succeeded', 'failed')),
      actor text,
      error text,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (tenant_pk, idempotency_key)
    )`.execute(db);
  await sql`create index refund_target_idx on refund (target_type, target_pk)`.execute(db);
  await sql`
    create function refund_settles_once() returns trigger language plpgsql as $$
    begin
      if old.state <> 'requested' or new.state = 'requested'
        or new.amount_cents <> old.amount_cents or new.target_pk <> old.target_pk
        or new.target_type <> old.target_type or new.idempotency_key <> old.idempotency_key then
        raise exception 'a refund is settled once and never rewritten';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger refund_settles_once before update on refund
    for each row execute function refund_settles_once()`.execute(db);
  await sql`alter table wallet_entry drop constraint wallet_entry_sign_check`.execute(db);
  await sql`
    alter table wallet_entry add constraint wallet_entry_sign_check check (
      case when kind in ('DEPOSIT', 'CANCEL') then amount_cents > 0
        when kind = 'REFUND' then amount_cents <> 0
        else amount_cents < 0 end)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists refund`.execute(db);
  await sql`drop function if exists refund_settles_once()`.execute(db);
  await sql`delete from wallet_entry where kind = 'REFUND' and amount_cents > 0`.execute(db);
  await sql`alter table wallet_entry drop constraint wallet_entry_sign_check`.execute(db);
  await sql`
    alter table wallet_entry add constraint wallet_entry_sign_check check (
      case when kind in ('DEPOSIT', 'CANCEL') then amount_cents > 0
        else amount_cents < 0 end)`.execute(db);
}
