import type { HandlerDeps, StationHandler } from './station-handler';

/** Kept for the operator; no vendor extension is implemented, so the vendor is unknown. */
export function dataTransfer(deps: HandlerDeps): StationHandler<'DataTransfer'> {
  return async ({ station }, request) => {
    await deps.stationState.recordDataTransfer(station.chargeBoxPk, request);
    return { status: 'UnknownVendorId' };
  };
}
