// npm run cluster -- --nodes 2 [--port 8080]: PostgreSQL, Redis, N nodes and HAProxy on this
// machine (Debian's packages), until Ctrl+C stops them all and removes their directory.
import { buildIfStale } from '../product.mjs';
import { parseClusterArgs } from './args';
import { startCluster, type Cluster } from './cluster';

let args;
try {
  args = parseClusterArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

buildIfStale();
let cluster: Cluster | undefined;
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster…`);
  await cluster?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop(signal));
}

try {
  cluster = await startCluster({ nodes: args.nodes, port: args.port, echo: true });
} catch (error) {
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (stopping) await new Promise(() => undefined);
const nodes = cluster.nodes.map((node) => `${node.id} ${node.url}`).join(', ');
console.log(
  [
    '',
    `Chargedeck cluster: ${cluster.url}  (OCPP: ${cluster.url.replace(/^http/, 'ws')}/ocpp/<chargeBoxId>)`,
    `  nodes: ${nodes}`,
    `  PostgreSQL: ${cluster.postgres.url}`,
    `  Redis: ${cluster.redis.url}`,
    `  files: ${cluster.dir}`,
    'Ctrl+C stops them all.',
    '',
  ].join('\n'),
);
