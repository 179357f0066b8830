import { sql, type Kysely } from 'kysely';
import {
  defineCascadeFunction,
  METER_VALUES_OF_STATION,
} from './2026-11-22-0950-meter-values-without-foreign-keys';

/**
 * The meter samples are half of PostgreSQL's time at saturation, and most of a sample's cost was
 * its three index entries: a serial key, the replay key led by the station (an insert anywhere
 * among the stations' samples) and the transaction's. One unique key led by the transaction and
 * the time now does the work of all three: a replay adds nothing, a transaction's samples are
 * read in time order, and new samples go to the end of the index, where the recent transactions
 * are, which makes a sample's insert cheaper (docs/performance.md).
 *
 * Samples outside any transaction share the key as nulls (`nulls not distinct`). They are the
 * only ones a station's own trigger still removes, by a small index of their own; the others go
 * with the station's transactions.
 */
const STATION_SAMPLES_WITHOUT_TRANSACTION = {
  ...METER_VALUES_OF_STATION,
  only: 'm.transaction_pk is null',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index meter_value_transaction_idx`.execute(db);
  await sql`drop index meter_value_sample_idx`.execute(db);
  await sql`alter table meter_value drop column meter_value_pk`.execute(db);
  await sql`create unique index meter_value_sample_idx on meter_value (transaction_pk,
    value_timestamp, charge_box_pk, connector_id, measurand, phase, location, context)
    nulls not distinct`.execute(db);
  await sql`create index meter_value_without_transaction_idx on meter_value (charge_box_pk)
    where transaction_pk is null`.execute(db);
  await defineCascadeFunction(db, STATION_SAMPLES_WITHOUT_TRANSACTION);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await defineCascadeFunction(db, METER_VALUES_OF_STATION);
  await sql`drop index meter_value_without_transaction_idx`.execute(db);
  await sql`drop index meter_value_sample_idx`.execute(db);
  await sql`alter table meter_value add column meter_value_pk bigserial primary key`.execute(db);
  await sql`create unique index meter_value_sample_idx on meter_value
    (charge_box_pk, connector_id, value_timestamp, measurand, phase, location, context)`.execute(
    db,
  );
  await sql`create index meter_value_transaction_idx on meter_value (transaction_pk, value_timestamp)
    where transaction_pk is not null`.execute(db);
}
