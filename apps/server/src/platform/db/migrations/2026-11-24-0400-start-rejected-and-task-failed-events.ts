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
  // They toast by default: a user who chose some toasts before these kinds existed gets them
  // too (they come last, in the order of the event types); one who chose none stays quiet.
  await sql`update notification_preference
    set toast_types = toast_types || ',StartRejected,TaskFailed'
    where toast_types is not null and toast_types <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update notification_preference
    set toast_types = array_to_string(array_remove(array_remove(
      string_to_array(toast_types, ','), 'StartRejected'), 'TaskFailed'), ',')
    where toast_types is not null`.execute(db);
  await sql`delete from charge_box_event where event_type in ('StartRejected', 'TaskFailed')`.execute(
    db,
  );
  await allowTypes(db, BEFORE);
}
