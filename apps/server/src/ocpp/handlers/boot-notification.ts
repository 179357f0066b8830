import type { HandlerDeps, StationHandler } from './station-handler';

/** Stores vendor, model, serial and firmware; answers with the registration status and interval. */
export function bootNotification(deps: HandlerDeps): StationHandler<'BootNotification'> {
  return async ({ station, receivedAt }, request) => {
    station.registrationStatus = await deps.stationState.recordBoot(
      station.chargeBoxPk,
      request,
      receivedAt,
    );
    return {
      status: station.registrationStatus,
      currentTime: receivedAt.toISOString(),
      interval: deps.heartbeatIntervalSeconds,
    };
  };
}
