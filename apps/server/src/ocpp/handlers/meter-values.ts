import { stationRef, type HandlerDeps, type StationHandler } from './station-handler';

export function meterValues(deps: HandlerDeps): StationHandler<'MeterValues'> {
  return async ({ station }, request) => {
    await deps.lifecycle.meterValues(stationRef(station), request);
    return {};
  };
}
