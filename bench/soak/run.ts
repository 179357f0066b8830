// npm run bench:soak -- --stations 1000 --minutes 60: a cluster of two nodes behind HAProxy
// (scripts/cluster, its own PostgreSQL and Redis) under steady load from N stations, with random
// socket cuts, one kill -9 of a node half way and one PostgreSQL restart; then every message the
// stations were answered for is looked up in the database. Exits 1 when any is lost or doubled.
import { fleetIdTags, runFleet, type Fleet } from '@chargedeck/simulator';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { buildIfStale } from '../../scripts/product.mjs';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { BENCH_KEY } from '../ocpp/bench-protocol';
import { registerBenchStations } from '../support/bench-stations';
import { percentile, round } from '../support/stats';
import { parseSoakArgs } from './args';
import { cutAtRandom, killNode } from './chaos';
import { createDropTally } from './drop-tally';
import { stationsPerNode } from './holders';
import { residentMb, RssTrack } from './rss';
import { createSoakLedger, watchStation, type SoakLedger } from './soak-stations';
import { compareStored } from './stored';

const PREFIX = 'SOAK';
const RSS_EVERY_MS = 15_000;
const NODE_DOWN_MS = 10_000;
const SETTLE_TIMEOUT_MS = 120_000;

let args;
try {
  args = parseSoakArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { stations: count, minutes } = args;
const log = (text: string) =>
  process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${text}\n`);

let cluster: Cluster | undefined;
let fleet: Fleet | undefined;
const timers: (() => void)[] = [];
let stopping: Promise<void> | undefined;

/** Stops the load and every process the soak started (also on Ctrl+C and errors). */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of timers) stop();
    const fleetStopped = fleet?.stop().catch(() => undefined);
    await Promise.race([fleetStopped, new Promise((r) => setTimeout(r, 30_000))]);
    await cluster?.stop();
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the cluster…`);
    void stopAll().then(() => process.exit(130));
  });
}

/** The soak's stations and ten tags (no limit of transactions at once), in the root tenant. */
async function seed(url: string, width: number): Promise<string[]> {
  const handle = openDatabase({ url, poolSize: 2 });
  try {
    const { db } = handle;
    const root = await db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    // Numbered from 0, as the bench stations are; the fleet uses 1..count.
    await registerBenchStations(db, root.tenant_pk, count + 1, PREFIX, width);
    const tags = fleetIdTags(PREFIX);
    await db
      .insertInto('ocpp_tag')
      .values(tags.map((id_tag) => ({ id_tag, tenant_pk: root.tenant_pk })))
      .execute();
    await db
      .updateTable('ocpp_tag')
      .set({ max_active_transaction_count: null })
      .where('id_tag', 'in', tags)
      .execute();
    return tags;
  } finally {
    await handle.close();
  }
}

