import { sql, type Kysely } from 'kysely';

/**
 * The user's wallet as a ledger: deposits add, recharge and idle-time charges take away, a refund
 * takes back part of a deposit. Balances are sums over it and are never stored on their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_entry (
      wallet_entry_pk serial primary key,
      user_pk integer not null references app_user (user_pk) on delete cascade,
      kind text not null check (kind in ('DEPOSIT', 'RECHARGE', 'IDLE_CHARGE', 'REFUND')),
      amount_cents integer not null,
      payment_type text,
      payment_status text not null default 'approved',
      transaction_pk integer references charging_transaction (transaction_pk) on delete set null,
      refund_of_pk integer references wallet_entry (wallet_entry_pk) on delete cascade,
      created_at timestamptz not null default now(),
      check ((kind = 'DEPOSIT' and amount_cents > 0) or (kind <> 'DEPOSIT' and amount_cents < 0)),
      check ((kind = 'REFUND') = (refund_of_pk is not null))
    )`.execute(db);
  await sql`create index wallet_entry_user_idx on wallet_entry (user_pk, created_at)`.execute(db);
  await sql`create index wallet_entry_refund_idx on wallet_entry (refund_of_pk)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wallet_entry`.execute(db);
}
