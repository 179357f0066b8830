import { sql, type Kysely } from 'kysely';

/**
 * Usage charts: the kilometres of range one kWh gives the tenant's typical electric car, for
 * "autonomy gained". 6.5 km/kWh is an average car (about 15.4 kWh per 100 km).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenant add column autonomy_km_per_kwh double precision not null default 6.5
    check (autonomy_km_per_kwh > 0 and autonomy_km_per_kwh <= 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenant drop column if exists autonomy_km_per_kwh`.execute(db);
}
