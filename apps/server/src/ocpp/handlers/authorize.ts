import { stationRef, type HandlerDeps, type StationHandler } from './station-handler';

export function authorize(deps: HandlerDeps): StationHandler<'Authorize'> {
  return async ({ station }, request) => ({
    idTagInfo: await deps.lifecycle.authorize(stationRef(station), request.idTag),
  });
}
