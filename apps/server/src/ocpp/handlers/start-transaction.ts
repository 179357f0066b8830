import { OcppCallError } from '../transport/ocpp-transport';
import { stationRef, type HandlerDeps, type StationHandler } from './station-handler';

export function startTransaction(deps: HandlerDeps): StationHandler<'StartTransaction'> {
  return async ({ station }, request) => {
    if (request.connectorId < 1) {
      throw new OcppCallError('PropertyConstraintViolation', 'connectorId must be 1 or more');
    }
    return deps.lifecycle.start(stationRef(station), request);
  };
}
