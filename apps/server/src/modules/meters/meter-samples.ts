import { ocppDate } from '@chargedeck/shared/ocpp16';
import type { MeterValue } from '@chargedeck/shared/ocpp16';
import type { MeterSample } from './meter-values.repository';

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** OCPP 1.6 defaults of a sampled value, written out so that every stored row is explicit. */
export function samplesOf(
  chargeBoxPk: number,
  connectorId: number,
  transactionId: number | null,
  meterValues: readonly MeterValue[],
): MeterSample[] {
  const samples: MeterSample[] = [];
  for (const meterValue of meterValues) {
    const at = ocppDate(meterValue.timestamp).toISOString();
    for (const sampled of meterValue.sampledValue) {
      const format = sampled.format ?? 'Raw';
      const measurand = sampled.measurand ?? 'Energy.Active.Import.Register';
      samples.push({
        chargeBoxPk,
        connectorId,
        transactionId,
        at,
        measurand,
        phase: sampled.phase ?? '',
        location: sampled.location ?? 'Outlet',
        unit: sampled.unit ?? 'Wh',
        context: sampled.context ?? 'Sample.Periodic',
        format,
        value: sampled.value,
        valueNumber: format === 'Raw' && NUMBER.test(sampled.value) ? Number(sampled.value) : null,
      });
    }
  }
  return samples;
}
