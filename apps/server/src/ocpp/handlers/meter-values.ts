import { samplesOf } from '../../modules/meters';
import type { HandlerDeps, StationHandler } from './station-handler';

/** Every sampled value is kept; the answer waits for the batch that stores them. */
export function meterValues(deps: HandlerDeps): StationHandler<'MeterValues'> {
  return async ({ station }, request) => {
    await deps.meterSamples.add(
      samplesOf(
        station.chargeBoxPk,
        request.connectorId,
        request.transactionId ?? null,
        request.meterValue,
      ),
    );
    return {};
  };
}
