import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';

describeDatabases('OCPP tables', (database) => {
  const newTenant = (alias: string) =>
    database.handle.db
      .insertInto('tenant')
      .values({ name: 'T', alias, api_key: `k-${alias}` })
      .returning('tenant_pk')
      .executeTakeFirstOrThrow();

  it('keeps one row per replayed start and per meter sample', async () => {
    const db = database.handle.db;
    const tenant = await newTenant('ocpp-tables');
    const box = await db
      .insertInto('charge_box')
      .values({
        charge_box_id: 'CB-1',
        tenant_pk: tenant.tenant_pk,
        ocpp_tolerances: ['extra-fields'],
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(box.ocpp_tolerances).toEqual(['extra-fields']);
    expect(box.ocpp_security_profile).toBe(1);
    const connector = await db
      .insertInto('connector')
      .values({ charge_box_pk: box.charge_box_pk, connector_id: 1 })
      .returning('connector_pk')
      .executeTakeFirstOrThrow();
    const start = {
      charge_box_pk: box.charge_box_pk,
      connector_pk: connector.connector_pk,
      connector_id: 1,
      id_tag: 'TAG',
      start_id_tag_status: 'Accepted',
      start_timestamp: '2026-01-01T10:00:00Z',
      start_value: 100,
    };
    await db.insertInto('charging_transaction').values(start).execute();
    const again = await db
      .insertInto('charging_transaction')
      .values(start)
      .onConflict((oc) => oc.doNothing())
      .returning('transaction_pk')
      .execute();
    expect(again).toHaveLength(0);
    const sample = {
      charge_box_pk: box.charge_box_pk,
      connector_id: 1,
      value_timestamp: '2026-01-01T10:01:00Z',
      measurand: 'Energy.Active.Import.Register',
      value: '150',
      value_number: 150,
    };
    await db
      .insertInto('meter_value')
      .values([sample, sample])
      .onConflict((oc) => oc.doNothing())
      .execute();
    const count = await sql<{ n: number }>`select count(*)::int as n from meter_value`.execute(db);
    expect(count.rows[0]?.n).toBe(1);
  });

  it("removes a transaction's meter samples with it, and a station's samples, events and status history with the station", async () => {
    const db = database.handle.db;
    const tenant = await newTenant('ocpp-cascade');
    const boxes = await db
      .insertInto('charge_box')
      .values(
        ['CASCADE-1', 'CASCADE-2'].map((id) => ({
          charge_box_id: id,
          tenant_pk: tenant.tenant_pk,
        })),
      )
      .returning('charge_box_pk')
      .execute();
    const transactions = [];
    for (const { charge_box_pk } of boxes) {
      const connector = await db
        .insertInto('connector')
        .values({ charge_box_pk, connector_id: 1 })
        .returning('connector_pk')
        .executeTakeFirstOrThrow();
      // A second connector, deleted on its own below.
      const spare = await db
        .insertInto('connector')
        .values({ charge_box_pk, connector_id: 2 })
        .returning('connector_pk')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('connector_status')
        .values(
          [connector, spare].map(({ connector_pk }) => ({
            connector_pk,
            status: 'Available',
            error_code: 'NoError',
            status_timestamp: '2026-01-01T09:00:00Z',
          })),
        )
        .execute();
      await db
        .insertInto('charge_box_event')
        .values({
          charge_box_pk,
          event_type: 'StationBooted',
          event_timestamp: '2026-01-01T09:00:00Z',
        })
        .execute();
      transactions.push(
        await db
          .insertInto('charging_transaction')
          .values({
            charge_box_pk,
            connector_pk: connector.connector_pk,
            connector_id: 1,
            id_tag: 'TAG',
            start_id_tag_status: 'Accepted',
            start_timestamp: '2026-01-01T10:00:00Z',
            start_value: 0,
          })
          .returning(['transaction_pk', 'charge_box_pk'])
          .executeTakeFirstOrThrow(),
      );
    }
    // Per station: one sample in its transaction and one outside any.
    await db
      .insertInto('meter_value')
      .values(
        transactions.flatMap(({ transaction_pk, charge_box_pk }) =>
          [transaction_pk, null].map((tx, k) => ({
            charge_box_pk,
            connector_id: 1,
            transaction_pk: tx,
            value_timestamp: `2026-01-01T10:0${k + 1}:00Z`,
            measurand: 'Energy.Active.Import.Register',
            value: '1',
          })),
        ),
      )
      .execute();
    const left = async () =>
      (
        await db
          .selectFrom('meter_value')
          .select(['charge_box_pk', 'transaction_pk'])
          .where(
            'charge_box_pk',
            'in',
            boxes.map((b) => b.charge_box_pk),
          )
          .orderBy('charge_box_pk')
          .orderBy('value_timestamp')
          .execute()
      ).map((row) => [row.charge_box_pk, row.transaction_pk]);
    const [first, second] = transactions as [(typeof transactions)[0], (typeof transactions)[0]];

    await db
      .deleteFrom('charging_transaction')
      .where('transaction_pk', '=', first.transaction_pk)
      .execute();
    expect(await left()).toEqual([
      [first.charge_box_pk, null],
      [second.charge_box_pk, second.transaction_pk],
      [second.charge_box_pk, null],
    ]);
    // Station events and connector status history, per station.
    const history = async () =>
      (
        await sql<{ row: string }>`
          select concat_ws(' ', 'event', charge_box_pk) as row from charge_box_event
          where charge_box_pk in (${sql.join(boxes.map((b) => b.charge_box_pk))})
          union all
          select concat_ws(' ', 'status', c.charge_box_pk, c.connector_id) from connector_status s
          join connector c on c.connector_pk = s.connector_pk
          where c.charge_box_pk in (${sql.join(boxes.map((b) => b.charge_box_pk))})
          order by 1`.execute(db)
      ).rows.map((r) => r.row);
    const orphans = async () =>
      (
        await sql<{ n: number }>`
          select (select count(*) from connector_status s
            where not exists (select 1 from connector c where c.connector_pk = s.connector_pk))
          + (select count(*) from charge_box_event e
            where not exists (select 1 from charge_box b where b.charge_box_pk = e.charge_box_pk))
          as n`.execute(db)
      ).rows[0]?.n;
    await db
      .deleteFrom('connector')
      .where('charge_box_pk', '=', first.charge_box_pk)
      .where('connector_id', '=', 2)
      .execute();
    expect(await history()).toEqual([
      `event ${first.charge_box_pk}`,
      `event ${second.charge_box_pk}`,
      `status ${first.charge_box_pk} 1`,
      `status ${second.charge_box_pk} 1`,
      `status ${second.charge_box_pk} 2`,
    ]);
    await db.deleteFrom('charge_box').where('charge_box_pk', '=', second.charge_box_pk).execute();
    expect(await left()).toEqual([[first.charge_box_pk, null]]);
    expect(await history()).toEqual([
      `event ${first.charge_box_pk}`,
      `status ${first.charge_box_pk} 1`,
    ]);
    expect(Number(await orphans())).toBe(0);
  });
});
