import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';

// usage_hour is kept by triggers on charging_transaction. After every kind of write (several
// recharges stopped in one statement, as the OCPP group commit does; an amount set later; an
// update of nothing the hours are made of; a delete; a station moved to another tenant), it must
// equal the hours summed again from the recharges themselves.
describeDatabases('usage hours', (database) => {
  // Each statement on its own, as the OCPP batches and the API write them.
  const run = async (statements: string) => {
    for (const statement of statements.split(/;\s*$/m).filter((s) => s.trim())) {
      await sql.raw(statement).execute(database.handle.db);
    }
  };
  const kept = async () =>
    (
      await sql<{ row: string }>`
        select concat_ws(' ', tenant_pk, to_char(hour_start, 'MM-DD HH24'), stay, recharges,
          seconds, wh, amount, income) as row
        from usage_hour where recharges <> 0 or seconds <> 0 or wh <> 0 or amount <> 0
        order by 1`.execute(database.handle.db)
    ).rows.map((r) => r.row);
  const summedAgain = async () =>
    (
      await sql<{ row: string }>`
        select concat_ws(' ', tenant_pk, to_char(hour_start, 'MM-DD HH24'), stay, count(*),
          sum(secs), sum(wh), sum(amount), sum(income)) as row
        from (
          select b.tenant_pk, date_trunc('hour', x.start_timestamp at time zone 'UTC') as hour_start,
            greatest(extract(epoch from (x.stop_timestamp - x.start_timestamp)), 0)::float8 as secs,
            greatest(coalesce(x.stop_value, x.start_value) - x.start_value, 0)::float8 as wh,
            coalesce(x.transaction_amount, 0) as amount, coalesce(x.income, 0) as income
          from charging_transaction x join charge_box b on b.charge_box_pk = x.charge_box_pk
          where x.stop_timestamp is not null
        ) s
        cross join lateral (select case when secs < 3600 then 0 when secs < 7200 then 1
          when secs < 14400 then 2 else 3 end as stay) k
        group by tenant_pk, hour_start, stay
        order by 1`.execute(database.handle.db)
    ).rows.map((r) => r.row);

  it('stay equal to the recharges summed again after every kind of write', async () => {
    await run(`
      insert into tenant (tenant_pk, name, alias, api_key) values
        (901, 'Usage A', 'usage-a', 'usage-key-a'), (902, 'Usage B', 'usage-b', 'usage-key-b');
      insert into charge_box (charge_box_pk, charge_box_id, tenant_pk) values
        (901, 'USAGE-1', 901), (902, 'USAGE-2', 901), (903, 'USAGE-3', 902);
      insert into connector (connector_pk, charge_box_pk, connector_id) values
        (901, 901, 1), (902, 902, 1), (903, 903, 1);`);
    // Ten recharges started (no hours yet) and two stored already stopped.
    await run(`
      insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk, connector_id,
        id_tag, start_id_tag_status, start_timestamp, start_value)
      select 900 + i, 901 + i % 3, 901 + i % 3, 1, 'USAGE-TAG', 'Accepted',
        timestamptz '2026-03-01 10:00:00Z' + i * interval '10 minutes', 1000 * i
      from generate_series(1, 10) as i;
      insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk, connector_id,
        id_tag, start_id_tag_status, start_timestamp, start_value, stop_timestamp, stop_value,
        transaction_amount)
      values (951, 901, 901, 1, 'USAGE-TAG', 'Accepted', '2026-03-01 08:00:00Z', 0,
          '2026-03-01 09:30:00Z', 12000, 800),
        (952, 903, 903, 1, 'USAGE-TAG', 'Accepted', '2026-03-01 08:15:00Z', 0,
          '2026-03-01 13:00:00Z', 30000, null);`);
    expect(await kept()).toEqual(await summedAgain());
    expect(await kept()).toHaveLength(2);

    // Eight of them stopped in one statement, several sharing tenant, hour and stay.
    await run(`
      update charging_transaction set stop_timestamp = start_timestamp + interval '40 minutes',
        stop_value = start_value + 5000 + transaction_pk
      where transaction_pk between 901 and 908;`);
    expect(await kept()).toEqual(await summedAgain());
    expect((await kept()).length).toBeGreaterThan(2);

    // An amount settled afterwards, a stop corrected into a longer stay, and an update that
    // touches none of the columns the hours are made of.
    await run(`
      update charging_transaction set transaction_amount = 450, income = 300
      where transaction_pk in (901, 904);
      update charging_transaction set stop_timestamp = start_timestamp + interval '150 minutes'
      where transaction_pk = 905;
      update charging_transaction set suspect_reason = 'checked' where transaction_pk <= 952;`);
    expect(await kept()).toEqual(await summedAgain());

    // Deleted recharges, one of them running.
    await run(`delete from charging_transaction where transaction_pk in (902, 910, 951);`);
    expect(await kept()).toEqual(await summedAgain());
  });
});
