import type { FastifyBaseLogger } from 'fastify';
import type { StationSessions } from '../../modules/stations';
import type { Cluster, NodeMessage } from '../../platform/cluster';

interface DisconnectStation extends NodeMessage {
  kind: 'disconnect-station';
  chargeBoxId: string;
  reason: string;
}

/**
 * Closing a station's connections (deleted, registered, new security settings) on every node:
 * the connection may be a Pending one, which no registry names, so every node is told.
 */
export function clusterSessions(
  cluster: Cluster,
  local: StationSessions,
  log: FastifyBaseLogger,
): StationSessions {
  cluster.messages.on('disconnect-station', (message) => {
    const { chargeBoxId, reason } = message as DisconnectStation;
    local.disconnect(chargeBoxId, reason);
  });
  return {
    disconnect(chargeBoxId, reason) {
      local.disconnect(chargeBoxId, reason);
      const message: DisconnectStation = { kind: 'disconnect-station', chargeBoxId, reason };
      cluster.messages.broadcast(message).catch((error: unknown) => {
        log.error({ err: error, chargeBoxId }, 'could not tell the other nodes to disconnect');
      });
    },
  };
}
