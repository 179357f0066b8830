import type { StationEvent } from '../../modules/stations';
import type { HandlerDeps, StationHandler } from './station-handler';

/** Connector status and its history; Available and Failure events when the status changes. */
export function statusNotification(deps: HandlerDeps): StationHandler<'StatusNotification'> {
  return async ({ station, receivedAt }, request) => {
    const at = request.timestamp ? new Date(request.timestamp) : receivedAt;
    const recorded = await deps.connectors.recordStatus({
      chargeBoxPk: station.chargeBoxPk,
      connectorId: request.connectorId,
      status: request.status,
      errorCode: request.errorCode,
      info: request.info,
      vendorId: request.vendorId,
      vendorErrorCode: request.vendorErrorCode,
      at,
    });
    if (!recorded.isLatest) return {};
    const events: StationEvent[] = [];
    const base = { chargeBoxPk: station.chargeBoxPk, connectorId: request.connectorId, at };
    if (request.status === 'Available' && recorded.previousStatus !== 'Available') {
      events.push({ ...base, type: 'Available' });
    }
    const failing = request.status === 'Faulted' || request.errorCode !== 'NoError';
    const unchanged =
      recorded.previousStatus === request.status &&
      recorded.previousErrorCode === request.errorCode;
    if (failing && !unchanged) {
      const detail = [request.errorCode, request.info, request.vendorErrorCode]
        .filter(Boolean)
        .join(' ');
      events.push({ ...base, type: 'Failure', detail });
    }
    await deps.stationState.addEvents(events);
    return {};
  };
}
