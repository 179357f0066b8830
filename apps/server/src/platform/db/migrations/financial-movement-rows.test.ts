import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';

// A bulk load fills financial_movement and financial_hour with the same row functions the
// triggers call: what the set-based fill computes equals what the triggers wrote.
describeDatabases('financial movement rows', (database) => {
  it('a set-based fill from the row functions equals what the triggers write', async () => {
    await database.handle.db.transaction().execute(async (trx) => {
      const run = (query: string) => sql.raw(query).execute(trx);
      await run(`insert into tenant (tenant_pk, name, alias, api_key)
        values (801, 'Rows', 'rows', 'rows-key')`);
      await run(`insert into app_user (user_pk, tenant_pk, name, email)
        values (801, 801, 'Payer', 'payer@rows.example'), (802, 801, 'Other', 'other@rows.example')`);
      await run(`insert into ocpp_tag (ocpp_tag_pk, id_tag, tenant_pk, owner_user_pk)
        values (801, 'ROWS-1', 801, 801)`);
      await run(`insert into charge_box (charge_box_pk, charge_box_id, tenant_pk)
        values (801, 'ROWS-BOX', 801)`);
      await run(`insert into connector (connector_pk, charge_box_pk, connector_id)
        values (801, 801, 1)`);
      // Priced and paid, priced and unpaid, with an idle charge paid or not, paid by another
      // user, unpriced, still running.
      await run(`insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk,
          connector_id, id_tag, ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value,
          stop_timestamp, stop_value, transaction_amount, paid_at, idle_amount,
          idle_payment_status, paid_by_user_pk)
        select 800 + i, 801, 801, 1, 'ROWS-1', 801, 'Accepted',
          timestamptz '2026-05-01 08:10:00Z' + i * interval '47 minutes', 0,
          case when i < 6 then timestamptz '2026-05-01 09:20:00Z' + i * interval '47 minutes' end,
          case when i < 6 then 1000 end,
          case when i < 5 then 700 + i end,
          case when i in (1, 3) then timestamptz '2026-05-02 10:00:00Z' end,
          case when i in (2, 3) then 150 end,
          case when i = 3 then 'approved' when i = 2 then 'pending' end,
          case when i = 4 then 802 end
        from generate_series(1, 7) as i`);
      await run(`insert into wallet_entry (user_pk, kind, amount_cents, payment_type,
          payment_status, created_at)
        values (801, 'DEPOSIT', 2000, 'PAGBANK_PIX', 'approved', '2026-05-03 11:30:00Z'),
          (801, 'DEPOSIT', 3000, 'PAGBANK_CARD', 'pending', '2026-05-03 12:30:00Z'),
          (802, 'DEPOSIT', 4000, 'PAGBANK_CARD', 'approved', '2026-05-04 13:30:00Z')`);

      const stored = await run(`select * from financial_movement where tenant_pk = 801
        order by target_type, source_pk`);
      const computed = await run(`select f.* from (
          select f.* from charging_transaction x cross join lateral financial_movements_of(x) f
          where x.charge_box_pk = 801
          union all
          select f.* from wallet_entry e cross join lateral financial_movements_of(e, e.created_at) f
          where e.user_pk in (801, 802)) f
        order by target_type, source_pk`);
      expect(stored.rows).toHaveLength(9);
      expect(computed.rows).toEqual(stored.rows);

      const hours = (from: string) =>
        run(`select k.tenant_pk, k.by_time, k.hour, k.target_type, count(*)::int as movements,
            sum(k.amount_cents)::bigint as amount_cents
          from ${from} m cross join lateral financial_hours_of(m) k
          where m.tenant_pk = 801 group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
      const storedHours = await run(`select tenant_pk, by_time, hour, target_type, movements,
          amount_cents from financial_hour where tenant_pk = 801 and movements > 0
        order by 1, 2, 3, 4`);
      expect((await hours('financial_movement')).rows).toEqual(storedHours.rows);
      // Every movement counts once by the hour and once by the day, by each time.
      const byTime = await run(`select by_time, sum(movements)::int as movements
        from financial_hour where tenant_pk = 801 group by by_time order by by_time`);
      expect(byTime.rows).toEqual(
        ['created', 'created_day', 'paid', 'paid_day'].map((by_time) => ({
          by_time,
          movements: 9,
        })),
      );

      // An update still moves the rows: the idle charge goes, the recharge is paid later.
      await run(`update charging_transaction set idle_amount = null, paid_at = '2026-05-05 10:00:00Z'
        where transaction_pk = 802`);
      const after = await run(`select target_type, paid_at from financial_movement
        where source_pk = 802 and target_type <> 'USER' order by target_type`);
      expect(after.rows).toEqual([
        { target_type: 'TRANSACTION', paid_at: new Date('2026-05-05T10:00:00Z') },
      ]);
      const storedAfter = await run(`select tenant_pk, by_time, hour, target_type, movements,
          amount_cents from financial_hour where tenant_pk = 801 and movements > 0
        order by 1, 2, 3, 4`);
      expect((await hours('financial_movement')).rows).toEqual(storedAfter.rows);
    });
  });

  it('a stop of an unpriced recharge does not call the movement function', async () => {
    await database.handle.db.transaction().execute(async (trx) => {
      const run = (query: string) => sql.raw(query).execute(trx);
      await run(`set local track_functions = 'pl'`);
      await run(`insert into tenant (tenant_pk, name, alias, api_key)
        values (811, 'Free', 'free', 'free-key')`);
      await run(
        `insert into ocpp_tag (ocpp_tag_pk, id_tag, tenant_pk) values (811, 'FREE-1', 811)`,
      );
      await run(`insert into charge_box (charge_box_pk, charge_box_id, tenant_pk)
        values (811, 'FREE-BOX', 811)`);
      await run(`insert into connector (connector_pk, charge_box_pk, connector_id)
        values (811, 811, 1)`);
      await run(`insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk,
          connector_id, id_tag, ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value)
        values (811, 811, 811, 1, 'FREE-1', 811, 'Accepted', '2026-05-01 08:00:00Z', 0),
          (812, 811, 811, 1, 'FREE-1', 811, 'Accepted', '2026-05-01 09:00:00Z', 0)`);
      const calls = async () =>
        (
          await sql<{ calls: number }>`select coalesce(sum(calls), 0)::int as calls
            from pg_stat_xact_user_functions
            where funcname = 'financial_movement_of_transaction'`.execute(trx)
        ).rows[0]?.calls;
      await run(`update charging_transaction set stop_timestamp = '2026-05-01 08:30:00Z',
          stop_value = 100 where transaction_pk = 811`);
      expect(await calls()).toBe(0);
      // A priced stop still writes its movement.
      await run(`update charging_transaction set stop_timestamp = '2026-05-01 09:30:00Z',
          stop_value = 100, transaction_amount = 250 where transaction_pk = 812`);
      expect(await calls()).toBe(1);
      const movements = await run(`select source_pk from financial_movement where tenant_pk = 811`);
      expect(movements.rows).toEqual([{ source_pk: 812 }]);
    });
  });
});
