import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';

// A trigger function plans its statements once per connection, for the size its transition
// table had the first time. After a first statement of thousands of recharges, the totals of a
// statement of one recharge must still find tag owners and user totals by key, not by reading
// both tables whole.
describeDatabases('statement triggers', (database) => {
  it('look rows up by key after a first statement of thousands of rows', async () => {
    await database.handle.db.transaction().execute(async (trx) => {
      const run = (query: string) => sql.raw(query).execute(trx);
      await run(`insert into tenant (tenant_pk, name, alias, api_key)
        values (701, 'Plans', 'plans', 'plans-key')`);
      await run(`insert into app_user (user_pk, tenant_pk, name, email)
        select 700 + i, 701, 'Driver ' || i, 'driver' || i || '@plans.example'
        from generate_series(1, 3000) as i`);
      await run(`insert into user_charge_total (user_pk)
        select user_pk from app_user where tenant_pk = 701 on conflict do nothing`);
      await run(`insert into ocpp_tag (ocpp_tag_pk, id_tag, tenant_pk, owner_user_pk)
        select 700 + i, 'PLAN-' || i, 701, 700 + i from generate_series(1, 3000) as i`);
      await run(`insert into charge_box (charge_box_pk, charge_box_id, tenant_pk)
        values (701, 'PLAN-BOX', 701)`);
      await run(`insert into connector (connector_pk, charge_box_pk, connector_id)
        values (701, 701, 1)`);
      // The first statements, of 3,000 recharges each, as a large OCPP batch would be.
      await run(`insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk,
          connector_id, id_tag, ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value)
        select 700 + i, 701, 701, 1, 'PLAN-' || i, 700 + i, 'Accepted',
          timestamptz '2026-05-01 08:00:00Z' + i * interval '1 second', 0
        from generate_series(1, 3000) as i`);
      await run(`insert into meter_value (charge_box_pk, connector_id, transaction_pk,
          value_timestamp, measurand, value)
        select 701, 1, transaction_pk, start_timestamp, 'Energy.Active.Import.Register', '1'
        from charging_transaction where charge_box_pk = 701`);
      await run(`update charging_transaction set stop_timestamp = start_timestamp + interval '1 hour',
          stop_value = 1000
        where charge_box_pk = 701 and transaction_pk < 3500`);
      await run(`delete from charging_transaction where transaction_pk between 3600 and 3700`);

      const scans = async () =>
        (
          await sql<{ table: string; scans: number }>`
            select relname as table, coalesce(seq_scan, 0)::int as scans
            from pg_stat_xact_user_tables
            where relname in ('ocpp_tag', 'user_charge_total')
            order by relname`.execute(trx)
        ).rows;
      const before = await scans();
      // Then statements of one recharge: a start, a stop, a deletion.
      await run(`insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk,
          connector_id, id_tag, ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value)
        values (9999, 701, 701, 1, 'PLAN-1', 701, 'Accepted', '2026-05-02 08:00:00Z', 0)`);
      await run(`update charging_transaction set stop_timestamp = '2026-05-02 09:00:00Z',
          stop_value = 500 where transaction_pk = 3550`);
      await run(`delete from charging_transaction where transaction_pk = 3000`);
      expect(await scans()).toEqual(before);

      // And the totals are right.
      const totals = await sql<{ recharges: number; running: number }>`
        select sum(recharges)::int as recharges, sum(running)::int as running
        from user_charge_total where user_pk between 701 and 3700`.execute(trx);
      const actual = await sql<{ recharges: number; running: number }>`
        select count(*)::int as recharges,
          count(*) filter (where stop_timestamp is null)::int as running
        from charging_transaction where charge_box_pk = 701`.execute(trx);
      expect(totals.rows[0]).toEqual(actual.rows[0]);
    });
  });
});
