import { stationRef, type HandlerDeps, type StationHandler } from './station-handler';

export function stopTransaction(deps: HandlerDeps): StationHandler<'StopTransaction'> {
  return async ({ station, messageId }, request) =>
    deps.lifecycle.stop(stationRef(station), request, { messageId });
}
