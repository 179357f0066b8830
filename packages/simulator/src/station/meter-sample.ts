import type {
  Measurand,
  MeterValue,
  ReadingContext,
  SampledValue,
} from '@chargedeck/shared/ocpp16';
import { SUPPORTED_MEASURANDS } from './configuration-keys';
import type { Connector } from './connector';
import { ampsFromWatts, type Electrical } from './electrical';

const supported: ReadonlySet<string> = new Set(SUPPORTED_MEASURANDS);

function isMeasurand(name: string): name is Measurand {
  return supported.has(name);
}

function read(
  measurand: Measurand,
  connector: Connector,
  electrical: Electrical,
  random: () => number,
): Omit<SampledValue, 'context' | 'measurand' | 'format'> | undefined {
  const jitter = (spread: number): number => (random() - 0.5) * spread;
  switch (measurand) {
    case 'Energy.Active.Import.Register':
      return { value: String(Math.floor(connector.meterWh)), unit: 'Wh', location: 'Outlet' };
    case 'Power.Active.Import':
      return { value: String(Math.round(connector.powerW)), unit: 'W', location: 'Outlet' };
    case 'Power.Offered':
      return { value: String(Math.round(connector.offeredW)), unit: 'W', location: 'Outlet' };
    case 'Current.Import':
      return { value: ampsFromWatts(connector.powerW, electrical).toFixed(1), unit: 'A' };
    case 'Current.Offered':
      return { value: ampsFromWatts(connector.offeredW, electrical).toFixed(1), unit: 'A' };
    case 'Voltage':
      return { value: (electrical.voltage + jitter(4)).toFixed(1), unit: 'V', location: 'Outlet' };
    case 'Frequency':
      return { value: (50 + jitter(0.04)).toFixed(2) };
    case 'Temperature': {
      const load = connector.powerW / connector.maxPowerW;
      return { value: (24 + load * 14 + jitter(1)).toFixed(1), unit: 'Celsius', location: 'Body' };
    }
    case 'SoC':
      return connector.vehicle
        ? {
            value: String(Math.floor(connector.vehicle.socPercent)),
            unit: 'Percent',
            location: 'EV',
          }
        : undefined;
  }
}

/** One MeterValue of the connector now, with the measurands configured for the context. */
export function sampleMeter(
  connector: Connector,
  electrical: Electrical,
  context: ReadingContext,
  measurands: readonly string[],
  timestamp: number,
  random: () => number,
): MeterValue {
  const sampledValue: SampledValue[] = [];
  for (const name of measurands) {
    if (!isMeasurand(name)) continue;
    const reading = read(name, connector, electrical, random);
    if (reading) sampledValue.push({ ...reading, context, format: 'Raw', measurand: name });
  }
  if (sampledValue.length === 0) {
    sampledValue.push({
      value: String(Math.floor(connector.meterWh)),
      context,
      format: 'Raw',
      measurand: 'Energy.Active.Import.Register',
      unit: 'Wh',
    });
  }
  return { timestamp: new Date(timestamp).toISOString(), sampledValue };
}
