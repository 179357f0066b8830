import type { HandlerDeps, StationHandler } from './station-handler';

/**
 * Stores vendor, model, serial and firmware (group commit); answers with the registration status
 * and interval. While the server is saturated it stores nothing and answers Pending with the
 * interval after which to boot again; the station's registration is left as it is.
 */
export function bootNotification(deps: HandlerDeps): StationHandler<'BootNotification'> {
  return async ({ station, receivedAt }, request) => {
    const retryAfter = deps.bootThrottle.retryAfter();
    if (retryAfter !== undefined) {
      return { status: 'Pending', currentTime: receivedAt.toISOString(), interval: retryAfter };
    }
    const status = await deps.boots.one({
      chargeBoxPk: station.chargeBoxPk,
      boot: request,
      at: receivedAt,
    });
    if (!status) throw new Error(`station ${station.chargeBoxId} no longer exists`);
    station.registrationStatus = status;
    return {
      status: station.registrationStatus,
      currentTime: receivedAt.toISOString(),
      interval: deps.heartbeatIntervalSeconds,
    };
  };
}
