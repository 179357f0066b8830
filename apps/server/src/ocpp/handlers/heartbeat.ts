import type { HandlerDeps, StationHandler } from './station-handler';

export function heartbeat(deps: HandlerDeps): StationHandler<'Heartbeat'> {
  return async ({ station, receivedAt }) => {
    await deps.heartbeats.add({ chargeBoxPk: station.chargeBoxPk, at: receivedAt });
    return { currentTime: receivedAt.toISOString() };
  };
}
