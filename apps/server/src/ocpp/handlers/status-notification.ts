import { ocppDate } from '@chargedeck/shared/ocpp16';
import type { HandlerDeps, StationHandler } from './station-handler';

/** Connector status and its history, with Available and Failure events (group commit). */
export function statusNotification(deps: HandlerDeps): StationHandler<'StatusNotification'> {
  return async ({ station, receivedAt }, request) => {
    await deps.statuses.add({
      chargeBoxPk: station.chargeBoxPk,
      connectorId: request.connectorId,
      status: request.status,
      errorCode: request.errorCode,
      info: request.info,
      vendorId: request.vendorId,
      vendorErrorCode: request.vendorErrorCode,
      at: request.timestamp ? ocppDate(request.timestamp) : receivedAt,
    });
    return {};
  };
}
