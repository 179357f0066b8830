import type { HandlerDeps, StationHandler } from './station-handler';

export function diagnosticsStatusNotification(
  deps: HandlerDeps,
): StationHandler<'DiagnosticsStatusNotification'> {
  return async ({ station, receivedAt }, request) => {
    await deps.stationState.setDiagnosticsStatus(station.chargeBoxPk, request.status, receivedAt);
    return {};
  };
}

export function firmwareStatusNotification(
  deps: HandlerDeps,
): StationHandler<'FirmwareStatusNotification'> {
  return async ({ station, receivedAt }, request) => {
    await deps.stationState.setFirmwareStatus(station.chargeBoxPk, request.status, receivedAt);
    return {};
  };
}
