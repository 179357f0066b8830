import { sql, type Kysely } from 'kysely';

/**
 * Home dashboard: per-tenant sustainability factors and the indexes its figures read.
 *
 * - co2_saved_kg_per_kwh: CO2 a kWh delivered to an electric car saves against a combustion car:
 *   6.5 km per kWh at 0.12 kg per km, 0.78 kg by default (the usage charts' figures).
 * - kwh_per_tree: energy whose saved CO2 equals what one tree absorbs in a year
 *   (about 22 kg, so 28 kWh at the default factor).
 * - tree_goal: the trees the tenant aims to "cultivate"; the sustainability pie shows progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tenant
      add column co2_saved_kg_per_kwh double precision not null default 0.78
        check (co2_saved_kg_per_kwh >= 0),
      add column kwh_per_tree double precision not null default 28 check (kwh_per_tree > 0),
      add column tree_goal integer not null default 100 check (tree_goal > 0)`.execute(db);
  // Range sums read only this index (start time plus the summed columns), whatever the range.
  await sql`create index charging_transaction_start_time_idx on charging_transaction
    (start_timestamp) include (charge_box_pk, start_value, stop_value, ocpp_tag_pk,
    transaction_amount, income)`.execute(db);
  await sql`create index app_user_tenant_created_idx on app_user (tenant_pk, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists app_user_tenant_created_idx`.execute(db);
  await sql`drop index if exists charging_transaction_start_time_idx`.execute(db);
  for (const column of ['co2_saved_kg_per_kwh', 'kwh_per_tree', 'tree_goal']) {
    await sql`alter table tenant drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
