// Two nodes on PostgreSQL and Redis behind HAProxy (scripts/cluster): a node killed with
// SIGKILL loses nothing its stations were told was stored, and they carry on through the other.
import { SimulatedStation } from '@chargedeck/simulator';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { missingClusterPackages, useCluster } from '../support/cluster';
import { STATION_PASSWORD, stationFields } from '../support/simulated-stations';
import { countStored, createLedger, keepLedger } from '../support/station-ledger';

const missing = missingClusterPackages();
const PREFIX = 'CLUSTER-';
const STATIONS = 20;
const ids = Array.from({ length: STATIONS }, (_, i) => `${PREFIX}${i + 1}`);
const tagOf = (id: string) => `${id}-TAG`;

describe.skipIf(missing.length > 0)(
  `a cluster of two nodes behind HAProxy${missing.length ? ` (needs ${missing.join(', ')})` : ''}`,
  () => {
    const used = useCluster({ nodes: 2 });
    const stations: SimulatedStation[] = [];
    let db: pg.Client | undefined;
    afterAll(async () => {
      await Promise.all(stations.map((station) => station.stop()));
      await db?.end();
    });

    /** Which node holds each station's socket, as the station table says. */
    async function holders(): Promise<Map<string, string | null>> {
      const rows = await db?.query<{ id: string; node: string | null }>(
        'select charge_box_id as id, ocpp_node as node from charge_box where charge_box_id like $1',
        [`${PREFIX}%`],
      );
      return new Map(rows?.rows.map((row) => [row.id, row.node]));
    }

    /** The node whose session holds the job leader's advisory lock (named in pg_stat_activity). */
    async function jobLeader(): Promise<string | undefined> {
      const rows = await db?.query<{ name: string }>(
        `select a.application_name as name
           from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted
            and a.application_name like 'chargedeck jobs leader %'`,
      );
      return rows?.rows[0]?.name.replace('chargedeck jobs leader ', '');
    }
    let survivorId: string | undefined;

    it('after kill -9 of the node leading the jobs its stations reconnect to the other, replay what they queued, and nothing stored is lost or doubled', async () => {
      const { cluster } = used;
      db = new pg.Client({ connectionString: cluster.postgres.url });
      await db.connect();
      const api = await used.adminApi();
      const ledger = createLedger();
      for (const id of ids) {
        await api.create('/api/chargepoints', stationFields(id));
        await api.create('/api/ocpptags', { id_tag: tagOf(id), tenant_pk: 1, note: id });
        const station = new SimulatedStation({
          url: `${cluster.url.replace(/^http/, 'ws')}/ocpp`,
          chargeBoxId: id,
          password: STATION_PASSWORD,
          connectors: 1,
          meterIntervalSec: 1,
          idTags: [tagOf(id)],
        });
        keepLedger(ledger, station);
        stations.push(station);
        await station.connect();
      }
      for (const station of stations) {
        const outcome = await station.startTransaction(1, tagOf(station.chargeBoxId));
        expect(outcome.status, station.chargeBoxId).toBe('Accepted');
      }

      // The balancer spread the stations over both nodes.
      await vi.waitFor(
        async () => {
          const held = [...(await holders()).values()];
          expect(held.every((node) => node !== null)).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
      const before = await holders();
      const leader = await vi.waitFor(
        async () => {
          const id = await jobLeader();
          if (!id) throw new Error('no node leads the jobs yet');
          return id;
        },
        { timeout: 15_000, interval: 250 },
      );
      const victim = cluster.nodes.find((node) => node.id === leader);
      const survivor = cluster.nodes.find((node) => node.id !== leader);
      if (!victim || !survivor) throw new Error(`two nodes expected, one leading (${leader})`);
      survivorId = survivor.id;
      const victims = stations.filter((s) => before.get(s.chargeBoxId) === victim.id);
      const others = stations.filter((s) => before.get(s.chargeBoxId) === survivor.id);
      expect(victims.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(ledger.samples.size).toBeGreaterThan(2 * STATIONS), {
        timeout: 20_000,
      });

      // Half the stations of the dead node end their session while cut off: the StopTransaction
      // waits in the queue until they are back. The others charge on, their samples taken
      // meanwhile (and any call the dead node left unanswered) queued the same way.
      const stoppingOffline = victims.filter((_, i) => i % 2 === 0);
      const queuedOffline = new Map<string, string[]>();
      for (const station of stoppingOffline) {
        const onState = (state: string) => {
          if (state !== 'offline') return;
          station.off('state', onState);
          void station.stopTransaction(1).then(() => {
            queuedOffline.set(
              station.chargeBoxId,
              station.queue.messages.map((m) => m.action),
            );
          });
        };
        station.on('state', onState);
      }
      victim.child.process.kill('SIGKILL');
      await victim.child.exited();

      await vi.waitFor(
        async () => {
          const held = await holders();
          for (const station of victims) {
            expect(station.isOnline, station.chargeBoxId).toBe(true);
            expect(station.queue.length, station.chargeBoxId).toBe(0);
            expect(held.get(station.chargeBoxId), station.chargeBoxId).toBe(survivor.id);
          }
        },
        { timeout: 60_000, interval: 250 },
      );
      for (const station of stoppingOffline) {
        expect(queuedOffline.get(station.chargeBoxId), station.chargeBoxId).toContain(
          'StopTransaction',
        );
      }
      for (const station of stations.filter((s) => !stoppingOffline.includes(s))) {
        expect(station.isOnline, station.chargeBoxId).toBe(true);
        await station.stopTransaction(1);
        await station.settled();
      }

      expect(ledger.stops.size).toBe(STATIONS);
      await vi.waitFor(
        async () => {
          expect(await countStored(db as pg.Client, PREFIX, ledger)).toEqual({
            transactions: STATIONS,
            doubledTransactions: 0,
            lostSamples: 0,
            doubledSamples: 0,
            lostStops: 0,
          });
        },
        { timeout: 10_000, interval: 250 },
      );
    });

    it('the job leader moves to the surviving node within seconds', async () => {
      expect(survivorId).toBeDefined();
      await vi.waitFor(async () => expect(await jobLeader()).toBe(survivorId), {
        timeout: 15_000,
        interval: 250,
      });
    });
  },
);
