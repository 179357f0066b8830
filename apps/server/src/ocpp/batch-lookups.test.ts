import { sql, type Transaction } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../platform/db/schema';
import { describeDatabases } from '../testing/test-databases';
import { MeterValuesRepository } from '../modules/meters';
import { ConnectorsRepository } from '../modules/stations';
import { TransactionsRepository } from '../modules/transactions/transactions.repository';

const STATIONS = 3_000;
const FIRST_START = Date.parse('2026-05-01T08:00:00Z');
const startOf = (i: number) => new Date(FIRST_START + i * 1_000);

/** Full reads of the tables the OCPP batches look rows up in, so far in this transaction. */
async function scans(trx: Transaction<DB>) {
  const result = await sql<{ table: string; scans: number }>`
    select relname as table, coalesce(seq_scan, 0)::int as scans
    from pg_stat_xact_user_tables
    where relname in ('connector', 'charging_transaction')
    order by relname`.execute(trx);
  return result.rows;
}

// The tables grow between the statistics' updates. Joined, these lookups were planned as a read
// of the whole table for every batch (the status batch's, for one, on a table of a few thousand
// connectors that was never analysed). Written by key with `limit 1`, each must find its rows by
// index.
describeDatabases('lookups by key in the OCPP batches', (database) => {
  it('read no whole table: statuses find their connectors, replayed starts and meter samples their transactions', async () => {
    await database.handle.db.transaction().execute(async (trx) => {
      const run = (query: string) => sql.raw(query).execute(trx);
      await run(`insert into tenant (tenant_pk, name, alias, api_key)
        values (801, 'Lookups', 'lookups', 'lookups-key')`);
      await run(`insert into charge_box (charge_box_pk, charge_box_id, tenant_pk)
        select 800 + i, 'LOOKUP-' || i, 801 from generate_series(1, ${STATIONS}) as i`);
      await run(`insert into connector (connector_pk, charge_box_pk, connector_id)
        select 800 + i, 800 + i, 1 from generate_series(1, ${STATIONS}) as i`);
      await run(`insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk,
          connector_id, id_tag, start_id_tag_status, start_timestamp, start_value)
        select 800 + i, 800 + i, 800 + i, 1, 'LOOKUP-TAG-' || i, 'Accepted',
          timestamptz '2026-05-01 08:00:00Z' + i * interval '1 second', 0
        from generate_series(1, ${STATIONS}) as i`);
      const before = await scans(trx);

      const stations = [1, 700, 2_999].map((i) => ({ i, chargeBoxPk: 800 + i }));
      await new ConnectorsRepository(trx).recordStatuses(
        stations.map(({ chargeBoxPk, i }) => ({
          chargeBoxPk,
          connectorId: 1,
          status: 'Charging',
          errorCode: 'NoError',
          at: startOf(i + 10),
        })),
      );
      const replayed = await new TransactionsRepository(trx).startMany(
        stations.map(({ chargeBoxPk, i }) => ({
          chargeBoxPk,
          connectorId: 1,
          idTag: `LOOKUP-TAG-${i}`,
          ocppTagPk: null,
          idTagStatus: 'Accepted',
          startTimestamp: startOf(i),
          meterStart: 0,
          reservationId: null,
        })),
      );
      const stored = await new MeterValuesRepository(trx).insertBatch(
        stations.map(({ chargeBoxPk, i }) => ({
          chargeBoxPk,
          connectorId: 1,
          transactionId: 800 + i,
          at: startOf(i + 60).toISOString(),
          measurand: 'Energy.Active.Import.Register',
          phase: '',
          location: 'Outlet',
          unit: 'Wh',
          context: 'Sample.Periodic',
          format: 'Raw',
          value: '1000',
          valueNumber: 1000,
        })),
      );
      expect(await scans(trx)).toEqual(before);

      // And the rows were found: the connectors' status, the same transactions, the samples'.
      expect(replayed).toEqual(
        stations.map(({ i }) => ({ transactionPk: 800 + i, created: false })),
      );
      expect(stored).toBe(stations.length);
      const written = await sql<{ status: string; samples: number; flagged: number }>`
        select (select string_agg(distinct last_status, ',') from connector
            where connector_pk in (801, 1500, 3799)) as status,
          count(*)::int as samples, count(flag)::int as flagged
        from meter_value where transaction_pk in (801, 1500, 3799)`.execute(trx);
      expect(written.rows[0]).toEqual({ status: 'Charging', samples: 3, flagged: 0 });
    });
  });
});
