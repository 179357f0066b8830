import { sql, type Kysely } from 'kysely';

/**
 * Payments through a provider (spec 3 §4 "Payment status"): the payment (with the provider's
 * single-use card token until the provider answered, so a retry can send the same request), its
 * append-only
 * events, and the embedded sandbox provider's own charges and refunds (kept in the database so
 * they survive restarts and every node sees them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment (
      payment_pk bigserial primary key,
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      provider text not null,
      method text not null check (method in ('card', 'pix')),
      amount_cents integer not null check (amount_cents > 0),
      refunded_cents integer not null default 0 check (refunded_cents >= 0),
      status text not null,
      idempotency_key text not null unique,
      provider_ref text,
      card_token text,
      pix_copy_paste text,
      pix_qr_image text,
      expires_at timestamptz,
      reconcile_attempts integer not null default 0,
      next_reconcile_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_ref),
      check (refunded_cents <= amount_cents)
    )`.execute(db);
  await sql`create index payment_due_for_reconcile on payment (next_reconcile_at)
    where next_reconcile_at is not null`.execute(db);
  await sql`
    create table payment_event (
      payment_event_pk bigserial primary key,
      payment_pk bigint not null references payment (payment_pk) on delete cascade,
      event_key text not null,
      source text not null,
      actor text,
      from_status text,
      to_status text not null,
      refunded_cents integer not null,
      provider_ref text,
      created_at timestamptz not null default now(),
      unique (payment_pk, event_key)
    )`.execute(db);
  // Append-only: a transition, once recorded, is never rewritten (deleting the payment drops them).
  await sql`
    create function payment_event_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'payment_event is append-only';
    end $$`.execute(db);
  await sql`
    create trigger payment_event_append_only before update on payment_event
    for each row execute function payment_event_append_only()`.execute(db);
  await sql`
    create table sandbox_payment (
      sandbox_payment_id text primary key,
      idempotency_key text not null unique,
      method text not null,
      amount_cents integer not null,
      refunded_cents integer not null default 0,
      status text not null,
      outcome text,
      capture boolean not null default true,
      authorized boolean not null default false,
      settles_at timestamptz,
      expires_at timestamptz,
      pix_copy_paste text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sandbox_refund (
      idempotency_key text primary key,
      sandbox_payment_id text not null references sandbox_payment (sandbox_payment_id),
      amount_cents integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_refund, sandbox_payment, payment_event, payment cascade`.execute(
    db,
  );
  await sql`drop function if exists payment_event_append_only()`.execute(db);
}
