// What goes wrong during a soak: sockets cut at random, a node killed, PostgreSQL restarted.
import type { SimulatedStation } from '@chargedeck/simulator';
import type { Cluster } from '../../scripts/cluster/cluster';
import { cutUntil } from './soak-stations';

const CUT_EVERY_MS = 10_000;
/** A cut station stays off the network for 1 to 10 seconds. */
const CUT_SECONDS: readonly [number, number] = [1, 10];

/**
 * Cuts the sockets of `sharePerMinute` of the online stations a minute, a few every ten seconds;
 * each comes back by itself and replays what it queued. Answers a stop function and a counter.
 */
export function cutAtRandom(stations: readonly SimulatedStation[], sharePerMinute: number) {
  let credit = 0;
  let cuts = 0;
  const timer = setInterval(() => {
    credit += (stations.length * sharePerMinute * CUT_EVERY_MS) / 60_000;
    const online = stations.filter((station) => station.isOnline);
    while (credit >= 1 && online.length > 0) {
      credit -= 1;
      const [station] = online.splice(Math.floor(Math.random() * online.length), 1);
      if (!station) break;
      const [min, max] = CUT_SECONDS;
      const seconds = min + Math.random() * (max - min);
      cutUntil.set(station.chargeBoxId, Date.now() + seconds * 1000);
      station.cut(seconds);
      cuts += 1;
    }
  }, CUT_EVERY_MS);
  return { stop: () => clearInterval(timer), count: () => cuts };
}

/** `kill -9` of the node, and a start again after `downMs`; answers its new process id. */
export async function killNode(cluster: Cluster, index: number, downMs: number) {
  const node = cluster.nodes[index];
  if (!node) throw new Error(`no node ${index + 1}`);
  node.child.process.kill('SIGKILL');
  await node.child.exited();
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await node.start();
  return node.child.process.pid;
}
