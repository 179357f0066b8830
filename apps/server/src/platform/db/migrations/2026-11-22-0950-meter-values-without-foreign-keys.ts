import { sql, type Kysely } from 'kysely';

/**
 * meter_value is the busiest table (every sample of every station is a row) and each row's two
 * foreign keys cost a lookup and a share lock on the station's and the transaction's row: more
 * than half the time of a batch insert. The insert names only the station of the connection and
 * a transaction it has just found, so the keys are dropped; what they did on delete, removing a
 * station's or a transaction's samples, is done by one trigger per statement instead.
 */
export interface Cascade {
  /** The table whose rows pointed at the parent. */
  table: string;
  parent: string;
  key: string;
  /** A condition on the rows (alias `m`) when only some of them are the parent's to remove. */
  only?: string;
}

export const METER_VALUES_OF_STATION: Cascade = {
  table: 'meter_value',
  parent: 'charge_box',
  key: 'charge_box_pk',
};

const CASCADES: Cascade[] = [
  METER_VALUES_OF_STATION,
  { table: 'meter_value', parent: 'charging_transaction', key: 'transaction_pk' },
];

const functionOf = ({ table, parent }: Cascade) => sql.raw(`${table}_delete_with_${parent}`);

/** (Re)defines the function that deletes the rows of the parent rows a statement removed. */
export async function defineCascadeFunction(db: Kysely<unknown>, cascade: Cascade): Promise<void> {
  const { table, key, only } = cascade;
  await sql`
      create or replace function ${functionOf(cascade)}() returns trigger language plpgsql as $$
      begin
        delete from ${sql.table(table)} m using removed_rows r
        where m.${sql.raw(key)} = r.${sql.raw(key)}${sql.raw(only ? ` and ${only}` : '')};
        return null;
      end $$`.execute(db);
}

/** Drops each foreign key and deletes the rows of a deleted parent per statement instead. */
export async function replaceForeignKeys(db: Kysely<unknown>, cascades: Cascade[]): Promise<void> {
  for (const cascade of cascades) {
    const { table, parent, key } = cascade;
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.raw(`${table}_${key}_fkey`)}`.execute(
      db,
    );
    await defineCascadeFunction(db, cascade);
    await sql`
      create trigger ${functionOf(cascade)} after delete on ${sql.table(parent)}
      referencing old table as removed_rows for each statement
      execute function ${functionOf(cascade)}()`.execute(db);
  }
}

/** Brings the foreign keys back (down of replaceForeignKeys). */
export async function restoreForeignKeys(db: Kysely<unknown>, cascades: Cascade[]): Promise<void> {
  for (const cascade of cascades) {
    const { table, parent, key } = cascade;
    await sql`drop trigger if exists ${functionOf(cascade)} on ${sql.table(parent)}`.execute(db);
    await sql`drop function if exists ${functionOf(cascade)}()`.execute(db);
    await sql`
      alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_${key}_fkey`)}
      foreign key (${sql.raw(key)}) references ${sql.table(parent)} (${sql.raw(key)})
      on delete cascade`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceForeignKeys(db, CASCADES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await restoreForeignKeys(db, CASCADES);
}
