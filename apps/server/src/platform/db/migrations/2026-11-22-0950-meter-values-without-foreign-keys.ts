import { sql, type Kysely } from 'kysely';

/**
 * meter_value is the busiest table (every sample of every station is a row) and each row's two
 * foreign keys cost a lookup and a share lock on the station's and the transaction's row: more
 * than half the time of a batch insert. The insert names only the station of the connection and
 * a transaction it has just found, so the keys are dropped; what they did on delete, removing a
 * station's or a transaction's samples, is done by one trigger per statement instead.
 */
const CASCADES = [
  { parent: 'charge_box', key: 'charge_box_pk' },
  { parent: 'charging_transaction', key: 'transaction_pk' },
] as const;

const functionOf = (parent: string) => sql.raw(`meter_value_delete_with_${parent}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { parent, key } of CASCADES) {
    await sql`alter table meter_value drop constraint if exists ${sql.raw(`meter_value_${key}_fkey`)}`.execute(
      db,
    );
    await sql`
      create or replace function ${functionOf(parent)}() returns trigger language plpgsql as $$
      begin
        delete from meter_value m using removed_rows r where m.${sql.raw(key)} = r.${sql.raw(key)};
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${functionOf(parent)} after delete on ${sql.table(parent)}
      referencing old table as removed_rows for each statement
      execute function ${functionOf(parent)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { parent, key } of CASCADES) {
    await sql`drop trigger if exists ${functionOf(parent)} on ${sql.table(parent)}`.execute(db);
    await sql`drop function if exists ${functionOf(parent)}()`.execute(db);
    await sql`
      alter table meter_value add constraint ${sql.raw(`meter_value_${key}_fkey`)}
      foreign key (${sql.raw(key)}) references ${sql.table(parent)} (${sql.raw(key)})
      on delete cascade`.execute(db);
  }
}