/** Samples the nodes' resident memory until stopped. */
function sampleRss(track: RssTrack, startedAt: number) {
  const minutesNow = () => (Date.now() - startedAt) / 60_000;
  for (const node of cluster?.nodes ?? []) track.began(`${node.id}#${node.child.process.pid}`, 0);
  const timer = setInterval(() => {
    for (const node of cluster?.nodes ?? []) {
      const pid = node.child.process.pid;
      track.record(`${node.id}#${pid}`, minutesNow(), residentMb(pid));
    }
  }, RSS_EVERY_MS);
  timers.push(() => clearInterval(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every station is online with nothing queued, or the timeout. */
async function settle(): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const snapshot = fleet?.snapshot();
    if (snapshot && snapshot.online === count && snapshot.queued === 0) return true;
    await sleep(500);
  }
  return false;
}

/** The run's events at their moments: PostgreSQL restart at a quarter, the kill at half. */
async function soak(ledger: SoakLedger, track: RssTrack, startedAt: number) {
  const durationMs = minutes * 60_000;
  const at = (share: number) => sleep(startedAt + share * durationMs - Date.now());
  const events: Record<string, string> = {};
  await at(0.25);
  log('PostgreSQL: fast stop and start');
  const pgStarted = Date.now();
  await cluster?.postgres.restart();
  events.postgresRestartMs = String(Date.now() - pgStarted);
  await at(0.5);
  log(`kill -9 of node-2, started again after ${NODE_DOWN_MS / 1000} s`);
  const killedAt = (Date.now() - startedAt) / 60_000;
  track.moved(killedAt);
  const pid = await killNode(cluster as Cluster, 1, NODE_DOWN_MS);
  // Empty after its restart, it takes stations over one reconnection at a time (leastconn).
  track.began(`node-2#${pid}`, killedAt, false);
  await at(1);
  return events;
}

/** One line a minute: the fleet's state, and each node's memory and stations. */
async function logProgress() {
  const s = fleet?.snapshot();
  if (!s || !cluster) return;
  const held = await stationsPerNode(cluster.redis.url, PREFIX).catch(
    (): Record<string, number> => ({}),
  );
  const nodes = cluster.nodes.map((node) => {
    const mb = residentMb(node.child.process.pid);
    const stations = held[node.id] ?? 0;
    return `${node.id} ${mb === undefined ? '-' : mb.toFixed(0)} MB/${stations}`;
  });
  log(
    `online ${s.online}, charging ${s.charging}, queued ${s.queued}, calls ${s.callsAnswered}; ` +
      nodes.join(', '),
  );
}

async function main() {
  buildIfStale();
  log(`starting a cluster of two nodes for ${count} stations, ${minutes} minutes`);
  cluster = await startCluster({
    nodes: 2,
    // SOAK_ECHO=1 shows what the nodes, PostgreSQL, Redis and HAProxy print.
    echo: process.env.SOAK_ECHO === '1',
    env: {
      LOG_LEVEL: 'warn',
      OCPP_AUTH_FAILURES_PER_ADDRESS: '1000000',
      // The shared machine lags for seconds at times; the soak is about losses, not saturation.
      OCPP_SATURATION_LAG_MS: '0',
    },
  });
  const width = Math.max(4, String(count).length);
  const tags = await seed(cluster.postgres.url, width);
  const ledger = createSoakLedger();
  const drops = createDropTally();
  fleet = runFleet({
    url: `${cluster.url.replace(/^http/, 'ws')}/ocpp`,
    stations: count,
    prefix: PREFIX,
    password: BENCH_KEY,
    connectors: 1,
    // A call about every ten seconds a station: samples every 15 s while charging, a heartbeat
    // a minute, four status changes and a start and stop a session.
    meterIntervalSec: 15,
    heartbeatIntervalSec: 60,
    transactions: { idleSec: [20, 120], chargeSec: [120, 600] },
    idTags: tags,
    connectConcurrency: 25,
    logger: drops.logger,
  });
  for (const station of fleet.stations) watchStation(ledger, station);
  await fleet.ready;
  const startedAt = Date.now();
  log(`${fleet.snapshot().online} stations online; the soak begins`);
  const track = new RssTrack(Math.min(10, minutes / 6));
  sampleRss(track, startedAt);
  const cuts = cutAtRandom(fleet.stations, 0.01);
  timers.push(cuts.stop);
  const progress = setInterval(() => void logProgress(), Math.min(60_000, minutes * 5_000));
  timers.push(() => clearInterval(progress));
  const events = await soak(ledger, track, startedAt);
  for (const stop of timers.splice(0)) stop();
  log('load ends: waiting for every station to be online with an empty queue');
  const settled = await settle();
  const counters = fleet.snapshot();
  await fleet.stop();
  fleet = undefined;
  const db = new pg.Client({ connectionString: cluster.postgres.url });
  await db.connect();
  const counts = await compareStored(db, PREFIX, ledger).finally(() => db.end());
  const memory = track.summary(Math.min(10, minutes / 3));
  const result = {
    sent: counts.sent,
    stored: counts.stored,
    lost: counts.lost,
    duplicated: counts.duplicated,
    reconnectP99Ms: Math.round(percentile(ledger.reconnectsMs, 99)),
    rssGrowthMBPerHour: memory.growthMBPerHour,
    errors: counters.callErrors + ledger.dropped + (settled ? 0 : 1),
  };
  const detail = {
    stations: count,
    minutes,
    cuts: cuts.count(),
    reconnects: ledger.reconnectsMs.length,
    reconnectMedianMs: Math.round(percentile(ledger.reconnectsMs, 50)),
    settled,
    callErrors: counters.callErrors,
    droppedByStations: ledger.dropped,
    callsAnswered: counters.callsAnswered,
    callsPerSecond: round(counters.callsAnswered / (minutes * 60)),
    ...events,
    rss: memory.nodes,
    stationLog: drops.counts(),
    byKind: counts.detail,
  };
  console.log(JSON.stringify(detail));
  console.log(JSON.stringify(result));
  return result.lost > 0 || result.duplicated > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  for (const node of cluster?.nodes ?? []) {
    process.stderr.write(`--- ${node.id} ---\n${node.child.output().slice(-4000)}\n`);
  }
}
await stopAll();
process.exit(code);
