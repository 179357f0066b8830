import type { FastifyBaseLogger } from 'fastify';
import type { StationSessions } from '../../modules/stations';
import type { Cluster } from '../../platform/cluster';
import type { LocalCommandRouter } from '../command-router';
import type { ConnectionRegistry } from '../connection-registry';
import { ClusterCommandRouter } from './cluster-command-router';
import { clusterSessions } from './cluster-sessions';
import { CommandRelay } from './command-relay';
import { SharedAuthFailureLimits } from './shared-auth-failures';
import { StationHolders } from './station-holders';

export interface OcppClusterDeps {
  registry: ConnectionRegistry;
  local: LocalCommandRouter;
  authFailuresPerAddress: number;
  log: FastifyBaseLogger;
}

/**
 * The OCPP gateway's part in several nodes: the station registry, commands relayed to the node
 * that holds a station, disconnections told to every node, and shared failed-auth limits.
 */
export function ocppCluster(cluster: Cluster, deps: OcppClusterDeps) {
  const { registry, local, log } = deps;
  const holders = new StationHolders(cluster, registry, log);
  const relay = new CommandRelay(cluster, local, log);
  return {
    holders,
    failures: new SharedAuthFailureLimits(cluster.redis, deps.authFailuresPerAddress, log),
    commands: new ClusterCommandRouter(cluster.nodeId, local, holders, relay),
    sessions: (gateway: StationSessions) => clusterSessions(cluster, gateway, log),
    /** After the stations closed (their keys released). */
    close() {
      holders.close();
      relay.close();
    },
  };
}
