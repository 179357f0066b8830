import { sql, type Kysely } from 'kysely';

/**
 * Reports and Excel downloads made per tenant and month, counted against the tenant's
 * limit_reports_month. The month is the tenant's local calendar month, kept as 'YYYY-MM'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_usage (
      tenant_pk integer not null references tenant (tenant_pk) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      count integer not null check (count >= 0),
      primary key (tenant_pk, month)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists report_usage`.execute(db);
}
