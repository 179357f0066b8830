import { sql, type Kysely } from 'kysely';

const BEFORE = `'Available', 'Connected', 'Disconnected', 'StationBooted', 'TransactionStarted',
  'TransactionEnded', 'Failure', 'Warning'`;

async function allowTypes(db: Kysely<unknown>, types: string): Promise<void> {
  await sql`alter table charge_box_event drop constraint if exists charge_box_event_event_type_check`.execute(
    db,
  );
  await sql`alter table charge_box_event add constraint charge_box_event_event_type_check
    check (event_type in (${sql.raw(types)}))`.execute(db);
}

/**
 * Two station events an operator must see now: StartRejected (a card refused at Authorize or
 * StartTransaction, or a RemoteStartTransaction the station rejected) and TaskFailed (a command
 * that ended rejected, in error or timed out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await allowTypes(db, `${BEFORE}, 'StartRejected', 'TaskFailed'`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from charge_box_event where event_type in ('StartRejected', 'TaskFailed')`.execute(
    db,
  );
  await allowTypes(db, BEFORE);
}
