import type { HandlerDeps, StationHandler } from './station-handler';

/**
 * Answered at once: the answer holds only the time, and the last-heartbeat timestamp is written
 * with the next batch (should that write fail, the station's next heartbeat writes it again).
 */
export function heartbeat(deps: HandlerDeps): StationHandler<'Heartbeat'> {
  return ({ station, receivedAt }) => {
    deps.heartbeats
      .add({ chargeBoxPk: station.chargeBoxPk, at: receivedAt })
      .catch(() => undefined);
    return Promise.resolve({ currentTime: receivedAt.toISOString() });
  };
}
